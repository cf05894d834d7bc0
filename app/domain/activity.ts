/**
 * The live activity feed's rules (spec part 2 §4): which incoming activities are shown and where
 * each one goes once its full record has been fetched (after ACTIVITY_FETCH_DELAY_MS).
 */

export const DEFAULT_ACTIVITY_TYPES = [
  "ASSESSMENT_REPORT",
  "QUARANTINE_CONTACT",
  "LOCATION",
  "NOTE",
] as const;

/** Doctor-authored activities pass only for these types (or a COVID19LAB observation). */
const DOCTOR_TYPES = new Set(["TASK", "MEDICATION_REPORT", "NOTE", "ASSESSMENT_REPORT"]);

/** Spec part 2 §9: the full activity is fetched two seconds after it was announced. */
export const ACTIVITY_FETCH_DELAY_MS = 2000;

export interface ActivitySummary {
  entityType: string;
  entityName?: string | null;
  actorAccountRole?: string | null;
}

/** Patient-authored activities always pass the author rule; doctor-authored ones only for some types. */
export function passesAuthorRule(activity: ActivitySummary): boolean {
  const role = (activity.actorAccountRole ?? "").toUpperCase();
  if (role === "PATIENT") return true;
  if (role === "DOCTOR") {
    if (DOCTOR_TYPES.has(activity.entityType)) return true;
    return activity.entityType === "OBSERVATION" && activity.entityName === "COVID19LAB";
  }
  return false;
}

/** Shown when its type is among the chosen types (by default the four of the spec) and it passes the author rule. */
export function shouldShowActivity(
  activity: ActivitySummary,
  types: readonly string[] = DEFAULT_ACTIVITY_TYPES,
): boolean {
  return types.includes(activity.entityType) && passesAuthorRule(activity);
}

export type ActivityStream =
  | "daily-assessment"
  | "assessment"
  | "observation"
  | "medication"
  | "note"
  | "location"
  | "quarantine"
  | "task"
  | "care-plan"
  | "other";

/** Where a full activity goes: assessment reports whose name contains "Daily" go to the daily stream. */
export function routeActivity(
  activity: ActivitySummary & { assessmentReportResource?: { assessmentName?: string | null } | null },
): ActivityStream {
  switch (activity.entityType) {
    case "ASSESSMENT_REPORT": {
      const name = activity.assessmentReportResource?.assessmentName ?? activity.entityName ?? "";
      return name.includes("Daily") ? "daily-assessment" : "assessment";
    }
    case "OBSERVATION":
      return "observation";
    case "MEDICATION_REPORT":
      return "medication";
    case "NOTE":
      return "note";
    case "LOCATION":
      return "location";
    case "QUARANTINE_CONTACT":
      return "quarantine";
    case "TASK":
      return "task";
    // A plan assigned to the patient (the reference upstream's CARE_PLAN, named after the plan).
    case "CARE_PLAN":
      return "care-plan";
    default:
      return "other";
  }
}

/** Capped exponential backoff for reconnecting: 1 s, 2 s, 4 s … at most 30 s, with jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** What of an activity's content its reader may see, decided per activity's organization. */
export interface ActivityRights {
  /** Its score, reading or medication (`patientRecord.read`). */
  clinical: boolean;
  /** A note's text (`notes.read` for a clinician's note, `patientRecord.read` for the patient's own). */
  note: boolean;
}

type WithContent = {
  note?: string | null;
  assessmentReportResource?: { score?: number | null; extraValue?: string | null } | null;
  exerciseReportResource?: unknown;
  observationResource?: { value?: string | number | null } | null;
  medicationReportResource?: { taken?: boolean | null } | null;
};

/**
 * The activity as a reader with these rights may see it: what happened and to whom, without the
 * clinical value or the note's text they may not read (minimum necessary, decision 015). A
 * scheduler's feed still says "answered the PHQ-9"; only the record says the score.
 */
export function withheldFrom<T extends WithContent>(activity: T, rights: ActivityRights): T {
  if (rights.clinical && rights.note) return activity;
  const out: T = { ...activity };
  if (!rights.note && out.note != null) out.note = null;
  if (!rights.clinical) {
    if (out.assessmentReportResource)
      out.assessmentReportResource = { ...out.assessmentReportResource, score: null, extraValue: null };
    if (out.exerciseReportResource) out.exerciseReportResource = null;
    if (out.observationResource) out.observationResource = { ...out.observationResource, value: null };
    if (out.medicationReportResource)
      out.medicationReportResource = { ...out.medicationReportResource, taken: null };
  }
  return out;
}
