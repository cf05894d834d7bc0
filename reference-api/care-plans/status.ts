import type { FullCarePlan } from "./repo";
import type { Store } from "../store";
import { CARE_PLAN_STATUSES, type CarePlanStatus } from "./types";

/**
 * Which statuses a plan may take (issue 38; the app's `carePlanStatusChoices` in
 * app/domain/care-plans.ts is the same rule for a backend that does not say): a test's progress
 * and results only on a plan that tests, that is one whose observation goals or service name a
 * test, or a plan of the patient area; the plan's current status is always kept. A walking plan
 * is never "Tested positive".
 */
export const TEST_STATUSES: readonly CarePlanStatus[] = [
  "AwaitingTestResults",
  "TestedPositive",
  "TestedNegative",
];

/** A name that says a test, as whole words: "COVID-19 lab test", "Testing"; not "Testosterone". */
export const namesATest = (name: string | null | undefined) => /\btest(?:s|ed|ing)?\b/i.test(name ?? "");

export function planTests(store: Store, { plan, tasks }: FullCarePlan): boolean {
  const observed = tasks.flatMap((task) =>
    task.observationGoals.map(
      (goal) => store.carePlans.observationType(goal.observationTypeId)?.name ?? goal.observationTypeName,
    ),
  );
  const service =
    plan.serviceTypeId === null ? undefined : store.patientArea.serviceType(plan.serviceTypeId)?.name;
  // The patient area's own plans (they hold its appointments by id) are the spec's vaccination
  // and testing plan, whose status is the patient's test: the five statuses are theirs.
  if (plan.taskIds.length > 0) return true;
  return [...observed, service].some(namesATest);
}

/**
 * The statuses the plan may take now, in the spec's order: the plan's `allowedStatuses` (an
 * extension of the plan's answer, so the app offers what this upstream accepts); for a template,
 * those its patients' plans may take.
 */
export function allowedStatuses(store: Store, full: FullCarePlan): CarePlanStatus[] {
  const tests = planTests(store, full);
  return CARE_PLAN_STATUSES.filter(
    (status) => tests || status === full.plan.carePlanStatus || !TEST_STATUSES.includes(status),
  );
}
