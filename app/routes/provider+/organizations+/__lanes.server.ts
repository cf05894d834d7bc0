import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import type { LaneOutcome, LaneRow } from "~/components/lanes/types";
import type { Coordinator } from "~/coordination/coordinator.server";
import { coordinatorFor } from "~/coordination/setup.server";
import { formatDisplayDate, formatLongDate, formatTime, zoneAbbreviation } from "~/domain/format";
import { isValidId } from "~/domain/ids";
import {
  cancellationReasonText,
  dayDiff,
  isIsoDate,
  minimumDate,
  parseView,
  shiftDate,
  todayIn,
  undoItemsOf,
  type LaneView,
  type UndoItem,
} from "~/domain/lanes";
import { cancelSchema, messageSchema, updateSchema } from "~/domain/lanes-schemas";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import type { Flash } from "~/session/cookie-jar.server";
import type { UpstreamClient, UpstreamFailure } from "~/upstream/client.server";
import { forget, once, recall } from "~/upstream/idempotency.server";
import {
  cancelLanes,
  getLanes,
  getPatientCount,
  notifyPatients,
  reschedule,
  undoCancel,
  undoReschedule,
  type Lane,
} from "~/upstream/lanes.server";
import { getBasicInfo, getClinics, getPerformers } from "~/upstream/organizations.server";
import { pickClinic } from "~/session/default-clinic.server";
import { actionFlash, inOurWords, orThrow, replyWithFailure } from "~/http/outcome.server";

/**
 * The lanes page's server side: what its loader reads, and what its forms do (spec part 1 §4, §5,
 * §8; decision 007), one handler per intent, each upstream read at most once per request. The
 * route turns a handler's reply into a redirect or a form reply. This file is `.server`, so what
 * it imports (the schemas, zod, conform, the upstream modules) stays out of the page's first JS:
 * the browser build replaces it with one empty module.
 */

const wireDate = (isoDate: string) => formatDisplayDate(isoDate);

export function lanesPath(orgId: string, query: Record<string, string | string[] | null | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value ? [value] : []) params.append(key, v);
  }
  return `/provider/organizations/${encodeURIComponent(orgId)}/lanes?${params}`;
}

/** The outcome cookie is one-shot and per page, so a result never shows on another organization. */
export function outcomePage(orgId: string) {
  return `lanes:${orgId}`;
}

const outcomeSchema = z.object({
  kind: z.enum(["update", "cancel", "message"]),
  lanes: z.number(),
  patients: z.number(),
  hostName: z.string().optional(),
  newDate: z.string().optional(),
  batchId: z.string().optional(),
  laneIds: z.array(z.string()).optional(),
}) satisfies z.ZodType<LaneOutcome>;

function readOutcome(value: unknown): LaneOutcome | null {
  const parsed = outcomeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

// ---- the page ----------------------------------------------------------------------------------

/** The lanes page's data: the day's lanes, the selection and open view from the URL, an outcome. */
export async function lanesPage(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  orgId: string,
) {
  const url = new URL(request.url);
  const [info, clinicsResult, hostsResult] = await Promise.all([
    getBasicInfo(client, orgId),
    getClinics(client, orgId),
    getPerformers(client, orgId),
  ]);
  const organization = orThrow(info, context);
  const clinics = clinicsResult.ok ? clinicsResult.data : [];
  const zones = new Map(clinics.map((c) => [c.id, c.timeZone ?? organization.timeZone ?? context.timeZone]));
  const names = new Map(clinics.map((c) => [c.id, c.name]));

  const requestedDate = url.searchParams.get("date");
  const date = isIsoDate(requestedDate) ? requestedDate : todayIn(organization.timeZone ?? context.timeZone);
  const clinic = pickClinic(context, url, (id) => names.has(id));

  const all = orThrow(await getLanes(client, orgId, wireDate(date)), context);
  const locale = context.locale;
  const lanes: LaneRow[] = all
    .filter((lane) => !clinic || lane.clinicId === clinic)
    .map((lane) => {
      const zone = lane.timeZone ?? zones.get(lane.clinicId ?? "") ?? context.timeZone;
      return {
        id: lane.id,
        clinicId: lane.clinicId ?? "",
        clinicName: lane.clinicName ?? names.get(lane.clinicId ?? "") ?? "",
        timeZone: zone,
        hostId: lane.host?.id ?? "",
        hostName: lane.host?.name ?? "",
        start: formatTime(new Date(lane.startDate), zone, locale),
        end: formatTime(new Date(lane.endDate), zone, locale),
        zone: zoneAbbreviation(new Date(lane.startDate), zone, locale),
        patientCount: lane.patientCount ?? null,
      };
    });

  const known = new Set(lanes.map((l) => l.id));
  const selected = [...new Set(url.searchParams.getAll("lane"))].filter((id) => known.has(id));
  const view = selected.length ? parseView(url.searchParams.get("view")) : null;
  let patientCount: number | null = null;
  if (view) {
    const count = await getPatientCount(client, orgId, selected);
    patientCount = count.ok ? count.data.count : null;
  }
  const t = await getT(locale, "lanes");
  const base = { date, clinic };
  return {
    pageTitle: t("title"),
    organization: {
      id: organization.id,
      name: organization.name,
      parentOrganizationId: organization.parentOrganizationId ?? null,
    },
    date,
    dateLong: formatLongDate(date, locale),
    prevHref: lanesPath(orgId, { ...base, date: shiftDate(date, -1) }),
    nextHref: lanesPath(orgId, { ...base, date: shiftDate(date, 1) }),
    selectAllHref: lanesPath(orgId, { ...base, lane: lanes.map((l) => l.id) }),
    clearHref: lanesPath(orgId, base),
    clinics: clinics.map((c) => ({ id: c.id, name: c.name })),
    clinic,
    lanes,
    selected,
    view,
    hosts: (hostsResult.ok ? hostsResult.data : []).map((h) => ({ id: h.id, name: h.name })),
    patientCount,
    minDate: minimumDate(
      [...new Set(lanes.filter((l) => selected.includes(l.id)).map((l) => l.timeZone))].concat(
        lanes.length ? [] : [context.timeZone],
      ),
    ),
    idempotencyKey: crypto.randomUUID(),
    outcome: readOutcome(context.jar.takeOutcome(outcomePage(orgId))),
  };
}

/** What the action's handlers need from the request. */
export function laneDeps(
  client: UpstreamClient,
  context: RequestContext,
  orgId: string,
  sessionId: string,
): LaneDeps {
  return {
    client,
    orgId,
    timeZone: context.timeZone,
    coordinator: coordinatorFor(context.config),
    sessionId,
  };
}

// ---- the forms ---------------------------------------------------------------------------------

export interface LaneDeps {
  client: UpstreamClient;
  orgId: string;
  /** The request's zone, for lanes whose own zone and clinic's zone are both unknown. */
  timeZone: string;
  coordinator: Coordinator;
  /** A repeated idempotency key is recognised per session, organization and view. */
  sessionId: string;
}

export type LaneReply =
  | { kind: "unknown-intent" }
  | { kind: "flash"; day: string | null; flash: Flash }
  | { kind: "outcome"; day: string | null; outcome: LaneOutcome }
  | { kind: "form"; view: LaneView; result: SubmissionResult<string[]>; status: 400 | 503 | 504 };

const intentSchema = z.enum(["update", "cancel", "message", "undo-reschedule", "undo-cancel"]);

export async function runLaneIntent(form: FormData, deps: LaneDeps): Promise<LaneReply> {
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!intent.success) return { kind: "unknown-intent" };
  switch (intent.data) {
    case "update":
      return massAction(form, deps, updateLanes);
    case "cancel":
      return massAction(form, deps, cancelSelectedLanes);
    case "message":
      return massAction(form, deps, messagePatients);
    case "undo-reschedule":
      return undoRescheduleLanes(form, deps);
    case "undo-cancel":
      return undoCancelLanes(form, deps);
  }
}

/** The page's day, which every lanes form carries; the redirect goes back to it. */
function dayOf(form: FormData): string | null {
  const day = form.get("day");
  return typeof day === "string" && isIsoDate(day) ? day : null;
}

// ---- undo --------------------------------------------------------------------------------------

const undoRescheduleForm = z.object({
  batchId: z.string().refine((id) => isValidId(id) || /^[0-9a-f-]{36}$/.test(id)),
});

/**
 * How long the app keeps a reschedule's undo items: the result panel offers Undo for five
 * minutes (spec part 1 §9), and a page left open a while longer still undoes through the batch.
 */
const UNDO_ITEMS_MS = 15 * 60_000;

/** Per session and organization, so no one else's undo can read or use them. */
function undoItemsKey(deps: LaneDeps, batchId: string) {
  return `lanes:undo:${deps.sessionId}:${deps.orgId}:${batchId}`;
}

async function keepUndoItems(deps: LaneDeps, batchId: string, items: UndoItem[]) {
  await deps.coordinator.set(undoItemsKey(deps, batchId), JSON.stringify(items), UNDO_ITEMS_MS);
}

async function undoItemsFor(deps: LaneDeps, batchId: string): Promise<UndoItem[] | undefined> {
  const kept = await deps.coordinator.get(undoItemsKey(deps, batchId));
  return kept ? (JSON.parse(kept) as UndoItem[]) : undefined;
}

async function undoRescheduleLanes(form: FormData, deps: LaneDeps): Promise<LaneReply> {
  const submission = parseWithZod(form, { schema: undoRescheduleForm });
  const batchId = submission.status === "success" ? submission.value.batchId : null;
  const result = batchId
    ? await undoReschedule(deps.client, deps.orgId, batchId, await undoItemsFor(deps, batchId))
    : null;
  if (batchId && result?.ok) await deps.coordinator.delete(undoItemsKey(deps, batchId));
  const flash = undoFlash(result, {
    success: "lanes:flash.undoRescheduled",
    failure: "lanes:flash.undoRescheduleFailed",
  });
  return { kind: "flash", day: dayOf(form), flash };
}

const undoCancelForm = z.object({
  lane: z.array(z.string()).transform((ids) => ids.filter((id) => isValidId(id))),
});

/**
 * Spec part 1 §8 treats a generic network failure of an undo-cancel as success: the call often
 * lands even when its answer does not. Rather than say so blindly, the day's active lanes are
 * read once more: the undo succeeded when every lane is back (decision 036).
 */
async function restoredAfterAll(deps: LaneDeps, day: string | null, laneIds: string[]): Promise<boolean> {
  if (!day) return false;
  const active = await getLanes(deps.client, deps.orgId, wireDate(day));
  if (!active.ok) return false;
  const back = new Set(active.data.map((lane) => lane.id));
  return laneIds.every((id) => back.has(id));
}

async function undoCancelLanes(form: FormData, deps: LaneDeps): Promise<LaneReply> {
  const submission = parseWithZod(form, { schema: undoCancelForm });
  const laneIds = submission.status === "success" ? submission.value.lane : [];
  let result = laneIds.length ? await undoCancel(deps.client, deps.orgId, laneIds) : null;
  if (
    result &&
    !result.ok &&
    result.kind === "network" &&
    (await restoredAfterAll(deps, dayOf(form), laneIds))
  )
    result = { ok: true, status: 200, data: null };
  const flash = undoFlash(result, {
    success: "lanes:flash.undoCancelled",
    failure: "lanes:flash.undoCancelFailed",
  });
  return { kind: "flash", day: dayOf(form), flash };
}

// ---- mass actions: update, cancel, message -----------------------------------------------------

type Attempt = { outcome: LaneOutcome } | { failure: UpstreamFailure };

interface MassAction<Schema extends z.ZodTypeAny> {
  view: LaneView;
  /** The form's schema; the earliest new date depends on the lanes' zones. */
  schema: (minDate: string) => Schema;
  /** Lanes without patients cannot be updated or messaged (spec part 1 §4). */
  needsPatients: boolean;
  /** The form's fields an upstream 422 may name; its other errors go to the top of the form. */
  fields: readonly string[];
  failureKey: "lanes:flash.updateFailed" | "lanes:flash.cancelFailed" | "lanes:flash.messageFailed";
  act: (
    deps: LaneDeps,
    value: z.output<Schema>,
    chosen: { laneIds: string[]; lanes: Lane[]; patients: number; key: string | undefined },
  ) => Promise<Attempt>;
}

/** The upstream's names for the form's fields, for its 422 answers. */
const FIELD_MAP = { dateString: "date", cancellationReason: "reason", clinicAppointmentIds: "lane" };

const SIGNED_OFF = /signed off/i;

/**
 * A signed-off day refuses every change to its lanes (decision 032, the upstream's rule): said in
 * our words, above the panel for the selected lanes' own day, next to the date for a new day.
 */
function signedOffInOurWords(failure: UpstreamFailure): UpstreamFailure {
  return inOurWords(
    failure,
    (message, field) =>
      SIGNED_OFF.test(message)
        ? field === "dateString"
          ? "lanes:rules.targetSignedOff"
          : "lanes:rules.signedOff"
        : null,
    failure.kind === "validation" &&
      failure.fieldErrors.some((e) => e.field === "clinicAppointmentIds" && SIGNED_OFF.test(e.message))
      ? { clinicAppointmentIds: "" }
      : {},
  );
}

/** An undo the upstream refused because a lane's day is signed off, in our words. */
function undoFlash(
  result: Parameters<typeof actionFlash>[0],
  keys: Parameters<typeof actionFlash>[1],
): Flash {
  if (
    result &&
    !result.ok &&
    result.kind === "validation" &&
    result.fieldErrors.some((e) => SIGNED_OFF.test(e.message))
  )
    return { kind: "error", key: "lanes:flash.undoSignedOff" };
  return actionFlash(result, keys);
}

const updateLanes: MassAction<ReturnType<typeof updateSchema>> = {
  view: "update",
  schema: updateSchema,
  needsPatients: true,
  fields: ["host", "date"],
  failureKey: "lanes:flash.updateFailed",
  async act(deps, value, { laneIds, lanes, patients, key }) {
    const diff = value.date ? dayDiff(value.day, value.date) : 0;
    const result = await reschedule(
      deps.client,
      deps.orgId,
      {
        clinicAppointmentIds: laneIds,
        host: value.host ?? null,
        dateString: value.date ? wireDate(value.date) : null,
        diff,
      },
      key,
    );
    if (!result.ok) return { failure: result };
    await keepUndoItems(deps, result.data.batchId, undoItemsOf(lanes, diff));
    return {
      outcome: {
        kind: "update",
        lanes: laneIds.length,
        patients,
        hostName: value.host ? await hostName(deps, value.host) : undefined,
        newDate: value.date,
        batchId: result.data.batchId,
      },
    };
  },
};

/** The new host's name for the result panel, from the upstream rather than from the form. */
async function hostName(deps: LaneDeps, hostId: string) {
  const hosts = await getPerformers(deps.client, deps.orgId);
  return hosts.ok ? hosts.data.find((h) => h.id === hostId)?.name : undefined;
}

const cancelSelectedLanes: MassAction<typeof cancelSchema> = {
  view: "cancel",
  schema: () => cancelSchema,
  needsPatients: false,
  fields: ["reason", "otherReason"],
  failureKey: "lanes:flash.cancelFailed",
  async act(deps, value, { laneIds, patients, key }) {
    const result = await cancelLanes(
      deps.client,
      deps.orgId,
      {
        clinicAppointmentIds: laneIds,
        cancellationReason: cancellationReasonText(value.reason, value.otherReason),
      },
      key,
    );
    if (!result.ok) return { failure: result };
    return { outcome: { kind: "cancel", lanes: laneIds.length, patients, laneIds } };
  },
};

const messagePatients: MassAction<typeof messageSchema> = {
  view: "message",
  schema: () => messageSchema,
  needsPatients: true,
  fields: ["message"],
  failureKey: "lanes:flash.messageFailed",
  async act(deps, value, { laneIds, patients, key }) {
    const result = await notifyPatients(
      deps.client,
      deps.orgId,
      { clinicAppointmentIds: laneIds, message: value.message },
      key,
    );
    if (!result.ok) return { failure: result };
    return { outcome: { kind: "message", lanes: laneIds.length, patients } };
  },
};

type Selection =
  | { ok: true; laneIds: string[]; lanes: Lane[]; stale: boolean; minDate: string }
  | { ok: false; failure: UpstreamFailure };

/**
 * The server decides which lanes the form may act on and what "today" is, from the upstream's
 * lanes of the form's day and their own zones, whatever the browser sent (decision 007).
 */
async function readSelection(form: FormData, day: string | null, deps: LaneDeps): Promise<Selection> {
  const requested = new Set(form.getAll("lane").map(String));
  const dayLanes = day ? await getLanes(deps.client, deps.orgId, wireDate(day)) : null;
  if (dayLanes && !dayLanes.ok) return { ok: false, failure: dayLanes };
  const chosen = (dayLanes?.data ?? []).filter((lane) => requested.has(lane.id));
  // Only lanes that do not carry their zone need their clinic's.
  const clinicZones = chosen.some((lane) => !lane.timeZone)
    ? await zonesOfClinics(deps)
    : new Map<string, string>();
  const zones = chosen.map((lane) => lane.timeZone || clinicZones.get(lane.clinicId ?? "") || deps.timeZone);
  return {
    ok: true,
    laneIds: chosen.map((lane) => lane.id),
    lanes: chosen,
    stale: chosen.length !== requested.size,
    minDate: minimumDate([...new Set(zones)]),
  };
}

async function zonesOfClinics(deps: LaneDeps): Promise<Map<string, string>> {
  const zones = new Map<string, string>();
  const clinics = await getClinics(deps.client, deps.orgId);
  for (const clinic of clinics.ok ? clinics.data : [])
    if (clinic.timeZone) zones.set(clinic.id, clinic.timeZone);
  return zones;
}

async function massAction<Schema extends z.ZodTypeAny>(
  form: FormData,
  deps: LaneDeps,
  spec: MassAction<Schema>,
): Promise<LaneReply> {
  const day = dayOf(form);
  const reply = (result: SubmissionResult<string[]>, status: 400 | 503 | 504 = 400): LaneReply => ({
    kind: "form",
    view: spec.view,
    result,
    status,
  });

  // A form posted again (double click, resubmitted page) gets the first answer, whatever has
  // changed since: it must not act twice, and must not fail because it already acted.
  const rawKey = form.get("idempotencyKey");
  const key = typeof rawKey === "string" && /^[A-Za-z0-9-]{8,64}$/.test(rawKey) ? rawKey : undefined;
  const scope = `${deps.sessionId}:${deps.orgId}:${spec.view}`;
  const earlier = await recall<Attempt>(deps.coordinator, scope, key);
  if (earlier && "outcome" in earlier) return { kind: "outcome", day, outcome: earlier.outcome };

  const selection = await readSelection(form, day, deps);
  if (!selection.ok) {
    // The upstream could not say which lanes exist: keep the form as typed and say why.
    const submission = parseWithZod(form, { schema: spec.schema(todayIn(deps.timeZone)) });
    return reply(
      replyWithFailure(submission, selection.failure),
      selection.failure.kind === "timeout" ? 504 : 503,
    );
  }
  const submission = parseWithZod(form, { schema: spec.schema(selection.minDate) });
  if (submission.status !== "success") return reply(submission.reply());
  if (selection.stale) return reply(submission.reply({ formErrors: ["lanes:rules.staleSelection"] }));

  const { laneIds, lanes } = selection;
  const count = await getPatientCount(deps.client, deps.orgId, laneIds);
  if (spec.needsPatients && count.ok && count.data.count <= 0) {
    return reply(submission.reply({ formErrors: ["lanes:rules.noPatients"] }));
  }
  const patients = count.ok ? count.data.count : 0;
  const { value: attempt } = await once<Attempt>(deps.coordinator, scope, key, () =>
    spec.act(deps, submission.value, { laneIds, lanes, patients, key }),
  );
  if ("failure" in attempt) {
    await forget(deps.coordinator, scope, key);
    return reply(
      replyWithFailure(submission, signedOffInOurWords(attempt.failure), {
        fields: spec.fields,
        fieldMap: FIELD_MAP,
        genericKey: spec.failureKey,
      }),
    );
  }
  return { kind: "outcome", day, outcome: attempt.outcome };
}
