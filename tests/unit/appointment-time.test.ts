import { describe, expect, it } from "vitest";
import { appointmentTime, appointmentWhen, appointmentZone } from "../../app/domain/appointment-time";
import { APPOINTMENT_LIST, dueLabel, openingQuery } from "../../app/domain/appointments";
import { formatNumericDate } from "../../app/domain/format";
import { parseListQuery } from "../../app/domain/list-query";
import { pdfDate } from "../../reference-api/pdf";

/**
 * Issue 38 §3: one appointment reads the same on every screen, at its clinic's clock with the
 * zone's abbreviation, whatever the reader's own zone; dates people read are in their language's
 * form, in PDFs too.
 */

// 20:00 UTC is 1:00 PM in Phoenix (MST all year) and 3:00 PM in New York in December.
const DUE = "2026-12-07T20:00:00.000Z";
const PHOENIX = { location: { timeZoneId: "America/Phoenix" } };

describe("the appointment time rule", () => {
  it("reads an appointment in its clinic's zone, the reader's only when the clinic names none", () => {
    expect(appointmentZone(PHOENIX, "America/New_York")).toBe("America/Phoenix");
    expect(appointmentZone({ location: { timeZoneId: null } }, "America/New_York")).toBe("America/New_York");
    expect(appointmentZone({}, "UTC")).toBe("UTC");
  });

  it("says the time with the zone's abbreviation", () => {
    const zone = appointmentZone(PHOENIX, "UTC");
    expect(appointmentTime(DUE, zone, "en-US")).toBe("1:00 PM MST");
    expect(appointmentWhen(DUE, zone, "en-US")).toBe("Monday, December 7, 2026, 1:00 PM MST");
  });

  it("gives the staff list, the calendar and the patient's pages the same time", () => {
    const zone = appointmentZone(PHOENIX, "America/New_York");
    const time = appointmentTime(DUE, zone, "en-US");
    expect(dueLabel(DUE, zone, "en-US")).toBe(`12/07/2026 ${time}`);
    expect(appointmentWhen(DUE, zone, "en-US").endsWith(time)).toBe(true);
    // Not the reader's clock: the bug was 3:00 PM in one place and 1:00 PM MST in the other.
    expect(time).not.toContain("3:00");
  });

  it("puts an evening appointment on its clinic's day, not the reader's", () => {
    // 8:30 PM in Phoenix is already the next day in UTC.
    expect(appointmentWhen("2026-12-08T03:30:00.000Z", "America/Phoenix", "en-US")).toBe(
      "Monday, December 7, 2026, 8:30 PM MST",
    );
  });
});

describe("where the staff appointments list opens", () => {
  const parse = (search: string) => parseListQuery(APPOINTMENT_LIST, new URLSearchParams(search));

  it("opens on today and what comes next, soonest first, when the address asks for nothing", () => {
    const opened = openingQuery(parse(""), "", "2026-11-28");
    expect(opened.filters).toEqual({ dueFrom: "2026-11-28" });
    expect(opened.sort).toEqual({ field: "dueDate", direction: "asc" });
  });

  it("takes any address that asks for something as asked, so past appointments stay reachable", () => {
    for (const search of ["?location=org-1", "?saved=off", "?dueTo=2026-01-31", "?sort=status,asc"]) {
      const asked = parse(search.slice(1));
      expect(openingQuery(asked, search, "2026-11-28")).toBe(asked);
    }
  });
});

describe("dates in the reader's language", () => {
  it("writes a date as that language's date box does", () => {
    expect(formatNumericDate("2026-12-01", "en-US")).toBe("12/01/2026");
    expect(formatNumericDate("2026-12-01", "es-MX")).toBe("01/12/2026");
    expect(formatNumericDate("2026-12-01", "ja-JP")).toBe("2026/12/01");
    expect(formatNumericDate("not a date", "en-US")).toBe("not a date");
  });

  it("prints PDF dates in the language the app asks in, within the fonts' Latin-1", () => {
    expect(pdfDate("1980-03-04", "es-MX")).toBe("04/03/1980");
    expect(pdfDate("1980-03-04", "en-US")).toBe("03/04/1980");
    expect(pdfDate("1980-03-04", undefined)).toBe("03/04/1980");
    // A date of birth as the wire stores it.
    expect(pdfDate("03/04/1980", "es-MX")).toBe("04/03/1980");
    for (const language of ["ko-KR", "zh-CN", "zh-TW", "ja-JP", "hi-IN", "gu-IN", "vi-VN", "tl-PH"])
      expect(pdfDate("1980-03-04", language)).toMatch(/^[\x20-\xff]+$/);
  });
});
