/**
 * The calendar (spec part 2 §2 "Calendar (month, week, day)"): which period a URL shows, the
 * days of its grid, and where Previous and Next go. Dates are yyyy-mm-dd calendar days of the
 * user's time zone; the arithmetic runs on UTC dates so no zone or daylight change moves a day.
 */
import { isValidId } from "./ids";
import { isIsoDate } from "./lanes";

export const CALENDAR_VIEWS = ["month", "week", "day"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const CALENDAR_SCOPES = ["mine", "organization"] as const;
export type CalendarScope = (typeof CALENDAR_SCOPES)[number];

/** The first day of the week (0 Sunday, 1 Monday) where the user's language is spoken (CLDR). */
const MONDAY_FIRST = new Set(["vi-VN", "zh-CN"]);
export function weekStartOf(locale: string): 0 | 1 {
  return MONDAY_FIRST.has(locale) ? 1 : 0;
}

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  // The same day of the month, or the month's last when it is shorter (31 January → 28 February).
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return toIso(date);
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (iso: string) => toDate(iso).getUTCDay();

function startOfWeek(iso: string, weekStart: 0 | 1): string {
  return addDays(iso, -((weekdayOf(iso) - weekStart + 7) % 7));
}

export interface CalendarQuery {
  view: CalendarView;
  /** Any day in the period shown. */
  date: string;
  scope: CalendarScope;
  /** One provider's calendar instead (from their profile, decision 038): the scope does not apply. */
  performer?: string;
}

/** What a calendar URL asks for; anything unreadable falls back to this month of today. */
export function readCalendarQuery(
  search: URLSearchParams,
  today: string,
  defaultScope: CalendarScope,
): CalendarQuery {
  const view = search.get("view");
  const date = search.get("date");
  const scope = search.get("scope");
  const performer = search.get("performer");
  return {
    ...(isValidId(performer) ? { performer } : {}),
    view: (CALENDAR_VIEWS as readonly string[]).includes(view ?? "") ? (view as CalendarView) : "month",
    // Ten years either way is a calendar's reach; beyond it is a typo.
    date:
      isIsoDate(date) && Math.abs(Date.parse(date) - Date.parse(today)) < 10 * 366 * 86_400_000
        ? date
        : today,
    scope: (CALENDAR_SCOPES as readonly string[]).includes(scope ?? "")
      ? (scope as CalendarScope)
      : defaultScope,
  };
}

export function calendarHref(query: CalendarQuery): string {
  const params = new URLSearchParams({ view: query.view, date: query.date, scope: query.scope });
  if (query.performer) params.set("performer", query.performer);
  return `/provider/calendar?${params}`;
}

/** The days the view shows, first to last (a month: whole weeks around it, 35 or 42 days). */
export function periodDays(view: CalendarView, date: string, weekStart: 0 | 1): string[] {
  let first: string;
  let count: number;
  if (view === "day") {
    first = date;
    count = 1;
  } else if (view === "week") {
    first = startOfWeek(date, weekStart);
    count = 7;
  } else {
    const monthStart = `${date.slice(0, 8)}01`;
    first = startOfWeek(monthStart, weekStart);
    const monthEnd = addDays(addMonths(monthStart, 1), -1);
    const lastShown = addDays(startOfWeek(monthEnd, weekStart), 6);
    count = (Date.parse(lastShown) - Date.parse(first)) / 86_400_000 + 1;
  }
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

/** The same view one period earlier (-1) or later (1). */
export function shiftPeriod(view: CalendarView, date: string, step: -1 | 1): string {
  if (view === "month") return addMonths(`${date.slice(0, 8)}01`, step);
  return addDays(date, view === "week" ? 7 * step : step);
}

/** The days of the grid in rows of seven (a month's weeks); a day view is one row of one. */
export function weeksOf(days: readonly string[]): string[][] {
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}
