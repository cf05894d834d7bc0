import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { Crumb } from "~/components/layout/breadcrumbs";
import {
  CLINIC_TYPE,
  clinicDayPath,
  clockLabel,
  dayFrom,
  laneRefusalKey,
  timeOptions,
} from "~/domain/clinic-day";
import { laneFormSchema, LANE_FORM_FIELDS, type LaneForm } from "~/domain/clinic-setup-schemas";
import { formConstraints } from "~/http/form-constraints.server";
import {
  formatDisplayDate,
  formatInstant,
  formatLongDate,
  formatTime,
  parseDisplayDate,
  weekdayNames,
  zonedCalendarDate,
  zonedInstant,
} from "~/domain/format";
import { isValidId } from "~/domain/ids";
import { msg } from "~/domain/messages";
import type { Capability } from "@contract/permissions";
import { notFound } from "~/http/not-found.server";
import {
  inOurWords,
  orThrow,
  redirectWithFlash,
  replyWithFailure,
  statusForFailure,
} from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { scopeTest } from "~/session/organization-tree.server";
import { type UpstreamClient, type UpstreamFailure, type UpstreamResult } from "~/upstream/client.server";
import {
  addLane,
  checkBreak,
  getClinicDay,
  getLane,
  getSetupActivities,
  setVaccineInfo,
  updateLane,
  type ClinicLane,
} from "~/upstream/clinic-setup.server";
import { getBasicInfo, getClinics, getPerformers } from "~/upstream/organizations.server";
import { organizationTrail } from "./__crumbs.server";

/**
 * The clinic set-up pages' shared server side (decision 032): the clinic of the URL (a 404 outside
 * the user's tree before any upstream call, and for an organization that is not a clinic of the
 * organization in the URL), its crumbs, and the one-lane form's action.
 */

export interface Args {
  request: Request;
  context: RequestContext;
  params: Record<string, string | undefined>;
  session: SessionData;
  client: UpstreamClient;
}

export interface ClinicInView {
  orgId: string;
  clinic: { id: string; name: string; timeZone: string };
  client: UpstreamClient;
  mayEdit: boolean;
}

const FALLBACK_ZONE = "America/New_York";

export async function clinicInView(
  { request, context, params, session, client }: Args,
  capability: Capability,
): Promise<ClinicInView> {
  const { orgId, clinicId } = params;
  if (!isValidId(orgId) || !isValidId(clinicId)) throw notFound(context);
  const inScope = await scopeTest(context, request, session, capability);
  if (!inScope(clinicId)) throw notFound(context);
  const [clinics, mayEdit] = await Promise.all([
    getClinics(client, orgId),
    scopeTest(context, request, session, "clinicSetup.edit"),
  ]);
  const clinic = orThrow(clinics, context).find((c) => c.id === clinicId && c.type === CLINIC_TYPE);
  if (!clinic) throw notFound(context);
  return {
    orgId,
    clinic: { id: clinic.id, name: clinic.name, timeZone: clinic.timeZone || FALLBACK_ZONE },
    client,
    mayEdit: mayEdit(clinic.id),
  };
}

/** The organization's trail, the clinic's day, then the page. */
export async function clinicCrumbs(args: Args, scope: ClinicInView, day: string, page?: string) {
  const organization = orThrow(await getBasicInfo(scope.client, scope.orgId), args.context);
  const after: Crumb[] = [
    page
      ? { label: scope.clinic.name, to: clinicDayPath(scope.orgId, scope.clinic.id, day) }
      : { label: scope.clinic.name },
  ];
  if (page) after.push({ label: page });
  return organizationTrail(args.context, args.request, args.session, scope.client, organization, after);
}

export function dayOf(request: Request, scope: ClinicInView): string {
  return dayFrom(new URL(request.url).searchParams.get("date"), scope.clinic.timeZone);
}

/** The lane of the URL: a 404 unless it is an active lane of the clinic. */
export async function laneInView(args: Args, scope: ClinicInView): Promise<ClinicLane> {
  const laneId = args.params.laneId;
  if (!isValidId(laneId)) throw notFound(args.context);
  const lane = await getLane(scope.client, laneId);
  if (!lane.ok && lane.status === 404) throw notFound(args.context);
  const found = orThrow(lane, args.context);
  if (found.clinicId !== scope.clinic.id || (found.status && found.status !== "ACTIVE"))
    throw notFound(args.context);
  return found;
}

/** The lane of the URL and its day at the clinic's clock. */
export async function laneAndDay(args: Args, scope: ClinicInView) {
  const lane = await laneInView(args, scope);
  return { lane, day: zonedCalendarDate(String(lane.startDate), scope.clinic.timeZone) };
}

/**
 * Who signed the day off and when (the clinic's clock), or null: the lane pages say so before
 * their form (decision 032). When the upstream cannot tell, the form is shown and a change is
 * refused on submit, as before.
 */
export async function signedOffDay(args: Args, scope: ClinicInView, day: string) {
  const clinicDay = await getClinicDay(scope.client, scope.clinic.id, formatDisplayDate(day));
  const signedOff = clinicDay.ok ? clinicDay.data.signedOff : null;
  return signedOff
    ? { by: signedOff.by, at: formatTime(signedOff.at, scope.clinic.timeZone, args.context.locale) }
    : null;
}

/** The lane form's choices: the organization's hosts and the quarter hours at the clinic's clock. */
export async function laneFormOptions(args: Args, scope: ClinicInView, day: string) {
  const performers = orThrow(await getPerformers(scope.client, scope.orgId), args.context);
  const zone = scope.clinic.timeZone;
  return {
    constraints: formConstraints({ lane: laneFormSchema }),
    hosts: performers.map((p) => ({ value: p.id, label: p.name })),
    times: timeOptions().map((time) => ({
      value: time,
      label: formatTime(zonedInstant(day, time, zone), zone, args.context.locale),
    })),
  };
}

/** A lane refusal with each documented message in our words (`laneRefusalKey`). */
export function laneRefusal(
  failure: UpstreamFailure,
  fieldMap: Record<string, string> = {},
): UpstreamFailure {
  return inOurWords(failure, laneRefusalKey, fieldMap);
}

function laneInput(value: LaneForm, day: string) {
  return {
    date: formatDisplayDate(day),
    startTime: value.startTime,
    endTime: value.endTime,
    hostId: value.hostId,
    capacity: value.capacity,
    slotMinutes: value.slotMinutes,
  };
}

/**
 * Adds or changes one lane: the form checked, the host's break checked unless the person has
 * said to save anyway, the lane sent, then its vaccine. A refusal comes back next to its field
 * with every value kept; a failure with the values and a form message.
 */
export async function submitLane(args: Args, scope: ClinicInView, day: string, lane: ClinicLane | null) {
  const { context, request } = args;
  const submission = parseWithZod(await request.formData(), { schema: laneFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const input = laneInput(value, day);
  if (!value.acknowledgeBreak) {
    const breakCheck = await checkBreak(scope.client, scope.clinic.id, {
      hostId: value.hostId,
      date: input.date,
      startTime: value.startTime,
      endTime: value.endTime,
      ...(lane ? { laneId: lane.id } : {}),
    });
    if (breakCheck.ok && breakCheck.data.needsBreak)
      return data(
        {
          result: submission.reply({
            formErrors: [msg("clinicSetup:lane.breakWarning", { hours: 5 })],
          }),
          breakWarning: true,
        },
        { status: 400 },
      );
  }
  const saved = lane
    ? await updateLane(scope.client, scope.clinic.id, lane.id, input)
    : await addLane(scope.client, scope.clinic.id, input);
  if (!saved.ok) {
    const reply = replyWithFailure(submission, laneRefusal(saved, { date: "" }), {
      fields: LANE_FORM_FIELDS,
    });
    return data({ result: reply }, { status: statusForFailure(saved) });
  }
  const vaccine = { inventoryType: value.inventoryType ?? null, manufacturer: value.manufacturer || null };
  const vaccineChanged =
    vaccine.inventoryType !== (lane?.inventoryType ?? null) ||
    vaccine.manufacturer !== (lane?.manufacturer ?? null);
  const vaccineSaved = vaccineChanged
    ? await setVaccineInfo(scope.client, scope.clinic.id, saved.data.id, vaccine)
    : null;
  return redirectWithFlash(
    context,
    clinicDayPath(scope.orgId, scope.clinic.id, day),
    vaccineSaved && !vaccineSaved.ok
      ? { kind: "error", key: "clinicSetup:flash.vaccineFailed" }
      : { kind: "success", key: lane ? "clinicSetup:flash.laneSaved" : "clinicSetup:flash.laneAdded" },
  );
}

/**
 * A refusal of a call that is not a form's (a delete, a sign-off) as the confirmation page shows
 * it: a known refusal in our words, another with the upstream's reason, a failure generically.
 */
export function refusalData(failure: UpstreamFailure, failedKey: string) {
  const first = failure.kind === "validation" ? failure.fieldErrors[0]?.message : undefined;
  const message = first
    ? (laneRefusalKey(first) ?? msg("clinicSetup:errors.refusedBecause", { reason: first }))
    : failure.kind === "timeout" || failure.kind === "network"
      ? "common:unavailable.body"
      : failedKey;
  return data(
    { result: { status: "error" as const, error: { "": [message] } }, message },
    { status: failure.kind === "validation" ? 422 : statusForFailure(failure) },
  );
}

/** After a delete: back to the day with how many booked patients lost their appointment. */
export function afterLanesDeleted(
  args: Args,
  scope: ClinicInView,
  day: string,
  result: UpstreamResult<{ deleted: number; patientCount: number }>,
) {
  if (!result.ok) return refusalData(result, "clinicSetup:delete.failed");
  return redirectWithFlash(args.context, clinicDayPath(scope.orgId, scope.clinic.id, day), {
    kind: "success",
    key: "clinicSetup:flash.deleted",
    params: { lanes: result.data.deleted, patients: result.data.patientCount },
  });
}

/** How many lines of the set-up activity log a page of the schedule shows. */
export const ACTIVITY_PAGE_SIZE = 10;

const ACTIVITY_ACTIONS = ["HOURS_SET", "SPECIAL_DATE_SET", "DAY_SIGNED_OFF"];

/** The log's page of the URL (`?activityPage=`, 0-based); anything else is the first page. */
export function activityPageOf(request: Request): number {
  const raw = new URL(request.url).searchParams.get("activityPage") ?? "";
  return /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
}

/**
 * One page of the clinic's set-up activity log in the reader's words; null when the read failed,
 * so the page says so and renders the rest. An action this app does not know keeps its name and
 * shows no details: a backend's own actions are still listed.
 */
export async function setupActivityView(
  scope: ClinicInView,
  page: number,
  locale: string,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  const read = await getSetupActivities(scope.client, scope.clinic.id, page, ACTIVITY_PAGE_SIZE);
  if (!read.ok) return null;
  const weekdays = weekdayNames(0, locale, "long");
  const time = (value: unknown) => (typeof value === "string" && value ? clockLabel(value, locale) : "");
  const date = (value: unknown) => {
    const iso = typeof value === "string" ? parseDisplayDate(value) : null;
    return iso ? formatLongDate(iso, locale) : "";
  };
  const detailsOf = (action: string, details: Record<string, unknown>): string => {
    if (action === "HOURS_SET") {
      const days = Array.isArray(details.days) ? (details.days as Array<Record<string, unknown>>) : [];
      const open = days.filter((d) => typeof d.open === "string" && typeof d.close === "string");
      if (open.length === 0) return t("activities.closedEveryDay");
      return open
        .map((d) =>
          t("activities.dayHours", {
            day: weekdays[Number(d.weekday)] ?? "",
            open: time(d.open),
            close: time(d.close),
          }),
        )
        .join("; ");
    }
    if (action === "SPECIAL_DATE_SET") {
      const what =
        details.closed === true
          ? t("activities.specialClosed", { date: date(details.date) })
          : t("activities.specialOpen", {
              date: date(details.date),
              open: time(details.open),
              close: time(details.close),
            });
      return typeof details.note === "string" && details.note ? `${what} (${details.note})` : what;
    }
    if (action === "DAY_SIGNED_OFF")
      return t("activities.signedOffDay", { date: date(details.date), count: Number(details.lanes ?? 0) });
    return "";
  };
  return {
    number: read.data.number,
    totalPages: read.data.totalPages,
    totalElements: read.data.totalElements,
    rows: read.data.content.map((a) => {
      const known = ACTIVITY_ACTIONS.includes(a.action);
      return {
        id: a.id,
        at: formatInstant(a.at, scope.clinic.timeZone, locale),
        actor: a.actor,
        action: known ? t(`activities.actions.${a.action}`) : a.action,
        details: known ? detailsOf(a.action, a.details ?? {}) : "",
      };
    }),
  };
}
