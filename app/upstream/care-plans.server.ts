import { z } from "zod";
import { groupByWeek } from "~/domain/care-plans";
import type { UpstreamClient, UpstreamResult } from "./client.server";
import { listOf } from "./code-lists.server";
import { upstreamId as id } from "./schemas.server";

/**
 * Care plans, their goals and tasks, observations and the therapy meta data (spec part 1 §7
 * "Care plans", "Meta data"; part 2 §7 "Patients and family": addCarePlanToPatient, serviceId).
 * One function per documented call; what a page makes of a failure is the route's business.
 */

const named = z.object({ id, name: z.string().nullish() }).passthrough();

export const therapyTypeSchema = z
  .object({
    id,
    name: z.string(),
    description: z.string().nullish(),
    taskTypeId: z.coerce.number().int(),
    entityType: z.string().nullish(),
    entityId: id.nullish(),
    weekly: z.number().nullish(),
    daily: z.number().nullish(),
    eachTime: z.number().nullish(),
    eachSet: z.number().nullish(),
    weekDays: z.array(z.string()).nullish(),
    image: z.string().nullish(),
    attachments: z
      .array(
        z
          .object({
            id,
            attachmentType: z.string(),
            fileName: z.string().nullish(),
            url: z.string().nullish(),
            size: z.number().nullish(),
          })
          .passthrough(),
      )
      .default([]),
  })
  .passthrough();
export type TherapyType = z.output<typeof therapyTypeSchema>;

export const planTaskSchema = z
  .object({
    id,
    goalId: id.nullish(),
    parentTaskId: id.nullish(),
    name: z.string(),
    taskType: z.string().nullish(),
    taskTypeId: z.coerce.number().int(),
    subTypeId: id.nullish(),
    subTypeName: z.string().nullish(),
    week: z.coerce.number().int().min(1).default(1),
    rank: z.number().nullish(),
    status: z.string().nullish(),
    count: z.number().int().nullish(),
    serviceTypeId: z.number().int().nullish(),
    therapyTypeId: id.nullish(),
    therapyType: therapyTypeSchema.nullish(),
    locationId: id.nullish(),
    location: named.nullish(),
    performerId: id.nullish(),
    performer: named.nullish(),
    image: z.string().nullish(),
    dueDate: z.string().nullish(),
    completedAt: z.string().nullish(),
    observationGoals: z
      .array(
        z
          .object({
            id: id.nullish(),
            observationType: z
              .object({ id, name: z.string().nullish(), unit: z.string().nullish() })
              .passthrough(),
            targetValue: z.string().nullish(),
          })
          .passthrough(),
      )
      .default([]),
  })
  .passthrough()
  // The task's picture (its therapy type's), where the app serves it: never an upstream address.
  .transform((task) => ({ ...task, imageHref: attachmentHref(task.image) }));
export type PlanTask = z.output<typeof planTaskSchema>;

const goalSchema = z
  .object({
    id,
    name: z.string(),
    goalStatus: z.string().nullish(),
    tasks: z.array(planTaskSchema).default([]),
  })
  .passthrough()
  // Spec part 1 §3 names `groupedTasks`; it is made here from `tasks` whether or not an upstream
  // sends it, so every page groups the same way.
  .transform((goal) => ({ ...goal, groupedTasks: groupByWeek(goal.tasks) }));
export type Goal = z.output<typeof goalSchema>;

export const carePlanSchema = z
  .object({
    id,
    name: z.string(),
    description: z.string().nullish(),
    organizationId: id.nullish(),
    ownerId: id.nullish(),
    patientId: id.nullish(),
    isTemplate: z.boolean().default(false),
    isPublic: z.boolean().nullish(),
    usedTemplateId: id.nullish(),
    carePlanType: named.nullish(),
    serviceTypeId: z.number().int().nullish(),
    duration: z.coerce.number().int().min(0).default(0),
    startDate: z.string().nullish(),
    carePlanStatus: z.string().nullish(),
    carePlanStatusValue: z.number().nullish(),
    /**
     * The statuses the plan may take (issue 38), where the upstream says: an extension of the
     * reference upstream's; without it the app reads them from what the plan observes.
     */
    allowedStatuses: z.array(z.string().max(60)).max(20).nullish(),
    goals: z.array(goalSchema).default([]),
  })
  .passthrough();
export type CarePlan = z.output<typeof carePlanSchema>;

export const carePlanBriefSchema = z
  .object({
    id,
    name: z.string(),
    description: z.string().nullish(),
    organizationId: id.nullish(),
    isTemplate: z.boolean().nullish(),
    isPublic: z.boolean().nullish(),
    carePlanType: named.nullish(),
    serviceTypeId: z.number().int().nullish(),
    duration: z.coerce.number().int().nullish(),
    goalCount: z.number().int().nullish(),
    taskCount: z.number().int().nullish(),
    patientId: id.nullish(),
    usedTemplateId: id.nullish(),
    carePlanStatus: z.string().nullish(),
    startDate: z.string().nullish(),
    patientCount: z.number().int().nullish(),
  })
  .passthrough();
export type CarePlanBrief = z.output<typeof carePlanBriefSchema>;

const patientsOnPlanSchema = z
  .object({
    total: z.number().int().nonnegative().default(0),
    byStatus: z
      .array(
        z
          .object({ carePlanStatus: z.string(), value: z.number().nullish(), count: z.number().int() })
          .passthrough(),
      )
      .default([]),
  })
  .passthrough();
export type PatientsOnPlan = z.output<typeof patientsOnPlanSchema>;

const patientsStatsSchema = z
  .object({
    patients: z.number().int().nonnegative().default(0),
    tasks: z.array(z.object({ status: z.string(), count: z.number().int() }).passthrough()).default([]),
    byWeek: z
      .array(
        z
          .object({ week: z.number().int(), completed: z.number().int(), total: z.number().int() })
          .passthrough(),
      )
      .default([]),
  })
  .passthrough();
export type PatientsStats = z.output<typeof patientsStatsSchema>;

const base = "/api/carePlans";
const enc = encodeURIComponent;

export interface PlanListQuery {
  page: number;
  size: number;
  name?: string;
  orderType?: string;
  asc?: boolean;
}

export function getCarePlan(client: UpstreamClient, planId: string) {
  return client.call(`${base}/${enc(planId)}`, { schema: carePlanSchema });
}

export function listTemplates(client: UpstreamClient, organizationId: string, query: PlanListQuery) {
  return client.call(`${base}/templates`, {
    query: { organizationId, ...query, stats: true },
    schema: listOf(carePlanBriefSchema),
  });
}

export function listPublicTemplates(
  client: UpstreamClient,
  query: PlanListQuery & { carePlanType?: string; serviceTypeId?: string },
) {
  return client.call(`${base}/public-templates`, {
    query: { ...query, stats: true },
    schema: listOf(carePlanBriefSchema),
  });
}

export function listPerformerPlans(client: UpstreamClient, performerId: string, query: PlanListQuery) {
  return client.call(`/api/performers/${enc(performerId)}/care-plans`, {
    query: { ...query },
    schema: listOf(carePlanBriefSchema),
  });
}

/** GET /{id}/serviceId: the service a plan belongs to (for a patient, that patient's plan's). */
export function getPlanServiceId(client: UpstreamClient, planId: string, patientId?: string | null) {
  return client.call(`${base}/${enc(planId)}/serviceId`, {
    query: { patientId: patientId ?? undefined },
    schema: z.object({ serviceId: z.coerce.number().int().nullish() }).passthrough(),
  });
}

export function getCarePlanTypes(client: UpstreamClient) {
  return client.call(`${base}/carePlanTypes`, { schema: z.array(named) });
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
  return client.call(base, { method: "POST", json: body, schema: carePlanSchema });
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
  return client.call(`${base}/${enc(planId)}`, { method: "PUT", json: body, schema: carePlanSchema });
}

export function deleteCarePlan(client: UpstreamClient, planId: string) {
  return client.call(`${base}/${enc(planId)}`, { method: "DELETE" });
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
  return client.call(`${base}/task`, { method: "POST", json: body, schema: planTaskSchema });
}

export function updateTask(client: UpstreamClient, taskId: string, body: TaskBody) {
  return client.call(`${base}/task/${enc(taskId)}`, { method: "PUT", json: body, schema: planTaskSchema });
}

export function deleteTask(client: UpstreamClient, planId: string, taskId: string) {
  return client.call(`${base}/${enc(planId)}/task/${enc(taskId)}`, { method: "DELETE" });
}

export function addObservationGoal(
  client: UpstreamClient,
  body: { taskId: string; observationTypeId: string; targetValue?: string },
) {
  return client.call(`${base}/task/observation-goal`, { method: "POST", json: body, schema: planTaskSchema });
}

export function setCarePlanStatus(client: UpstreamClient, planId: string, carePlanStatus: string) {
  return client.call(`${base}/${enc(planId)}/care-plan-status`, {
    method: "POST",
    json: { carePlanStatus },
    schema: carePlanSchema,
  });
}

export function planFromTemplate(
  client: UpstreamClient,
  body: { templateId: string; patientId: string; startDate: string },
) {
  return client.call(`${base}/patient-care-plan-from-template`, {
    method: "POST",
    json: body,
    schema: carePlanSchema,
  });
}

export function saveAsTemplate(client: UpstreamClient, planId: string, name: string) {
  return client.call(`${base}/${enc(planId)}/save-as-template`, {
    method: "POST",
    json: { name },
    schema: carePlanSchema,
  });
}

export function getPatientsOnPlan(client: UpstreamClient, planId: string) {
  return client.call(`${base}/${enc(planId)}/patients-on-plan-stats`, { schema: patientsOnPlanSchema });
}

export function getPatientsStats(client: UpstreamClient, planId: string) {
  return client.call(`${base}/${enc(planId)}/patients-stats`, { schema: patientsStatsSchema });
}

/** Team tasks (spec part 1 §4): completed or activated by staff. */
export function completeTask(client: UpstreamClient, taskId: string) {
  return client.call(`/api/tasks/${enc(taskId)}/complete`, { method: "PUT", schema: planTaskSchema });
}

export function activateTask(client: UpstreamClient, taskId: string) {
  return client.call(`/api/tasks/${enc(taskId)}/activate`, { method: "PUT", schema: planTaskSchema });
}

export function recordObservation(
  client: UpstreamClient,
  body: { taskId: string; observationTypeId: string; value: string; patientId?: string },
) {
  return client.call(`/api/observations`, { method: "POST", json: body });
}

// ---- meta data ------------------------------------------------------------------------------

export function getTaskTypes(client: UpstreamClient) {
  return client.call(`/api/meta/task`, { schema: z.array(named) });
}

export const subTypeSchema = z
  .object({ id, name: z.string(), taskTypeId: z.coerce.number().int() })
  .passthrough();
export type SubType = z.output<typeof subTypeSchema>;

/** A task type's kinds (`GET /api/meta/sub-type`): master data's task types of that category. */
export function listSubTypes(client: UpstreamClient, taskTypeId: number) {
  return client.call(`/api/meta/sub-type`, { query: { taskTypeId }, schema: listOf(subTypeSchema) });
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
  return client.call(`/api/meta/therapy`, { query: { ...query }, schema: listOf(therapyTypeSchema) });
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
  return client.call(`/api/meta/therapy`, { method: "POST", json: body, schema: therapyTypeSchema });
}

export function updateTherapyType(client: UpstreamClient, therapyId: string, body: TherapyBody) {
  return client.call(`/api/meta/therapy/${enc(therapyId)}`, {
    method: "PUT",
    json: body,
    schema: therapyTypeSchema,
  });
}

/** Every therapy type of one entity (409 when any is used by a task: then none is deleted). */
export function deleteEntityTherapyTypes(client: UpstreamClient, entityId: string) {
  return client.call(`/api/meta/therapy/entity/${enc(entityId)}`, { method: "DELETE" });
}

export function deleteTherapyType(client: UpstreamClient, therapyId: string) {
  return client.call(`/api/meta/therapy/${enc(therapyId)}`, { method: "DELETE" });
}

export function removeObservationGoal(client: UpstreamClient, observationGoalId: string) {
  return client.call(`${base}/task/observation-goal/${enc(observationGoalId)}`, { method: "DELETE" });
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
  return client.call(`/api/attachments/therapy-type`, {
    method: "POST",
    body: form,
    schema: therapyTypeSchema,
  });
}

/** Where the upstream serves its own attachment files: the only paths the app fetches them from. */
const ATTACHMENT_PATH = /^\/api\/attachments\/therapy-type\/[A-Za-z0-9_-]{1,64}\/[^/?#]{1,255}$/;

/** An attachment's file, when its URL is one of the upstream's attachment paths (else null). */
export function fetchTherapyAttachment(client: UpstreamClient, url: string) {
  if (!ATTACHMENT_PATH.test(url)) return null;
  return () => client.fetch(url, { headers: { Accept: "*/*" } });
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
  return client.call(`/api/meta/therapy/${enc(therapyId)}/image`, { method: "DELETE" });
}
