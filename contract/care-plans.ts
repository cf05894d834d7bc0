import { patientArea, PUBLIC, record, staff, type StaffOptions } from "./access";
import { defineCalls } from "./call";
import { flag, id, listOf, paging, stringOrNumber } from "./common";

import { z } from "./zod";

/**
 * Care plans, their goals and tasks, observations and the therapy meta data (spec part 1 §7
 * "Care plans", "Meta data"; part 2 §7 "Patients and family": addCarePlanToPatient, serviceId,
 * the public service types). The answers are the wire shapes: the app adds what it derives (a
 * goal's tasks by week, a task picture's address in the app) after reading them.
 */

const named = z.object({ id, name: z.string().nullish() }).passthrough();

export const therapyType = z
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

export const planTask = z
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
    therapyType: therapyType.nullish(),
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
  .passthrough();

export const goal = z
  .object({
    id,
    name: z.string(),
    goalStatus: z.string().nullish(),
    tasks: z.array(planTask).default([]),
  })
  .passthrough();

export const carePlan = z
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
    goals: z.array(goal).default([]),
  })
  .passthrough();

export const carePlanBrief = z
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

export const patientsOnPlan = z
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

export const patientsStats = z
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

export const subType = z.object({ id, name: z.string(), taskTypeId: z.coerce.number().int() }).passthrough();

export const serviceType = z
  .object({
    id,
    name: z.string(),
    description: z.string().nullish(),
    price: stringOrNumber.nullish(),
    free: z.boolean().nullish(),
    attributes: z
      .object({ free: z.union([z.boolean(), z.string()]).nullish(), vaccineType: z.string().nullish() })
      .passthrough()
      .nullish(),
  })
  .passthrough();

export const serviceWithCarePlans = z
  .object({
    id,
    carePlans: z
      .array(z.object({ id, name: z.string(), durationDays: z.number().nullish() }).passthrough())
      .nullish()
      .transform((plans) => plans ?? []),
  })
  .passthrough();

/** A master-data value as the care plans read it (observation types, task types). */
const metaValue = z.object({ id, name: z.string() }).passthrough();

// ---- request shapes --------------------------------------------------------------------------

const ref = stringOrNumber;

const planListQuery = z
  .object({
    ...paging,
    name: z.string().optional(),
    orderType: z.string().optional(),
    asc: flag.optional(),
    stats: flag.optional(),
  })
  .passthrough();

const planFields = {
  name: z.string(),
  description: z.string().nullish(),
  duration: stringOrNumber,
  carePlanTypeId: ref.nullish(),
  serviceTypeId: stringOrNumber.nullish(),
};

const taskFields = {
  name: z.string(),
  taskTypeId: stringOrNumber,
  week: stringOrNumber,
  count: stringOrNumber.optional(),
  parentTaskId: ref.nullish(),
  serviceTypeId: stringOrNumber.nullish(),
  therapyTypeId: ref.nullish(),
  subTypeId: ref.nullish(),
  locationId: ref.nullish(),
  performerId: ref.nullish(),
};

const therapyBody = z
  .object({
    name: z.string().optional(),
    description: z.string().nullish(),
    taskTypeId: stringOrNumber.optional(),
    weekly: stringOrNumber.nullish(),
    daily: stringOrNumber.nullish(),
    eachTime: stringOrNumber.nullish(),
    eachSet: stringOrNumber.nullish(),
    weekDays: z.union([z.array(z.string()), z.string()]).nullish(),
    entityType: z.string().nullish(),
    entityId: ref.nullish(),
  })
  .passthrough();

// ---- access ----------------------------------------------------------------------------------

const planInPath: StaffOptions = record("carePlan", { path: "id" });
const CARE_READ = staff("carePlans.read");
/** Meta data (therapy types): care plan editors, and master data editors. */
const META_EDIT = staff(["carePlans.edit", "masterData.edit"]);

const CARE_PLANS = { documented: "part 1 §7 Care plans" } as const;
const META = { documented: "part 1 §7 Meta data" } as const;
const PATIENTS = { documented: "part 2 §7 Patients and family" } as const;

export const carePlans = defineCalls("carePlans", {
  // Care plans and templates: the plan's (or template's) organization; public templates are read anywhere.
  carePlanTypes: {
    method: "GET",
    path: "/api/carePlans/carePlanTypes",
    summary: "The care plan types",
    source: CARE_PLANS,
    access: CARE_READ,
    responses: { 200: { json: z.array(named) } },
  },
  templates: {
    method: "GET",
    path: "/api/carePlans/templates",
    summary: "A page of an organization's templates (with their counts when `stats`)",
    source: CARE_PLANS,
    access: staff("carePlans.read", { organization: { query: "organizationId" } }),
    query: planListQuery.extend({ organizationId: z.string() }),
    responses: { 200: { json: listOf(carePlanBrief) } },
  },
  publicTemplates: {
    method: "GET",
    path: "/api/carePlans/public-templates",
    summary: "A page of the public templates, by type and service type",
    source: CARE_PLANS,
    access: CARE_READ,
    query: planListQuery.extend({
      carePlanType: z.string().optional(),
      serviceTypeId: z.string().optional(),
    }),
    responses: { 200: { json: listOf(carePlanBrief) } },
  },
  organizationPlans: {
    method: "GET",
    path: "/api/carePlans/organization/{orgId}",
    summary: "A page of the patients' plans of an organization and the organizations under it",
    source: {
      extension:
        'A backend lists an organization\'s patient plans by name, patient and status for its staff (README "Care plans").',
    },
    access: staff("carePlans.read", { organization: { path: "orgId" } }),
    query: z
      .object({
        ...paging,
        name: z.string().optional(),
        patientId: z.string().optional(),
        carePlanStatus: z.string().optional(),
      })
      .passthrough(),
    responses: { 200: { json: listOf(carePlanBrief) } },
  },
  create: {
    method: "POST",
    path: "/api/carePlans",
    summary: "Creates a template (or a patient's plan) in an organization",
    source: {
      extension:
        "Templates are made from the care plans page (spec part 1 §3); the spec's list shows no path.",
    },
    access: staff("carePlans.edit", { organization: { body: "organizationId" } }),
    body: {
      json: z
        .object({
          ...planFields,
          organizationId: ref,
          isTemplate: flag.optional(),
          isPublic: flag.optional(),
          patientId: ref.nullish(),
          startDate: z.string().nullish(),
        })
        .passthrough(),
    },
    responses: { 201: { json: carePlan } },
  },
  get: {
    method: "GET",
    path: "/api/carePlans/{id}",
    summary: "A plan with its goals and tasks",
    source: CARE_PLANS,
    access: staff("carePlans.read", planInPath),
    responses: { 200: { json: carePlan } },
  },
  update: {
    method: "PUT",
    path: "/api/carePlans/{id}",
    summary: "Saves a plan with its goals in order, deleting the goals and tasks named",
    source: {
      extension:
        "The plan editor saves the plan and its goals in one call (spec part 1 §3: deletedGoalIds, deletedTaskIds); the spec's list shows no path.",
    },
    access: staff("carePlans.edit", planInPath),
    body: {
      json: z
        .object({
          ...planFields,
          name: z.string().optional(),
          duration: stringOrNumber.optional(),
          isPublic: flag.optional(),
          goals: z
            .array(
              z
                .object({
                  id: ref.nullish(),
                  name: z.string().optional(),
                  goalStatus: z.string().optional(),
                  taskIds: z.array(ref).optional(),
                })
                .passthrough(),
            )
            .optional(),
          deletedGoalIds: z.array(ref).optional(),
          deletedTaskIds: z.array(ref).optional(),
        })
        .passthrough(),
    },
    responses: { 200: { json: carePlan } },
  },
  remove: {
    method: "DELETE",
    path: "/api/carePlans/{id}",
    summary: "Deletes a plan",
    source: CARE_PLANS,
    access: staff("carePlans.edit", planInPath),
    responses: { 204: { empty: true } },
  },
  createTask: {
    method: "POST",
    path: "/api/carePlans/task",
    summary: "Adds a task to a goal of a plan",
    source: CARE_PLANS,
    access: staff("carePlans.edit", record("carePlan", { body: "carePlanId" })),
    body: { json: z.object({ ...taskFields, carePlanId: ref, goalId: ref }).passthrough() },
    responses: { 201: { json: planTask } },
  },
  updateTask: {
    method: "PUT",
    path: "/api/carePlans/task/{id}",
    summary: "Changes a plan task (fields left out keep their values)",
    source: CARE_PLANS,
    access: staff("carePlans.edit", record("planTask", { path: "id" })),
    body: {
      json: z
        .object({
          ...taskFields,
          name: z.string().optional(),
          taskTypeId: stringOrNumber.optional(),
          week: stringOrNumber.optional(),
        })
        .passthrough(),
    },
    responses: { 200: { json: planTask } },
  },
  removeTask: {
    method: "DELETE",
    path: "/api/carePlans/{planId}/task/{taskId}",
    summary: "Deletes a plan task",
    source: CARE_PLANS,
    access: staff("carePlans.edit", record("carePlan", { path: "planId" })),
    responses: { 204: { empty: true } },
  },
  addObservationGoal: {
    method: "POST",
    path: "/api/carePlans/task/observation-goal",
    summary: "Adds an observation goal to a plan task; answers the task",
    source: CARE_PLANS,
    access: staff("carePlans.edit", record("planTask", { body: "taskId" })),
    body: {
      json: z
        .object({ taskId: ref, observationTypeId: ref, targetValue: stringOrNumber.nullish() })
        .passthrough(),
    },
    responses: { 201: { json: planTask } },
  },
  removeObservationGoal: {
    method: "DELETE",
    path: "/api/carePlans/task/observation-goal/{id}",
    summary: "Deletes an observation goal of a plan task",
    source: {
      extension: "The task's observations page takes a goal away again; the spec lists only its adding.",
    },
    access: staff("carePlans.edit", record("observationGoal", { path: "id" })),
    responses: { 204: { empty: true } },
  },
  setStatus: {
    method: "POST",
    path: "/api/carePlans/{id}/care-plan-status",
    summary: "Sets a patient plan's status",
    source: CARE_PLANS,
    access: staff("carePlans.edit", planInPath),
    body: { json: z.object({ carePlanStatus: z.string() }).passthrough() },
    responses: { 200: { json: carePlan } },
  },
  serviceId: {
    method: "GET",
    path: "/api/carePlans/{id}/serviceId",
    summary: "The service a plan belongs to (with a patient: that patient's plan's)",
    source: CARE_PLANS,
    access: staff("carePlans.read", planInPath),
    query: z.object({ patientId: z.string().optional() }).passthrough(),
    responses: { 200: { json: z.object({ serviceId: z.coerce.number().int().nullish() }).passthrough() } },
  },
  fromTemplate: {
    method: "POST",
    path: "/api/carePlans/patient-care-plan-from-template",
    summary: "A patient's plan made from a template, starting on a day",
    source: CARE_PLANS,
    access: staff("carePlans.edit", record("patient", { body: "patientId" })),
    body: { json: z.object({ templateId: ref, patientId: ref, startDate: z.string() }).passthrough() },
    responses: { 201: { json: carePlan } },
  },
  addToPatient: {
    method: "POST",
    path: "/api/carePlans/addCarePlanToPatient",
    summary: "A patient's plan made from a plan, starting today",
    source: PATIENTS,
    access: staff("carePlans.edit", record("patient", { body: "patientId" })),
    body: { json: z.object({ carePlanId: ref, patientId: ref }).passthrough() },
    responses: { 201: { json: carePlan } },
  },
  saveAsTemplate: {
    method: "POST",
    path: "/api/carePlans/{id}/save-as-template",
    summary: "A template copied from a plan, under a new name",
    source: {
      extension:
        "A plan is kept as a new template from its page (spec part 1 §3); the spec's list shows no path.",
    },
    access: staff("carePlans.edit", planInPath),
    body: { json: z.object({ name: z.string() }).passthrough() },
    responses: { 201: { json: carePlan } },
  },
  patientsOnPlan: {
    method: "GET",
    path: "/api/carePlans/{id}/patients-on-plan-stats",
    summary: "How many patients' plans a template made, by status",
    source: CARE_PLANS,
    access: staff("carePlans.read", planInPath),
    responses: { 200: { json: patientsOnPlan } },
  },
  patientsStats: {
    method: "GET",
    path: "/api/carePlans/{id}/patients-stats",
    summary: "A template's patients and their tasks, by status and week",
    source: PATIENTS,
    access: staff("carePlans.read", planInPath),
    responses: { 200: { json: patientsStats } },
  },
  performerPlans: {
    method: "GET",
    path: "/api/performers/{id}/care-plans",
    summary: "A page of the plans a provider performs tasks of",
    source: CARE_PLANS,
    access: staff("carePlans.read", record("performer", { path: "id" })),
    query: planListQuery,
    responses: { 200: { json: listOf(carePlanBrief) } },
  },
  activateTask: {
    method: "PUT",
    path: "/api/tasks/{id}/activate",
    summary: "Sets a patient plan's task active again (team tasks)",
    source: CARE_PLANS,
    access: staff("carePlans.edit", record("planTask", { path: "id" })),
    responses: { 200: { json: planTask } },
  },
  recordObservation: {
    method: "POST",
    path: "/api/observations",
    summary: "Records an observation of a plan task",
    source: CARE_PLANS,
    access: staff("carePlans.edit", record("planTask", { body: "taskId" })),
    body: {
      json: z
        .object({ taskId: ref, observationTypeId: ref, value: stringOrNumber, patientId: ref.nullish() })
        .passthrough(),
    },
    responses: { 201: { empty: true } },
  },
  observations: {
    method: "GET",
    path: "/api/observations",
    summary: "The observations recorded for a plan task",
    source: { extension: "A backend answers the observations recorded for a task where they are shown." },
    access: staff("carePlans.read", record("planTask", { query: "taskId" })),
    query: z.object({ taskId: z.string() }).passthrough(),
    responses: {
      200: {
        json: z.array(
          z
            .object({ id, taskId: id.nullish(), observationTypeId: id.nullish(), value: z.string() })
            .passthrough(),
        ),
      },
    },
  },

  // Care plan meta data: not organization data, read by care plan readers.
  taskTypes: {
    method: "GET",
    path: "/api/meta/task",
    summary:
      "The task types. With `page` it is master data's list of task types (the kinds of the documented ones), a Spring page.",
    source: META,
    access: CARE_READ,
    query: z.object({ name: z.string().optional(), ...paging }).passthrough(),
    responses: { 200: { json: z.array(named) } },
  },
  observationTypes: {
    method: "GET",
    path: "/api/meta/observation",
    summary: "The observation types (with `page`: master data's paged list of them)",
    source: META,
    access: CARE_READ,
    query: z.object({ name: z.string().optional(), ...paging }).passthrough(),
    responses: { 200: { json: listOf(metaValue) } },
  },
  subTypes: {
    method: "GET",
    path: "/api/meta/sub-type",
    summary: "A task type's kinds (master data's task types of that category)",
    source: { documented: "part 2 §7 Master data" },
    access: CARE_READ,
    query: z.object({ taskTypeId: z.coerce.number().int().optional() }).passthrough(),
    responses: { 200: { json: listOf(subType) } },
  },
  therapyTypes: {
    method: "GET",
    path: "/api/meta/therapy",
    summary: "A page of the therapy types, by task type and owner",
    source: META,
    access: CARE_READ,
    query: z
      .object({
        ...paging,
        taskTypeId: z.coerce.number().int().optional(),
        entityType: z.string().optional(),
        entityId: z.string().optional(),
        name: z.string().optional(),
      })
      .passthrough(),
    responses: { 200: { json: listOf(therapyType) } },
  },
  // A therapy type is changed where its owner is (README "Care plans"): an organization's inside
  // that organization's tree, a network-wide one only by an account whose scope is everywhere.
  // The owner a body names (POST, PUT) and the type an upload names are the routes' to check.
  createTherapyType: {
    method: "POST",
    path: "/api/meta/therapy",
    summary: "Creates a therapy type",
    source: META,
    access: META_EDIT,
    body: { json: therapyBody.extend({ name: z.string(), taskTypeId: stringOrNumber }) },
    responses: { 201: { json: therapyType } },
  },
  updateTherapyType: {
    method: "PUT",
    path: "/api/meta/therapy/{id}",
    summary: "Changes a therapy type (fields left out keep their values)",
    source: META,
    access: staff(["carePlans.edit", "masterData.edit"], record("entity", { path: "id" })),
    body: { json: therapyBody },
    responses: { 200: { json: therapyType } },
  },
  removeTherapyType: {
    method: "DELETE",
    path: "/api/meta/therapy/{id}",
    summary: "Deletes a therapy type (409 IN_USE while plan tasks use it)",
    source: META,
    access: staff(["carePlans.edit", "masterData.edit"], record("entity", { path: "id" })),
    responses: { 204: { empty: true } },
  },
  removeEntityTherapyTypes: {
    method: "DELETE",
    path: "/api/meta/therapy/entity/{entityId}",
    summary: "Deletes every therapy type of one owner (409 when any is used: then none is)",
    source: META,
    access: staff(["carePlans.edit", "masterData.edit"], record("entity", { path: "entityId" })),
    responses: { 204: { empty: true } },
  },
  removeTherapyImage: {
    method: "DELETE",
    path: "/api/meta/therapy/{id}/image",
    summary: "Takes a therapy type's picture away",
    source: META,
    access: staff(["carePlans.edit", "masterData.edit"], record("entity", { path: "id" })),
    responses: { 200: { empty: true } },
  },
  uploadTherapyAttachment: {
    method: "POST",
    path: "/api/attachments/therapy-type",
    summary: "Adds a file to a therapy type's attachments; an IMAGE becomes its picture",
    source: { documented: "part 2 §7 Master data" },
    access: META_EDIT,
    body: {
      multipart: z
        .object({ therapyTypeId: z.string(), attachmentType: z.enum(["IMAGE", "VIDEO", "DOCUMENT"]) })
        .passthrough(),
      files: ["file"],
    },
    responses: { 201: { json: therapyType } },
  },
  therapyAttachment: {
    method: "GET",
    path: "/api/attachments/therapy-type/{id}/{fileName}",
    summary: "A therapy type's attachment file, at the URL the attachment carries",
    source: {
      extension: "An attachment's URL must answer its file; the app serves it to the browser from there.",
    },
    access: CARE_READ,
    params: z.object({ id: z.string(), fileName: z.string() }),
    responses: { 200: { file: "application/octet-stream" } },
  },

  // The public catalogue (no session) and a patient's service types with care plans.
  publicServiceTypes: {
    method: "GET",
    path: "/api/meta/getAllPublicServiceType",
    summary: "The public service types, in the Content-Language",
    source: PATIENTS,
    access: PUBLIC,
    anonymous: "always",
    query: z.object({ targetId: z.string().optional(), fetchCarePlan: flag.optional() }).passthrough(),
    responses: { 200: { json: z.array(serviceType) } },
  },
  serviceTypesWithCarePlans: {
    method: "GET",
    path: "/api/meta/getServiceTypesWithCarePlans",
    summary: "The service types that come with a care plan for a patient, each with its plans",
    source: PATIENTS,
    access: patientArea("carePlans.read", record("patient", { query: "patientId" }).organization),
    query: z.object({ patientId: z.string() }).passthrough(),
    responses: { 200: { json: z.array(serviceWithCarePlans) } },
  },
});
