import type { FullCarePlan } from "./repo";
import { addDays } from "../time";
import type { CarePlan, CarePlanTask } from "./types";

/**
 * Copies a plan (a template, or a patient's plan) with new ids for the plan, its goals, tasks and
 * observation goals, so the copy and its source never share a row: editing one leaves the other.
 *
 * - `patient`: a patient plan from a template. It starts on `startDate`; each task is due on the
 *   start plus (week - 1) weeks, tasks of week 1 are ACTIVE and the others PENDING; its status is
 *   AwaitingTesting and `usedTemplateId` the source.
 * - `template`: a new template (save as template): no patient, dates or progress; every task PENDING.
 *
 * Tasks come out parents first, so they can be inserted in order with foreign keys checked.
 */
export function copyPlan(
  source: FullCarePlan,
  into:
    | {
        kind: "patient";
        patientId: string;
        organizationId: string;
        ownerId?: string | null;
        startDate: string;
      }
    | { kind: "template"; name: string },
  id: (prefix: string) => string,
  now: Date,
): FullCarePlan {
  const dateCreated = now.toISOString();
  const base = source.plan;
  const plan: CarePlan =
    into.kind === "patient"
      ? {
          ...base,
          id: id("careplan"),
          organizationId: into.organizationId,
          ownerId: into.ownerId === undefined ? base.ownerId : into.ownerId,
          patientId: into.patientId,
          isTemplate: false,
          isPublic: false,
          usedTemplateId: base.id,
          startDate: into.startDate,
          carePlanStatus: "AwaitingTesting",
          taskIds: [],
          dateCreated,
        }
      : {
          ...base,
          id: id("careplan"),
          name: into.name,
          patientId: null,
          isTemplate: true,
          isPublic: false,
          usedTemplateId: null,
          startDate: null,
          carePlanStatus: null,
          taskIds: [],
          dateCreated,
        };
  const goalIds = new Map(source.goals.map((g) => [g.id, id("goal")]));
  const goals = source.goals.map((g) => ({ ...g, id: goalIds.get(g.id)!, carePlanId: plan.id }));
  const taskIds = new Map(source.tasks.map((t) => [t.id, id("ptask")]));
  const ordered = [
    ...source.tasks.filter((t) => t.parentTaskId === null),
    ...source.tasks.filter((t) => t.parentTaskId !== null),
  ];
  const tasks = ordered.map((t): CarePlanTask => ({
    ...t,
    id: taskIds.get(t.id)!,
    carePlanId: plan.id,
    goalId: goalIds.get(t.goalId)!,
    parentTaskId: t.parentTaskId === null ? null : (taskIds.get(t.parentTaskId) ?? null),
    status: into.kind === "patient" && t.week === 1 ? "ACTIVE" : "PENDING",
    dueDate: into.kind === "patient" ? dueDate(into.startDate, t.week) : null,
    completedAt: null,
    observationGoals: t.observationGoals.map((o) => ({ ...o, id: id("obsgoal") })),
    dateCreated,
  }));
  return { plan, goals, tasks };
}

/** A patient plan's task is due on the plan's start plus (week - 1) weeks. */
export function dueDate(startDate: string, week: number): string {
  return addDays(startDate, (week - 1) * 7);
}
