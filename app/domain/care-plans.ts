/**
 * Care plan rules (spec part 1 §3 "Care plan", §4 "Goal", §9; part 2 §3 care plan statuses,
 * §4 task and goal statuses, §5, §9 task type ids). Pure: the pages and the upstream module read
 * these, the reference upstream keeps its own copy of the server-side rules.
 */
import { CARE_PLAN_STATUSES as CARE_PLAN_STATUS_VALUES, type CarePlanStatus } from "@contract/vocabulary";
import type { ListSpec } from "./list-query";

/** Task type ids (spec part 2 §9). */
export const TASK_TYPES = {
  APPOINTMENT: 1,
  ASSESSMENT: 2,
  EDUCATION: 3,
  MEDICATION: 4,
  EXERCISE: 5,
  FOOD: 6,
  TEAM_TASK: 7,
} as const;
export type TaskTypeName = keyof typeof TASK_TYPES;
export const TASK_TYPE_NAMES = Object.keys(TASK_TYPES) as TaskTypeName[];
export const TEAM_TASK_TYPE_ID = TASK_TYPES.TEAM_TASK;
/**
 * The task types whose kinds master data keeps (spec part 2 §1: the "Task Type" children
 * Appointment, Assessment, Education; issue 38 §1), read from `/api/meta/sub-type`.
 */
export const KIND_TASK_TYPE_NAMES = [
  "APPOINTMENT",
  "ASSESSMENT",
  "EDUCATION",
] as const satisfies readonly TaskTypeName[];

/** The required fields of a task, in form order, for "Please fill out the following fields:". */
export const TASK_REQUIRED_FIELDS = ["name", "taskTypeId", "week"] as const;

/** When a patient's plan starts: today, or a date the user types. */
export const START_CHOICES = ["today", "date"] as const;

export function taskTypeName(id: number | string | null | undefined): TaskTypeName | null {
  const n = Number(id);
  return TASK_TYPE_NAMES.find((name) => TASK_TYPES[name] === n) ?? null;
}

export const TASK_STATUSES = ["PENDING", "ACTIVE", "SCHEDULED", "COMPLETED", "MISSED", "READY"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Goal statuses a person may choose; any other status the upstream reports makes a goal read-only. */
export const EDITABLE_GOAL_STATUSES = ["ACTIVE", "INACTIVE"] as const;

/**
 * Spec part 1 §4: COMPLETED is read-only; part 2 §4: only ACTIVE and INACTIVE goals may change.
 * A missing status is a new goal, which may.
 */
export function goalIsReadOnly(goalStatus: string | null | undefined): boolean {
  if (!goalStatus) return false;
  return !(EDITABLE_GOAL_STATUSES as readonly string[]).includes(goalStatus);
}

/** Care plan statuses with the observation value each stands for (spec part 2 §3): the vocabulary's. */
export const CARE_PLAN_STATUSES = (Object.keys(CARE_PLAN_STATUS_VALUES) as CarePlanStatus[]).map(
  (status) => ({ status, value: CARE_PLAN_STATUS_VALUES[status] }),
);
export type { CarePlanStatus } from "@contract/vocabulary";
export const CARE_PLAN_STATUS_NAMES = CARE_PLAN_STATUSES.map((s) => s.status) as CarePlanStatus[];

export function observationValueOf(status: string | null | undefined): number | null {
  return CARE_PLAN_STATUSES.find((s) => s.status === status)?.value ?? null;
}

/**
 * The translation key of a plan's status: one wording for every page that shows it (the record,
 * the patient's home, the members list; issue 38). Takes the status's name or its observation
 * value (the patient area may send either); null without a status (a template), and a plain
 * "unknown" for a status outside the five, never the raw value.
 */
export function carePlanStatusKey(
  status: string | number | null | undefined,
): `carePlans:statuses.${CarePlanStatus | "unknown"}` | null {
  if (status === null || status === undefined || String(status).trim() === "") return null;
  const text = String(status).trim();
  const known =
    CARE_PLAN_STATUSES.find((s) => s.status.toLowerCase() === text.toLowerCase()) ??
    (/^-?\d+$/.test(text) ? CARE_PLAN_STATUSES.find((s) => s.value === Number(text)) : undefined);
  return `carePlans:statuses.${known?.status ?? "unknown"}`;
}

/**
 * The statuses that are a test's progress or result (spec part 2 §3): they mean something only on a
 * plan that tests (issue 38: a walking plan offered "Tested positive"). The other two, the plan
 * open with no reading yet (-1) and closed out, fit every plan.
 */
export const TEST_STATUSES = ["AwaitingTestResults", "TestedPositive", "TestedNegative"] as const;

/**
 * Whether a name says a test ("COVID-19 lab test", the service "Testing", "PCR tests"): whole
 * words only, so "Testosterone" or "Contest" is none.
 */
export function namesATest(name: string | null | undefined): boolean {
  return /\btest(?:s|ed|ing)?\b/i.test(name ?? "");
}

/**
 * The care plan statuses a plan may take, in the spec's order: all five on a plan that tests (one
 * of `observed`, the names of what it observes or the service it is given with, names a test), the
 * two that fit any plan otherwise. A plan's current status is always kept, so saving the form never
 * changes it behind the user's back. The reference upstream refuses the same (care-plans/status.ts).
 */
export function carePlanStatusChoices(
  observed: ReadonlyArray<string | null | undefined>,
  current?: string | null,
): CarePlanStatus[] {
  const tests = observed.some(namesATest);
  return CARE_PLAN_STATUS_NAMES.filter(
    (status) => tests || status === current || !(TEST_STATUSES as readonly string[]).includes(status),
  );
}

/** The names a plan's status choice reads: each observation goal's type, and the plan's service. */
export function observedNames(
  goals: ReadonlyArray<{
    tasks: ReadonlyArray<{ observationGoals: ReadonlyArray<{ observationType: { name?: string | null } }> }>;
  }>,
  service?: string | null,
): string[] {
  return [
    ...goals.flatMap((goal) =>
      goal.tasks.flatMap((task) => task.observationGoals.map((g) => g.observationType.name ?? "")),
    ),
    service ?? "",
  ];
}

/** The longest plan the forms accept: two years. */
export const MAX_PLAN_DAYS = 730;

/** Duration in days shown as weeks plus leftover days (spec part 1 §9). */
export function durationParts(days: number): { weeks: number; days: number } {
  const whole = Math.max(0, Math.trunc(days));
  return { weeks: Math.floor(whole / 7), days: whole % 7 };
}

export function durationDays(weeks: number, days: number): number {
  return weeks * 7 + days;
}

/** The weeks a task may fall in: every week the plan's days touch (10 days → weeks 1 and 2). */
export function planWeeks(durationInDays: number): number {
  return Math.max(1, Math.ceil(Math.max(1, durationInDays) / 7));
}

export interface WeekGroup<T> {
  week: number;
  tasks: T[];
}

/**
 * A goal's tasks by week (the `groupedTasks` of spec part 1 §3, for an upstream that sends only
 * `tasks`): weeks ascending, tasks in their order inside each week, a subtask right after its
 * parent when both fall in the same week.
 */
export function groupByWeek<T extends { id: string; week: number; parentTaskId?: string | null }>(
  tasks: readonly T[],
): WeekGroup<T>[] {
  const byWeek = new Map<number, T[]>();
  for (const task of tasks) {
    const list = byWeek.get(task.week) ?? [];
    list.push(task);
    byWeek.set(task.week, list);
  }
  return [...byWeek.entries()]
    .sort(([a], [b]) => a - b)
    .map(([week, list]) => ({ week, tasks: parentsFirst(list) }));
}

function parentsFirst<T extends { id: string; parentTaskId?: string | null }>(list: T[]): T[] {
  const ids = new Set(list.map((t) => t.id));
  const children = new Map<string, T[]>();
  const roots: T[] = [];
  for (const task of list) {
    if (task.parentTaskId && ids.has(task.parentTaskId)) {
      const siblings = children.get(task.parentTaskId) ?? [];
      siblings.push(task);
      children.set(task.parentTaskId, siblings);
    } else roots.push(task);
  }
  const ordered: T[] = [];
  const visit = (task: T) => {
    ordered.push(task);
    for (const child of children.get(task.id) ?? []) visit(child);
  };
  roots.forEach(visit);
  return ordered;
}

/** Move one id a place up or down in an ordered list; the list is unchanged at either end. */
export function moveId(ids: readonly string[], id: string, direction: "up" | "down"): string[] {
  const list = [...ids];
  const at = list.indexOf(id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= list.length) return list;
  [list[at], list[to]] = [list[to]!, list[at]!];
  return list;
}

/**
 * The labels of the required fields a submission left empty, in form order: the list that
 * follows "Please fill out the following fields:" (spec part 2 §5).
 */
export function missingFields(
  values: Record<string, unknown>,
  required: ReadonlyArray<{ name: string; label: string }>,
): string[] {
  return required
    .filter(({ name }) => {
      const value = values[name];
      return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
    })
    .map(({ label }) => label);
}

/** The query parameter naming the organization whose care plans a page is about. */
export const ORGANIZATION_PARAM = "organizationId";

export const THERAPIES_PATH = "/provider/care-plans/therapies";

export function planPath(planId: string) {
  return `/provider/care-plans/${encodeURIComponent(planId)}`;
}

/** Page sizes of plan lists (spec part 2 §9: plans 20). */
export const CARE_PLAN_PAGE_SIZES = [20, 50, 100] as const;

/** The organization's own templates on the care plans dashboard. */
export const CARE_PLAN_TEMPLATE_LIST: ListSpec = {
  id: "carePlanTemplates",
  filters: [{ kind: "text", name: "name", max: 100, label: "carePlans:list.searchName" }],
  sort: { fields: ["name", "dateCreated"], initial: { field: "name", direction: "asc" } },
  pageSizes: CARE_PLAN_PAGE_SIZES,
  keep: ["organizationId"],
};

/**
 * Public templates of every organization. The care plan type and service filters of the call are
 * not offered yet: the list building block labels select options from i18n keys, and types are
 * upstream data.
 */
export const PUBLIC_TEMPLATE_LIST: ListSpec = {
  id: "carePlanPublic",
  filters: [
    { kind: "text", name: "name", max: 100, label: "carePlans:list.searchName" },
    {
      kind: "choice",
      name: "carePlanType",
      label: "carePlans:list.carePlanType",
      any: "carePlans:list.anyType",
    },
    {
      kind: "choice",
      name: "serviceTypeId",
      label: "carePlans:list.serviceType",
      any: "carePlans:list.anyServiceType",
    },
  ],
  sort: { fields: ["name", "dateCreated"], initial: { field: "name", direction: "asc" } },
  pageSizes: CARE_PLAN_PAGE_SIZES,
};

/** A provider's own plans. */
export const MY_CARE_PLAN_LIST: ListSpec = {
  id: "carePlanMine",
  filters: [],
  pageSizes: CARE_PLAN_PAGE_SIZES,
};

export const WEEK_DAYS = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"] as const;

/** Therapy types (the meta data tasks point at), filtered by name and task type. */
export const THERAPY_LIST: ListSpec = {
  id: "therapyTypes",
  filters: [
    { kind: "text", name: "name", max: 100, label: "carePlans:list.searchName" },
    {
      kind: "select",
      name: "taskType",
      options: TASK_TYPE_NAMES,
      optionLabel: "carePlans:taskTypes.",
      any: "carePlans:therapies.anyTaskType",
      label: "carePlans:task.type",
    },
    {
      kind: "select",
      name: "owner",
      options: ["organization"],
      optionLabel: "carePlans:therapies.owners.",
      any: "carePlans:therapies.anyOwner",
      label: "carePlans:therapies.owner",
    },
  ],
  pageSizes: [50, 100, 200],
};

/**
 * The entity type of a therapy type made for one organization only (`entityType`/`entityId` of
 * `/api/meta/therapy`; decision 017): its care plan editors see it under "Only ours" and may
 * delete them all at once (`DELETE /api/meta/therapy/entity/{id}`).
 */
export const ORGANIZATION_ENTITY = "ORGANIZATION";

export interface TaskView {
  id: string;
  name: string;
  taskTypeId: number;
  /** Its kind's name (a master-data task type), when it has one. */
  subTypeName?: string | null;
  week: number;
  parentTaskId?: string | null;
  status?: string | null;
  count?: number | null;
  therapyType?: { name: string } | null;
  location?: { name?: string | null } | null;
  performer?: { name?: string | null } | null;
  dueDate?: string | null;
  /** The task's picture as the app serves it (attachmentHref), when it has one. */
  imageHref?: string | null;
  observationGoals: Array<{ observationType: { name?: string | null }; targetValue?: string | null }>;
}

export interface GoalView {
  id: string;
  name: string;
  goalStatus?: string | null;
  groupedTasks: Array<{ week: number; tasks: TaskView[] }>;
}

/** A goal as a plan's pages show it: the list above, and its number of tasks for the facts. */
export interface PlanGoalView extends GoalView {
  taskCount: number;
}

/**
 * What a plan's pages need of its goals, and no more: the page's data goes to the browser, and
 * the upstream's goal holds every task twice (flat and by week), each with its therapy's whole
 * record. An 80-task plan's data went from 44 KB to about half.
 */
export function planGoalViews(
  goals: ReadonlyArray<GoalView & { tasks: readonly unknown[] }>,
): PlanGoalView[] {
  return goals.map((goal) => ({
    id: goal.id,
    name: goal.name,
    goalStatus: goal.goalStatus ?? null,
    taskCount: goal.tasks.length,
    groupedTasks: goal.groupedTasks.map((group) => ({ week: group.week, tasks: group.tasks.map(taskView) })),
  }));
}

function taskView(task: TaskView): TaskView {
  return {
    id: task.id,
    name: task.name,
    taskTypeId: task.taskTypeId,
    subTypeName: task.subTypeName ?? null,
    week: task.week,
    parentTaskId: task.parentTaskId ?? null,
    status: task.status ?? null,
    count: task.count ?? null,
    therapyType: task.therapyType ? { name: task.therapyType.name } : null,
    location: task.location ? { name: task.location.name ?? null } : null,
    performer: task.performer ? { name: task.performer.name ?? null } : null,
    dueDate: task.dueDate ?? null,
    imageHref: task.imageHref ?? null,
    observationGoals: task.observationGoals.map((goal) => ({
      observationType: { name: goal.observationType.name ?? null },
      targetValue: goal.targetValue ?? null,
    })),
  };
}
