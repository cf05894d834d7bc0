import { z } from "zod";
import { isIsoDate } from "./lanes";
import { msg } from "./messages";
import { REQUEST_STATUSES, REQUEST_TYPES } from "./patient-requests";

/** The patient request forms' zod schemas, for the actions (decision 046). */

/** Changing a request's status (a row's form). */
export const statusFormSchema = z.object({
  status: z.enum(REQUEST_STATUSES, {
    errorMap: () => ({ message: msg("patientRequests:errors.status") }),
  }),
});

/** Editing a request: its type, when the service is wanted, where to pick up, notes. */
export const requestEditSchema = z.object({
  requestType: z.enum(REQUEST_TYPES, {
    errorMap: () => ({ message: msg("patientRequests:errors.type") }),
  }),
  serviceDate: z
    .string()
    .trim()
    .refine((v) => isIsoDate(v), msg("patientRequests:errors.serviceDate"))
    .optional(),
  pickupAddress: z
    .string()
    .trim()
    .max(200, msg("validation:tooLong", { max: 200 }))
    .optional(),
  contactEmail: z.string().trim().email(msg("patientRequests:errors.email")).max(200).optional(),
  notes: z
    .string()
    .trim()
    .max(500, msg("validation:tooLong", { max: 500 }))
    .optional(),
});

export type RequestEdit = z.output<typeof requestEditSchema>;

/** Which row action a request's form posts. */
export const rowIntentSchema = z.enum(["status", "email"]);
