import type { Task } from "../types";

/**
 * A test's result as the patient's observation (decision 045): the mobile session lists them and
 * the observation calls act on them. The reference upstream keeps results on the tests, so an
 * observation's id is its test's; a backend with observations of their own sends their ids.
 */
export function observationOf(task: Task) {
  return {
    id: task.id,
    taskId: task.id,
    name: task.name ?? "",
    stringValue: task.testResult === undefined || task.testResult === null ? null : String(task.testResult),
    status: task.status,
    dueDate: task.dueDate ?? null,
    checked: task.resultChecked === true,
    selfReport: isSelfReported(task),
  };
}

/**
 * A test never sent to a lab whose result is awaited is one the patient reads at home (a rapid
 * test kit): only its result may come from the patient. A lab's result comes from the lab.
 */
export function isSelfReported(task: Task): boolean {
  return !task.elisOrderId && task.testResult === 2;
}

/** What a patient may report of a home test: 0 negative, 1 positive, -1 invalid (spec part 2 §4). */
export const SELF_REPORTED_VALUES = new Set(["0", "1", "-1"]);
