import { z } from "zod";
import { isQuarterHour, toMinutes } from "./clinic-day";
import { SLOT_MINUTES, VACCINE_TYPES, WEEKDAYS } from "./clinic-setup";
import { ID_PATTERN } from "./ids";
import { isIsoDate } from "./lanes";
import { msg } from "./messages";

/**
 * The clinic set-up forms (decision 032): one lane, a bulk delete, the weekly hours and a special
 * date. The actions parse with these; the loaders send their constraint attributes (decision 046).
 */

/** Every rule in one pass (zod skips object refinements when a field fails). */
export const laneFormSchema = z
  .object({
    hostId: z
      .string({ required_error: msg("clinicSetup:errors.host") })
      .regex(ID_PATTERN, msg("clinicSetup:errors.host")),
    startTime: z.string({ required_error: msg("clinicSetup:errors.startTime") }),
    endTime: z.string({ required_error: msg("clinicSetup:errors.endTime") }),
    capacity: z
      .number({
        required_error: msg("clinicSetup:errors.capacity"),
        invalid_type_error: msg("clinicSetup:errors.capacity"),
      })
      .int(msg("clinicSetup:errors.capacity"))
      .min(1, msg("clinicSetup:errors.capacity"))
      .max(500, msg("clinicSetup:errors.capacity")),
    slotMinutes: z.coerce
      .number({ invalid_type_error: msg("clinicSetup:errors.slotMinutes") })
      .refine((v) => (SLOT_MINUTES as readonly number[]).includes(v), msg("clinicSetup:errors.slotMinutes")),
    inventoryType: z.enum(VACCINE_TYPES).optional(),
    manufacturer: z
      .string()
      .trim()
      .max(80, msg("validation:tooLong", { max: 80 }))
      .optional(),
    acknowledgeBreak: z.literal("on").optional(),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (!isQuarterHour(value.startTime)) issue("startTime", msg("clinicSetup:errors.quarterHour"));
    if (!isQuarterHour(value.endTime)) issue("endTime", msg("clinicSetup:errors.quarterHour"));
    else if (isQuarterHour(value.startTime) && toMinutes(value.endTime) <= toMinutes(value.startTime))
      issue("endTime", msg("clinicSetup:errors.endBeforeStart"));
  });
export type LaneForm = z.output<typeof laneFormSchema>;
export const LANE_FORM_FIELDS = [
  "hostId",
  "startTime",
  "endTime",
  "capacity",
  "slotMinutes",
  "inventoryType",
  "manufacturer",
] as const;

/** The lanes ticked on the day, named in the bulk delete's URL. */
export const laneSelectionSchema = z
  .array(z.string().regex(ID_PATTERN), { required_error: msg("clinicSetup:errors.selectLanes") })
  .min(1, msg("clinicSetup:errors.selectLanes"))
  .max(200, msg("clinicSetup:errors.selectLanes"));

/** The week's hours: per weekday open and close, or closed (both empty). */
export const hoursFormSchema = z
  .object(
    Object.fromEntries(
      WEEKDAYS.flatMap((d) => [
        [`open${d}`, z.string().optional()],
        [`close${d}`, z.string().optional()],
      ]),
    ) as Record<`open${number}` | `close${number}`, z.ZodOptional<z.ZodString>>,
  )
  .superRefine((value, ctx) => {
    for (const d of WEEKDAYS) {
      const open = value[`open${d}`];
      const close = value[`close${d}`];
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      if (!open && !close) continue;
      if (!open) issue(`open${d}`, msg("clinicSetup:errors.bothTimes"));
      else if (!isQuarterHour(open)) issue(`open${d}`, msg("clinicSetup:errors.quarterHour"));
      if (!close) issue(`close${d}`, msg("clinicSetup:errors.bothTimes"));
      else if (!isQuarterHour(close)) issue(`close${d}`, msg("clinicSetup:errors.quarterHour"));
      else if (isQuarterHour(open) && toMinutes(close) <= toMinutes(open))
        issue(`close${d}`, msg("clinicSetup:errors.openBeforeClose"));
    }
  });

/** A special date: after today in the clinic's zone; closed, or open between two times. */
export function specialDateSchema(today: string) {
  return z
    .object({
      date: z
        .string({ required_error: msg("clinicSetup:errors.date") })
        .refine(isIsoDate, msg("clinicSetup:errors.date")),
      closed: z.literal("on").optional(),
      open: z.string().optional(),
      close: z.string().optional(),
      note: z
        .string()
        .trim()
        .max(200, msg("validation:tooLong", { max: 200 }))
        .optional(),
    })
    .superRefine((value, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      if (isIsoDate(value.date) && value.date <= today) issue("date", msg("clinicSetup:errors.future"));
      if (value.closed) return;
      if (!isQuarterHour(value.open)) issue("open", msg("clinicSetup:errors.quarterHour"));
      if (!isQuarterHour(value.close)) issue("close", msg("clinicSetup:errors.quarterHour"));
      else if (isQuarterHour(value.open) && toMinutes(value.close) <= toMinutes(value.open))
        issue("close", msg("clinicSetup:errors.openBeforeClose"));
    });
}
