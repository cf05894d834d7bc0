import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { action as brandingAction } from "~/routes/provider+/organizations+/$orgId.branding._index";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { server } from "../mocks/server";
import { contextFor, formRequest, statusOf } from "../support/context";
import { solidPng } from "../e2e/support/png";
import { signedInCookie, staffAccount } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { organizationPages } from "@contract/organization-pages";

/**
 * The branding page's actions (decision 031) against a faked upstream: images checked from their
 * real pixel size before any call, colours and their upstream refusals, roles and scope.
 */

const png = (width: number, height: number) => new Uint8Array(solidPng(width, height));

type Answer = "ok" | "422" | "500";

function fakeUpstream(answer: Answer = "ok") {
  const calls: string[] = [];
  const refuse = (field: string, message: string) =>
    answer === "422"
      ? HttpResponse.json({ code: "VALIDATION_FAILED", fieldErrors: [{ field, message }] }, { status: 422 })
      : HttpResponse.json({ code: "BOOM" }, { status: 500 });
  server.use(
    onCall(organizationPages.branding, ({ request }) => {
      calls.push(`GET ${new URL(request.url).pathname}`);
      return answerOf(organizationPages.branding, {
        primaryColor: "#1a5fb4",
        images: { loginLogo: "2026-11-26T10:00:00Z" },
      });
    }),
    onCall(organizationPages.putBranding, ({ request }) => {
      calls.push(`PUT ${new URL(request.url).pathname}`);
      return answer === "ok"
        ? answerOf(organizationPages.putBranding, { images: {} })
        : refuse("primaryColor", "Invalid hex color");
    }),
    onCall(organizationPages.putBrandingImage, ({ request, params }) => {
      calls.push(`PUT ${new URL(request.url).pathname}`);
      return answer === "ok"
        ? HttpResponse.json({ kind: params.kind })
        : refuse(String(params.kind), "Too big");
    }),
  );
  return calls;
}

const admin: SessionAccount = {
  ...staffAccount,
  organizationId: "root",
  organizationName: "North Network",
  privilegeId: PRIVILEGE.ORGANIZATION_ADMIN,
};
const coordinator: SessionAccount = { ...admin, privilegeId: PRIVILEGE.COORDINATOR };
const cookie = (who: SessionAccount) => signedInCookie({ accessToken: "a", refreshToken: "r" }, who);

function upload(
  kind: string,
  bytes: Uint8Array,
  who = admin,
  orgId = "root",
  typed: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(typed)) form.append(name, value);
  form.append(`${kind}File`, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/png" }), "logo.png");
  const request = new Request(`http://app.test/provider/organizations/${orgId}/branding?kind=${kind}`, {
    method: "POST",
    headers: { origin: "http://app.test", cookie: cookie(who) },
    body: form,
  });
  return { request, context: contextFor(request), params: { orgId } };
}

function colours(fields: Record<string, string>, who = admin, orgId = "root") {
  const request = formRequest(`/provider/organizations/${orgId}/branding`, fields, { cookie: cookie(who) });
  return { request, context: contextFor(request), params: { orgId } };
}

interface Refused {
  data: {
    kind: string | null;
    result: { error?: Record<string, string[]>; initialValue: Record<string, string> };
  };
  init: { status: number };
}

describe("branding images", () => {
  it("refuses an image of the wrong size, naming the size, without calling the upstream", async () => {
    const calls = fakeUpstream();
    const refused = (await brandingAction(upload("loginLogo", png(48, 47)))) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.kind).toBe("loginLogo");
    expect(refused.data.result.error?.loginLogoFile).toEqual([
      'common:images.exactSize::{"width":47,"height":47}',
    ]);
    expect(calls).toEqual([]);
  });

  it("stores an image of the right size and keeps the user's own organization's reference", async () => {
    const calls = fakeUpstream();
    const args = upload("favicon", png(16, 16));
    const response = (await brandingAction(args)) as Response;
    expect(response.status).toBe(303);
    expect(calls).toEqual([
      "PUT /api/organizations/root/branding/images/favicon",
      "GET /api/organizations/root/branding",
    ]);
    expect(args.context.jar.getPrefs().brand).toMatchObject({
      org: "root",
      kinds: ["loginLogo"],
      theme: true,
    });
  });

  it("shows the upstream's refusal next to the image's field", async () => {
    fakeUpstream("422");
    const refused = (await brandingAction(upload("favicon", png(16, 16)))) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error?.faviconFile).toEqual(["Too big"]);
  });
});

describe("an image refused beside typed colours (issue 38)", () => {
  const typed = {
    primaryColor: "#0b6e4f",
    accentColor: "#12",
    font: "Georgia",
    emailSubject: "Welcome",
    emailBody: "Hello from us",
  };

  it("gives back every typed value, its own error only, and no file name", async () => {
    const calls = fakeUpstream();
    const refused = (await brandingAction(
      upload("loginLogo", png(48, 47), admin, "root", { ...typed, faviconFile: "" }),
    )) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.initialValue).toEqual(typed);
    // The colour typed wrong is not judged by an upload: only the image's error shows.
    expect(Object.keys(refused.data.result.error ?? {})).toEqual(["loginLogoFile"]);
    expect(calls).toEqual([]);
  });

  it("keeps them when the file is over the size the image may have, and when the upstream refuses", async () => {
    fakeUpstream();
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(png(47, 47));
    const tooLarge = (await brandingAction(
      upload("loginLogo", big, admin, "root", typed),
    )) as unknown as Refused;
    expect(tooLarge.data.result.error?.loginLogoFile?.[0]).toMatch(/^common:images\.tooLarge/);
    expect(tooLarge.data.result.initialValue).toEqual(typed);
    fakeUpstream("500");
    const failed = (await brandingAction(
      upload("favicon", png(16, 16), admin, "root", typed),
    )) as unknown as Refused;
    expect(failed.data.result.error?.faviconFile).toEqual(["common:errors.generic"]);
    expect(failed.data.result.initialValue).toEqual(typed);
  });
});

describe("an image saved beside typed colours (issue 38)", () => {
  it("answers the page with the typed colours and texts, not a redirect that reloads the saved ones", async () => {
    const calls = fakeUpstream();
    const typed = {
      primaryColor: "#0b6e4f",
      accentColor: "",
      font: "Georgia",
      emailSubject: "",
      emailBody: "",
    };
    const kept = (await brandingAction(upload("favicon", png(16, 16), admin, "root", typed))) as unknown as {
      data: { unsaved: boolean; result: { initialValue: Record<string, string>; error?: unknown } };
      init: { status?: number } | null;
    };
    expect(kept.init?.status ?? 200).toBe(200);
    expect(kept.data.unsaved).toBe(true);
    expect(kept.data.result.initialValue).toEqual(typed);
    expect(kept.data.result.error).toBeUndefined();
    expect(calls).toEqual([
      "PUT /api/organizations/root/branding/images/favicon",
      "GET /api/organizations/root/branding",
    ]);
  });

  it("redirects when what was sent beside the image is what is saved", async () => {
    fakeUpstream();
    const saved = {
      primaryColor: "#1a5fb4",
      accentColor: "",
      font: "system",
      emailSubject: "",
      emailBody: "",
    };
    const response = (await brandingAction(upload("favicon", png(16, 16), admin, "root", saved))) as Response;
    expect(response.status).toBe(303);
  });
});

describe("branding colours", () => {
  const typed = {
    primaryColor: "#1a5fb4",
    accentColor: "",
    font: "Georgia",
    emailSubject: "Hi",
    emailBody: "Body",
  };

  it("refuses an invalid hex colour on its field, values kept, before any call", async () => {
    const calls = fakeUpstream();
    const refused = (await brandingAction(colours({ ...typed, primaryColor: "#12" }))) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error?.primaryColor).toEqual(["branding:errors.invalidHex"]);
    expect(refused.data.result.initialValue.emailSubject).toBe("Hi");
    expect(calls).toEqual([]);
  });

  it("maps an upstream 422 onto the field and a 500 onto the form, values kept", async () => {
    fakeUpstream("422");
    const refused = (await brandingAction(colours(typed))) as unknown as Refused;
    // The upstream's English words, in the reader's language.
    expect(refused.data.result.error?.primaryColor).toEqual(["branding:errors.invalidHex"]);
    fakeUpstream("500");
    const failed = (await brandingAction(colours(typed))) as unknown as Refused;
    expect(failed.data.result.error?.[""]).toEqual(["common:errors.generic"]);
    expect(failed.data.result.initialValue.emailBody).toBe("Body");
  });

  it("saves valid colours", async () => {
    const calls = fakeUpstream();
    expect(((await brandingAction(colours(typed))) as Response).status).toBe(303);
    expect(calls[0]).toBe("PUT /api/organizations/root/branding");
  });

  it("answers 403 to a role without branding.edit and 404 outside the tree, calling nothing", async () => {
    const calls = fakeUpstream();
    expect(await statusOf(() => brandingAction(colours(typed, coordinator)))).toBe(403);
    expect(await statusOf(() => brandingAction(colours(typed, admin, "elsewhere")))).toBe(404);
    expect(calls).toEqual([]);
  });
});
