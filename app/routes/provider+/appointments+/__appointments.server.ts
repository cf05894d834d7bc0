import type { Capability } from "~/domain/permissions";
import { formatDisplayDate, formatInstantDate, formatTime, zoneAbbreviation } from "~/domain/format";
import { safeRedirect } from "~/domain/safe-redirect";
import { notFound, requireValidId } from "~/http/not-found.server";
import { data } from "@remix-run/node";
import { msg } from "~/domain/messages";
import { messageKeyFor, orThrow } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import { requireCapability } from "~/session/guards.server";
import type { UpstreamClient, UpstreamFailure } from "~/upstream/client.server";
import { getTask, type Task } from "~/upstream/tasks.server";

export const APPOINTMENTS_PATH = "/provider/appointments";

/** When an appointment is due, in its clinic's zone (the clinic's day is what staff work by). */
export function dueLabel(task: Pick<Task, "dueDate" | "location">, context: RequestContext): string {
  if (!task.dueDate) return "";
  const zone = task.location?.timeZoneId ?? context.timeZone;
  return `${formatInstantDate(task.dueDate, zone)} ${formatTime(task.dueDate, zone, context.locale)} ${zoneAbbreviation(task.dueDate, zone, context.locale)}`;
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
    due: dueLabel(task, context),
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
  if (!task.location?.id) throw notFound(context, { messageKey: "appointments:notFound" });
  await requireCapability(context, request, capability, { anyOf: [task.location.id] });
  return task;
}

/** Where to go back to: the list the user came from (only an appointments list), else the list. */
export function backTo(request: Request): string {
  const back = new URL(request.url).searchParams.get("back");
  const target = safeRedirect(back, APPOINTMENTS_PATH);
  return target === APPOINTMENTS_PATH || target.startsWith(`${APPOINTMENTS_PATH}?`)
    ? target
    : APPOINTMENTS_PATH;
}

/** What the confirmation page shows of the appointment. */
export function appointmentFacts(task: Task, context: RequestContext) {
  return {
    patientName: task.patientName ?? task.patientId ?? "",
    name: task.name ?? "",
    due: dueLabel(task, context),
    clinic: task.location?.name ?? "",
    status: task.status ?? null,
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
