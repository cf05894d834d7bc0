import { z } from "zod";
import {
  EDITABLE_GOAL_STATUSES,
  MAX_PLAN_DAYS,
  START_CHOICES,
  durationDays,
  TASK_TYPE_NAMES,
  TASK_TYPES,
  WEEK_DAYS,
} from "./care-plans";
import { isValidId } from "./ids";
import { isIsoDate } from "./lanes";
import { msg } from "./messages";

/**
 * The care plan forms' schemas, for the actions (parseWithZod) and the constraint attributes their
 * loaders compute (decision 046). Messages are i18n keys (carePlans namespace).
 */

const tooLong = (max: number) => msg("validation:tooLong", { max });
const required = (key: string, max: number) =>
  z
    .string({ required_error: msg(key) })
    .trim()
    .min(1, msg(key))
    .max(max, tooLong(max));
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional();
const optionalId = z
  .string()
  .trim()
  .optional()
  .refine((value) => value === undefined || isValidId(value), msg("carePlans:errors.choiceInvalid"));
const optionalInt = (max: number) =>
  z.coerce
    .number({ invalid_type_error: msg("carePlans:errors.wholeNumber") })
    .int(msg("carePlans:errors.wholeNumber"))
    .min(0, msg("carePlans:errors.wholeNumber"))
    .max(max, msg("carePlans:errors.tooBig", { max }))
    .optional();

/** A plan's or template's details. Duration is typed as weeks plus days (spec part 1 §9). */
export const planSchema = z
  .object({
    name: required("carePlans:errors.nameRequired", 120),
    description: optionalText(1000),
    carePlanTypeId: optionalId,
    serviceTypeId: optionalInt(100_000),
    durationWeeks: optionalInt(104),
    durationDays: optionalInt(6),
  })
  .superRefine((value, ctx) => {
    const days = durationDays(value.durationWeeks ?? 0, value.durationDays ?? 0);
    if (days < 1)
      ctx.addIssue({
        code: "custom",
        path: ["durationWeeks"],
        message: msg("carePlans:errors.durationRequired"),
      });
    else if (days > MAX_PLAN_DAYS)
      ctx.addIssue({
        code: "custom",
        path: ["durationWeeks"],
        message: msg("carePlans:errors.durationTooLong", { max: MAX_PLAN_DAYS / 7 }),
      });
  });
export type PlanInput = z.output<typeof planSchema>;

export const goalSchema = z.object({
  name: required("carePlans:errors.goalNameRequired", 200),
  goalStatus: z.enum(EDITABLE_GOAL_STATUSES, {
    errorMap: () => ({ message: msg("carePlans:errors.goalStatusRequired") }),
  }),
});

/**
 * A task of a plan whose duration covers `weeks` weeks. A subtask (one with a parent) is asked
 * for its week in the spec's words (part 2 §5: "Please select a week for the new subtask"). Every
 * field is checked on its own, so one submit lists every missing field.
 */
export function taskSchema(weeks: number, isSubtask = false) {
  const weekRequired = msg(
    isSubtask ? "carePlans:errors.subtaskWeekRequired" : "carePlans:errors.weekRequired",
  );
  const weekInvalid = msg("carePlans:errors.weekInvalid", { max: weeks });
  return z.object({
    name: required("carePlans:errors.taskNameRequired", 200),
    taskTypeId: z
      .enum(TASK_TYPE_NAMES.map((name) => String(TASK_TYPES[name])) as [string, ...string[]], {
        errorMap: () => ({ message: msg("carePlans:errors.taskTypeRequired") }),
      })
      .transform(Number),
    parentTaskId: optionalId,
    week: z
      .string({ required_error: weekRequired })
      .trim()
      .min(1, weekRequired)
      .pipe(
        z.coerce
          .number({ invalid_type_error: weekInvalid })
          .int(weekInvalid)
          .min(1, weekInvalid)
          .max(weeks, weekInvalid),
      ),
    count: z.coerce
      .number({ invalid_type_error: msg("carePlans:errors.countInvalid") })
      .int(msg("carePlans:errors.countInvalid"))
      .min(1, msg("carePlans:errors.countInvalid"))
      .max(99, msg("carePlans:errors.countInvalid"))
      .default(1),
    serviceTypeId: optionalInt(100_000),
    therapyTypeId: optionalId,
    subTypeId: optionalId,
    locationId: optionalId,
    performerId: optionalId,
  });
}
export type TaskInput = z.output<ReturnType<typeof taskSchema>>;

/** The start-date step's fields (spec part 2 §2 "start today or choose a date"). */
const startFields = {
  start: z.enum(START_CHOICES, { errorMap: () => ({ message: msg("carePlans:errors.startRequired") }) }),
  startDate: z.string().trim().optional(),
};

function checkStartDate(value: { start: string; startDate?: string }, ctx: z.RefinementCtx) {
  if (value.start !== "date") return;
  if (!value.startDate)
    ctx.addIssue({
      code: "custom",
      path: ["startDate"],
      message: msg("carePlans:errors.startDateRequired"),
    });
  else if (!isIsoDate(value.startDate))
    ctx.addIssue({
      code: "custom",
      path: ["startDate"],
      message: msg("carePlans:errors.startDateInvalid"),
    });
}

/** Assigning a template to a patient: who, and from when (start today, or a chosen date). */
export const assignSchema = z
  .object({
    patientId: z
      .string({ required_error: msg("carePlans:errors.patientRequired") })
      .trim()
      .refine(isValidId, msg("carePlans:errors.patientRequired")),
    ...startFields,
  })
  .superRefine(checkStartDate);

/** Adding a plan to a patient from the patient record: which template, and from when. */
export const patientPlanSchema = z
  .object({
    templateId: z
      .string({ required_error: msg("carePlans:errors.templateRequired") })
      .trim()
      .refine(isValidId, msg("carePlans:errors.templateRequired")),
    ...startFields,
  })
  .superRefine(checkStartDate);

const optionalFigure = optionalInt(99);

/** A therapy type: what a task of its type asks (weekly, daily, each time, each set, on which days). */
export const therapySchema = z.object({
  name: required("carePlans:errors.nameRequired", 120),
  description: optionalText(1000),
  taskTypeId: z
    .enum(TASK_TYPE_NAMES.map((name) => String(TASK_TYPES[name])) as [string, ...string[]], {
      errorMap: () => ({ message: msg("carePlans:errors.taskTypeRequired") }),
    })
    .transform(Number),
  weekly: optionalFigure,
  daily: optionalFigure,
  eachTime: optionalFigure,
  eachSet: optionalFigure,
  weekDays: z
    .array(z.enum(WEEK_DAYS, { errorMap: () => ({ message: msg("carePlans:errors.choiceInvalid") }) }))
    .default([]),
  /** Only for the user's organization (the therapy type's entity), where the form offers it. */
  ownOrganization: z.literal("on").optional(),
});

/** An observation goal of a task: the observation type and, optionally, the value to reach. */
export const observationGoalSchema = z.object({
  observationTypeId: z
    .string({ required_error: msg("carePlans:errors.observationTypeRequired") })
    .trim()
    .refine(isValidId, msg("carePlans:errors.observationTypeRequired")),
  targetValue: optionalText(40),
});

/** A value recorded for a task of a patient's plan (POST /api/observations). */
export const observationSchema = z.object({
  observationTypeId: z
    .string({ required_error: msg("carePlans:errors.observationTypeRequired") })
    .trim()
    .refine(isValidId, msg("carePlans:errors.observationTypeRequired")),
  value: required("carePlans:errors.valueRequired", 40),
});

/**
 * An observation goal's remove button: which goal. Any id is read here; one that cannot be an id,
 * or is not one of the task's goals, is a 404 (the page's record check), never an upstream delete.
 */
export const observationGoalRemoveSchema = z.object({ observationGoalId: z.string().optional() });

/** The name of a template saved from a plan. */
export const templateNameSchema = z.object({ name: required("carePlans:errors.nameRequired", 120) });
