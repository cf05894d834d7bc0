import { z } from "zod";
import { msg } from "./messages";
import { DISTANCE_CHOICES } from "./slot-filters";
import { TESTING_TYPES } from "./vaccine-lanes";

/**
 * The slot search and booking forms (spec part 2 §5), shared by the patient area and the
 * registration: the actions check with these and the loaders send their constraint attributes
 * (`slotFormConstraints`, decision 046).
 */

const zipField = z
  .string()
  .trim()
  .regex(/^\d{5}$/, msg("patient:errors.zipInvalid"));

/** "{field} is required to get available appointment slots." with the field's translated name. */
const requiredForSlots = (field: string) =>
  msg("patient:schedule.required", { field: `patient:schedule.fields.${field}` });

export const slotSearchSchema = z.object({
  testingType: z.enum(TESTING_TYPES, { errorMap: () => ({ message: requiredForSlots("testingType") }) }),
  manufacture: z
    .string({ required_error: requiredForSlots("manufacture") })
    .trim()
    .min(1, requiredForSlots("manufacture"))
    .max(60),
  organizationId: z
    .string({ required_error: requiredForSlots("organizationId") })
    .trim()
    .min(1, requiredForSlots("organizationId"))
    .max(64),
  date: z
    .string({ required_error: requiredForSlots("date") })
    .regex(/^\d{4}-\d{2}-\d{2}$/, requiredForSlots("date")),
  zip: zipField.optional(),
  miles: z
    .enum(DISTANCE_CHOICES.map(String) as [string, ...string[]], {
      errorMap: () => ({ message: msg("validation:chooseOption") }),
    })
    .optional(),
});
export type SlotSearch = z.output<typeof slotSearchSchema>;

export const bookSchema = z.object({
  slot: z
    .string({ required_error: msg("patient:schedule.slotRequired") })
    .min(1, msg("patient:schedule.slotRequired"))
    .max(200),
});
