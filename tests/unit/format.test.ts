import { describe, expect, it } from "vitest";
import {
  formatCompactNumber,
  zonedDayBounds,
  formatDisplayDate,
  formatDistance,
  formatInstantDate,
  formatLongDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatShortDate,
  formatTime,
  parseDisplayDate,
  relativeTime,
  weeksAndDays,
} from "~/domain/format";
import { SUPPORTED_LANGUAGES } from "@contract/languages";

describe("dates", () => {
  it("shows and parses MM/dd/yyyy", () => {
    expect(formatDisplayDate("2026-03-07")).toBe("03/07/2026");
    expect(parseDisplayDate("03/07/2026")).toBe("2026-03-07");
    expect(parseDisplayDate("02/30/2026")).toBeNull();
    expect(parseDisplayDate("2026-03-07")).toBeNull();
  });

  it("uses the calendar date of the clinic's zone, not the server's", () => {
    // 03:30 UTC on the 22nd is still the 21st in Chicago.
    expect(formatInstantDate("2026-11-22T03:30:00Z", "America/Chicago")).toBe("11/21/2026");
    expect(formatInstantDate("2026-11-22T03:30:00Z", "Asia/Tokyo")).toBe("11/22/2026");
  });

  it("shows times in the zone, in each language's convention", () => {
    expect(formatTime("2026-11-21T14:00:00Z", "America/New_York", "en-US")).toBe("9:00 AM");
    expect(formatTime("2026-11-21T14:00:00Z", "America/Chicago", "es-MX")).toMatch(/^8:00/);
    expect(formatTime("2026-11-21T14:00:00Z", "America/Phoenix", "ja-JP")).toBe("7:00");
  });

  it.each(SUPPORTED_LANGUAGES.map((l) => [l]))("spells out a long date in %s", (locale) => {
    const text = formatLongDate("2026-11-21", locale);
    expect(text).toMatch(/2026/);
    expect(text).not.toBe("2026-11-21");
  });

  it("spells out dates in the language", () => {
    expect(formatLongDate("2026-11-21", "en-US")).toBe("Saturday, November 21, 2026");
    expect(formatLongDate("2026-11-21", "es-MX")).toMatch(/sábado/);
    expect(formatLongDate("2026-11-21", "ko-KR")).toMatch(/토요일/);
  });
});

describe("relative time", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const ago = (seconds: number) => relativeTime(new Date(now.getTime() - seconds * 1000), now);
  it.each([
    [10, { key: "time.justNow" }],
    [70, { key: "time.minuteAgo" }],
    [5 * 60, { key: "time.minutesAgo", count: 5 }],
    [60 * 60, { key: "time.hourAgo" }],
    [5 * 3600, { key: "time.hoursAgo", count: 5 }],
    [26 * 3600, { key: "time.dayAgo" }],
    [5 * 86400, { key: "time.daysAgo", count: 5 }],
  ])("%d seconds ago is %j", (seconds, expected) => {
    expect(ago(seconds)).toEqual(expected);
  });

  it("never says something happened in the future", () => {
    expect(relativeTime(new Date(now.getTime() + 60_000), now)).toEqual({ key: "time.justNow" });
  });
});

describe("numbers, distances and money", () => {
  it.each([
    [999, "en-US", "999"],
    [1000, "en-US", "1K"],
    [1234, "en-US", "1.2K"],
    [1_500_000, "en-US", "1.5M"],
    [1234, "es-MX", "1.2K"],
    [2_250_000, "vi-VN", "2,3M"],
  ])("%d in %s is %s", (value, locale, expected) => {
    expect(formatCompactNumber(value, locale)).toBe(expected);
  });

  it.each([
    [12345, "en-US", "12,345"],
    [12345, "es-MX", "12,345"],
    [12345, "vi-VN", "12.345"],
    [1234.5, "hi-IN", "1,234.5"],
  ])("%d in full in %s is %s", (value, locale, expected) => {
    expect(formatNumber(value, locale)).toBe(expected);
  });

  it("writes shares and short dates in the user's language", () => {
    expect(formatPercent(0.25, "en-US")).toBe("25%");
    expect(formatPercent(0.125, "vi-VN")).toBe("12,5%");
    expect(formatShortDate("2026-11-24", "en-US")).toBe("11/24");
    expect(formatShortDate("2026-11-24", "es-MX")).toBe("24/11");
    expect(formatShortDate("2026-11-24", "ja-JP")).toBe("11/24");
    expect(formatShortDate("not a date", "en-US")).toBe("not a date");
  });

  it("converts miles to kilometres with the spec's factor", () => {
    expect(formatDistance(10, "mile", "en-US")).toBe("10 mi");
    expect(formatDistance(10, "kilometer", "en-US")).toBe("16.1 km");
  });

  it.each(SUPPORTED_LANGUAGES.map((l) => [l]))("formats money in %s", (locale) => {
    expect(formatMoney("1234.5", locale)).toMatch(/1.?234/);
  });

  it("shows a care plan duration as weeks and leftover days", () => {
    expect(weeksAndDays(17)).toEqual({ weeks: 2, days: 3 });
    expect(weeksAndDays(14)).toEqual({ weeks: 2, days: 0 });
  });
});

describe("zonedDayBounds", () => {
  it("gives the instants a day starts and ends at in the zone, across a clock change", () => {
    expect(zonedDayBounds("2026-11-20", "Asia/Kolkata")).toEqual({
      start: "2026-11-19T18:30:00.000Z",
      end: "2026-11-20T18:30:00.000Z",
    });
    // New York leaves daylight time at 02:00 on 1 November: that day has 25 hours.
    expect(zonedDayBounds("2026-11-01", "America/New_York")).toEqual({
      start: "2026-11-01T04:00:00.000Z",
      end: "2026-11-02T05:00:00.000Z",
    });
    expect(zonedDayBounds("2026-03-08", "America/New_York")).toEqual({
      start: "2026-03-08T05:00:00.000Z",
      end: "2026-03-09T04:00:00.000Z",
    });
  });
});
