import { carePlans } from "@contract/care-plans";
import { Router } from "express";
import type { Request, Response } from "express";
import type { ReferenceApiOptions } from "../area";
import { copyPlan, dueDate } from "./copy";
import {
  dayOf,
  durationErrors,
  idOf,
  integer,
  isReadOnly,
  nameErrors,
  READ_ONLY,
  text,
  weeksOf,
  COUNT_MAX,
} from "./rules";
import {
  CARE_PLAN_STATUSES,
  CARE_PLAN_STATUS_VALUES,
  PLAN_TASK_STATUSES,
  type CarePlan,
  type CarePlanGoal,
  type CarePlanStatus,
  type CarePlanTask,
} from "./types";
import { allowedStatuses } from "./status";
import { briefView, carePlanView, planTaskView } from "./views";
import type { FullCarePlan } from "./repo";
import { pageWindow, springPage } from "../db/paging";
import { str, unprocessable, type FieldError, serve, found, invalid, missing } from "../http";
import { readableOrganizations } from "../permissions";
import type { Store } from "../store";
import type { Patient } from "../types";
import { zonedDate } from "../time";
import { createActivity } from "../events/routes";
import { descendants } from "../organizations/routes";

/**
 * Care plans and templates (`/api/carePlans`), their goals and tasks, plan task progress and
 * observations: the care plans contract, with the behaviour README "Care plans" describes.
 * Permissions (the plan's organization) are checked before these handlers (permissions.ts).
 */

type Body = Record<string, unknown>;

const today = () => zonedDate(new Date(), "UTC");

/** Whether an organization is `root` or one of its descendants. */
function inTree(store: Store, root: string, organizationId: string) {
  return root === organizationId || descendants(store, root).some((o) => o.id === organizationId);
}

/**
 * A patient's copy of a plan (a template, or another patient's plan) starting on `start`, or the
 * field errors: the patient must be in the plan's organization tree unless it is a public template.
 * The caller stores it, so adding a patient with a plan can do both in one transaction.
 */
export function patientPlanFrom(
  store: Store,
  source: FullCarePlan,
  patient: Patient | undefined,
  start: string | null,
): FullCarePlan | FieldError[] {
  const errors: FieldError[] = [];
  if (!start) errors.push({ field: "startDate", message: "startDate must be a date (yyyy-mm-dd)" });
  const home = patient?.organizations.find((o) => inTree(store, source.plan.organizationId, o));
  if (!patient) errors.push({ field: "patientId", message: "Unknown patient" });
  else if (!home && !(source.plan.isTemplate && source.plan.isPublic))
    errors.push({ field: "patientId", message: "The patient is not in the template's organization tree" });
  if (errors.length) return errors;
  const copy = copyPlan(
    source,
    {
      kind: "patient",
      patientId: patient!.id,
      organizationId: home ?? patient!.organizations[0] ?? source.plan.organizationId,
      startDate: start!,
    },
    (prefix) => store.nextId(prefix),
    new Date(),
  );
  if (!source.plan.isTemplate) copy.plan.usedTemplateId = source.plan.usedTemplateId ?? source.plan.id;
  // Tasks of the weeks already begun are ACTIVE, the rest PENDING.
  for (const t of copy.tasks) if (t.dueDate && t.dueDate <= today()) t.status = "ACTIVE";
  return copy;
}

/** The activity a plan assigned to a patient adds to the patient's record (and the staff feed). */
export const CARE_PLAN_ACTIVITY = "CARE_PLAN";

/**
 * Stores a patient's new plan (from `patientPlanFrom`) with its CARE_PLAN activity, in one
 * transaction: whichever call assigned it, the patient's Activity tab says so.
 */
export function storePatientPlan(store: Store, made: FullCarePlan) {
  store.db.transaction(() => {
    store.carePlans.insertFull(made);
    const { plan } = made;
    if (plan.patientId)
      createActivity(store, {
        patientId: plan.patientId,
        organizationId: plan.organizationId,
        entityType: CARE_PLAN_ACTIVITY,
        entityName: plan.name,
        actorAccountRole: "DOCTOR",
      });
  });
}

/** Sets a plan task COMPLETED or ACTIVE (`PUT /api/tasks/{id}/complete|activate`). */
export function setPlanTaskStatus(
  store: Store,
  res: Response,
  task: CarePlanTask,
  status: "COMPLETED" | "ACTIVE",
) {
  const plan = store.carePlans.plan(task.carePlanId)!;
  if (plan.isTemplate)
    return unprocessable(res, [
      {
        field: "status",
        message: "A template's task has no progress: make a patient plan from the template",
      },
    ]);
  const changed: CarePlanTask = {
    ...task,
    status,
    completedAt: status === "COMPLETED" ? new Date().toISOString() : null,
  };
  store.carePlans.updateTask(changed);
  res.json(planTaskView(store, changed));
}

export function carePlanRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();

  const full = (id: string | undefined) => found(store.carePlans.full(id), "Care plan");
  const answerPlan = (res: Response, id: string, status = 200) =>
    res.status(status).json(carePlanView(store, store.carePlans.full(id)!));

  /** The fields a task takes (create and update), checked against its plan and goal. */
  const taskErrors = (
    fields: Body,
    plan: CarePlan,
    goal: CarePlanGoal | undefined,
    taskId: string | undefined,
  ): FieldError[] => {
    const errors: FieldError[] = [];
    if (!goal) errors.push({ field: "goalId", message: "The goal is not one of the plan's" });
    else if (isReadOnly(goal)) errors.push({ field: "goalId", message: READ_ONLY });
    errors.push(...nameErrors(fields.name));
    const taskTypeId = integer(fields.taskTypeId);
    if (taskTypeId === undefined || Number.isNaN(taskTypeId) || taskTypeId < 1 || taskTypeId > 7)
      errors.push({ field: "taskTypeId", message: "Task type must be one of 1 to 7" });
    const subTypeId = idOf(fields.subTypeId);
    if (subTypeId !== undefined && store.carePlans.subType(subTypeId)?.taskTypeId !== taskTypeId)
      errors.push({ field: "subTypeId", message: "The kind must be one of the task type's kinds" });
    const weeks = weeksOf(plan.duration);
    const week = integer(fields.week);
    if (week === undefined || Number.isNaN(week) || week < 1 || week > weeks)
      errors.push({ field: "week", message: `Week must be from 1 to ${weeks}` });
    const count = integer(fields.count);
    if (count === undefined || Number.isNaN(count) || count < 1 || count > COUNT_MAX)
      errors.push({ field: "count", message: `Count must be from 1 to ${COUNT_MAX}` });
    const parentTaskId = idOf(fields.parentTaskId);
    if (parentTaskId !== undefined) {
      const parent = store.carePlans.task(parentTaskId);
      if (!parent || !goal || parent.goalId !== goal.id || parent.id === taskId)
        errors.push({
          field: "parentTaskId",
          message: "The parent task must be another task of the same goal",
        });
    }
    const therapyTypeId = idOf(fields.therapyTypeId);
    if (therapyTypeId !== undefined && !store.therapy.byId(therapyTypeId))
      errors.push({ field: "therapyTypeId", message: "Unknown therapy type" });
    const serviceTypeId = integer(fields.serviceTypeId);
    if (Number.isNaN(serviceTypeId))
      errors.push({ field: "serviceTypeId", message: "Service type must be a number" });
    return errors;
  };

  /** A task from checked fields; `base` is the task being updated. */
  const taskFrom = (fields: Body, plan: CarePlan, goal: CarePlanGoal, base: CarePlanTask | undefined) => {
    const week = integer(fields.week)!;
    const therapyTypeId = idOf(fields.therapyTypeId) ?? null;
    const due = plan.startDate ? dueDate(plan.startDate, week) : null;
    const task: CarePlanTask = {
      id: base?.id ?? store.nextId("ptask"),
      carePlanId: plan.id,
      goalId: goal.id,
      parentTaskId: idOf(fields.parentTaskId) ?? null,
      name: text(fields.name).trim(),
      taskTypeId: integer(fields.taskTypeId)!,
      subTypeId: idOf(fields.subTypeId) ?? null,
      week,
      rank: base?.rank ?? store.carePlans.nextRank(goal.id),
      status: base?.status ?? (plan.isTemplate || !due || due > today() ? "PENDING" : "ACTIVE"),
      count: integer(fields.count)!,
      serviceTypeId: integer(fields.serviceTypeId) ?? null,
      therapyTypeId,
      locationId: idOf(fields.locationId) ?? null,
      performerId: idOf(fields.performerId) ?? null,
      image:
        base && base.therapyTypeId === therapyTypeId
          ? base.image
          : (store.therapy.byId(therapyTypeId)?.image ?? null),
      dueDate: due,
      completedAt: base?.completedAt ?? null,
      observationGoals: base?.observationGoals ?? [],
      dateCreated: base?.dateCreated ?? new Date().toISOString(),
    };
    return task;
  };

  const listQuery = (query: Record<string, unknown>) => ({
    name: str(query.name),
    orderType: str(query.orderType) === "dateCreated" ? ("dateCreated" as const) : ("name" as const),
    asc: str(query.asc) !== "false",
    stats: str(query.stats) === "true",
  });

  /** A patient's copy of a plan; answers the new plan, or the errors. */
  const planForPatient = (
    res: Response,
    source: FullCarePlan,
    patientIdValue: unknown,
    start: string | null,
  ) => {
    const made = patientPlanFrom(store, source, store.patients.byId(idOf(patientIdValue)), start);
    if (Array.isArray(made)) return unprocessable(res, made);
    storePatientPlan(store, made);
    answerPlan(res, made.plan.id, 201);
  };

  /**
   * The plan a patient's copy is made from, named in the body: the call's rule judges only the
   * patient, so the plan must be the caller's to read too (a public template is everyone's), else
   * it answers as an unknown plan.
   */
  const readableSource = (req: Request, id: string | undefined) => {
    const source = store.carePlans.full(id);
    const { plan } = source ?? {};
    const readable = readableOrganizations(store, req.account!, "carePlans.read");
    if (plan && ((plan.isTemplate && plan.isPublic) || !readable || readable.includes(plan.organizationId)))
      return source!;
    return missing("Care plan");
  };

  serve(router, carePlans, {
    // ---- lists and fixed data ------------------------------------------------------------------
    carePlanTypes: (_req, res) => res.json(store.carePlans.carePlanTypes()),
    templates: (req, res) => {
      const organizationId = str(req.query.organizationId);
      if (!organizationId) invalid([{ field: "organizationId", message: "organizationId is required" }]);
      const window = pageWindow(req.query.page, req.query.size);
      const { content, total } = store.carePlans.templates(organizationId, listQuery(req.query), window);
      res.json(springPage(content.map(briefView), total, window));
    },
    publicTemplates: (req, res) => {
      const window = pageWindow(req.query.page, req.query.size);
      const serviceTypeId = integer(req.query.serviceTypeId);
      const { content, total } = store.carePlans.publicTemplates(
        {
          ...listQuery(req.query),
          carePlanTypeId: idOf(req.query.carePlanType),
          serviceTypeId: Number.isNaN(serviceTypeId) ? -1 : serviceTypeId,
        },
        window,
      );
      res.json(springPage(content.map(briefView), total, window));
    },
    organizationPlans: (req, res) => {
      const organization = found(store.organizations.byId(req.params.orgId), "Organization");
      const window = pageWindow(req.query.page, req.query.size);
      const status = str(req.query.carePlanStatus);
      const { content, total } = store.carePlans.patientPlans(
        [organization.id, ...descendants(store, organization.id).map((o) => o.id)],
        {
          name: str(req.query.name),
          patientId: idOf(req.query.patientId),
          carePlanStatus: status || undefined,
        },
        window,
      );
      res.json(springPage(content.map(briefView), total, window));
    },
    performerPlans: (req, res) => {
      // A provider's session knows its account, not its performer record: either id is taken.
      const performer = found(
        store.performers.byId(req.params.id) ?? store.performers.byAccount(req.params.id),
        "Performer",
      );
      const window = pageWindow(req.query.page, req.query.size);
      const { content, total } = store.carePlans.performerPlans(performer.id, window);
      res.json(springPage(content.map(briefView), total, window));
    },
    // ---- making plans ----------------------------------------------------------------------------
    create: (req, res) => {
      const body = (req.body ?? {}) as Body;
      const errors = [...nameErrors(body.name), ...durationErrors(body.duration)];
      const organizationId = idOf(body.organizationId);
      if (!organizationId || !store.organizations.byId(organizationId))
        errors.push({ field: "organizationId", message: "Unknown organization" });
      const carePlanTypeId = idOf(body.carePlanTypeId);
      if (carePlanTypeId !== undefined && !store.carePlans.carePlanType(carePlanTypeId))
        errors.push({ field: "carePlanTypeId", message: "Unknown care plan type" });
      const serviceTypeId = integer(body.serviceTypeId);
      if (Number.isNaN(serviceTypeId))
        errors.push({ field: "serviceTypeId", message: "Service type must be a number" });
      const isTemplate = body.isTemplate !== false && body.isTemplate !== "false";
      const patientId = idOf(body.patientId);
      let startDate: string | null = null;
      if (!isTemplate) {
        const patient = store.patients.byId(patientId);
        if (!patient) errors.push({ field: "patientId", message: "A patient plan needs a patient" });
        else if (organizationId && !patient.organizations.some((o) => inTree(store, organizationId, o)))
          errors.push({ field: "patientId", message: "The patient is not in the organization's tree" });
        startDate = body.startDate === undefined ? today() : dayOf(body.startDate);
        if (!startDate) errors.push({ field: "startDate", message: "startDate must be a date (yyyy-mm-dd)" });
      }
      if (errors.length) invalid(errors);
      const plan: CarePlan = {
        id: store.nextId("careplan"),
        name: text(body.name).trim(),
        description: text(body.description),
        organizationId: organizationId!,
        ownerId: idOf(body.ownerId) ?? null,
        patientId: isTemplate ? null : patientId!,
        isTemplate,
        isPublic: isTemplate && (body.isPublic === true || body.isPublic === "true"),
        usedTemplateId: null,
        carePlanTypeId: carePlanTypeId ?? null,
        serviceTypeId: serviceTypeId ?? null,
        duration: integer(body.duration)!,
        startDate,
        carePlanStatus: isTemplate ? null : "AwaitingTesting",
        taskIds: [],
        dateCreated: new Date().toISOString(),
      };
      store.carePlans.insertPlan(plan);
      answerPlan(res, plan.id, 201);
    },
    fromTemplate: (req, res) => {
      const body = (req.body ?? {}) as Body;
      const source = readableSource(req, idOf(body.templateId));
      if (!source.plan.isTemplate) invalid([{ field: "templateId", message: "The plan is not a template" }]);
      planForPatient(res, source, body.patientId, dayOf(body.startDate));
    },
    addToPatient: (req, res) => {
      const body = (req.body ?? {}) as Body;
      const source = readableSource(req, idOf(body.carePlanId));
      planForPatient(res, source, body.patientId, today());
    },
    saveAsTemplate: (req, res) => {
      const source = full(req.params.id);
      const body = (req.body ?? {}) as Body;
      const errors = nameErrors(body.name);
      if (errors.length) invalid(errors);
      const copy = copyPlan(
        source,
        { kind: "template", name: text(body.name).trim() },
        (prefix) => store.nextId(prefix),
        new Date(),
      );
      store.carePlans.insertFull(copy);
      answerPlan(res, copy.plan.id, 201);
    },
    // ---- tasks -----------------------------------------------------------------------------------
    addObservationGoal: (req, res) => {
      const body = (req.body ?? {}) as Body;
      const task = found(store.carePlans.task(idOf(body.taskId)), "Task");
      const errors: FieldError[] = [];
      const goal = store.carePlans.goal(task.goalId)!;
      if (isReadOnly(goal)) errors.push({ field: "taskId", message: READ_ONLY });
      const observationTypeId = idOf(body.observationTypeId);
      if (!store.carePlans.observationType(observationTypeId))
        errors.push({ field: "observationTypeId", message: "Unknown observation type" });
      if (errors.length) invalid(errors);
      const targetValue =
        body.targetValue === undefined || body.targetValue === null ? null : text(body.targetValue);
      store.carePlans.insertObservationGoal(task.id, {
        id: store.nextId("obsgoal"),
        observationTypeId: observationTypeId!,
        targetValue,
      });
      res.status(201).json(planTaskView(store, store.carePlans.task(task.id)!));
    },
    removeObservationGoal: (req, res) => {
      const goal = found(store.carePlans.observationGoal(req.params.id), "Observation goal");
      const task = store.carePlans.task(goal.taskId)!;
      if (isReadOnly(store.carePlans.goal(task.goalId)!)) invalid([{ field: "taskId", message: READ_ONLY }]);
      store.carePlans.deleteObservationGoal(goal.id);
      res.status(204).end();
    },
    createTask: (req, res) => {
      const body = (req.body ?? {}) as Body;
      const plan = found(store.carePlans.plan(idOf(body.carePlanId)), "Care plan");
      const goal = store.carePlans.goal(idOf(body.goalId));
      const ofPlan = goal && goal.carePlanId === plan.id ? goal : undefined;
      const fields = { ...body, count: body.count ?? 1 };
      const errors = taskErrors(fields, plan, ofPlan, undefined);
      if (errors.length) invalid(errors);
      const task = taskFrom(fields, plan, ofPlan!, undefined);
      store.carePlans.insertTask(task);
      res.status(201).json(planTaskView(store, task));
    },
    updateTask: (req, res) => {
      const current = found(store.carePlans.task(req.params.id), "Task");
      const plan = store.carePlans.plan(current.carePlanId)!;
      const goal = store.carePlans.goal(current.goalId)!;
      const body = (req.body ?? {}) as Body;
      // Fields left out keep their values.
      const has = (key: string) => Object.hasOwn(body, key);
      const fields: Body = {
        name: has("name") ? body.name : current.name,
        taskTypeId: has("taskTypeId") ? body.taskTypeId : current.taskTypeId,
        subTypeId: has("subTypeId") ? body.subTypeId : current.subTypeId,
        week: has("week") ? body.week : current.week,
        count: has("count") ? body.count : current.count,
        parentTaskId: has("parentTaskId") ? body.parentTaskId : current.parentTaskId,
        serviceTypeId: has("serviceTypeId") ? body.serviceTypeId : current.serviceTypeId,
        therapyTypeId: has("therapyTypeId") ? body.therapyTypeId : current.therapyTypeId,
        locationId: has("locationId") ? body.locationId : current.locationId,
        performerId: has("performerId") ? body.performerId : current.performerId,
      };
      const errors = taskErrors(fields, plan, goal, current.id);
      if (errors.length) invalid(errors);
      const task = taskFrom(fields, plan, goal, current);
      store.carePlans.updateTask(task);
      res.json(planTaskView(store, task));
    },
    removeTask: (req, res) => {
      const task = store.carePlans.task(req.params.taskId);
      if (!task || task.carePlanId !== req.params.planId) missing("Task");
      if (isReadOnly(store.carePlans.goal(task.goalId)!)) invalid([{ field: "goalId", message: READ_ONLY }]);
      store.carePlans.deleteTask(task.id);
      res.status(204).end();
    },
    // ---- one plan --------------------------------------------------------------------------------
    get: (req, res) => {
      const whole = full(req.params.id);
      res.json(carePlanView(store, whole));
    },
    update: (req, res) => {
      const whole = full(req.params.id);
      const { plan } = whole;
      const body = (req.body ?? {}) as Body;
      const has = (key: string) => Object.hasOwn(body, key);
      const errors: FieldError[] = [];
      if (has("name") || plan.name === "") errors.push(...nameErrors(body.name));
      if (has("duration")) errors.push(...durationErrors(body.duration));
      const carePlanTypeId = has("carePlanTypeId")
        ? (idOf(body.carePlanTypeId) ?? null)
        : plan.carePlanTypeId;
      if (carePlanTypeId !== null && !store.carePlans.carePlanType(carePlanTypeId))
        errors.push({ field: "carePlanTypeId", message: "Unknown care plan type" });
      const serviceTypeId = has("serviceTypeId")
        ? integer(body.serviceTypeId)
        : (plan.serviceTypeId ?? undefined);
      if (Number.isNaN(serviceTypeId))
        errors.push({ field: "serviceTypeId", message: "Service type must be a number" });

      const goalsById = new Map(whole.goals.map((g) => [g.id, g]));
      const list = (value: unknown) =>
        Array.isArray(value) ? value.map(idOf).filter((v) => v !== undefined) : [];
      const deletedGoalIds = list(body.deletedGoalIds).filter((id) => goalsById.has(id));
      const tasksById = new Map(whole.tasks.map((t) => [t.id, t]));
      const deletedTaskIds = list(body.deletedTaskIds).filter((id) => tasksById.has(id));
      deletedGoalIds.forEach((id, j) => {
        if (isReadOnly(goalsById.get(id)!))
          errors.push({ field: `deletedGoalIds[${j}]`, message: READ_ONLY });
      });
      deletedTaskIds.forEach((id, j) => {
        if (isReadOnly(goalsById.get(tasksById.get(id)!.goalId)!))
          errors.push({ field: `deletedTaskIds[${j}]`, message: READ_ONLY });
      });

      const sent = Array.isArray(body.goals) ? (body.goals as unknown[]) : undefined;
      const goals: Array<{ goal: CarePlanGoal; taskIds?: string[]; isNew: boolean }> = [];
      (sent ?? []).forEach((value, i) => {
        const g = (value ?? {}) as Body;
        const id = idOf(g.id);
        const stored = id === undefined ? undefined : goalsById.get(id);
        if (id !== undefined && !stored) {
          errors.push({ field: `goals[${i}]`, message: "The goal is not one of the plan's" });
          return;
        }
        const name = has("goals") && Object.hasOwn(g, "name") ? text(g.name).trim() : (stored?.name ?? "");
        const goalStatus = Object.hasOwn(g, "goalStatus")
          ? text(g.goalStatus).trim()
          : (stored?.goalStatus ?? "ACTIVE");
        const taskIds = Array.isArray(g.taskIds) ? list(g.taskIds) : undefined;
        if (stored && isReadOnly(stored)) {
          const order = whole.tasks.filter((t) => t.goalId === stored.id).map((t) => t.id);
          const reordered = taskIds !== undefined && taskIds.join() !== order.slice(0, taskIds.length).join();
          if (name !== stored.name || goalStatus !== stored.goalStatus || reordered)
            errors.push({ field: `goals[${i}]`, message: READ_ONLY });
        }
        if (!name) errors.push({ field: `goals[${i}].name`, message: "Name is required" });
        else if (name.length > 120)
          errors.push({ field: `goals[${i}].name`, message: "Name must be at most 120 characters" });
        if (!goalStatus) errors.push({ field: `goals[${i}].goalStatus`, message: "Goal status is required" });
        goals.push({
          goal: {
            id: stored?.id ?? store.nextId("goal"),
            carePlanId: plan.id,
            name,
            goalStatus,
            rank: i,
          },
          taskIds,
          isNew: !stored,
        });
      });

      const duration = has("duration") ? integer(body.duration)! : plan.duration;
      if (!errors.some((e) => e.field === "duration")) {
        const gone = new Set(deletedTaskIds);
        const goneGoals = new Set(deletedGoalIds);
        const latest = Math.max(
          0,
          ...whole.tasks.filter((t) => !gone.has(t.id) && !goneGoals.has(t.goalId)).map((t) => t.week),
        );
        if (latest > weeksOf(duration))
          errors.push({
            field: "duration",
            message: `A task is in week ${latest}: the plan must last at least ${(latest - 1) * 7 + 1} days`,
          });
      }
      if (errors.length) invalid(errors);

      store.db.transaction(() => {
        store.carePlans.updatePlan({
          ...plan,
          name: has("name") ? text(body.name).trim() : plan.name,
          description: has("description") ? text(body.description) : plan.description,
          duration,
          carePlanTypeId,
          serviceTypeId: serviceTypeId ?? null,
          isPublic:
            plan.isTemplate && has("isPublic")
              ? body.isPublic === true || body.isPublic === "true"
              : plan.isPublic,
        });
        for (const id of deletedTaskIds) store.carePlans.deleteTask(id);
        for (const id of deletedGoalIds) store.carePlans.deleteGoal(id);
        if (sent) {
          const listed = new Set(goals.map((g) => g.goal.id));
          // Goals the list leaves out (and does not delete) keep their order, after the listed ones.
          const rest = whole.goals.filter((g) => !listed.has(g.id) && !deletedGoalIds.includes(g.id));
          for (const { goal, isNew } of goals)
            if (isNew) store.carePlans.insertGoal(goal);
            else store.carePlans.updateGoal(goal);
          rest.forEach((g, k) => store.carePlans.updateGoal({ ...g, rank: goals.length + k }));
          for (const { goal, taskIds } of goals) {
            if (!taskIds) continue;
            const own = whole.tasks.filter((t) => t.goalId === goal.id && !deletedTaskIds.includes(t.id));
            const ids = new Set(own.map((t) => t.id));
            const first = taskIds.filter((id) => ids.has(id));
            const firstSet = new Set(first);
            store.carePlans.reorderTasks(goal.id, [
              ...first,
              ...own.map((t) => t.id).filter((id) => !firstSet.has(id)),
            ]);
          }
        }
      });
      answerPlan(res, plan.id);
    },
    remove: (req, res) => {
      const plan = found(store.carePlans.plan(req.params.id), "Care plan");
      store.carePlans.deletePlan(plan.id);
      res.status(204).end();
    },
    setStatus: (req, res) => {
      const plan = found(store.carePlans.plan(req.params.id), "Care plan");
      const status = text(((req.body ?? {}) as Body).carePlanStatus);
      if (plan.isTemplate) invalid([{ field: "carePlanStatus", message: "A template has no status" }]);
      if (!(CARE_PLAN_STATUSES as string[]).includes(status))
        invalid([
          {
            field: "carePlanStatus",
            message: `carePlanStatus must be one of ${CARE_PLAN_STATUSES.join(", ")}`,
          },
        ]);
      if (!allowedStatuses(store, store.carePlans.full(plan.id)!).includes(status as CarePlanStatus))
        invalid([
          {
            field: "carePlanStatus",
            message: `${status} is a test's status, and this plan has no test`,
          },
        ]);
      store.carePlans.updatePlan({ ...plan, carePlanStatus: status as CarePlanStatus });
      answerPlan(res, plan.id);
    },
    serviceId: (req, res) => {
      const plan = found(store.carePlans.plan(req.params.id), "Care plan");
      const patientId = idOf(req.query.patientId);
      // With a patient: the service of that patient's plan made from this template, when it has one.
      const own =
        patientId && plan.isTemplate
          ? store.carePlans
              .patientPlans(
                [plan.organizationId, ...descendants(store, plan.organizationId).map((o) => o.id)],
                { patientId },
                pageWindow(0, -1),
              )
              .content.find((b) => b.plan.usedTemplateId === plan.id)?.plan
          : undefined;
      res.json({ serviceId: own?.serviceTypeId ?? plan.serviceTypeId });
    },
    patientsOnPlan: (req, res) => {
      const plan = found(store.carePlans.plan(req.params.id), "Care plan");
      const counts = store.carePlans.statusCounts(plan.id);
      const byStatus = CARE_PLAN_STATUSES.map((status) => ({
        carePlanStatus: status,
        value: CARE_PLAN_STATUS_VALUES[status],
        count: counts.get(status) ?? 0,
      }));
      res.json({ carePlanId: plan.id, total: byStatus.reduce((n, s) => n + s.count, 0), byStatus });
    },
    patientsStats: (req, res) => {
      const plan = found(store.carePlans.plan(req.params.id), "Care plan");
      const counts = store.carePlans.taskStatusCounts(plan.id);
      res.json({
        carePlanId: plan.id,
        patients: store.carePlans.patientsOnTemplate(plan.id),
        tasks: PLAN_TASK_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
        byWeek: store.carePlans.weekCounts(plan.id),
      });
    },
    // ---- observations ----------------------------------------------------------------------------
    recordObservation: (req, res) => {
      const body = (req.body ?? {}) as Body;
      const task = store.carePlans.task(idOf(body.taskId));
      const errors: FieldError[] = [];
      if (!task) errors.push({ field: "taskId", message: "Unknown task" });
      const observationTypeId = idOf(body.observationTypeId);
      if (!store.carePlans.observationType(observationTypeId))
        errors.push({ field: "observationTypeId", message: "Unknown observation type" });
      const value = text(body.value).trim();
      if (!value) errors.push({ field: "value", message: "A value is required" });
      else if (value.length > 200)
        errors.push({ field: "value", message: "A value is at most 200 characters" });
      if (errors.length) invalid(errors);
      const observation = {
        id: store.nextId("obs"),
        taskId: task!.id,
        observationTypeId: observationTypeId!,
        value,
        patientId: idOf(body.patientId) ?? store.carePlans.plan(task!.carePlanId)?.patientId ?? null,
        dateCreated: new Date().toISOString(),
      };
      store.carePlans.insertObservation(observation);
      res.status(201).json(observationView(observation));
    },
    observations: (req, res) => {
      const taskId = idOf(req.query.taskId);
      if (!taskId) invalid([{ field: "taskId", message: "taskId is required" }]);
      if (!store.carePlans.task(taskId)) missing("Task");
      res.json(store.carePlans.observationsOf(taskId).map(observationView));
    },
  });

  return router;
}

function observationView(o: {
  id: string;
  taskId: string;
  observationTypeId: string;
  value: string;
  dateCreated: string;
}) {
  return {
    id: o.id,
    taskId: o.taskId,
    observationTypeId: o.observationTypeId,
    value: o.value,
    dateCreated: o.dateCreated,
  };
}
