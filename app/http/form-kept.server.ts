import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { z } from "zod";
import type { UpstreamFailure } from "~/upstream/client.server";
import { replyWithFailure, statusForFailure, TOO_SLOW_KEY } from "./outcome.server";

/** The upstream failure a thrown error page stands for, by the status `pageStatusFor` gave it. */
const FAILURE_OF_PAGE: Record<number, UpstreamFailure> = {
  502: { ok: false, kind: "http", status: 502 },
  503: { ok: false, kind: "network", status: 503 },
  504: { ok: false, kind: "timeout", status: 504 },
};
const TIMED_OUT: UpstreamFailure = { ok: false, kind: "timeout", status: 504 };

function outageOf(thrown: unknown): UpstreamFailure | null {
  if (thrown instanceof Response) return FAILURE_OF_PAGE[thrown.status] ?? null;
  if (thrown === null || typeof thrown !== "object" || !("init" in thrown) || !("data" in thrown))
    return null;
  const { init, data: body } = thrown as { init: ResponseInit | null; data: unknown };
  // A 503 is unreachable or taking too long; the page's message says which (`orThrow`).
  const tooSlow = (body as { messageKey?: unknown } | null)?.messageKey === TOO_SLOW_KEY;
  return tooSlow ? TIMED_OUT : (FAILURE_OF_PAGE[init?.status ?? 200] ?? null);
}

type Reply<Body> = ReturnType<typeof data<Body>>;

/**
 * Runs `read`, the record an action needs before it can parse its form (the plan a goal goes
 * into, the assessment's questions, the clinic a lane belongs to), keeping the form if the
 * upstream fails. Its failure is otherwise the translated error page (`orThrow`), and that page
 * loses everything the user typed (rule 2: a failing upstream keeps the form's values). So a
 * thrown 502/503/504 comes back as `[null, reply]`: the form's reply with every value that was
 * sent, and the message and status a failed write of the same form gives (`replyWithFailure`,
 * `statusForFailure`). A 404 (gone, or outside the user's tree), a 401/403 or a redirect is
 * thrown as before. `form` is the request, whose form must still be unread when the read fails
 * (else the outage is thrown as before: the values are gone), or the form already read, for a
 * read that needs a value of it (the step being renamed).
 *
 * `into` puts the reply where the page routes it to the form that was sent (`{ intent, result }`);
 * it answers null for a submission that is a button, not a form (a move, a delete): nothing was
 * typed there, and the error page says what failed.
 */
export async function readKeepingForm<T, Body = { result: SubmissionResult<string[]> }>(
  form: Request | FormData,
  read: () => Promise<T>,
  options: {
    into?: (result: SubmissionResult<string[]>, formData: FormData) => Body | null;
    genericKey?: string;
  } = {},
): Promise<[T, null] | [null, Reply<Body>]> {
  try {
    return [await read(), null];
  } catch (thrown) {
    const failure = outageOf(thrown);
    const request = "bodyUsed" in form ? form : null;
    if (!failure || request?.bodyUsed) throw thrown;
    const formData = request ? await request.formData() : (form as FormData);
    // Every value sent, none checked: the action's own schema may need the record that failed.
    const submission = parseWithZod(formData, { schema: z.object({}) });
    const result = replyWithFailure(submission, failure, { genericKey: options.genericKey });
    const into = options.into ?? ((reply: SubmissionResult<string[]>) => ({ result: reply }) as Body);
    const body = into(result, formData);
    if (body === null) throw thrown;
    return [null, data(body, { status: statusForFailure(failure) })];
  }
}
