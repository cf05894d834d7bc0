import type { z } from "zod";
import {
  carePlans,
  type carePlan,
  type carePlanBrief,
  type goal,
  type patientsOnPlan,
  type patientsStats,
  planTask,
  type subType,
  type therapyType,
} from "@contract/care-plans";
import { groupByWeek } from "~/domain/care-plans";
import type { UpstreamClient, UpstreamResult } from "./client.server";

/**
 * Care plans, their goals and tasks, observations and the therapy meta data (spec part 1 §7
 * "Care plans", "Meta data"; part 2 §7 "Patients and family": addCarePlanToPatient, serviceId).
 * One function per documented call, through its contract entry (contract/care-plans.ts); what a
 * page makes of a failure is the route's business.
 */

export type TherapyType = z.output<typeof therapyType>;

/** A task with its picture (its therapy type's) where the app serves it: never an upstream address. */
const taskView = (task: z.output<typeof planTask>) => ({ ...task, imageHref: attachmentHref(task.image) });
export type PlanTask = ReturnType<typeof taskView>;

/**
 * Spec part 1 §3 names `groupedTasks`; it is made here from `tasks` whether or not an upstream
 * sends it, so every page groups the same way.
 */
const goalView = (read: z.output<typeof goal>) => {
  const tasks = read.tasks.map(taskView);
  return { ...read, tasks, groupedTasks: groupByWeek(tasks) };
};
export type Goal = ReturnType<typeof goalView>;

const planView = (plan: z.output<typeof carePlan>) => ({ ...plan, goals: plan.goals.map(goalView) });
export type CarePlan = ReturnType<typeof planView>;

export type CarePlanBrief = z.output<typeof carePlanBrief>;
export type PatientsOnPlan = z.output<typeof patientsOnPlan>;
export type PatientsStats = z.output<typeof patientsStats>;

/** A success's data as the app keeps it (the derived fields added to what was read). */
async function viewed<T, U>(
  pending: Promise<UpstreamResult<T>>,
  view: (data: T) => U,
): Promise<UpstreamResult<U>> {
  const result = await pending;
  return result.ok ? { ...result, data: view(result.data) } : result;
}

export interface PlanListQuery {
  page: number;
  size: number;
  name?: string;
  orderType?: string;
  asc?: boolean;
}

export function getCarePlan(client: UpstreamClient, planId: string) {
  return viewed(client.invoke(carePlans.get, { params: { id: planId } }), planView);
}

export function listTemplates(client: UpstreamClient, organizationId: string, query: PlanListQuery) {
  return client.invoke(carePlans.templates, { query: { organizationId, ...query, stats: true } });
}

export function listPublicTemplates(
  client: UpstreamClient,
  query: PlanListQuery & { carePlanType?: string; serviceTypeId?: string },
) {
  return client.invoke(carePlans.publicTemplates, { query: { ...query, stats: true } });
}

export function listPerformerPlans(client: UpstreamClient, performerId: string, query: PlanListQuery) {
  return client.invoke(carePlans.performerPlans, { params: { id: performerId }, query: { ...query } });
}

/** GET /{id}/serviceId: the service a plan belongs to (for a patient, that patient's plan's). */
export function getPlanServiceId(client: UpstreamClient, planId: string, patientId?: string | null) {
  return client.invoke(carePlans.serviceId, {
    params: { id: planId },
    query: { patientId: patientId ?? undefined },
  });
}

export function getCarePlanTypes(client: UpstreamClient) {
  return client.invoke(carePlans.carePlanTypes);
}

export interface PlanBody {
  name: string;
  description: string;
  duration: number;
  carePlanTypeId?: string;
  serviceTypeId?: number;
}

export function createCarePlan(
  client: UpstreamClient,
  body: PlanBody & { organizationId: string; isTemplate: boolean },
) {
  return viewed(client.invoke(carePlans.create, { json: body }), planView);
}

export interface GoalBody {
  id?: string;
  name: string;
  goalStatus: string;
  taskIds?: string[];
}

/** Saves the plan with its goals in the given order (spec part 1 §3: deletedGoalIds, deletedTaskIds). */
export function updateCarePlan(
  client: UpstreamClient,
  planId: string,
  body: PlanBody & { goals: GoalBody[]; deletedGoalIds: string[]; deletedTaskIds: string[] },
) {
  return viewed(client.invoke(carePlans.update, { params: { id: planId }, json: body }), planView);
}

export function deleteCarePlan(client: UpstreamClient, planId: string) {
  return client.invoke(carePlans.remove, { params: { id: planId } });
}

export interface TaskBody {
  name: string;
  taskTypeId: number;
  week: number;
  count: number;
  parentTaskId?: string;
  serviceTypeId?: number;
  therapyTypeId?: string;
  /** null takes the kind away (a field left out keeps it). */
  subTypeId?: string | null;
  locationId?: string;
  performerId?: string;
}

export function createTask(client: UpstreamClient, body: TaskBody & { carePlanId: string; goalId: string }) {
  return viewed(client.invoke(carePlans.createTask, { json: body }), taskView);
}

export function updateTask(client: UpstreamClient, taskId: string, body: TaskBody) {
  return viewed(client.invoke(carePlans.updateTask, { params: { id: taskId }, json: body }), taskView);
}

export function deleteTask(client: UpstreamClient, planId: string, taskId: string) {
  return client.invoke(carePlans.removeTask, { params: { planId, taskId } });
}

export function addObservationGoal(
  client: UpstreamClient,
  body: { taskId: string; observationTypeId: string; targetValue?: string },
) {
  return viewed(client.invoke(carePlans.addObservationGoal, { json: body }), taskView);
}

export function setCarePlanStatus(client: UpstreamClient, planId: string, carePlanStatus: string) {
  return viewed(
    client.invoke(carePlans.setStatus, { params: { id: planId }, json: { carePlanStatus } }),
    planView,
  );
}

export function planFromTemplate(
  client: UpstreamClient,
  body: { templateId: string; patientId: string; startDate: string },
) {
  return viewed(client.invoke(carePlans.fromTemplate, { json: body }), planView);
}

export function saveAsTemplate(client: UpstreamClient, planId: string, name: string) {
  return viewed(
    client.invoke(carePlans.saveAsTemplate, { params: { id: planId }, json: { name } }),
    planView,
  );
}

export function getPatientsOnPlan(client: UpstreamClient, planId: string) {
  return client.invoke(carePlans.patientsOnPlan, { params: { id: planId } });
}

export function getPatientsStats(client: UpstreamClient, planId: string) {
  return client.invoke(carePlans.patientsStats, { params: { id: planId } });
}

/**
 * Team tasks (spec part 1 §4): completed or activated by staff. PUT /api/tasks/{id}/complete is the
 * appointments' entry too (a patient completes an appointment there, reading no answer); a plan
 * task's completion reads the task back, so it is called by its path here.
 */
export function completeTask(client: UpstreamClient, taskId: string) {
  return viewed(
    client.call(`/api/tasks/${encodeURIComponent(taskId)}/complete`, { method: "PUT", schema: planTask }),
    taskView,
  );
}

export function activateTask(client: UpstreamClient, taskId: string) {
  return viewed(client.invoke(carePlans.activateTask, { params: { id: taskId } }), taskView);
}

export function recordObservation(
  client: UpstreamClient,
  body: { taskId: string; observationTypeId: string; value: string; patientId?: string },
) {
  return client.invoke(carePlans.recordObservation, { json: body });
}

// ---- meta data ------------------------------------------------------------------------------

export function getTaskTypes(client: UpstreamClient) {
  return client.invoke(carePlans.taskTypes);
}

export type SubType = z.output<typeof subType>;

/** A task type's kinds (`GET /api/meta/sub-type`): master data's task types of that category. */
export function listSubTypes(client: UpstreamClient, taskTypeId: number) {
  return client.invoke(carePlans.subTypes, { query: { taskTypeId } });
}

export function listTherapyTypes(
  client: UpstreamClient,
  query: {
    taskTypeId?: number;
    entityType?: string;
    entityId?: string;
    page?: number;
    size?: number;
    name?: string;
  },
) {
  return client.invoke(carePlans.therapyTypes, { query: { ...query } });
}

export interface TherapyBody {
  name: string;
  description: string;
  taskTypeId: number;
  weekly?: number;
  daily?: number;
  eachTime?: number;
  eachSet?: number;
  weekDays: string[];
  /** Whom it is for (left out: unchanged; null: everyone). */
  entityType?: string | null;
  entityId?: string | null;
}

/**
 * One therapy type. The documented calls have no "therapy by id", so this pages through the
 * list (200 a page) until it finds it.
 */
export async function findTherapyType(
  client: UpstreamClient,
  therapyId: string,
): Promise<UpstreamResult<TherapyType | null>> {
  for (let page = 0; page < 20; page++) {
    const result = await listTherapyTypes(client, { page, size: 200 });
    if (!result.ok) return result;
    const found = result.data.content.find((therapy) => therapy.id === therapyId);
    if (found) return { ok: true, status: 200, data: found };
    if (page >= result.data.totalPages - 1) break;
  }
  return { ok: true, status: 200, data: null };
}

export function createTherapyType(client: UpstreamClient, body: TherapyBody) {
  return client.invoke(carePlans.createTherapyType, { json: body });
}

export function updateTherapyType(client: UpstreamClient, therapyId: string, body: TherapyBody) {
  return client.invoke(carePlans.updateTherapyType, { params: { id: therapyId }, json: body });
}

/** Every therapy type of one entity (409 when any is used by a task: then none is deleted). */
export function deleteEntityTherapyTypes(client: UpstreamClient, entityId: string) {
  return client.invoke(carePlans.removeEntityTherapyTypes, { params: { entityId } });
}

export function deleteTherapyType(client: UpstreamClient, therapyId: string) {
  return client.invoke(carePlans.removeTherapyType, { params: { id: therapyId } });
}

export function removeObservationGoal(client: UpstreamClient, observationGoalId: string) {
  return client.invoke(carePlans.removeObservationGoal, { params: { id: observationGoalId } });
}

/**
 * POST /api/attachments/therapy-type: a checked file (multipart) as one of the therapy type's
 * attachments; an IMAGE becomes its picture. The name and type sent are ours, from the bytes.
 */
export function uploadTherapyAttachment(
  client: UpstreamClient,
  therapyId: string,
  attachmentType: "IMAGE" | "VIDEO" | "DOCUMENT",
  file: { bytes: Uint8Array<ArrayBuffer>; mediaType: string; fileName: string },
) {
  const form = new FormData();
  form.append("file", new Blob([file.bytes], { type: file.mediaType }), file.fileName);
  form.append("therapyTypeId", therapyId);
  form.append("attachmentType", attachmentType);
  return client.invoke(carePlans.uploadTherapyAttachment, { body: form });
}

/** Where the upstream serves its own attachment files: the only paths the app fetches them from. */
const ATTACHMENT_PATH = /^\/api\/attachments\/therapy-type\/[A-Za-z0-9_-]{1,64}\/[^/?#]{1,255}$/;

/**
 * An attachment's file, when its URL is one of the upstream's attachment paths (else null). The
 * URL is `carePlans.therapyAttachment`'s path as the upstream filled it in (its file name already
 * encoded), so it is fetched as it is.
 */
export function fetchTherapyAttachment(client: UpstreamClient, url: string) {
  if (!ATTACHMENT_PATH.test(url)) return null;
  return () => client.fetch(url, { method: carePlans.therapyAttachment.method, headers: { Accept: "*/*" } });
}

/**
 * Where the app serves an attachment whose URL is one of the upstream's attachment paths (the
 * attachment route), or null for any other URL: the browser never gets an upstream address.
 */
export function attachmentHref(url: string | null | undefined): string | null {
  if (!url || !ATTACHMENT_PATH.test(url)) return null;
  const [, , , , id, name] = url.split("/");
  return `/provider/care-plans/attachments/${id}/${name}`;
}

export function deleteTherapyImage(client: UpstreamClient, therapyId: string) {
  return client.invoke(carePlans.removeTherapyImage, { params: { id: therapyId } });
}
