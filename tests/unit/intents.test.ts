import { describe, expect, it } from "vitest";
import { z } from "zod";
import { intents } from "~/http/intents.server";
import { orThrow } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamResult } from "~/upstream/client.server";
import { contextFor } from "../support/context";

/** A page of a list and its items, as the program pages' phases are. */
interface Ctx {
  context: RequestContext;
  listId: string;
  items: string[];
  calls: string[];
}

const ok: UpstreamResult<unknown> = { ok: true, status: 200, data: {} };
const refused: UpstreamResult<unknown> = {
  ok: false,
  kind: "validation",
  status: 422,
  fieldErrors: [{ field: "title", message: "Too similar" }],
};
const down: UpstreamResult<unknown> = { ok: false, kind: "network", status: 503 };

function ctxOf(items = ["i-1", "i-2"]): Ctx {
  return { context: contextFor(new Request("http://app.test/")), listId: "l-1", items, calls: [] };
}

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const answers: Record<"add" | "remove", UpstreamResult<unknown>> = { add: ok, remove: ok };
const table = intents<Ctx>()(
  {
    add: {
      schema: z.object({ name: z.string({ required_error: "nameRequired" }).max(20) }),
      run: async ({ name }, { calls }) => {
        calls.push(`add ${name}`);
        return answers.add;
      },
      success: "flash.added",
      fields: ["name"],
      fieldMap: { title: "name" },
    },
    remove: {
      schema: z.object({ id: z.string() }),
      run: async ({ id }, { items, calls }) => {
        if (!items.includes(id)) return null;
        calls.push(`remove ${id}`);
        return answers.remove;
      },
      success: "flash.removed",
      failure: "flash.removeFailed",
      to: ({ listId }) => `/lists/${listId}#items`,
    },
    rename: {
      // A form that depends on the page's record: the new name may not be one of the items.
      schema: ({ items }: Ctx) => z.object({ name: z.string().refine((n) => !items.includes(n), "taken") }),
      run: async ({ name }, ctx, { keep }) => {
        await keep(async () => orThrow(down, ctx.context));
        ctx.calls.push(`rename ${name}`);
        return ok;
      },
      success: "flash.renamed",
      fields: ["name"],
    },
    move: {
      schema: z.object({ id: z.string() }),
      run: async (_value, ctx, { keep }) => {
        await keep(async () => orThrow(down, ctx.context));
        return ok;
      },
      success: "flash.moved",
      failure: "flash.moveFailed",
    },
  },
  {
    to: ({ listId }) => `/lists/${listId}`,
    fallback: "add",
    words: (failure) =>
      failure.kind === "validation"
        ? { ...failure, fieldErrors: failure.fieldErrors.map((e) => ({ ...e, message: "ours" })) }
        : failure,
  },
);

type Answer = { status?: number; headers?: Headers; init?: { status?: number } | null; data?: unknown };
const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as Answer).init?.status ?? 200);
const bodyOf = (answer: unknown) => (answer as { data: unknown }).data;

describe("intents: a multi-intent action as a table", () => {
  it("names the intent a post names, the fallback for none or an unknown one", () => {
    expect(table.of(form({ intent: "remove" }))).toBe("remove");
    expect(table.of(form({}))).toBe("add");
    expect(table.of(form({ intent: "destroy" }))).toBe("add");
    expect(table.of(form({ intent: "constructor" }))).toBe("add");
  });

  it("answers 400 for an unknown intent when the table has no fallback, and calls nothing", async () => {
    const strict = intents<Ctx>()({
      only: {
        schema: z.object({}),
        run: async (_v, { calls }) => (calls.push("only"), ok),
        success: "s",
        failure: "f",
      },
    });
    const ctx = ctxOf();
    expect(strict.of(form({ intent: "other" }))).toBeNull();
    const answer = await strict.answer(form({ intent: "other" }), ctx);
    expect(statusOf(answer)).toBe(400);
    expect(ctx.calls).toEqual([]);
  });

  it("a form: a post its schema refuses answers 400 with the errors, for the form that was sent", async () => {
    const ctx = ctxOf();
    const answer = await table.answer(form({ intent: "add", name: "x".repeat(30) }), ctx);
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer)).toMatchObject({ intent: "add", result: { status: "error" } });
    expect(ctx.calls).toEqual([]);
  });

  it("a form: done is the success flash and a 303 to the page", async () => {
    const ctx = ctxOf();
    const answer = (await table.answer(form({ name: "Milk" }), ctx)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/lists/l-1");
    expect(ctx.context.jar.takeFlash()).toEqual({ kind: "success", key: "flash.added" });
    expect(ctx.calls).toEqual(["add Milk"]);
  });

  it("a form: an upstream refusal comes back under its field, in the area's words, with the value typed", async () => {
    answers.add = refused;
    try {
      const answer = await table.answer(form({ intent: "add", name: "Milk" }), ctxOf());
      expect(statusOf(answer)).toBe(400);
      expect(bodyOf(answer)).toMatchObject({
        intent: "add",
        result: { initialValue: { intent: "add", name: "Milk" }, error: { name: ["ours"] } },
      });
    } finally {
      answers.add = ok;
    }
  });

  it("a form's schema may be the page's: it is read with the page's values", async () => {
    const answer = await table.answer(form({ intent: "rename", name: "i-1" }), ctxOf());
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer)).toMatchObject({ intent: "rename", result: { error: { name: ["taken"] } } });
  });

  it("a form: an outage of a read it needs gives the form back with its values", async () => {
    const ctx = ctxOf();
    const answer = await table.answer(form({ intent: "rename", name: "Bread" }), ctx);
    expect(statusOf(answer)).toBe(503);
    expect(bodyOf(answer)).toMatchObject({
      intent: "rename",
      result: { initialValue: { name: "Bread" }, error: { "": ["common:unavailable.body"] } },
    });
    expect(ctx.calls).toEqual([]);
  });

  it("a button: done or not, the flash and back to its page; another's id is the failure", async () => {
    const ctx = ctxOf();
    const done = (await table.answer(form({ intent: "remove", id: "i-2" }), ctx)) as Response;
    expect(done.headers.get("location")).toBe("/lists/l-1#items");
    expect(ctx.context.jar.takeFlash()).toEqual({ kind: "success", key: "flash.removed" });
    const other = (await table.answer(form({ intent: "remove", id: "i-9" }), ctx)) as Response;
    expect(other.status).toBe(303);
    expect(ctx.context.jar.takeFlash()).toEqual({ kind: "error", key: "flash.removeFailed" });
    answers.remove = refused;
    try {
      await table.answer(form({ intent: "remove", id: "i-1" }), ctx);
      expect(ctx.context.jar.takeFlash()).toEqual({
        kind: "error",
        key: "flash.removeFailed",
        errors: [{ field: "title", message: "Too similar" }],
      });
    } finally {
      answers.remove = ok;
    }
    expect(ctx.calls).toEqual(["remove i-2", "remove i-1"]);
  });

  it("a button: an outage of its read is the error page (nothing was typed)", async () => {
    await expect(table.answer(form({ intent: "move", id: "i-1" }), ctxOf())).rejects.toMatchObject({
      init: { status: 503 },
    });
  });

  it("keeps a form's values through the page's own read, and nothing for a button", () => {
    const result = { status: "error" as const, initialValue: {}, error: {} };
    expect(table.kept(result, form({ intent: "rename" }))).toEqual({ intent: "rename", result });
    expect(table.kept(result, form({}))).toEqual({ intent: "add", result });
    expect(table.kept(result, form({ intent: "remove" }))).toBeNull();
  });

  it("types each intent's values by its schema", () => {
    intents<Ctx>()({
      typed: {
        schema: z.object({ count: z.coerce.number() }),
        // @ts-expect-error: the values are the schema's, and it has no `name`
        run: async ({ name }) => (name ? ok : null),
        success: "s",
        failure: "f",
      },
    });
  });
});
