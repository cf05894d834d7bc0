/**
 * Care plans, templates, their goals and tasks, observations and the therapy meta data, as the
 * state keeps them (care-plans/repo.ts, care-plans/therapy-repo.ts; `GET /__test/state/<collection>` answers
 * these shapes). The answers of the calls are built from them in care-plans/views.ts.
 */
import { CARE_PLAN_STATUSES as CARE_PLAN_STATUS_VALUES, type CarePlanStatus } from "@contract/vocabulary";

export const TASK_TYPES = [
  "APPOINTMENT",
  "ASSESSMENT",
  "EDUCATION",
  "MEDICATION",
  "EXERCISE",
  "FOOD",
  "TEAM_TASK",
] as const;
export type TaskTypeName = (typeof TASK_TYPES)[number];

/** The documented ids: APPOINTMENT 1 … TEAM_TASK 7 (spec part 2 §9). */
export const taskTypeName = (id: number): TaskTypeName => TASK_TYPES[id - 1]!;

export const PLAN_TASK_STATUSES = ["PENDING", "ACTIVE", "SCHEDULED", "COMPLETED", "MISSED", "READY"] as const;
export type PlanTaskStatus = (typeof PLAN_TASK_STATUSES)[number];

/** Care plan statuses with their observation value (spec part 2 §3): the vocabulary's. */
export { CARE_PLAN_STATUSES as CARE_PLAN_STATUS_VALUES, type CarePlanStatus } from "@contract/vocabulary";
export const CARE_PLAN_STATUSES = Object.keys(CARE_PLAN_STATUS_VALUES) as CarePlanStatus[];

/** Goals in these statuses can be changed; any other status makes the goal read-only (spec part 2 §4). */
export const EDITABLE_GOAL_STATUSES = ["ACTIVE", "INACTIVE"] as const;

export const WEEK_DAYS = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const ATTACHMENT_TYPES = ["IMAGE", "VIDEO", "DOCUMENT"] as const;
export type TherapyAttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** A template (no patient) or a patient's plan. */
export interface CarePlan {
  id: string;
  name: string;
  description: string;
  organizationId: string;
  ownerId: string | null;
  patientId: string | null;
  isTemplate: boolean;
  isPublic: boolean;
  usedTemplateId: string | null;
  carePlanTypeId: string | null;
  serviceTypeId: number | null;
  /** Days, 1 to 730. */
  duration: number;
  /** yyyy-mm-dd; patient plans only. */
  startDate: string | null;
  carePlanStatus: CarePlanStatus | null;
  /**
   * The patient area's plans list the patient's appointment, assessment and education tasks
   * (`GET /api/patients/{id}/carePlan`); plans made from templates have plan tasks instead.
   */
  taskIds: string[];
  dateCreated: string;
}

export interface CarePlanGoal {
  id: string;
  carePlanId: string;
  name: string;
  goalStatus: string;
  rank: number;
}

export interface ObservationGoal {
  id: string;
  observationTypeId: string;
  /** The type's name when the goal was set: shown when master data no longer has the type. */
  observationTypeName?: string | null;
  targetValue: string | null;
}

export interface CarePlanTask {
  id: string;
  carePlanId: string;
  goalId: string;
  parentTaskId: string | null;
  name: string;
  taskTypeId: number;
  week: number;
  rank: number;
  status: PlanTaskStatus;
  count: number;
  serviceTypeId: number | null;
  therapyTypeId: string | null;
  locationId: string | null;
  performerId: string | null;
  image: string | null;
  /** yyyy-mm-dd; patient plans only: the plan's start + (week - 1) weeks. */
  dueDate: string | null;
  completedAt: string | null;
  observationGoals: ObservationGoal[];
  dateCreated: string;
  /** Its kind: a master-data task type of its task type's category (issue 38 §1); absent is none. */
  subTypeId?: string | null;
}

export interface Observation {
  id: string;
  taskId: string;
  observationTypeId: string;
  value: string;
  patientId: string | null;
  dateCreated: string;
}

export interface TherapyAttachment {
  id: string;
  attachmentType: TherapyAttachmentType;
  fileName: string;
  url: string;
  contentType: string;
  size: number;
}

export interface TherapyType {
  id: string;
  name: string;
  description: string;
  taskTypeId: number;
  entityType: string | null;
  entityId: string | null;
  weekly: number | null;
  daily: number | null;
  eachTime: number | null;
  eachSet: number | null;
  weekDays: WeekDay[];
  image: string | null;
  attachments: TherapyAttachment[];
  dateCreated: string;
}

export interface CarePlanType {
  id: string;
  name: string;
}

/** A master-data observation type (issue 38): its name, and its description (the unit, say). */
export interface ObservationType {
  id: string;
  name: string;
  description: string;
}

export interface TaskSubType {
  id: string;
  name: string;
  taskTypeId: number;
}
