import { z } from "zod";
import { newPasswordField } from "./auth-schemas";
import { msg } from "./messages";
import {
  FULL_NAME_PARTS_ERROR,
  FULL_NAME_RULE,
  GENDERS,
  NAME_MAX,
  NAME_RULE,
  OTHER_STATE,
  RELATIONSHIPS,
  US_STATES,
  dateOfBirthFromParts,
  splitFullName,
} from "./patient-profile";
import { isUsZip } from "@contract/us-states";
import { SUPPORTED_LANGUAGES } from "@contract/vocabulary";
import { NATIONALITIES } from "@contract/nationalities";

/**
 * The patient area's form schemas, for the actions (parseWithZod) and the constraint attributes
 * their loaders send (decision 046). Messages are i18n keys (app/domain/messages.ts).
 */

function nameField(requiredKey: string) {
  return z
    .string({ required_error: msg(requiredKey) })
    .trim()
    .min(1, msg(requiredKey))
    .max(NAME_MAX, msg("validation:tooLong", { max: NAME_MAX }))
    .regex(NAME_RULE, msg("patient:errors.nameRule"));
}

const dobParts = {
  /** Never submitted: the errors of the date as a whole land here. */
  dateOfBirth: z.string().max(0).optional(),
  dobDay: z.string().max(4).optional(),
  dobMonth: z.string().max(4).optional(),
  dobYear: z.string().max(6).optional(),
};

const DOB_MESSAGES = {
  required: msg("patient:errors.dobRequired"),
  invalid: msg("validation:invalidDate"),
  future: msg("patient:errors.dobFuture"),
} as const;

/** Checks the three date inputs together; the error goes on the virtual field `dateOfBirth`. */
function refineDob(value: { dobDay?: string; dobMonth?: string; dobYear?: string }, ctx: z.RefinementCtx) {
  const result = dateOfBirthFromParts(value.dobDay, value.dobMonth, value.dobYear);
  if (!result.ok)
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["dateOfBirth"],
      message: DOB_MESSAGES[result.problem],
    });
}

export function dateOfBirthOf(value: { dobDay?: string; dobMonth?: string; dobYear?: string }): string {
  const result = dateOfBirthFromParts(value.dobDay, value.dobMonth, value.dobYear);
  return result.ok ? result.value : "";
}

const genderField = z.enum(GENDERS, { errorMap: () => ({ message: msg("patient:errors.genderRequired") }) });

const optionalEmail = z
  .string()
  .trim()
  .max(254, msg("validation:tooLong", { max: 254 }))
  .email(msg("validation:invalidEmail"))
  .optional();

const optionalPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, msg("patient:errors.phoneInvalid"))
  .optional();

/** A patient's address is in the United States (its country is sent as such): a US ZIP code. */
const zipField = z.string().trim().refine(isUsZip, msg("patient:errors.zipUs"));

const STATE_CODES = [OTHER_STATE, ...US_STATES.map((s) => s.code)] as [string, ...string[]];

// ---- family -----------------------------------------------------------------------------------

export const addFamilySchema = z
  .object({
    firstName: nameField("patient:errors.firstNameRequired"),
    lastName: nameField("patient:errors.lastNameRequired"),
    relationship: z.enum(RELATIONSHIPS, {
      errorMap: () => ({ message: msg("patient:errors.relationshipRequired") }),
    }),
    gender: genderField,
    ...dobParts,
  })
  .superRefine(refineDob);

export const actAsSchema = z.object({
  intent: z.literal("act-as"),
  patientId: z.string().min(1).max(64),
});

// ---- profile ----------------------------------------------------------------------------------

export const profileSchema = z
  .object({
    fullName: z
      .string({ required_error: msg("patient:errors.fullNameRequired") })
      .trim()
      .min(1, msg("patient:errors.fullNameRequired"))
      .max(NAME_MAX * 2 + 1, msg("validation:tooLong", { max: NAME_MAX * 2 + 1 }))
      .regex(FULL_NAME_RULE, msg("patient:errors.fullNameRule"))
      .refine((v) => splitFullName(v) !== null, msg("patient:errors.fullNameParts")),
    gender: genderField,
    ...dobParts,
    email: optionalEmail,
    phoneNumber: optionalPhone,
    address1: z
      .string()
      .trim()
      .max(120, msg("validation:tooLong", { max: 120 }))
      .optional(),
    address2: z
      .string()
      .trim()
      .max(120, msg("validation:tooLong", { max: 120 }))
      .optional(),
    city: z
      .string()
      .trim()
      .max(80, msg("validation:tooLong", { max: 80 }))
      .optional(),
    state: z.enum(STATE_CODES, { errorMap: () => ({ message: msg("validation:chooseOption") }) }).optional(),
    zipcode: zipField.optional(),
    language: z.enum(SUPPORTED_LANGUAGES, {
      errorMap: () => ({ message: msg("patient:errors.languageRequired") }),
    }),
    nationality: z
      .enum(NATIONALITIES, { errorMap: () => ({ message: msg("validation:chooseOption") }) })
      .optional(),
    payerId: z.string().max(64).optional(),
    memberId: z
      .string()
      .trim()
      .max(40, msg("validation:tooLong", { max: 40 }))
      .optional(),
  })
  .superRefine((value, ctx) => {
    refineDob(value, ctx);
    if (value.payerId && !value.memberId) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["memberId"],
        message: msg("patient:errors.memberIdRequired"),
      });
    }
  });

export { FULL_NAME_PARTS_ERROR };

export const cancelSchema = z.object({
  taskId: z.string().min(1).max(64),
  patientId: z.string().min(1).max(64),
});

// ---- organizations -----------------------------------------------------------------------------

/** Joining an organization with its invitation code (spec part 2 §7), as registration takes it. */
export const joinOrganizationSchema = z.object({
  code: z
    .string({ required_error: msg("patient:organizations.codeRequired") })
    .trim()
    .min(1, msg("patient:organizations.codeRequired"))
    .max(40, msg("validation:tooLong", { max: 40 }))
    .regex(/^[A-Za-z0-9-]+$/, msg("patient:organizations.codeFormat")),
});

// ---- registration -----------------------------------------------------------------------------

export const registrationSchema = z
  .object({
    code: z
      .string({ required_error: msg("patient:registration.codeRequired") })
      .trim()
      .min(1, msg("patient:registration.codeRequired"))
      .max(40, msg("validation:tooLong", { max: 40 })),
    firstName: nameField("patient:errors.firstNameRequired"),
    lastName: nameField("patient:errors.lastNameRequired"),
    gender: genderField,
    ...dobParts,
    email: z
      .string({ required_error: msg("patient:errors.emailRequired") })
      .trim()
      .min(1, msg("patient:errors.emailRequired"))
      .max(254, msg("validation:tooLong", { max: 254 }))
      .email(msg("validation:invalidEmail")),
    phoneNumber: optionalPhone,
    zipcode: z
      .string({ required_error: msg("patient:errors.zipRequired") })
      .trim()
      .refine(isUsZip, msg("patient:errors.zipUs")),
    password: newPasswordField,
    confirmPassword: z.string({ required_error: msg("auth:password.confirmRequired") }),
    carePlanId: z.string().max(64).optional(),
    carePlanName: z.string().max(120).optional(),
  })
  .superRefine((value, ctx) => {
    refineDob(value, ctx);
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["confirmPassword"],
        message: msg("auth:password.mismatch"),
      });
    }
  });

// ---- staff adding a patient -------------------------------------------------------------------

/**
 * Staff adding a patient to an organization: the registration's person fields, with e-mail and
 * phone optional (a child, or a person without either, is still a patient) and an optional care
 * plan template to start today.
 */
export const addPatientSchema = z
  .object({
    firstName: nameField("patient:errors.firstNameRequired"),
    lastName: nameField("patient:errors.lastNameRequired"),
    gender: genderField,
    ...dobParts,
    email: optionalEmail,
    phoneNumber: optionalPhone,
    zipcode: zipField.optional(),
    language: z.enum(SUPPORTED_LANGUAGES, {
      errorMap: () => ({ message: msg("patient:errors.languageRequired") }),
    }),
    carePlanId: z.string().max(64).optional(),
  })
  .superRefine(refineDob);
