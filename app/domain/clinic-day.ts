/**
 * A clinic's day (issue 15, decision 032; spec part 2 §9 "clinic time grid"): the grid from 8:00
 * to 16:30 in 15-minute steps at the clinic's wall-clock time, where each lane sits in it, the
 * range a person picks on it, and the pages' paths. Instants come from `zonedInstant`, so a day
 * when the clocks change still has its columns at the right wall-clock times.
 */
import { isIsoDate } from "./lanes";
import { formatTime, zonedCalendarDate, zonedClockTime, zonedInstant } from "./format";

export const GRID = { start: "08:00", end: "16:30", stepMinutes: 15 } as const;
/** A time chosen in a form: any quarter hour of the day. */
export const QUARTER_HOUR = /^([01]\d|2[0-3]):(00|15|30|45)$/;
export const CLINIC_TYPE = "CLINIC";

export function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function fromMinutes(total: number): string {
  const clamped = Math.max(0, Math.min(24 * 60, total));
  return `${String(Math.floor(clamped / 60)).padStart(2, "0")}:${String(clamped % 60).padStart(2, "0")}`;
}

export function isQuarterHour(value: string | null | undefined): value is string {
  return typeof value === "string" && QUARTER_HOUR.test(value);
}

/** The wall-clock starts of the grid's columns: 08:00, 08:15, … 16:15 (34 columns). */
export function gridTimes(): string[] {
  const times: string[] = [];
  for (let m = toMinutes(GRID.start); m < toMinutes(GRID.end); m += GRID.stepMinutes)
    times.push(fromMinutes(m));
  return times;
}

/** The grid's columns of one day in a zone, each with the instants it covers. */
export function gridSlots(
  day: string,
  timeZone: string,
): Array<{ time: string; start: string; end: string }> {
  return gridTimes().map((time) => ({
    time,
    start: zonedInstant(day, time, timeZone),
    end: zonedInstant(day, fromMinutes(toMinutes(time) + GRID.stepMinutes), timeZone),
  }));
}

/** The grid's hour headings: each hour's first column and how many columns it spans. */
export function gridHours(): Array<{ time: string; span: number }> {
  const times = gridTimes();
  const hours: Array<{ time: string; span: number }> = [];
  for (const time of times) {
    const last = hours.at(-1);
    if (last && last.time.slice(0, 2) === time.slice(0, 2)) last.span++;
    else hours.push({ time, span: 1 });
  }
  return hours;
}

/** Times offered in a lane's and the hours' selects: every quarter hour from 06:00 to 22:00. */
export function timeOptions(from = "06:00", to = "22:00"): string[] {
  const options: string[] = [];
  for (let m = toMinutes(from); m <= toMinutes(to); m += GRID.stepMinutes) options.push(fromMinutes(m));
  return options;
}

export interface LaneTimes {
  /** Wall-clock start and end in the clinic's zone ("HH:mm"). */
  startTime: string;
  endTime: string;
}

/** A lane's wall-clock times on its clinic's day (an end on the next day reads 24:00). */
export function laneTimes(
  lane: { startDate: string; endDate: string },
  day: string,
  timeZone: string,
): LaneTimes {
  const endDay = zonedCalendarDate(lane.endDate, timeZone);
  return {
    startTime: zonedClockTime(lane.startDate, timeZone),
    endTime: endDay > day ? "24:00" : zonedClockTime(lane.endDate, timeZone),
  };
}

export type GridCell = { kind: "gap"; span: number } | { kind: "lane"; span: number };

/**
 * A lane's row across the grid: a gap before, the lane, a gap after (cells with no width are
 * left out). A lane wholly outside the grid is one gap; its times still show in its own cells.
 */
export function laneCells(times: LaneTimes): GridCell[] {
  const columns = gridTimes().length;
  const column = (time: string) =>
    Math.max(0, Math.min(columns, Math.round((toMinutes(time) - toMinutes(GRID.start)) / GRID.stepMinutes)));
  const from = column(times.startTime);
  const to = Math.max(from, column(times.endTime));
  const cells: GridCell[] = [
    { kind: "gap", span: from },
    { kind: "lane", span: to - from },
    { kind: "gap", span: columns - to },
  ];
  return cells.filter((c) => c.span > 0);
}

/** The range picked on the grid from one column to another, either way round, ends included. */
export function pickedRange(anchor: number, focus: number): LaneTimes {
  const times = gridTimes();
  const last = times.length - 1;
  const a = Math.max(0, Math.min(last, Math.min(anchor, focus)));
  const b = Math.max(0, Math.min(last, Math.max(anchor, focus)));
  return { startTime: times[a]!, endTime: fromMinutes(toMinutes(times[b]!) + GRID.stepMinutes) };
}

/** The day in the URL, or today in the clinic's zone. */
export function dayFrom(value: string | null | undefined, timeZone: string, now: Date = new Date()): string {
  return isIsoDate(value) ? value : zonedCalendarDate(now, timeZone);
}

const enc = encodeURIComponent;

export function clinicDayPath(orgId: string, clinicId: string, day?: string): string {
  const path = `/provider/organizations/${enc(orgId)}/clinics/${enc(clinicId)}`;
  return day ? `${path}?date=${day}` : path;
}

export function clinicPagePath(
  orgId: string,
  clinicId: string,
  page: "hours" | "schedule" | "audit" | "sign-off" | "bulk-delete" | "lanes/new",
  day?: string,
): string {
  const path = `/provider/organizations/${enc(orgId)}/clinics/${enc(clinicId)}/${page}`;
  return day ? `${path}?date=${day}` : path;
}

export function lanePath(orgId: string, clinicId: string, laneId: string, page: "edit" | "delete"): string {
  return `/provider/organizations/${enc(orgId)}/clinics/${enc(clinicId)}/lanes/${enc(laneId)}/${page}`;
}

/** The lanes page's mass actions for the clinic's day (spec part 1 §3). */
export function massActionsPath(clinicId: string, day: string): string {
  return `/provider/organizations/${enc(clinicId)}/lanes?date=${day}`;
}

/**
 * The upstream's refusal of a lane, in our words: its text is English, so the kinds the
 * reference upstream documents (decision 032) get our message; anything else is shown as it came.
 */
export function laneRefusalKey(message: string): string | null {
  if (/signed off/i.test(message)) return "clinicSetup:refusals.signedOff";
  if (/overlap/i.test(message)) return "clinicSetup:refusals.overlap";
  if (/closed on/i.test(message)) return "clinicSetup:refusals.closed";
  if (/opens at|closes at/i.test(message)) return "clinicSetup:refusals.outsideHours";
  if (/after the start/i.test(message)) return "clinicSetup:refusals.endBeforeStart";
  if (/open before it closes/i.test(message)) return "clinicSetup:errors.openBeforeClose";
  if (/in the future/i.test(message)) return "clinicSetup:errors.future";
  if (/quarter hour/i.test(message)) return "clinicSetup:errors.quarterHour";
  return null;
}

/** A wall-clock "HH:mm" as the language writes it ("1:00 PM", "13:00"), on no day in particular. */
export function clockLabel(time: string, locale: string): string {
  return formatTime(`2000-01-03T${time}:00Z`, "UTC", locale);
}
