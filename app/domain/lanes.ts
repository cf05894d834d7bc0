import { addCalendarDays, daysBetween, formatDisplayDate, zonedCalendarDate } from "./format";

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

export function isCancelReason(value: unknown): value is CancelReasonKey {
  return CANCEL_REASONS.some((r) => r.key === value);
}

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
  return LANE_VIEWS.find((view) => view === value) ?? null;
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
export function hostPlaceholderKey(
  hostIds: readonly string[],
): "lanes:update.oneHost" | "lanes:update.multipleHosts" {
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
      if (noPatients)
        return { acceptEnabled: true, submitEnabled: false, reasonKey: "lanes:rules.noPatients" };
      if (!state.messageText.trim())
        return { acceptEnabled: true, submitEnabled: false, reasonKey: "lanes:rules.messageRequired" };
      return { acceptEnabled: true, submitEnabled: true, reasonKey: null };
    }
  }
}

/**
 * What restores one rescheduled lane (spec part 1 §3 "Undo-reschedule item"): where it was
 * (start and end in milliseconds), its host then, and the days it moved. Sent with the undo so a
 * backend need not remember the batch.
 */
export interface UndoItem {
  clinicAppointmentId: string;
  startDate: number;
  endDate: number;
  host: { id: string; name: string } | null;
  diff: number;
}

/** The undo items of lanes as they were before a reschedule that moved them `diff` days. */
export function undoItemsOf(
  lanes: ReadonlyArray<{
    id: string;
    startDate: string | number;
    endDate: string | number;
    host?: { id: string; name: string } | null;
  }>,
  diff: number,
): UndoItem[] {
  const ms = (value: string | number) => (typeof value === "number" ? value : Date.parse(value));
  return lanes.map((lane) => ({
    clinicAppointmentId: lane.id,
    startDate: ms(lane.startDate),
    endDate: ms(lane.endDate),
    host: lane.host ? { id: lane.host.id, name: lane.host.name } : null,
    diff,
  }));
}
