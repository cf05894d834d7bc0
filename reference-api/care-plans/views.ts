import type { CarePlanBriefRecord, FullCarePlan } from "./repo";
import type { Store } from "../store";
import { allowedStatuses } from "./status";
import {
  CARE_PLAN_STATUS_VALUES,
  taskTypeName,
  type CarePlanTask,
  type ObservationType,
  type TaskSubType,
  type TherapyType,
} from "./types";

/** The documented answers (the care plans contract) built from the stored records. */

export function therapyView(t: TherapyType) {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    taskTypeId: t.taskTypeId,
    entityType: t.entityType,
    entityId: t.entityId,
    weekly: t.weekly,
    daily: t.daily,
    eachTime: t.eachTime,
    eachSet: t.eachSet,
    weekDays: t.weekDays,
    image: t.image,
    attachments: t.attachments.map((a) => ({
      id: a.id,
      attachmentType: a.attachmentType,
      fileName: a.fileName,
      url: a.url,
      contentType: a.contentType,
      size: a.size,
    })),
  };
}

/** What task views need besides the tasks: looked up once for a whole plan. */
interface TaskLookups {
  therapy: Map<string, TherapyType>;
  observationTypes: Map<string, ObservationType>;
  subTypes: Map<string, TaskSubType>;
  place: (id: string) => { id: string; name: string } | null;
  performer: (id: string) => { id: string; name: string } | null;
}

function lookups(store: Store, tasks: readonly CarePlanTask[]): TaskLookups {
  const places = new Map<string, { id: string; name: string } | null>();
  const performers = new Map<string, { id: string; name: string } | null>();
  return {
    therapy: store.therapy.byIds(tasks.flatMap((t) => (t.therapyTypeId ? [t.therapyTypeId] : []))),
    observationTypes: new Map(store.carePlans.observationTypes().map((o) => [o.id, o])),
    subTypes: new Map(store.carePlans.subTypes(undefined).map((o) => [o.id, o])),
    place: (id) => {
      if (!places.has(id)) {
        const o = store.organizations.byId(id);
        places.set(id, o ? { id: o.id, name: o.name } : null);
      }
      return places.get(id)!;
    },
    performer: (id) => {
      if (!performers.has(id)) {
        const p = store.performers.byId(id);
        performers.set(id, p ? { id: p.id, name: p.name } : null);
      }
      return performers.get(id)!;
    },
  };
}

function taskView(t: CarePlanTask, look: TaskLookups) {
  const therapy = t.therapyTypeId ? look.therapy.get(t.therapyTypeId) : undefined;
  return {
    id: t.id,
    carePlanId: t.carePlanId,
    goalId: t.goalId,
    parentTaskId: t.parentTaskId,
    name: t.name,
    taskType: taskTypeName(t.taskTypeId),
    taskTypeId: t.taskTypeId,
    subTypeId: t.subTypeId ?? null,
    // The master data's name as it is now (a task type in use is never deleted).
    subTypeName: t.subTypeId ? (look.subTypes.get(t.subTypeId)?.name ?? null) : null,
    week: t.week,
    rank: t.rank,
    status: t.status,
    count: t.count,
    serviceTypeId: t.serviceTypeId,
    therapyTypeId: t.therapyTypeId,
    therapyType: therapy ? therapyView(therapy) : null,
    locationId: t.locationId,
    location: t.locationId ? (look.place(t.locationId) ?? { id: t.locationId, name: t.locationId }) : null,
    performerId: t.performerId,
    performer: t.performerId
      ? (look.performer(t.performerId) ?? { id: t.performerId, name: t.performerId })
      : null,
    image: t.image,
    dueDate: t.dueDate,
    completedAt: t.completedAt,
    observationGoals: t.observationGoals.map((o) => ({
      id: o.id,
      // The master data's type as it is now; one it no longer has reads as it did when set.
      observationType: look.observationTypes.get(o.observationTypeId) ?? {
        id: o.observationTypeId,
        name: o.observationTypeName || o.observationTypeId,
        description: "",
      },
      targetValue: o.targetValue,
    })),
  };
}

export type PlanTaskView = ReturnType<typeof taskView>;

/** One task (the task calls' answer). */
export function planTaskView(store: Store, task: CarePlanTask): PlanTaskView {
  return taskView(task, lookups(store, [task]));
}

/** The whole plan: goals in rank order, each with its tasks in rank order and grouped by week. */
export function carePlanView(store: Store, { plan, goals, tasks }: FullCarePlan) {
  const look = lookups(store, tasks);
  const carePlanType = store.carePlans.carePlanType(plan.carePlanTypeId);
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    organizationId: plan.organizationId,
    ownerId: plan.ownerId,
    patientId: plan.patientId,
    isTemplate: plan.isTemplate,
    isPublic: plan.isPublic,
    usedTemplateId: plan.usedTemplateId,
    carePlanType: carePlanType ? { id: carePlanType.id, name: carePlanType.name } : null,
    serviceTypeId: plan.serviceTypeId,
    duration: plan.duration,
    startDate: plan.startDate,
    carePlanStatus: plan.carePlanStatus,
    carePlanStatusValue: plan.carePlanStatus === null ? null : CARE_PLAN_STATUS_VALUES[plan.carePlanStatus],
    allowedStatuses: allowedStatuses(store, { plan, goals, tasks }),
    goals: goals.map((goal) => {
      const own = tasks.filter((t) => t.goalId === goal.id).map((t) => taskView(t, look));
      const weeks = [...new Set(own.map((t) => t.week))].sort((a, b) => a - b);
      return {
        id: goal.id,
        name: goal.name,
        goalStatus: goal.goalStatus,
        rank: goal.rank,
        tasks: own,
        groupedTasks: weeks.map((week) => ({ week, tasks: own.filter((t) => t.week === week) })),
      };
    }),
    links: [{ rel: "self", href: `/api/carePlans/${plan.id}` }],
  };
}

export function briefView({
  plan,
  carePlanTypeName,
  goalCount,
  taskCount,
  patientCount,
}: CarePlanBriefRecord) {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    organizationId: plan.organizationId,
    isTemplate: plan.isTemplate,
    isPublic: plan.isPublic,
    carePlanType:
      plan.carePlanTypeId && carePlanTypeName ? { id: plan.carePlanTypeId, name: carePlanTypeName } : null,
    serviceTypeId: plan.serviceTypeId,
    duration: plan.duration,
    goalCount,
    taskCount,
    patientId: plan.patientId,
    usedTemplateId: plan.usedTemplateId,
    carePlanStatus: plan.carePlanStatus,
    startDate: plan.startDate,
    ...(patientCount === undefined ? {} : { patientCount }),
  };
}
