import { addCalendarDays } from "./format";

/**
 * The provider home's summary of the coming days, from one read of the organization's lanes:
 * booked patients per day and how the lanes spread over the clinics.
 */

export interface LaneForSummary {
  /** The lane's calendar date ("yyyy-MM-dd") in its clinic's time zone. */
  day: string;
  clinicName: string | null | undefined;
  patientCount: number | null | undefined;
}

export interface LaneSummary {
  days: Array<{ date: string; patients: number; lanes: number }>;
  /** Lanes per clinic, largest first; past `maxClinics` the rest are one "other" entry. */
  clinics: Array<{ name: string | null; lanes: number }>;
}

export const SUMMARY_DAYS = 14;

export function summarizeLanes(
  lanes: readonly LaneForSummary[],
  firstDay: string,
  dayCount = SUMMARY_DAYS,
  maxClinics = 5,
): LaneSummary {
  const days = Array.from({ length: dayCount }, (_, i) => ({
    date: addCalendarDays(firstDay, i),
    patients: 0,
    lanes: 0,
  }));
  const byDate = new Map(days.map((d) => [d.date, d]));
  const clinics = new Map<string, number>();
  for (const lane of lanes) {
    const day = byDate.get(lane.day);
    if (!day) continue;
    day.lanes += 1;
    day.patients += Math.max(0, lane.patientCount ?? 0);
    const name = lane.clinicName?.trim() || "";
    clinics.set(name, (clinics.get(name) ?? 0) + 1);
  }
  const sorted = [...clinics.entries()]
    .filter(([name]) => name !== "")
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shown = sorted.slice(0, maxClinics).map(([name, count]) => ({ name, lanes: count }));
  const other = sorted.slice(maxClinics).reduce((sum, [, count]) => sum + count, 0) + (clinics.get("") ?? 0);
  return { days, clinics: other > 0 ? [...shown, { name: null, lanes: other }] : shown };
}
