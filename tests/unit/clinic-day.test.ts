import { describe, expect, it } from "vitest";
import {
  clinicDayPath,
  clockLabel,
  dayFrom,
  gridHours,
  gridSlots,
  gridTimes,
  isQuarterHour,
  laneCells,
  laneRefusalKey,
  laneTimes,
  massActionsPath,
  pickedRange,
  timeOptions,
} from "~/domain/clinic-day";
import { weekFrom } from "~/domain/clinic-setup";
import { hoursFormSchema, laneFormSchema, specialDateSchema } from "~/domain/clinic-setup-schemas";

describe("the clinic time grid (spec part 2 §9)", () => {
  it("runs from 8:00 to 16:30 in 15-minute steps", () => {
    const times = gridTimes();
    expect(times[0]).toBe("08:00");
    expect(times.at(-1)).toBe("16:15");
    expect(times).toHaveLength(34);
    expect(gridHours().map((h) => h.span)).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 2]);
  });

  it("puts each column at the clinic's wall clock, also on the days the clocks change", () => {
    // 2026-03-08: New York moves from -05:00 to -04:00 at 2:00.
    const spring = gridSlots("2026-03-08", "America/New_York");
    expect(spring[0]).toEqual({
      time: "08:00",
      start: "2026-03-08T12:00:00.000Z",
      end: "2026-03-08T12:15:00.000Z",
    });
    // 2026-11-01: back to -05:00.
    expect(gridSlots("2026-11-01", "America/New_York")[0]!.start).toBe("2026-11-01T13:00:00.000Z");
    // Phoenix keeps -07:00 all year.
    expect(gridSlots("2026-03-08", "America/Phoenix")[0]!.start).toBe("2026-03-08T15:00:00.000Z");
  });

  it("places a lane across the grid, clipping what lies outside it", () => {
    expect(laneCells({ startTime: "09:00", endTime: "12:00" })).toEqual([
      { kind: "gap", span: 4 },
      { kind: "lane", span: 12 },
      { kind: "gap", span: 18 },
    ]);
    expect(laneCells({ startTime: "07:00", endTime: "18:00" })).toEqual([{ kind: "lane", span: 34 }]);
    expect(laneCells({ startTime: "17:00", endTime: "18:00" })).toEqual([{ kind: "gap", span: 34 }]);
  });

  it("reads a lane's wall-clock times on its day in the clinic's zone", () => {
    const lane = { startDate: "2026-03-08T13:00:00.000Z", endDate: "2026-03-08T16:30:00.000Z" };
    expect(laneTimes(lane, "2026-03-08", "America/New_York")).toEqual({
      startTime: "09:00",
      endTime: "12:30",
    });
    const late = { startDate: "2026-03-09T03:00:00.000Z", endDate: "2026-03-09T06:00:00.000Z" };
    expect(laneTimes(late, "2026-03-08", "America/Chicago").endTime).toBe("24:00");
  });

  it("turns a pick on the grid, either way round, into start and end times", () => {
    expect(pickedRange(4, 7)).toEqual({ startTime: "09:00", endTime: "10:00" });
    expect(pickedRange(7, 4)).toEqual({ startTime: "09:00", endTime: "10:00" });
    expect(pickedRange(33, 99)).toEqual({ startTime: "16:15", endTime: "16:30" });
  });

  it("offers quarter hours only", () => {
    expect(isQuarterHour("08:45")).toBe(true);
    expect(isQuarterHour("08:40")).toBe(false);
    expect(isQuarterHour("24:00")).toBe(false);
    expect(timeOptions("06:00", "07:00")).toEqual(["06:00", "06:15", "06:30", "06:45", "07:00"]);
  });

  it("takes the day from the URL or today in the clinic's zone", () => {
    const now = new Date("2026-11-27T03:00:00Z");
    expect(dayFrom("2026-12-01", "America/Chicago", now)).toBe("2026-12-01");
    expect(dayFrom("12/01/2026", "America/Chicago", now)).toBe("2026-11-26");
    expect(dayFrom(null, "Europe/Berlin", now)).toBe("2026-11-27");
  });

  it("writes times and paths", () => {
    expect(clockLabel("13:00", "en-US")).toBe("1:00 PM");
    expect(clinicDayPath("o 1", "c1", "2026-12-01")).toBe(
      "/provider/organizations/o%201/clinics/c1?date=2026-12-01",
    );
    expect(massActionsPath("c1", "2026-12-01")).toBe("/provider/organizations/c1/lanes?date=2026-12-01");
  });

  it("says the upstream's documented refusals in our words", () => {
    expect(laneRefusalKey("The day 12/01/2026 is signed off: its lanes cannot change")).toBe(
      "clinicSetup:refusals.signedOff",
    );
    expect(laneRefusalKey("The lane overlaps Dr A's lane from 09:00 to 10:00")).toBe(
      "clinicSetup:refusals.overlap",
    );
    expect(laneRefusalKey("The lane starts before the clinic opens at 08:00")).toBe(
      "clinicSetup:refusals.outsideHours",
    );
    expect(laneRefusalKey("The clinic is closed on 12/01/2026")).toBe("clinicSetup:refusals.closed");
    expect(laneRefusalKey("The end time must be after the start time")).toBe(
      "clinicSetup:refusals.endBeforeStart",
    );
    expect(laneRefusalKey("The clinic must open before it closes")).toBe(
      "clinicSetup:errors.openBeforeClose",
    );
    expect(laneRefusalKey("A special date must be in the future")).toBe("clinicSetup:errors.future");
    expect(laneRefusalKey("Something else")).toBeNull();
  });
});

describe("the clinic set-up forms", () => {
  const lane = { hostId: "p1", startTime: "09:00", endTime: "10:00", capacity: 12, slotMinutes: "15" };

  it("accepts a lane on quarter hours and refuses an end before the start", () => {
    expect(laneFormSchema.safeParse(lane).success).toBe(true);
    const refused = laneFormSchema.safeParse({ ...lane, endTime: "09:00" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["endTime", "clinicSetup:errors.endBeforeStart"],
    ]);
    expect(laneFormSchema.safeParse({ ...lane, startTime: "09:10" }).error?.issues[0]?.path).toEqual([
      "startTime",
    ]);
    expect(laneFormSchema.safeParse({ ...lane, capacity: 0 }).success).toBe(false);
  });

  it("wants both times of a weekday or neither, opening before closing", () => {
    expect(hoursFormSchema.safeParse({ open1: "08:00", close1: "17:00" }).success).toBe(true);
    const issues = (value: Record<string, string>) =>
      hoursFormSchema.safeParse(value).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ open1: "08:00" })).toEqual([["close1", "clinicSetup:errors.bothTimes"]]);
    expect(issues({ open2: "12:00", close2: "09:00" })).toEqual([
      ["close2", "clinicSetup:errors.openBeforeClose"],
    ]);
    expect(issues({ open3: "08:10", close3: "09:00" })).toEqual([
      ["open3", "clinicSetup:errors.quarterHour"],
    ]);
    expect(weekFrom({ open1: "08:00", close1: "17:00" })[1]).toEqual({
      weekday: 1,
      open: "08:00",
      close: "17:00",
    });
    expect(weekFrom({})[0]).toEqual({ weekday: 0, open: null, close: null });
  });

  it("wants a special date in the future, and hours unless closed", () => {
    const schema = specialDateSchema("2026-11-26");
    expect(schema.safeParse({ date: "2026-11-27", closed: "on" }).success).toBe(true);
    expect(schema.safeParse({ date: "2026-11-26", closed: "on" }).error?.issues[0]?.message).toBe(
      "clinicSetup:errors.future",
    );
    expect(
      schema.safeParse({ date: "2026-11-27", open: "09:00", close: "08:00" }).error?.issues[0]?.path,
    ).toEqual(["close"]);
  });
});
