import { z } from "zod";
import { msg } from "./messages";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, ONBOARDING_ORG_TYPES } from "./onboarding";
import { isStateCode } from "@contract/us-states";

const required = (key: string, max = 120) =>
  z
    .string({ required_error: msg(key) })
    .trim()
    .min(1, msg(key))
    .max(max, msg("validation:tooLong", { max }));

/** The /onboard action's check (decision 046). Employer ID and licence are required (spec part 2 §5). */
export const onboardingSchema = z.object({
  name: required("provider:onboard.errors.name"),
  type: z.enum(ONBOARDING_ORG_TYPES, { errorMap: () => ({ message: msg("provider:onboard.errors.type") }) }),
  employerId: required("provider:onboard.errors.employerId", 40),
  businessLicenseNumber: required("provider:onboard.errors.license", 40),
  address1: required("provider:onboard.errors.address", 200),
  city: required("provider:onboard.errors.city", 100),
  state: z
    .string({ required_error: msg("provider:onboard.errors.state") })
    .refine(isStateCode, msg("provider:onboard.errors.state")),
  zipcode: z
    .string({ required_error: msg("provider:onboard.errors.zipcode") })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, msg("provider:onboard.errors.zipcode")),
  firstName: required("provider:onboard.errors.firstName", 40),
  lastName: required("provider:onboard.errors.lastName", 40),
  email: z
    .string({ required_error: msg("validation:invalidEmail") })
    .trim()
    .max(254, msg("validation:tooLong", { max: 254 }))
    .email(msg("validation:invalidEmail")),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, msg("provider:onboard.errors.phone"))
    .optional(),
  document: z
    .instanceof(File)
    .refine((file) => file.size <= DOCUMENT_MAX_BYTES, msg("provider:onboard.errors.documentSize"))
    .refine((file) => DOCUMENT_TYPES.includes(file.type), msg("provider:onboard.errors.documentType"))
    .optional(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;
