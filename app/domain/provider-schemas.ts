import { z } from "zod";
import { msg } from "./messages";
import { EXTENDED_NAME_RULE } from "./patient-profile";
import {
  LICENCE_TYPES,
  PROVIDER_EMAIL_MAX,
  PROVIDER_NAME_MAX,
  PROVIDER_SPECIALTIES_MAX,
  isValidNpi,
} from "./providers";

/** The provider profile form (decision 038): one schema, run by the action (decision 046). */

export const providerSchema = z.object({
  name: z
    .string({ required_error: msg("providers:errors.nameRequired") })
    .trim()
    .min(1, msg("providers:errors.nameRequired"))
    .max(PROVIDER_NAME_MAX, msg("validation:tooLong", { max: PROVIDER_NAME_MAX }))
    // The extended name pattern (spec part 2 §5): "Dr. Amara Nwosu", "Maya Patel, MD".
    .regex(EXTENDED_NAME_RULE, msg("providers:errors.nameRule")),
  // Missing, empty or not one of the list: the same message.
  licenceType: z.enum(LICENCE_TYPES, {
    errorMap: () => ({ message: msg("providers:errors.licenceRequired") }),
  }),
  npi: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isValidNpi(value), msg("providers:errors.npiInvalid")),
  specialties: z
    .array(z.string().trim().min(1).max(100))
    .max(
      PROVIDER_SPECIALTIES_MAX,
      msg("providers:errors.tooManySpecialties", { max: PROVIDER_SPECIALTIES_MAX }),
    )
    .default([]),
});

export type ProviderForm = z.output<typeof providerSchema>;

/**
 * The create form adds what only a new provider has (decision 038's addendum): a photo (checked
 * on the server from its bytes, not here) and "this provider signs in" with the e-mail their
 * account gets, required only then.
 */
export const providerCreateSchema = providerSchema
  .extend({
    // The file is the server's to check (type, size and pixels from its bytes).
    photo: z.unknown().optional(),
    signsIn: z.boolean().default(false),
    email: z
      .string()
      .trim()
      .max(PROVIDER_EMAIL_MAX, msg("validation:tooLong", { max: PROVIDER_EMAIL_MAX }))
      .email(msg("providers:errors.emailInvalid"))
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.signsIn && !value.email)
      ctx.addIssue({ code: "custom", path: ["email"], message: msg("providers:errors.emailRequired") });
  });

export type ProviderCreateForm = z.output<typeof providerCreateSchema>;
