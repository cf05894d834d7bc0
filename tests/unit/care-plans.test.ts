import { describe, expect, it } from "vitest";
import { assignSchema, planSchema, taskSchema } from "~/domain/care-plan-schemas";
import {
  durationDays,
  durationParts,
  goalIsReadOnly,
  groupByWeek,
  missingFields,
  moveId,
  observationValueOf,
  planWeeks,
  taskTypeName,
} from "~/domain/care-plans";
import { parseMessage } from "~/domain/messages";

const keyOf = (message: string | undefined) => (message ? parseMessage(message).key : null);

describe("care plan duration (spec part 1 §9: weeks plus leftover days)", () => {
  it("splits days into whole weeks and the days left over", () => {
    expect(durationParts(0)).toEqual({ weeks: 0, days: 0 });
    expect(durationParts(6)).toEqual({ weeks: 0, days: 6 });
    expect(durationParts(7)).toEqual({ weeks: 1, days: 0 });
    expect(durationParts(31)).toEqual({ weeks: 4, days: 3 });
    expect(durationParts(-3)).toEqual({ weeks: 0, days: 0 });
  });
  it("joins weeks and days back into days", () => {
    expect(durationDays(4, 3)).toBe(31);
    expect(durationDays(0, 0)).toBe(0);
  });
  it("counts every week the plan touches as a week a task may fall in", () => {
    expect(planWeeks(7)).toBe(1);
    expect(planWeeks(8)).toBe(2);
    expect(planWeeks(84)).toBe(12);
    expect(planWeeks(0)).toBe(1);
  });
});

describe("goal status (spec part 1 §4, part 2 §4)", () => {
  it("lets ACTIVE, INACTIVE and new goals change", () => {
    expect(goalIsReadOnly("ACTIVE")).toBe(false);
    expect(goalIsReadOnly("INACTIVE")).toBe(false);
    expect(goalIsReadOnly(null)).toBe(false);
  });
  it("makes COMPLETED and every other status read-only", () => {
    expect(goalIsReadOnly("COMPLETED")).toBe(true);
    expect(goalIsReadOnly("CLOSED")).toBe(true);
    expect(goalIsReadOnly("active")).toBe(true);
  });
});

describe("grouping a goal's tasks by week", () => {
  it("orders weeks ascending and keeps the task order inside a week", () => {
    const tasks = [
      { id: "a", week: 3 },
      { id: "b", week: 1 },
      { id: "c", week: 3 },
      { id: "d", week: 1 },
    ];
    expect(groupByWeek(tasks).map((g) => [g.week, g.tasks.map((t) => t.id)])).toEqual([
      [1, ["b", "d"]],
      [3, ["a", "c"]],
    ]);
  });
  it("puts a subtask right after its parent in the same week, and alone when its parent is elsewhere", () => {
    const tasks = [
      { id: "sub", week: 2, parentTaskId: "p" },
      { id: "x", week: 2 },
      { id: "p", week: 2 },
      { id: "later", week: 4, parentTaskId: "p" },
    ];
    expect(groupByWeek(tasks).map((g) => g.tasks.map((t) => t.id))).toEqual([["x", "p", "sub"], ["later"]]);
  });
  it("gives no groups for no tasks", () => {
    expect(groupByWeek([])).toEqual([]);
  });
});

describe("moving an item up or down", () => {
  it("swaps with its neighbour", () => {
    expect(moveId(["a", "b", "c"], "b", "up")).toEqual(["b", "a", "c"]);
    expect(moveId(["a", "b", "c"], "b", "down")).toEqual(["a", "c", "b"]);
  });
  it("leaves the list alone at either end or for an unknown id", () => {
    expect(moveId(["a", "b"], "a", "up")).toEqual(["a", "b"]);
    expect(moveId(["a", "b"], "b", "down")).toEqual(["a", "b"]);
    expect(moveId(["a", "b"], "z", "up")).toEqual(["a", "b"]);
  });
});

describe("the missing-fields list (spec part 2 §5)", () => {
  const required = [
    { name: "name", label: "Task name" },
    { name: "taskTypeId", label: "Task type" },
    { name: "week", label: "Week" },
  ];
  it("names the empty required fields in form order", () => {
    expect(missingFields({ name: " ", taskTypeId: "2" }, required)).toEqual(["Task name", "Week"]);
  });
  it("is empty when every required field has a value", () => {
    expect(missingFields({ name: "Walk", taskTypeId: "5", week: "1" }, required)).toEqual([]);
  });
});

describe("task types, statuses and dates", () => {
  it("names task type ids (spec part 2 §9)", () => {
    expect(taskTypeName(1)).toBe("APPOINTMENT");
    expect(taskTypeName("7")).toBe("TEAM_TASK");
    expect(taskTypeName(9)).toBeNull();
  });
  it("gives each care plan status its observation value (spec part 2 §3)", () => {
    expect(observationValueOf("AwaitingTesting")).toBe(-1);
    expect(observationValueOf("AwaitingTestResults")).toBe(2);
    expect(observationValueOf("TestedPositive")).toBe(1);
    expect(observationValueOf("TestedNegative")).toBe(0);
    expect(observationValueOf("PatientClosedOut")).toBe(3);
    expect(observationValueOf("Other")).toBeNull();
  });
});

describe("the task form's schema", () => {
  const schema = taskSchema(4);
  it("asks a subtask for its week in the spec's words", () => {
    const result = taskSchema(4, true).safeParse({
      name: "Stretch",
      taskTypeId: "5",
      parentTaskId: "task-1",
    });
    expect(result.success).toBe(false);
    expect(keyOf(result.error?.flatten().fieldErrors.week?.[0])).toBe("carePlans:errors.subtaskWeekRequired");
  });
  it("asks a task for its week, beside every other missing field", () => {
    const result = schema.safeParse({ name: "", week: "" });
    const errors = result.error?.flatten().fieldErrors;
    expect(keyOf(errors?.week?.[0])).toBe("carePlans:errors.weekRequired");
    expect(keyOf(errors?.name?.[0])).toBe("carePlans:errors.taskNameRequired");
    expect(keyOf(errors?.taskTypeId?.[0])).toBe("carePlans:errors.taskTypeRequired");
  });
  it("refuses a week outside the plan and a count below 1", () => {
    const result = schema.safeParse({ name: "Visit", taskTypeId: "1", week: "5", count: "0" });
    const errors = result.error?.flatten().fieldErrors;
    expect(keyOf(errors?.count?.[0])).toBe("carePlans:errors.countInvalid");
    const week = schema.safeParse({ name: "Visit", taskTypeId: "1", week: "5" });
    expect(keyOf(week.error?.flatten().fieldErrors.week?.[0])).toBe("carePlans:errors.weekInvalid");
  });
  it("reads a good task into numbers", () => {
    const result = schema.safeParse({ name: "Walk", taskTypeId: "5", week: "2", count: "3" });
    expect(result.success && result.data).toMatchObject({ name: "Walk", taskTypeId: 5, week: 2, count: 3 });
  });
});

describe("the plan and assignment schemas", () => {
  it("needs a duration of at least one day, at most two years", () => {
    const none = planSchema.safeParse({ name: "Rehab", durationWeeks: "0", durationDays: "0" });
    expect(keyOf(none.error?.flatten().fieldErrors.durationWeeks?.[0])).toBe(
      "carePlans:errors.durationRequired",
    );
    const long = planSchema.safeParse({ name: "Rehab", durationWeeks: "104", durationDays: "6" });
    expect(keyOf(long.error?.flatten().fieldErrors.durationWeeks?.[0])).toBe(
      "carePlans:errors.durationTooLong",
    );
    expect(planSchema.safeParse({ name: "Rehab", durationWeeks: "4", durationDays: "3" }).success).toBe(true);
  });
  it("needs a real start date only when the user chooses a date", () => {
    expect(assignSchema.safeParse({ patientId: "pat-1", start: "today" }).success).toBe(true);
    const missing = assignSchema.safeParse({ patientId: "pat-1", start: "date" });
    expect(keyOf(missing.error?.flatten().fieldErrors.startDate?.[0])).toBe(
      "carePlans:errors.startDateRequired",
    );
    const unreal = assignSchema.safeParse({ patientId: "pat-1", start: "date", startDate: "2026-02-30" });
    expect(keyOf(unreal.error?.flatten().fieldErrors.startDate?.[0])).toBe(
      "carePlans:errors.startDateInvalid",
    );
  });
});
