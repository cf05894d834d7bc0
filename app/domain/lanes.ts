import { z } from "zod";
import { addCalendarDays, daysBetween, formatDisplayDate, zonedCalendarDate } from "./format";
import { ID_PATTERN } from "./ids";
import { msg } from "./messages";

/** Clinic-lane mass actions: the rules of spec part 1 §4, §5 and §9, free of I/O. */

/** The cancel reasons in the order the select shows them, with the text the upstream receives. */
export const CANCEL_REASONS = [
  { key: "badWeather", upstream: "Bad Weather" },
  { key: "staffing", upstream: "Staffing issues" },
  { key: "supplies", upstream: "Insufficient supplies" },
  { key: "logistic", upstream: "Logistic reason" },
  { key: "other", upstream: "Other" },
] as const;
export type CancelReasonKey = (typeof CANCEL_REASONS)[number]["key"];
const REASON_KEYS = CANCEL_REASONS.map((r) => r.key) as [CancelReasonKey, ...CancelReasonKey[]];

/** "Other" is sent as "Other - <text>" (spec part 1 §5). */
export function cancellationReasonText(reason: CancelReasonKey, otherText?: string): string {
  if (reason === "other") return `Other - ${(otherText ?? "").trim()}`;
  return CANCEL_REASONS.find((r) => r.key === reason)!.upstream;
}

/** The success dialog closes itself after five minutes (spec part 1 §9). */
export const RESULT_DIALOG_MS = 300_000;

export type LaneView = "update" | "cancel" | "message";
export const LANE_VIEWS: readonly LaneView[] = ["update", "cancel", "message"];

export function parseView(value: string | null | undefined): LaneView | null {
  return (LANE_VIEWS as readonly string[]).includes(value ?? "") ? (value as LaneView) : null;
}

/** "yyyy-MM-dd" of today in a time zone: the reschedule date may not be earlier. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return zonedCalendarDate(now, timeZone);
}

/** The earliest date allowed for lanes in these zones: today in the zone where it is latest. */
export function minimumDate(timeZones: readonly string[], now: Date = new Date()): string {
  const days = (timeZones.length ? timeZones : ["UTC"]).map((zone) => todayIn(zone, now));
  return days.sort().at(-1)!;
}

/** Whole days from one calendar date to another ("diff" of a reschedule request). */
export const dayDiff = daysBetween;

export const shiftDate = addCalendarDays;

export function isIsoDate(value: string | null | undefined): value is string {
  return typeof value === "string" && formatDisplayDate(value) !== value;
}

/** The host autocomplete's placeholder: one host shared by every selected lane, or several. */
export function hostPlaceholderKey(hostIds: readonly string[]): "lanes:update.oneHost" | "lanes:update.multipleHosts" {
  return new Set(hostIds).size > 1 ? "lanes:update.multipleHosts" : "lanes:update.oneHost";
}

/** The autocomplete filters hosts by a case-insensitive substring of the name. */
export function filterHosts<T extends { name: string }>(hosts: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...hosts];
  return hosts.filter((host) => host.name.toLocaleLowerCase().includes(needle));
}

export interface PanelState {
  view: LaneView;
  hostChanged: boolean;
  dateChosen: boolean;
  reasonChosen: boolean;
  messageText: string;
  accepted: boolean;
  patientCount: number | null;
}

export interface ButtonRule {
  /** Accept Changes can be ticked. */
  acceptEnabled: boolean;
  /** The action button can be pressed. */
  submitEnabled: boolean;
  /** Why not (the tooltip text), as an i18n key. */
  reasonKey: string | null;
}

/**
 * Spec part 1 §4/§5: Accept is disabled until a host or date change is made (update) or a reason
 * is chosen (cancel); the action button until Accept Changes is ticked and the patient count is
 * above zero (update and message); Message needs text.
 */
export function buttonRule(state: PanelState): ButtonRule {
  const noPatients = state.patientCount !== null && state.patientCount <= 0;
  switch (state.view) {
    case "update": {
      const acceptEnabled = state.hostChanged || state.dateChosen;
      if (!acceptEnabled) return { acceptEnabled, submitEnabled: false, reasonKey: "lanes:rules.hostOrDate" };
      if (noPatients) return { acceptEnabled, submitEnabled: false, reasonKey: "lanes:rules.noPatients" };
      if (!state.accepted) return { acceptEnabled, submitEnabled: false, reasonKey: "lanes:rules.accept" };
      return { acceptEnabled, submitEnabled: true, reasonKey: null };
    }
    case "cancel": {
      const acceptEnabled = state.reasonChosen;
      if (!acceptEnabled) return { acceptEnabled, submitEnabled: false, reasonKey: "lanes:rules.reason" };
      if (!state.accepted) return { acceptEnabled, submitEnabled: false, reasonKey: "lanes:rules.accept" };
      return { acceptEnabled, submitEnabled: true, reasonKey: null };
    }
    case "message": {
      if (noPatients) return { acceptEnabled: true, submitEnabled: false, reasonKey: "lanes:rules.noPatients" };
      if (!state.messageText.trim()) return { acceptEnabled: true, submitEnabled: false, reasonKey: "lanes:rules.messageRequired" };
      return { acceptEnabled: true, submitEnabled: true, reasonKey: null };
    }
  }
}

// ---- form schemas (the action parses with these; conform validates with them in the browser) ----

const laneIds = z
  .array(z.string().regex(ID_PATTERN, msg("lanes:rules.selectLanes")), { required_error: msg("lanes:rules.selectLanes") })
  .min(1, msg("lanes:rules.selectLanes"))
  .max(500, msg("lanes:rules.selectLanes"));

/** The day the page shows (the lanes' current date), carried by every panel form. */
const day = z.string().refine(isIsoDate, msg("lanes:rules.invalidDate"));
const idempotencyKey = z.string().regex(/^[A-Za-z0-9-]{8,64}$/).optional();

/**
 * Every rule is checked in one pass (zod skips object refinements when any field fails), so a
 * user sees all that is wrong at once: no host or date, a past date, Accept not ticked.
 */
export function updateSchema(minDate: string) {
  return z
    .object({
      intent: z.literal("update"),
      day,
      lane: laneIds,
      host: z.string().optional(),
      date: z.string().optional(),
      accept: z.string().optional(),
      idempotencyKey,
    })
    .superRefine((value, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      if (value.host && !ID_PATTERN.test(value.host)) issue("host", msg("lanes:rules.hostOrDate"));
      if (!value.host && !value.date) issue("host", msg("lanes:rules.hostOrDate"));
      if (value.date && !isIsoDate(value.date)) issue("date", msg("lanes:rules.invalidDate"));
      else if (value.date && value.date < minDate) issue("date", msg("lanes:rules.notBeforeToday"));
      if (value.accept !== "on") issue("accept", msg("lanes:rules.accept"));
    });
}

export const cancelSchema = z
  .object({
    intent: z.literal("cancel"),
    day,
    lane: laneIds,
    reason: z.string().optional(),
    otherReason: z.string().trim().max(200, msg("validation:tooLong", { max: 200 })).optional(),
    accept: z.string().optional(),
    idempotencyKey,
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (!(REASON_KEYS as readonly string[]).includes(value.reason ?? "")) issue("reason", msg("lanes:rules.reason"));
    if (value.reason === "other" && !value.otherReason) issue("otherReason", msg("lanes:rules.otherReason"));
    if (value.accept !== "on") issue("accept", msg("lanes:rules.accept"));
  })
  .transform((value) => ({ ...value, reason: value.reason as CancelReasonKey }));

export const messageSchema = z.object({
  intent: z.literal("message"),
    day,
  lane: laneIds,
  message: z
    .string({ required_error: msg("lanes:rules.messageRequired") })
    .trim()
    .min(1, msg("lanes:rules.messageRequired"))
    .max(1000, msg("validation:tooLong", { max: 1000 })),
  idempotencyKey,
});
