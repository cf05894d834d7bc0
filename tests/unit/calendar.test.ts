import { describe, expect, it } from "vitest";
import { periodDays, readCalendarQuery, shiftPeriod, weekStartOf, weeksOf } from "~/domain/calendar";
import { formatDateRange, formatMonthYear, weekdayNames } from "~/domain/format";

describe("the calendar's periods", () => {
  it("shows a month as whole weeks around it, from the language's first weekday", () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const sunday = periodDays("month", "2026-11-17", 0);
    expect(sunday[0]).toBe("2026-11-01");
    expect(sunday.at(-1)).toBe("2026-12-05");
    expect(sunday).toHaveLength(35);
    const monday = periodDays("month", "2026-11-17", 1);
    expect(monday[0]).toBe("2026-10-26");
    expect(monday.at(-1)).toBe("2026-12-06");
    expect(weeksOf(monday)).toHaveLength(6);
  });

  it("shows a week from its first day and a day alone", () => {
    expect(periodDays("week", "2026-11-24", 0)).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
    expect(periodDays("week", "2026-11-22", 1)[0]).toBe("2026-11-16");
    expect(periodDays("day", "2026-11-24", 0)).toEqual(["2026-11-24"]);
  });

  it("moves by a whole period, across months, years and short months", () => {
    expect(shiftPeriod("month", "2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftPeriod("month", "2026-03-31", -1)).toBe("2026-02-01");
    expect(shiftPeriod("week", "2026-12-29", 1)).toBe("2027-01-05");
    expect(shiftPeriod("day", "2028-03-01", -1)).toBe("2028-02-29");
  });

  it("reads the view, date and scope from the URL, falling back to this month of today", () => {
    const today = "2026-11-24";
    expect(
      readCalendarQuery(new URLSearchParams("view=week&date=2027-01-05&scope=organization"), today, "mine"),
    ).toEqual({
      view: "week",
      date: "2027-01-05",
      scope: "organization",
    });
    expect(
      readCalendarQuery(new URLSearchParams("view=year&date=2026-02-30&scope=all"), today, "mine"),
    ).toEqual({
      view: "month",
      date: today,
      scope: "mine",
    });
    expect(readCalendarQuery(new URLSearchParams("date=2200-01-01"), today, "organization").date).toBe(today);
  });

  it("names periods and weekdays in the user's language, with the week starting where it does there", () => {
    expect(weekStartOf("en-US")).toBe(0);
    expect(weekStartOf("vi-VN")).toBe(1);
    expect(formatMonthYear("2026-11-24", "en-US")).toBe("November 2026");
    expect(formatMonthYear("2026-11-24", "es-MX")).toBe("noviembre de 2026");
    // Intl puts thin spaces around the dash.
    expect(formatDateRange("2026-11-22", "2026-11-28", "en-US")).toMatch(/^Nov 22\s–\s28, 2026$/u);
    expect(weekdayNames(0, "en-US")[0]).toBe("Sun");
    expect(weekdayNames(1, "en-US", "long")[6]).toBe("Sunday");
  });
});
