import { describe, expect, it } from "vitest";
import { locationOf, renderCalendarFeed } from "~/http/icalendar.server";
import type { Feed } from "~/upstream/calendar-feeds.server";

/**
 * A provider's appointments as iCalendar (RFC 5545; decision 026): one VEVENT per appointment with
 * a stable UID, UTC times, the appointment's name (and the patient's only when opted in), the
 * clinic as LOCATION, cancelled ones as STATUS:CANCELLED; lines folded at 75 octets and text
 * escaped as the RFC says.
 */

const address = {
  address1: "12 Main St",
  address2: null,
  city: "Springfield",
  state: "IL",
  zipcode: "62701",
};
const feed = (changes: Partial<Feed> = {}): Feed => ({
  performerName: "Maya Patel",
  includePatientNames: false,
  appointments: [
    {
      id: "t-1",
      name: "Flu vaccination",
      status: "SCHEDULED",
      dueDate: "2026-11-25T15:30:00Z",
      endDate: "2026-11-25T15:45:00Z",
      location: { name: "Riverside Clinic", address, timeZoneId: "America/Chicago" },
      patientName: "Pat Rivera",
    },
    {
      id: "t-2",
      name: "COVID booster",
      status: "CANCELLED",
      dueDate: "2026-11-26T09:00:00.000Z",
      endDate: null,
      location: null,
      patientName: null,
    },
  ],
  ...changes,
});

/** The content lines, unfolded (a line starting with a space continues the one before). */
const unfold = (text: string) => text.replace(/\r\n /g, "").split("\r\n");
const events = (text: string) =>
  text
    .split("BEGIN:VEVENT")
    .slice(1)
    .map((block) => unfold(`BEGIN:VEVENT${block}`));
const prop = (lines: string[], name: string) =>
  lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);

describe("the calendar feed as iCalendar", () => {
  it("writes one event per appointment: stable UID, UTC times, name, clinic and status", () => {
    const text = renderCalendarFeed(feed(), "app.example");
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/\n/);
    expect(unfold(text)).toContain("X-WR-CALNAME:Maya Patel");
    const [first, second] = events(text);
    expect(prop(first!, "UID")).toBe("t-1@app.example");
    expect(prop(first!, "DTSTART")).toBe("20261125T153000Z");
    expect(prop(first!, "DTEND")).toBe("20261125T154500Z");
    expect(prop(first!, "SUMMARY")).toBe("Flu vaccination");
    expect(prop(first!, "LOCATION")).toBe("Riverside Clinic\\, 12 Main St\\, Springfield\\, IL 62701");
    expect(prop(first!, "STATUS")).toBe("CONFIRMED");
    // No end from the upstream: half an hour; no clinic: no LOCATION.
    expect(prop(second!, "UID")).toBe("t-2@app.example");
    expect(prop(second!, "DTEND")).toBe("20261126T093000Z");
    expect(prop(second!, "LOCATION")).toBeUndefined();
    expect(prop(second!, "STATUS")).toBe("CANCELLED");
    // The same appointment keeps its UID on every read.
    expect(prop(events(renderCalendarFeed(feed(), "app.example"))[0]!, "UID")).toBe("t-1@app.example");
  });

  it("leaves patient names out unless the provider opted in, whatever the upstream sent", () => {
    expect(renderCalendarFeed(feed(), "app.example")).not.toContain("Pat Rivera");
    const named = events(renderCalendarFeed(feed({ includePatientNames: true }), "app.example"));
    expect(prop(named[0]!, "SUMMARY")).toBe("Flu vaccination – Pat Rivera");
    expect(prop(named[1]!, "SUMMARY")).toBe("COVID booster");
  });

  it("escapes text and folds long lines at 75 octets, multi-byte characters whole", () => {
    const name = `${"予約 ".repeat(30)}a;b,c\\d\ne`;
    const text = renderCalendarFeed(
      feed({ appointments: [{ ...feed().appointments[0]!, name, status: null }] }),
      "app.example",
    );
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const summary = prop(events(text)[0]!, "SUMMARY")!;
    expect(summary).toBe(`${"予約 ".repeat(30)}a\\;b\\,c\\\\d\\ne`);
    expect(text).not.toContain("\uFFFD");
  });

  it("skips an appointment without a readable start and keeps an end only after the start", () => {
    const base = feed().appointments[0]!;
    const text = renderCalendarFeed(
      feed({
        appointments: [
          { ...base, id: "bad", dueDate: "not a date" },
          { ...base, id: "t-3", endDate: "2026-11-25T15:00:00Z" },
        ],
      }),
      "app.example",
    );
    const all = events(text);
    expect(all.map((e) => prop(e, "UID"))).toEqual(["t-3@app.example"]);
    expect(prop(all[0]!, "DTEND")).toBe("20261125T160000Z");
  });

  it("writes the clinic's name and address on one line, skipping what is missing", () => {
    const base = feed().appointments[0]!;
    expect(locationOf(base)).toBe("Riverside Clinic, 12 Main St, Springfield, IL 62701");
    expect(locationOf({ ...base, location: { name: "Lakeside", address: null } })).toBe("Lakeside");
    expect(locationOf({ ...base, location: null })).toBe("");
  });
});
