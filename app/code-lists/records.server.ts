import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { z } from "zod";
import type { DeleteConfirmationData } from "~/domain/billing-delete";
import type { RequestContext } from "~/load-context.server";
import type { Flash } from "~/session/cookie-jar.server";
import type { UpstreamResult } from "~/upstream/client.server";
import type { Dependencies } from "~/upstream/fee-schedules.server";
import { deleteFailure } from "~/http/delete-failure.server";
import { notFound } from "~/http/not-found.server";
import { redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";

/**
 * What the pages of a billing record answer (code lists, fee schedules, plans, entries): the
 * translated 404 page, a form's way from the post to the redirect, a delete and its confirmation.
 * The upstream modules only report what happened; the answers are made here. The delete messages
 * are billing's: a code list of another area brings its own when it comes (decision 012).
 */

/** The error page of a record that does not exist, in the area's words (billing's error boundary). */
export function notFoundPage(context: RequestContext, messageKey: string) {
  return notFound(context, { messageKey });
}

/**
 * A create or edit post: refused fields come back with the values (400); a duplicate is named
 * under its field; an upstream failure lands under the fields it names or as the form's error,
 * values kept; success sets the flash and redirects (303).
 */
export async function submitForm<Schema extends z.ZodTypeAny, Saved>(
  request: Request,
  context: RequestContext,
  form: {
    schema: Schema;
    /** The message for each field that names a record that already exists; null when none does. */
    duplicate?: (value: z.output<Schema>) => Promise<Record<string, string> | null>;
    save: (value: z.output<Schema>) => Promise<UpstreamResult<Saved>>;
    fields: readonly string[];
    /** The message when the upstream refuses for no field's reason. */
    failedKey: string;
    done: (value: z.output<Schema>, saved: Saved) => { flash: Flash; to: string };
  },
) {
  const submission = parseWithZod(await request.formData(), { schema: form.schema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const taken = await form.duplicate?.(value);
  if (taken) {
    const fieldErrors = Object.fromEntries(
      Object.entries(taken).map(([field, message]) => [field, [message]]),
    );
    return data({ result: submission.reply({ fieldErrors }) }, { status: 400 });
  }
  const result = await form.save(value);
  if (!result.ok) {
    return data(
      { result: replyWithFailure(submission, result, { fields: form.fields, genericKey: form.failedKey }) },
      { status: statusForFailure(result) },
    );
  }
  const next = form.done(value, result.data);
  return redirectWithFlash(context, next.to, next.flash);
}

/** A save whose answer is not read (an update), reported as the record the form goes on with. */
export function savedAs<T>(result: UpstreamResult<unknown>, saved: T): UpstreamResult<T> {
  return result.ok ? { ...result, data: saved } : result;
}

/** A link to the plan that holds a referencing entry, when the upstream says where it is. */
function referenceHref(reference: Record<string, unknown>): string | null {
  const scheduleId = reference.feeScheduleId;
  const planId = reference.planId;
  if (typeof scheduleId !== "string" || typeof planId !== "string") return null;
  return `/provider/billing/fee-schedules/${encodeURIComponent(scheduleId)}/plans/${encodeURIComponent(planId)}`;
}

/** The confirmation page (and dialog) of a delete: what goes with the record, what stops it. */
export function confirmationFrom(
  base: Pick<DeleteConfirmationData, "kind" | "ns" | "title" | "name" | "backHref" | "actionHref">,
  deps: UpstreamResult<Dependencies> | null,
): DeleteConfirmationData {
  if (deps && !deps.ok) {
    return {
      ...base,
      canDelete: false,
      dependenciesUnavailable: true,
      reason: null,
      references: [],
      referenceCount: 0,
      contains: { plans: null, entries: null },
    };
  }
  const d = deps?.data;
  return {
    ...base,
    canDelete: d ? d.canDelete : true,
    dependenciesUnavailable: false,
    reason: d?.reason ?? null,
    references: (d?.references ?? []).map((r) => ({
      id: r.id ?? null,
      name: r.name ?? r.id ?? "",
      href: referenceHref(r),
    })),
    referenceCount: d?.referenceCount ?? d?.references.length ?? 0,
    contains: { plans: d?.contains.plans ?? null, entries: d?.contains.entries ?? null },
  };
}

/**
 * Codes have no documented dependencies call; when the upstream's list says how often a code is
 * used (as the reference upstream does), the confirmation shows it up front. Without that, the
 * delete itself answers 409 with the reason.
 */
export function usageDependencies(reason: string | null): UpstreamResult<Dependencies> {
  return {
    ok: true,
    status: 200,
    data: { canDelete: reason === null, reason, references: [], referenceCount: 0, contains: {} },
  };
}

/**
 * After a confirmed delete: the failure on the confirmation, or the area's "deleted" toast at `to`,
 * in the words of the area's namespace (`delete.*`, `flash.deleted`).
 */
export function afterDelete(
  context: RequestContext,
  result: UpstreamResult<unknown>,
  to: string,
  ns = "billing",
) {
  if (!result.ok) return deleteFailure(result, `${ns}:delete`);
  return redirectWithFlash(context, to, { kind: "success", key: `${ns}:flash.deleted` });
}
