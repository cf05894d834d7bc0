import { describe, expect, it } from "vitest";
import { customStatus, displayStatus, matchesStatus } from "~/domain/organization-status";
import { cutName, rememberViewed } from "~/domain/recent-organizations";

describe("an organization's display status (spec part 1 §4)", () => {
  it("is Not Yet Scheduled without appointments", () => {
    expect(displayStatus({ total: 0, scheduled: 0, completed: 0 })).toBe("NOT_YET_SCHEDULED");
  });
  it("is Planned with appointments none of which are ahead or all done", () => {
    expect(displayStatus({ total: 3, scheduled: 0, completed: 1 })).toBe("PLANNED");
  });
  it("is Scheduled with appointments booked ahead", () => {
    expect(displayStatus({ total: 3, scheduled: 1, completed: 1 })).toBe("SCHEDULED");
  });
  it("is Completed when every appointment is completed", () => {
    expect(displayStatus({ total: 2, scheduled: 0, completed: 2 })).toBe("COMPLETED");
  });
  it("shows the approval status as the custom status when it is one of the eight, else the display status", () => {
    const counts = { total: 1, scheduled: 1, completed: 0 };
    expect(customStatus("NO EVENTS ADDED", counts)).toEqual({ kind: "approval", status: "NO EVENTS ADDED" });
    expect(customStatus("ARCHIVED", counts)).toEqual({ kind: "display", status: "SCHEDULED" });
    expect(customStatus(null, counts)).toEqual({ kind: "display", status: "SCHEDULED" });
  });
  it("filters by either kind of status", () => {
    const counts = { total: 0, scheduled: 0, completed: 0 };
    expect(matchesStatus("", "PENDING", counts)).toBe(true);
    expect(matchesStatus("NOT_YET_SCHEDULED", "PENDING", counts)).toBe(true);
    expect(matchesStatus("PENDING", "PENDING", counts)).toBe(true);
    expect(matchesStatus("CONFIRMED", "PENDING", counts)).toBe(false);
  });
});

describe("recently viewed organizations (spec part 2 §9)", () => {
  it("cuts names at 20 characters", () => {
    expect(cutName("Riverside Community Clinic")).toBe("Riverside Community…");
    expect(cutName("Riverside Community…").length).toBe(20);
    expect(cutName("Short")).toBe("Short");
  });
  it("keeps a list per parent, newest first, each organization once, five at most", () => {
    const p1 = { id: "p1", name: "Demo Health North Region" };
    let recent = rememberViewed(undefined, p1, { id: "a", name: "A" });
    for (const id of ["b", "c", "d", "e", "f"]) recent = rememberViewed(recent, p1, { id, name: id });
    recent = rememberViewed(recent, p1, { id: "d", name: "d" });
    expect(recent.p1!.items.map((o) => o.id)).toEqual(["d", "f", "e", "c", "b"]);
    expect(recent.p1!.parent).toBe("Demo Health North R…");
  });
  it("keeps the three parents viewed last, a top-level organization under its own key", () => {
    const parent = (id: string) => ({ id, name: id.toUpperCase() });
    let recent = rememberViewed(undefined, parent("p1"), { id: "a", name: "A" });
    recent = rememberViewed(recent, parent("p2"), { id: "b", name: "B" });
    recent = rememberViewed(recent, null, { id: "r", name: "Root" });
    recent = rememberViewed(recent, parent("p3"), { id: "c", name: "C" });
    expect(Object.keys(recent)).toEqual(["p2", "-", "p3"]);
  });
});
