import { notePatient } from "~/audit/trail.server";
import type { Capability } from "@contract/permissions";
import { appointmentZone, dueLabel, isOpenAppointment } from "~/domain/appointments";
import { formatDisplayDate, formatInstantDate, formatTime } from "~/domain/format";
import { safeRedirect } from "~/domain/safe-redirect";
import { notFound, requireValidId } from "~/http/not-found.server";
import { readKeepingForm } from "~/http/form-kept.server";
import { data } from "@remix-run/node";
import { msg } from "~/domain/messages";
import {
  failedUpstreamStatus,
  inOurWords,
  messageKeyFor,
  orThrow,
  redirectWithFlash,
  replyWithFailure,
  statusForFailure,
} from "~/http/outcome.server";
import { appointmentActionsOf, type AppointmentActionSet } from "~/domain/appointment-actions";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import type { RequestContext } from "~/load-context.server";
import { requireCapability } from "~/session/guards.server";
import { getT } from "~/i18n/i18n.server";
import { type UpstreamClient, type UpstreamFailure, type UpstreamResult } from "~/upstream/client.server";
import { getTask, type Task } from "~/upstream/tasks.server";

export const APPOINTMENTS_PATH = "/provider/appointments";

/** When an appointment is due, in its clinic's zone (else the user's). */
export function dueOf(task: Pick<Task, "dueDate" | "location">, context: RequestContext): string {
  return dueLabel(task.dueDate, appointmentZone(task, context.timeZone), context.locale);
}

/** A list row as people read it. */
export function appointmentRow(task: Task & { patientDateOfBirth?: string | null }, context: RequestContext) {
  return {
    id: task.id,
    patientId: task.patientId ?? null,
    patientName: task.patientName ?? task.patientId ?? "",
    dateOfBirth: task.patientDateOfBirth ? formatDisplayDate(task.patientDateOfBirth) : "",
    name: task.name ?? "",
    inventoryName: task.inventoryName ?? null,
    status: task.status ?? null,
    dueDate: task.dueDate ?? null,
    due: dueOf(task, context),
    performerName: task.performerName ?? null,
    lotNumber: task.vaccineInfo?.lotNumber ?? null,
    actions: appointmentActionsOf(task),
  };
}

/**
 * The appointment a page is about, or the 404 page: for an id that cannot be one (before any
 * call), one the upstream does not have or refuses, and one whose clinic is outside the user's
 * tree (as a missing id, so ids elsewhere cannot be probed).
 */
export async function loadAppointment(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  rawId: string | undefined,
  capability: Capability,
): Promise<Task> {
  const taskId = requireValidId(context, rawId, { messageKey: "appointments:notFound" });
  const result = await getTask(client, taskId);
  if (!result.ok && (result.status === 404 || result.status === 403))
    throw notFound(context, { messageKey: "appointments:notFound" });
  const task = orThrow(result, context);
  notePatient(context, task.patientId);
  if (!task.location?.id) throw notFound(context, { messageKey: "appointments:notFound" });
  await requireCapability(context, request, capability, { anyOf: [task.location.id] });
  return task;
}

/** Pages a change may go back to: an appointments list, or a patient record's appointments tab. */
const BACK_TARGETS = [
  /^\/provider\/appointments(\?.*)?$/,
  /^\/provider\/members\/[A-Za-z0-9_-]+\/appointments$/,
];

/** Where to go back to: the page the user came from when it is one of those, else the list. */
export function backTo(request: Request): string {
  const back = new URL(request.url).searchParams.get("back");
  const target = safeRedirect(back, APPOINTMENTS_PATH);
  return BACK_TARGETS.some((pattern) => pattern.test(target)) ? target : APPOINTMENTS_PATH;
}

/** What the confirmation page shows of the appointment. */
export function appointmentFacts(task: Task, context: RequestContext) {
  return {
    patientName: task.patientName ?? task.patientId ?? "",
    name: task.name ?? "",
    due: dueOf(task, context),
    clinic: task.location?.name ?? "",
    status: task.status ?? null,
    performerName: task.performerName ?? null,
    vaccine: vaccineFacts(task, context),
  };
}

/** The vaccine's record as people read it: when in the clinic's zone, the site as a key. */
function vaccineFacts(task: Task, context: RequestContext) {
  const info = task.vaccineInfo;
  if (!info) return null;
  const zone = task.location?.timeZoneId ?? context.timeZone;
  return {
    manufacturer: info.manufacturer,
    lotNumber: info.lotNumber,
    doseNumber: info.doseNumber,
    injectionSite: info.injectionSite,
    expiryDate: info.expiryDate,
    administered: `${formatInstantDate(info.administeredAt, zone)} ${formatTime(info.administeredAt, zone, context.locale)}`,
  };
}

/** A refused change, said on its page: the upstream's reason for a conflict, else what failed. */
export function changeFailure(failure: UpstreamFailure, status: number) {
  const message =
    failure.kind === "conflict" || failure.status === 409
      ? msg("appointments:errors.refused", { reason: ("message" in failure && failure.message) || "" })
      : messageKeyFor(failure);
  return data({ failure: message }, { status });
}

type ChangeArgs = {
  request: Request;
  context: RequestContext;
  params: { taskId?: string };
  client: UpstreamClient;
};

/** A change's confirmation page: the open appointment (404 once it is closed) and where to go back. */
export async function changePage({ request, context, params, client }: ChangeArgs, titleKey: string) {
  const task = await loadAppointment(client, context, request, params.taskId, "appointments.edit");
  if (!isOpenAppointment(task.status)) throw notFound(context, { messageKey: "appointments:notOpen" });
  const t = await getT(context.locale, "appointments");
  return {
    pageTitle: t(titleKey),
    facts: appointmentFacts(task, context),
    paid: Boolean(task.invoiceId),
    backHref: backTo(request),
  };
}

/** Makes the change, then goes back with the flash; a refusal is said on the confirmation page. */
export async function changeAppointment(
  { request, context, params, client }: ChangeArgs,
  change: (client: UpstreamClient, taskId: string) => Promise<UpstreamResult<unknown>>,
  flashKey: string,
) {
  const task = await loadAppointment(client, context, request, params.taskId, "appointments.edit");
  const result = await change(client, task.id);
  if (!result.ok) return changeFailure(result, result.status === 409 ? 409 : failedUpstreamStatus(result));
  return redirectWithFlash(context, backTo(request), { kind: "success", key: flashKey });
}

/** Why an action's page is not there for an appointment it does not apply to. */
const NOT_HERE: Partial<Record<keyof AppointmentActionSet, string>> = { edit: "appointments:actions.closed" };

/**
 * The page of one of an appointment's actions (decision 025): the appointment (404 outside the
 * tree), a 404 with the action's own words when it does not apply, its facts and the way back.
 */
export async function appointmentFormPage(
  { request, context, params, client }: ChangeArgs,
  action: Exclude<keyof AppointmentActionSet, "complete" | "cancel">,
) {
  const task = await loadAppointment(client, context, request, params.taskId, "appointments.edit");
  if (!appointmentActionsOf(task)[action])
    throw notFound(context, { messageKey: NOT_HERE[action] ?? `appointments:actions.${action}.notHere` });
  const t = await getT(context.locale, "appointments");
  return {
    client,
    task,
    page: {
      pageTitle: t(`actions.${action}.title`),
      facts: appointmentFacts(task, context),
      backHref: backTo(request),
    },
  };
}

/**
 * An upstream 422 in our words: each field of the form it names gets the translated "refused"
 * message (the upstream's own text is English), so it stands next to the field in the user's language.
 */
function refusedInOurWords(
  failure: UpstreamFailure,
  fields: readonly string[],
  fieldMap: Record<string, string>,
) {
  return inOurWords(failure, (_message, field) =>
    fields.includes(fieldMap[field] ?? field) ? msg("appointments:actions.errors.refusedField") : null,
  );
}

/**
 * A form's action: the appointment (404 outside the tree, before any change), the values checked
 * with the form's schema, the call; a refusal comes back with every value and the message next
 * to its field, a failure with the values and a message; success goes back with the flash.
 */
export async function submitAppointmentForm<Schema extends z.ZodTypeAny>(
  { request, context, params, client }: ChangeArgs,
  schema: Schema,
  send: (client: UpstreamClient, task: Task, value: z.output<Schema>) => Promise<UpstreamResult<unknown>>,
  options: { fields: readonly string[]; fieldMap?: Record<string, string>; flashKey: string },
) {
  const [task, kept] = await readKeepingForm(request, () =>
    loadAppointment(client, context, request, params.taskId, "appointments.edit"),
  );
  if (kept) return kept;
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await send(client, task, submission.value);
  if (!result.ok) {
    const fieldMap = options.fieldMap ?? {};
    const failure = refusedInOurWords(result, options.fields, fieldMap);
    return data(
      { result: replyWithFailure(submission, failure, { fields: options.fields, fieldMap }) },
      { status: statusForFailure(result) },
    );
  }
  return redirectWithFlash(context, backTo(request), { kind: "success", key: options.flashKey });
}
