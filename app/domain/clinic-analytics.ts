/**
 * Clinics analytics (issue 15, decision 033): the range counted, what a set of clinics adds up
 * to, and how full they are. Pure rules; the counting is the upstream's.
 */

import { addCalendarDays, formatDisplayDate } from "./format";
import type { ListQuery, ListSpec } from "./list-query";
import { organizationPath } from "./organizations";

/** The longest range counted at once, both ends included (the reference upstream's limit too). */
export const MAX_ANALYTICS_DAYS = 92;
/** The range shown before one is chosen: the week behind and the week ahead. */
const DEFAULT_DAYS_BACK = 7;
const DEFAULT_DAYS_AHEAD = 7;

/** The page's one filter, a date range (`?dayFrom=&dayTo=`), through the list building block. */
export const ANALYTICS_RANGE_SPEC: ListSpec = {
  id: "clinicsAnalytics",
  filters: [
    { kind: "dateRange", name: "day", label: "orgPages:analytics.range", maxDays: MAX_ANALYTICS_DAYS },
  ],
  pageSizes: [1],
};

export interface AnalyticsRange {
  from: string;
  to: string;
}

/**
 * The range to count: the one asked for, or around today where none (or a refused one) is.
 * One bound alone keeps the default's length from it.
 */
export function analyticsRange(query: ListQuery, today: string): AnalyticsRange {
  const from = query.filters.dayFrom;
  const to = query.filters.dayTo;
  if (from && to) return { from, to };
  if (from) return { from, to: addCalendarDays(from, DEFAULT_DAYS_BACK + DEFAULT_DAYS_AHEAD) };
  if (to) return { from: addCalendarDays(to, -(DEFAULT_DAYS_BACK + DEFAULT_DAYS_AHEAD)), to };
  return { from: addCalendarDays(today, -DEFAULT_DAYS_BACK), to: addCalendarDays(today, DEFAULT_DAYS_AHEAD) };
}

/** The range as the wire takes it (MM/dd/yyyy). */
export function wireRange(range: AnalyticsRange) {
  return { startDate: formatDisplayDate(range.from), endDate: formatDisplayDate(range.to) };
}

export interface ClinicCounts {
  lanes: number;
  capacity: number;
  scheduled: number;
  completed: number;
  cancelled: number;
  missed: number;
}

/** Places taken: bookings still on (scheduled) or kept (completed). */
export function placesTaken(counts: Pick<ClinicCounts, "scheduled" | "completed">): number {
  return counts.scheduled + counts.completed;
}

/** Places taken over places offered, 0–1 (over 1 when a lane is overbooked); null with no places. */
export function utilization(counts: ClinicCounts): number | null {
  return counts.capacity > 0 ? placesTaken(counts) / counts.capacity : null;
}

/** The clinics' counts added up, and how many had any lane in the range. */
export function totalsOf(rows: readonly ClinicCounts[]): ClinicCounts & { activeClinics: number } {
  const total = {
    lanes: 0,
    capacity: 0,
    scheduled: 0,
    completed: 0,
    cancelled: 0,
    missed: 0,
    activeClinics: 0,
  };
  for (const row of rows) {
    total.lanes += row.lanes;
    total.capacity += row.capacity;
    total.scheduled += row.scheduled;
    total.completed += row.completed;
    total.cancelled += row.cancelled;
    total.missed += row.missed;
    if (row.lanes > 0) total.activeClinics += 1;
  }
  return total;
}

export function clinicsAnalyticsPath(orgId: string): string {
  return organizationPath(orgId, "clinics", "analytics");
}

/** A vaccination appointment's outcomes, in the order the charts stack them. */
export const VACCINATION_STATUSES = ["vaccinated", "scheduled", "missed", "cancelled"] as const;
export type VaccinationCounts = Record<(typeof VACCINATION_STATUSES)[number], number>;

interface ClinicVaccinationRows {
  vaccines: ReadonlyArray<{ vaccineType: string } & VaccinationCounts>;
}

const noVaccinations = (): VaccinationCounts => ({ vaccinated: 0, scheduled: 0, missed: 0, cancelled: 0 });

function addInto(total: VaccinationCounts, counts: VaccinationCounts) {
  for (const key of VACCINATION_STATUSES) total[key] += counts[key];
}

/** One clinic's vaccinations, every vaccine type added up. */
export function clinicVaccinationTotals(clinic: ClinicVaccinationRows): VaccinationCounts {
  const total = noVaccinations();
  for (const vaccine of clinic.vaccines) addInto(total, vaccine);
  return total;
}

/** The tree's vaccinations per vaccine type, every clinic added up, in the order first met. */
export function vaccinationsByType(
  clinics: readonly ClinicVaccinationRows[],
): Array<{ vaccineType: string } & VaccinationCounts> {
  const byType = new Map<string, VaccinationCounts>();
  for (const clinic of clinics) {
    for (const vaccine of clinic.vaccines) {
      const total = byType.get(vaccine.vaccineType) ?? noVaccinations();
      addInto(total, vaccine);
      byType.set(vaccine.vaccineType, total);
    }
  }
  return [...byType.entries()].map(([vaccineType, counts]) => ({ vaccineType, ...counts }));
}
