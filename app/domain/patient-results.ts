/**
 * Test results, task and care plan states as patients see them (spec part 2 §3, §4). Pure rules.
 * The statuses are the vocabulary's and a raw result's reading the contract's, both sides alike.
 */
import { CARE_PLAN_STATUSES, taskStatusOf, type CarePlanStatus, type TaskStatus } from "@contract/vocabulary";
import { testResultOf, type TestResult } from "@contract/test-results";

export {
  CARE_PLAN_STATUSES,
  TASK_STATUSES,
  taskStatusOf,
  type CarePlanStatus,
  type TaskStatus,
} from "@contract/vocabulary";
export { testResultOf, type TestResult } from "@contract/test-results";

/** A result whose report (PDF) exists: everything but one still at the lab. */
export function isFinalResult(result: TestResult | null): result is Exclude<TestResult, "RESULT_AWAITED"> {
  return result !== null && result !== "RESULT_AWAITED";
}

/**
 * The tests of a list of tasks that have a result, each with it, the most recently taken first:
 * what the dashboard, the patient's health record and the staff's record list.
 */
export function testsWithResults<T extends { testResult?: number | string | null; dueDate?: string | null }>(
  tasks: readonly T[],
): Array<{ task: T; result: TestResult }> {
  return tasks
    .map((task) => ({ task, result: testResultOf(task.testResult) }))
    .filter((entry): entry is { task: T; result: TestResult } => entry.result !== null)
    .sort((a, b) => (b.task.dueDate ?? "").localeCompare(a.task.dueDate ?? ""));
}

/** A care plan status by name or by observation value; null when it is none of the known five. */
export function carePlanStatusOf(value: string | number | null | undefined): CarePlanStatus | null {
  if (value === null || value === undefined || value === "") return null;
  const names = Object.keys(CARE_PLAN_STATUSES) as CarePlanStatus[];
  if (typeof value === "string") {
    const byName = names.find((n) => n.toLowerCase() === value.trim().toLowerCase());
    if (byName) return byName;
    if (!/^-?\d+$/.test(value.trim())) return null;
  }
  const number = Number(value);
  return names.find((n) => CARE_PLAN_STATUSES[n] === number) ?? null;
}

const BOOKED: readonly TaskStatus[] = ["SCHEDULED", "ACTIVE", "READY"];

export interface TaskTiming {
  status?: string | null;
  dueDate?: string | null;
}

/** Booked and not yet past. */
export function isUpcoming(task: TaskTiming, now: Date): boolean {
  const status = taskStatusOf(task.status);
  if (!status || !BOOKED.includes(status) || !task.dueDate) return false;
  const due = new Date(task.dueDate).getTime();
  return Number.isFinite(due) && due >= now.getTime();
}

/** An unbooked appointment (the patient still has to pick a time: BOOK-APPOINTMENT). */
export function needsBooking(task: TaskTiming): boolean {
  return taskStatusOf(task.status) === "PENDING" && !task.dueDate;
}

/** Upcoming booked appointments can be cancelled and rescheduled. */
export function canChangeBooking(task: TaskTiming, now: Date): boolean {
  return isUpcoming(task, now);
}

/** The results a patient may report from a home test (spec part 2 §4 values): negative, positive, invalid. */
export const SELF_REPORTED_RESULTS = ["NEGATIVE", "POSITIVE", "INVALID"] as const;
export type SelfReportedResult = (typeof SELF_REPORTED_RESULTS)[number];
export const RESULT_VALUES: Record<SelfReportedResult, string> = {
  NEGATIVE: "0",
  POSITIVE: "1",
  INVALID: "-1",
};

export interface ObservationToDo {
  /** "read": a final result the patient has not read yet; "report": a home test awaiting their reading. */
  kind: "read" | "report";
  id: string;
  name: string;
  result: TestResult;
  dueDate: string | null;
}

/**
 * What the patient's observations ask of them (decision 045), newest first: a final result not yet
 * checked is to read, a home test whose result is awaited is to report. Lab results awaited and
 * results already read ask nothing.
 */
export function observationsToDo(
  list: ReadonlyArray<{
    id: string;
    name?: string | null;
    stringValue?: string | null;
    dueDate?: string | null;
    checked?: boolean | null;
    selfReport?: boolean | null;
  }>,
): ObservationToDo[] {
  const todo: ObservationToDo[] = [];
  for (const o of list) {
    const result = testResultOf(o.stringValue);
    if (result === null) continue;
    const base = { id: o.id, name: o.name ?? "", result, dueDate: o.dueDate ?? null };
    if (isFinalResult(result) && o.checked !== true) todo.push({ ...base, kind: "read" });
    else if (result === "RESULT_AWAITED" && o.selfReport === true) todo.push({ ...base, kind: "report" });
  }
  return todo.sort((a, b) => (b.dueDate ?? "").localeCompare(a.dueDate ?? ""));
}
