/**
 * The appointment forms' zod schemas (decision 025): the actions parse with these and the loaders
 * send their constraint attributes (decision 046). Messages are i18n keys.
 */
import { z } from "zod";
import {
  APPOINTMENT_NAME_MAX,
  APPOINTMENT_NOTES_MAX,
  EDITABLE_STATUSES,
  INJECTION_SITES,
  LOT_NUMBER,
  MAX_DOSE_NUMBER,
  OBSERVATION_STATUSES,
  isExpiredLot,
} from "./appointment-actions";
import { BULK_CANCEL_MAX_DAYS } from "./appointments";
import { isIsoDate } from "./lanes";
import { msg } from "./messages";
import type { CarePlanStatus } from "./patient-results";

const required = (key: string) => ({ required_error: msg(key), invalid_type_error: msg(key) });
/** A master-data value's name is at most this long (decision 034). */
const MANUFACTURER_MAX = 100;

export const appointmentEditSchema = z.object({
  name: z
    .string(required("appointments:actions.errors.nameRequired"))
    .trim()
    .min(1, msg("appointments:actions.errors.nameRequired"))
    .max(APPOINTMENT_NAME_MAX, msg("validation:tooLong", { max: APPOINTMENT_NAME_MAX })),
  notes: z
    .string()
    .trim()
    .max(APPOINTMENT_NOTES_MAX, msg("validation:tooLong", { max: APPOINTMENT_NOTES_MAX }))
    .optional(),
  status: z.enum(EDITABLE_STATUSES, required("appointments:actions.errors.statusRequired")),
  performerId: z.string().trim().max(64).optional(),
});

export type AppointmentEdit = z.output<typeof appointmentEditSchema>;

export const vaccineInfoSchema = z
  .object({
    // One of master data's manufacturers (issue 38): the form offers them, the upstream refuses
    // any other (said on this field), so the schema only checks that one was chosen.
    manufacturer: z
      .string(required("appointments:actions.errors.manufacturerRequired"))
      .trim()
      .min(1, msg("appointments:actions.errors.manufacturerRequired"))
      .max(MANUFACTURER_MAX, msg("validation:tooLong", { max: MANUFACTURER_MAX })),
    lotNumber: z
      .string(required("appointments:actions.errors.lotRequired"))
      .trim()
      .regex(LOT_NUMBER, msg("appointments:actions.errors.lotFormat")),
    doseNumber: z.coerce
      .number(required("appointments:actions.errors.doseRequired"))
      .int(msg("appointments:actions.errors.dose", { max: MAX_DOSE_NUMBER }))
      .min(1, msg("appointments:actions.errors.dose", { max: MAX_DOSE_NUMBER }))
      .max(MAX_DOSE_NUMBER, msg("appointments:actions.errors.dose", { max: MAX_DOSE_NUMBER })),
    injectionSite: z.enum(INJECTION_SITES, required("appointments:actions.errors.siteRequired")),
    expiryDate: z
      .string(required("appointments:actions.errors.expiryRequired"))
      .refine(isIsoDate, msg("appointments:actions.errors.date")),
    administeredDate: z
      .string(required("appointments:actions.errors.administeredRequired"))
      .refine(isIsoDate, msg("appointments:actions.errors.date")),
    administeredTime: z
      .string(required("appointments:actions.errors.timeRequired"))
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg("appointments:actions.errors.time")),
  })
  .superRefine((info, ctx) => {
    if (isIsoDate(info.expiryDate) && isIsoDate(info.administeredDate))
      if (isExpiredLot(info.expiryDate, info.administeredDate))
        ctx.addIssue({
          code: "custom",
          path: ["expiryDate"],
          message: msg("appointments:actions.errors.expired"),
        });
  });

export type VaccineInfoForm = z.output<typeof vaccineInfoSchema>;

export const observationStatusSchema = z.object({
  status: z.enum(
    OBSERVATION_STATUSES as [CarePlanStatus, ...CarePlanStatus[]],
    required("appointments:actions.errors.observationRequired"),
  ),
});

/** Removing a vaccine's record, optionally with the second dose's (`task2`). */
export const vaccineRemoveSchema = z.object({ task2: z.string().trim().max(64).optional() });

/** The days of a bulk cancel: both ends, in order, at most 31 days. Messages are i18n keys. */
export const bulkCancelSchema = z
  .object({
    from: z
      .string({ required_error: msg("appointments:bulk.errors.fromRequired") })
      .refine(isIsoDate, msg("appointments:bulk.errors.date")),
    to: z
      .string({ required_error: msg("appointments:bulk.errors.toRequired") })
      .refine(isIsoDate, msg("appointments:bulk.errors.date")),
  })
  .superRefine((range, ctx) => {
    if (!isIsoDate(range.from) || !isIsoDate(range.to)) return;
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
    if (days < 0)
      ctx.addIssue({ code: "custom", path: ["to"], message: msg("appointments:bulk.errors.backwards") });
    else if (days >= BULK_CANCEL_MAX_DAYS)
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: msg("appointments:bulk.errors.tooLong", { max: BULK_CANCEL_MAX_DAYS }),
      });
  });

export type BulkCancelRange = z.output<typeof bulkCancelSchema>;
