import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import { INVALID_DATA } from "~/domain/invalid-data";
import type { RequestContext } from "~/load-context.server";
import { log } from "~/observability/logger.server";
import type { UpstreamFailure, UpstreamResult } from "~/upstream/client.server";

/** What a person reads where a feature needs a call this upstream does not answer (issue 39). */
export const NOT_OFFERED_KEY = "common:notOffered.body";
/** What a person reads when the upstream took longer than the page's deadline (issue 42). */
export const TOO_SLOW_KEY = "common:tooSlow.body";

/** The status a page shows for an upstream failure: never 500. */
export function pageStatusFor(failure: UpstreamFailure): number {
  switch (failure.kind) {
    // Both are "come back later" (issue 42): the answer carries Retry-After (retry-after.server.ts).
    case "timeout":
    case "network":
      return 503;
    case "not-offered":
      return 404;
    case "http":
      if (failure.status === 404) return 404;
      if (failure.status === 403 || failure.status === 401) return 403;
      if (failure.status === 400) return 400;
      return 502;
    default:
      return 502;
  }
}

/**
 * The status of an answer that says the upstream failed (a confirmation's or an upload's failure
 * line): 503 when it could not be reached or was too slow, else 502, as the error page says it.
 */
export function failedUpstreamStatus(failure: UpstreamFailure): number {
  if (failure.kind === "not-offered") return 404;
  return failure.kind === "timeout" || failure.kind === "network" ? 503 : 502;
}

/**
 * The field errors of an upstream 422 answering a call that is not a field-by-field form (a
 * status change, a list or bulk action), bounded for the flash cookie, for the "invalid data
 * entered" dialog of the page the user goes back to (spec part 2 §8); undefined for any other
 * failure.
 */
export function invalidDataOf(
  failure: UpstreamFailure,
): Array<{ field: string; message: string }> | undefined {
  if (failure.kind !== "validation" || failure.fieldErrors.length === 0) return undefined;
  return failure.fieldErrors.slice(0, INVALID_DATA.errors).map((error) => ({
    field: error.field.slice(0, INVALID_DATA.fieldChars),
    message: error.message.slice(0, INVALID_DATA.messageChars),
  }));
}

/**
 * The flash for a call that is not a field-by-field form: its success message, or its failure's,
 * carrying an upstream 422's field errors to the next page's "invalid data entered" dialog.
 */
export function actionFlash(
  result: UpstreamResult<unknown> | null,
  keys: { success: string; failure: string },
): { kind: "success" | "error"; key: string; errors?: Array<{ field: string; message: string }> } {
  if (result?.ok) return { kind: "success", key: keys.success };
  const errors = result ? invalidDataOf(result) : undefined;
  return errors ? { kind: "error", key: keys.failure, errors } : { kind: "error", key: keys.failure };
}

/**
 * The answer of a post that is done (or refused with no form to go back to): the flash the next
 * page shows, and the redirect to it, 303 unless said otherwise.
 */
export function redirectWithFlash<Flash>(
  context: { jar: { setFlash: (flash: Flash) => void } },
  to: string,
  flash: NoInfer<Flash>,
  init: number | ResponseInit = 303,
) {
  context.jar.setFlash(flash);
  return redirect(to, init);
}

export function messageKeyFor(failure: UpstreamFailure): string {
  if (failure.kind === "not-offered") return NOT_OFFERED_KEY;
  if (failure.kind === "timeout") return TOO_SLOW_KEY;
  if (failure.kind === "network") return "common:unavailable.body";
  return "common:errors.generic";
}

/**
 * For loaders: the data, or a thrown error response that the route's error boundary renders as a
 * translated page with the request id.
 */
export function orThrow<T>(result: UpstreamResult<T>, context: RequestContext): T {
  if (result.ok) return result.data;
  // Every error a person is shown is in the logs with the request's id (spec part 1 §8).
  log.info("error shown", { kind: "page", status: pageStatusFor(result), upstream: result.kind });
  throw data(
    {
      messageKey: messageKeyFor(result),
      requestId: context.requestId,
      ...(result.kind === "not-offered" ? { notOffered: true } : {}),
    },
    { status: pageStatusFor(result) },
  );
}

/**
 * An upstream refusal with each message `wordsFor` knows in our words (the upstream's text is
 * English; it answers an i18n key or null to keep the text) and fields renamed by `fieldMap`
 * ("" for one the form has no input for: a form-level error).
 */
export function inOurWords(
  failure: UpstreamFailure,
  wordsFor: (message: string, field: string) => string | null,
  fieldMap: Record<string, string> = {},
): UpstreamFailure {
  if (failure.kind !== "validation") return failure;
  return {
    ...failure,
    fieldErrors: failure.fieldErrors.map((e) => ({
      field: fieldMap[e.field] ?? e.field,
      message: wordsFor(e.message, e.field) ?? e.message,
    })),
  };
}

/**
 * For conform actions: maps upstream field errors onto the form's fields (by name, through
 * `fieldMap` where the upstream's names differ); everything else becomes a form-level error.
 * The submitted values come back with the reply, so nothing typed is lost.
 */
export function replyWithFailure(
  submission: {
    reply: (options?: {
      formErrors?: string[];
      fieldErrors?: Record<string, string[]>;
      hideFields?: string[];
    }) => SubmissionResult<string[]>;
  },
  failure: UpstreamFailure,
  options: {
    fields?: readonly string[];
    fieldMap?: Record<string, string>;
    hideFields?: string[];
    genericKey?: string;
  } = {},
) {
  if (failure.kind === "validation") {
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const error of failure.fieldErrors) {
      const name = options.fieldMap?.[error.field] ?? error.field;
      if (!options.fields || options.fields.includes(name)) (fieldErrors[name] ??= []).push(error.message);
      else formErrors.push(error.field ? `${error.field}: ${error.message}` : error.message);
    }
    return submission.reply({ fieldErrors, formErrors, hideFields: options.hideFields });
  }
  if (failure.kind === "conflict") {
    return submission.reply({
      formErrors: [failure.message ?? "common:errors.conflict"],
      hideFields: options.hideFields,
    });
  }
  // "Taking too long" before the form's own words: a write past the deadline may still be made,
  // and the person must know to look before sending it again.
  const key = failure.kind === "timeout" ? TOO_SLOW_KEY : (options.genericKey ?? messageKeyFor(failure));
  return submission.reply({ formErrors: [key], hideFields: options.hideFields });
}

/** A form's reply status: 503 (with Retry-After) when the upstream could not answer in time. */
export function statusForFailure(failure: UpstreamFailure) {
  if (failure.kind === "validation") return 400;
  if (failure.kind === "conflict") return 409;
  const page = pageStatusFor(failure);
  return page === 404 || page === 503 ? page : 400;
}
