import { describe, expect, it } from "vitest";
import {
  buttonRule,
  cancellationReasonText,
  dayDiff,
  filterHosts,
  hostPlaceholderKey,
  isCancelReason,
  minimumDate,
  parseView,
  type PanelState,
} from "~/domain/lanes";
import { cancelSchema, messageSchema, updateSchema } from "~/domain/lanes-schemas";

const base: PanelState = {
  view: "update",
  hostChanged: false,
  dateChosen: false,
  reasonChosen: false,
  messageText: "",
  accepted: false,
  patientCount: 3,
};

describe("lane button rules", () => {
  it("update: accept waits for a host or date change; the button for accept and patients", () => {
    expect(buttonRule(base)).toEqual({
      acceptEnabled: false,
      submitEnabled: false,
      reasonKey: "lanes:rules.hostOrDate",
    });
    expect(buttonRule({ ...base, hostChanged: true })).toEqual({
      acceptEnabled: true,
      submitEnabled: false,
      reasonKey: "lanes:rules.accept",
    });
    expect(buttonRule({ ...base, dateChosen: true, accepted: true })).toEqual({
      acceptEnabled: true,
      submitEnabled: true,
      reasonKey: null,
    });
    expect(buttonRule({ ...base, dateChosen: true, accepted: true, patientCount: 0 })).toEqual({
      acceptEnabled: true,
      submitEnabled: false,
      reasonKey: "lanes:rules.noPatients",
    });
  });

  it("cancel: accept waits for a reason; zero patients does not block a cancel", () => {
    const cancel = { ...base, view: "cancel" as const };
    expect(buttonRule(cancel)).toEqual({
      acceptEnabled: false,
      submitEnabled: false,
      reasonKey: "lanes:rules.reason",
    });
    expect(buttonRule({ ...cancel, reasonChosen: true })).toEqual({
      acceptEnabled: true,
      submitEnabled: false,
      reasonKey: "lanes:rules.accept",
    });
    expect(buttonRule({ ...cancel, reasonChosen: true, accepted: true, patientCount: 0 })).toEqual({
      acceptEnabled: true,
      submitEnabled: true,
      reasonKey: null,
    });
  });

  it("message: needs text and patients", () => {
    const message = { ...base, view: "message" as const };
    expect(buttonRule(message).reasonKey).toBe("lanes:rules.messageRequired");
    expect(buttonRule({ ...message, messageText: "   " }).submitEnabled).toBe(false);
    expect(buttonRule({ ...message, messageText: "Clinic closes early", patientCount: 0 }).reasonKey).toBe(
      "lanes:rules.noPatients",
    );
    expect(buttonRule({ ...message, messageText: "Clinic closes early" }).submitEnabled).toBe(true);
  });
});

describe("lane helpers", () => {
  it("sends Other as 'Other - text' and the listed reasons as their labels", () => {
    expect(cancellationReasonText("other", "  flooded car park ")).toBe("Other - flooded car park");
    expect(cancellationReasonText("badWeather")).toBe("Bad Weather");
    expect(cancellationReasonText("staffing")).toBe("Staffing issues");
  });

  it("filters hosts by a case-insensitive substring", () => {
    const hosts = [{ name: "Dr. Maya Patel" }, { name: "Nurse Lin Chen" }, { name: "Dr. Hiro Tanaka" }];
    expect(filterHosts(hosts, "dr.").map((h) => h.name)).toEqual(["Dr. Maya Patel", "Dr. Hiro Tanaka"]);
    expect(filterHosts(hosts, "CHEN")).toEqual([{ name: "Nurse Lin Chen" }]);
    expect(filterHosts(hosts, "")).toHaveLength(3);
  });

  it("says one host or multiple hosts", () => {
    expect(hostPlaceholderKey(["a", "a"])).toBe("lanes:update.oneHost");
    expect(hostPlaceholderKey(["a", "b"])).toBe("lanes:update.multipleHosts");
  });

  it("takes today in the zone where it is already latest", () => {
    // 03:00 UTC: still the 21st in Chicago, already the 22nd in Tokyo.
    const now = new Date("2026-11-22T03:00:00Z");
    expect(minimumDate(["America/Chicago"], now)).toBe("2026-11-21");
    expect(minimumDate(["America/Chicago", "Asia/Tokyo"], now)).toBe("2026-11-22");
  });

  it("counts whole days between dates across month ends", () => {
    expect(dayDiff("2026-11-28", "2026-12-02")).toBe(4);
    expect(dayDiff("2026-12-02", "2026-11-28")).toBe(-4);
  });

  it("accepts only the three views", () => {
    expect(parseView("update")).toBe("update");
    expect(parseView("delete")).toBeNull();
  });

  it("knows the five cancel reasons and nothing else", () => {
    expect(["badWeather", "staffing", "supplies", "logistic", "other"].every(isCancelReason)).toBe(true);
    expect(isCancelReason("Bad Weather")).toBe(false);
    expect(isCancelReason(undefined)).toBe(false);
  });
});

describe("lane form schemas", () => {
  const update = updateSchema("2026-11-21");
  const errors = (result: {
    success: boolean;
    error?: { issues: Array<{ path: (string | number)[]; message: string }> };
  }) => (result.success ? [] : result.error!.issues.map((i) => `${i.path.join(".")}:${i.message}`));

  it("update needs a host or a date, not in the past, and Accept Changes", () => {
    expect(
      errors(update.safeParse({ intent: "update", day: "2026-11-21", lane: ["lane-1"], accept: "on" })),
    ).toEqual(["host:lanes:rules.hostOrDate"]);
    expect(
      errors(
        update.safeParse({
          intent: "update",
          day: "2026-11-21",
          lane: ["lane-1"],
          date: "2026-11-20",
          accept: "on",
        }),
      ),
    ).toEqual(["date:lanes:rules.notBeforeToday"]);
    expect(
      errors(
        update.safeParse({
          intent: "update",
          day: "2026-11-21",
          lane: ["lane-1"],
          date: "2026-02-30",
          accept: "on",
        }),
      )[0],
    ).toBe("date:lanes:rules.invalidDate");
    // All at once: nothing chosen and Accept not ticked.
    expect(errors(update.safeParse({ intent: "update", day: "2026-11-21", lane: ["lane-1"] }))).toEqual([
      "host:lanes:rules.hostOrDate",
      "accept:lanes:rules.accept",
    ]);
    expect(
      errors(update.safeParse({ intent: "update", day: "2026-11-21", lane: ["lane-1"], host: "perf-1" })),
    ).toEqual(["accept:lanes:rules.accept"]);
    expect(
      update.safeParse({
        intent: "update",
        day: "2026-11-21",
        lane: ["lane-1"],
        date: "2026-11-21",
        accept: "on",
      }).success,
    ).toBe(true);
  });

  it("needs at least one well-formed lane id", () => {
    expect(
      errors(update.safeParse({ intent: "update", day: "2026-11-21", lane: [], host: "p", accept: "on" })),
    ).toEqual(["lane:lanes:rules.selectLanes"]);
    expect(
      errors(
        update.safeParse({ intent: "update", day: "2026-11-21", lane: ["../x"], host: "p", accept: "on" }),
      ),
    ).toEqual(["lane.0:lanes:rules.selectLanes"]);
  });

  it("cancel needs a reason, and text for Other", () => {
    expect(
      errors(cancelSchema.safeParse({ intent: "cancel", day: "2026-11-21", lane: ["l"], accept: "on" })),
    ).toEqual(["reason:lanes:rules.reason"]);
    expect(errors(cancelSchema.safeParse({ intent: "cancel", day: "2026-11-21", lane: ["l"] }))).toEqual([
      "reason:lanes:rules.reason",
      "accept:lanes:rules.accept",
    ]);
    expect(
      errors(
        cancelSchema.safeParse({
          intent: "cancel",
          day: "2026-11-21",
          lane: ["l"],
          reason: "other",
          otherReason: " ",
          accept: "on",
        }),
      ),
    ).toEqual(["otherReason:lanes:rules.otherReason"]);
    expect(
      cancelSchema.safeParse({
        intent: "cancel",
        day: "2026-11-21",
        lane: ["l"],
        reason: "supplies",
        accept: "on",
      }).success,
    ).toBe(true);
  });

  it("message needs text", () => {
    expect(
      errors(messageSchema.safeParse({ intent: "message", day: "2026-11-21", lane: ["l"], message: "  " })),
    ).toEqual(["message:lanes:rules.messageRequired"]);
  });
});
