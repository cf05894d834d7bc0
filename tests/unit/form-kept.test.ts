import { redirect } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { readKeepingForm } from "~/http/form-kept.server";
import { notFound } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import type { UpstreamFailure } from "~/upstream/client.server";
import { contextFor } from "../support/context";

const context = contextFor(new Request("http://app.test/"));

function post(fields: Array<[string, string]>) {
  return new Request("http://app.test/provider/care-plans/cp-1/edit", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

/** The read as the routes make it: the upstream's failure thrown as the translated error page. */
function failingRead(failure: UpstreamFailure) {
  return async () => orThrow(failure, context) as { id: string };
}

const FIELDS: Array<[string, string]> = [
  ["name", "Knee recovery"],
  ["description", "Six weeks"],
  ["tag", "a"],
  ["tag", "b"],
];

async function thrownBy(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (thrown) {
    return thrown as { init?: { status?: number } } | Response;
  }
  throw new Error("nothing was thrown");
}

describe("readKeepingForm: a failed read before the form keeps what was typed", () => {
  it("answers the record and leaves the form unread when the read succeeds", async () => {
    const request = post(FIELDS);
    const [record, kept] = await readKeepingForm(request, async () => ({ id: "cp-1" }));
    expect(record).toEqual({ id: "cp-1" });
    expect(kept).toBeNull();
    expect(request.bodyUsed).toBe(false);
  });

  it.each([
    [
      "the upstream cannot be reached",
      { ok: false, kind: "network", status: 503 },
      "common:unavailable.body",
    ],
    ["the upstream is too slow", { ok: false, kind: "timeout", status: 504 }, "common:tooSlow.body"],
    ["the upstream answers 500", { ok: false, kind: "http", status: 500 }, "common:errors.generic"],
    [
      "the upstream's answer breaks the contract",
      { ok: false, kind: "contract", status: 200 },
      "common:errors.generic",
    ],
  ] as const)(
    "when %s, the form comes back with every value and the failed write's message",
    async (_, failure, key) => {
      const [record, kept] = await readKeepingForm(post(FIELDS), failingRead(failure));
      expect(record).toBeNull();
      // As a failed write of the form answers (replyWithFailure, statusForFailure): an outage is a
      // 503 (it says when to come back), anything else the form's 400.
      expect(kept?.init?.status).toBe(failure.kind === "network" || failure.kind === "timeout" ? 503 : 400);
      expect(kept?.data.result).toMatchObject({
        status: "error",
        initialValue: { name: "Knee recovery", description: "Six weeks", tag: ["a", "b"] },
        error: { "": [key] },
      });
    },
  );

  it("says it in the form's own words where its failed write does", async () => {
    const [, kept] = await readKeepingForm(
      post(FIELDS),
      failingRead({ ok: false, kind: "network", status: 503 }),
      {
        genericKey: "common:save.failed",
      },
    );
    expect(kept?.data.result.error).toEqual({ "": ["common:save.failed"] });
  });

  it("puts the reply where the page routes it to the form that was sent", async () => {
    const [, kept] = await readKeepingForm(
      post([
        ["intent", "renameStep"],
        ["id", "step-1"],
        ["name", "Consent form"],
      ]),
      failingRead({ ok: false, kind: "http", status: 502 }),
      { into: (result, form) => ({ intent: String(form.get("intent")), result }) },
    );
    expect(kept?.data).toMatchObject({ intent: "renameStep", result: { initialValue: { id: "step-1" } } });
  });

  it("leaves a button's outage to the error page", async () => {
    const thrown = await thrownBy(() =>
      readKeepingForm(post([["intent", "move"]]), failingRead({ ok: false, kind: "network", status: 503 }), {
        into: () => null,
      }),
    );
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(503);
  });

  it.each([
    [
      "a record that is gone or outside the tree (404)",
      () => notFound(context, { messageKey: "carePlans:notFound" }),
      404,
    ],
    ["a refusal (403)", () => orThrow({ ok: false, kind: "http", status: 403 }, context), 403],
  ])("throws %s as before", async (_, page, status) => {
    const thrown = await thrownBy(() =>
      readKeepingForm(post(FIELDS), async () => {
        throw page();
      }),
    );
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(status);
  });

  it("throws a redirect (to sign in) and any other error as before", async () => {
    const toLogin = redirect("/login", 303);
    expect(await thrownBy(() => readKeepingForm(post(FIELDS), () => Promise.reject(toLogin)))).toBe(toLogin);
    const bug = new TypeError("not a function");
    await expect(readKeepingForm(post(FIELDS), () => Promise.reject(bug))).rejects.toBe(bug);
  });

  it("keeps a form already read, for a read that needs one of its values", async () => {
    const formData = await post(FIELDS).formData();
    const [, kept] = await readKeepingForm(
      formData,
      failingRead({ ok: false, kind: "timeout", status: 504 }),
    );
    expect(kept?.data.result.initialValue).toMatchObject({ name: "Knee recovery", tag: ["a", "b"] });
  });

  it("throws the error page when the form was already read: its values are gone", async () => {
    const request = post(FIELDS);
    await request.formData();
    const thrown = await thrownBy(() =>
      readKeepingForm(request, failingRead({ ok: false, kind: "network", status: 503 })),
    );
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(503);
  });
});
