import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { z } from "zod";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamFailure, UpstreamResult } from "~/upstream/client.server";
import { readKeepingForm } from "./form-kept.server";
import { actionFlash, redirectWithFlash, replyWithFailure, statusForFailure } from "./outcome.server";

type Result = SubmissionResult<string[]>;

/** What an intent's `run` gets besides its values and the page's own: the post, and `keep`. */
export interface IntentTools {
  form: FormData;
  /**
   * A read the intent needs before it writes (the record the id names): an outage gives this
   * intent's form back with its values, as `readKeepingForm` does; on a button it is the error page.
   */
  keep: <T>(read: () => Promise<T>) => Promise<T>;
}

/**
 * One intent of a page's action (issue 39 §4). The post is read through `schema` (a function of
 * the page's values where the form depends on the record); a post it refuses answers 400 with the
 * form's errors. `run` does the work and answers the upstream's result, or null when the post
 * names nothing of this page's (another record's id) that a button can change.
 *
 * - A button (`failure` given): done or not, back to the page with the `success` or `failure`
 *   flash (`actionFlash`: an upstream 422's errors go to the "invalid data entered" dialog).
 * - A form (no `failure`): a refusal comes back under `fields` (`fieldMap` renames the upstream's
 *   names), with every value typed; a success is the `success` flash on the page.
 */
export interface Intent<Ctx, S extends z.ZodTypeAny = z.ZodTypeAny> {
  schema: S | ((ctx: Ctx) => S);
  run: (value: z.output<S>, ctx: Ctx, tools: IntentTools) => Promise<UpstreamResult<unknown> | null>;
  /** The flash key after it is done. */
  success: string;
  /** A button's flash key when it is not done. */
  failure?: string;
  fields?: readonly string[];
  fieldMap?: Record<string, string> | ((ctx: Ctx) => Record<string, string>);
  /** Where it goes when done, when not the table's `to`. */
  to?: (ctx: Ctx) => string;
}

interface TableOptions<Ctx, Name extends string, Body> {
  /** Where an intent without a `to` of its own goes when done: the page. */
  to?: (ctx: Ctx) => string;
  /** The intent of a post that names none of the table's (the page's main form); else such a post answers 400. */
  fallback?: Name;
  /** The area's words for an upstream refusal of a form (its text is English). */
  words?: (failure: UpstreamFailure) => UpstreamFailure;
  /** What a form's reply carries to reach the form that was sent: `{ intent, result }` unless said. */
  reply?: (intent: Name, result: Result) => Body;
}

/** What a table answers: a redirect with its flash, or a form's reply (null for an unknown intent). */
export type IntentAnswer<Body> =
  ReturnType<typeof redirectWithFlash> | ReturnType<typeof data<Body>> | ReturnType<typeof data<null>>;

export interface IntentTable<Ctx, Name extends string, Body> {
  of: (form: FormData) => Name | null;
  kept: (result: Result, form: FormData) => Body | null;
  answer: (form: FormData, ctx: Ctx) => Promise<IntentAnswer<Body>>;
}

/** Thrown by `keep` to the table, which answers it: the form given back after an outage. */
class Kept {
  constructor(readonly reply: unknown) {}
}

/**
 * A multi-intent action as a table (issue 39 §4): `intents<Ctx>()({ name: { schema, run, success,
 * failure?, fields? } }, { to, fallback?, words?, reply? })`. `Ctx` is what every intent's run
 * needs from the action (the guard's scope and the record it read); it has the request context
 * the flash goes into. The table gives the action:
 *
 * - `of(form)`: the intent a post names (`fallback` for none or an unknown one; null without it);
 * - `kept`: for the action's first `readKeepingForm`, the reply that reaches the form sent (null
 *   for a button: nothing was typed there);
 * - `answer(form, ctx)`: the response (400 for an unknown intent without `fallback`).
 */
export function intents<Ctx extends { context: RequestContext }>() {
  return <T extends Record<string, z.ZodTypeAny>, Body = { intent: keyof T & string; result: Result }>(
    table: { [K in keyof T]: Intent<Ctx, T[K]> },
    options: TableOptions<Ctx, keyof T & string, Body> = {},
  ): IntentTable<Ctx, keyof T & string, Body> => {
    type Name = keyof T & string;
    const body = options.reply ?? ((intent: Name, result: Result) => ({ intent, result }) as unknown as Body);
    const of = (form: FormData): Name | null => {
      const named = form.get("intent");
      return typeof named === "string" && Object.hasOwn(table, named)
        ? (named as Name)
        : (options.fallback ?? null);
    };
    const kept = (result: Result, form: FormData): Body | null => {
      const name = of(form);
      return name === null || table[name].failure !== undefined ? null : body(name, result);
    };

    async function answer(form: FormData, ctx: Ctx): Promise<IntentAnswer<Body>> {
      const name = of(form);
      if (name === null) return data(null, { status: 400 });
      const intent = table[name] as unknown as Intent<Ctx>;
      const schema = typeof intent.schema === "function" ? intent.schema(ctx) : intent.schema;
      const submission = parseWithZod(form, { schema });
      if (submission.status !== "success") return data(body(name, submission.reply()), { status: 400 });
      const keep = async <R>(read: () => Promise<R>): Promise<R> => {
        const [value, reply] = await readKeepingForm(form, read, {
          into: (result) => (intent.failure === undefined ? body(name, result) : null),
        });
        if (reply) throw new Kept(reply);
        return value as R;
      };
      let result: UpstreamResult<unknown> | null;
      try {
        result = await intent.run(submission.value, ctx, { form, keep });
      } catch (thrown) {
        if (thrown instanceof Kept) return thrown.reply as ReturnType<typeof data<Body>>;
        throw thrown;
      }
      const to = (intent.to ?? options.to)?.(ctx);
      if (to === undefined) throw new Error(`intent ${name}: no page to go back to`);
      if (intent.failure !== undefined)
        return redirectWithFlash(
          ctx.context,
          to,
          actionFlash(result, { success: intent.success, failure: intent.failure }),
        );
      if (result === null) throw new Error(`intent ${name}: a form's run answers a result`);
      if (!result.ok) {
        const fieldMap = typeof intent.fieldMap === "function" ? intent.fieldMap(ctx) : intent.fieldMap;
        const failure = options.words ? options.words(result) : result;
        return data(body(name, replyWithFailure(submission, failure, { fields: intent.fields, fieldMap })), {
          status: statusForFailure(result),
        });
      }
      return redirectWithFlash(ctx.context, to, { kind: "success", key: intent.success });
    }

    return { of, kept, answer };
  };
}
