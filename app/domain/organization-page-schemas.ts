import { z } from "zod";
import { BRANDING_FONTS, isHexColor } from "./branding";
import { msg } from "./messages";
import { CONSENT_MAX, DEPARTMENT_NAME_MAX, EMAIL_TEXT_MAX } from "./organization-page-limits";

const departmentName = z
  .string({ required_error: msg("orgPages:departments.errors.nameRequired") })
  .trim()
  .min(1, msg("orgPages:departments.errors.nameRequired"))
  .max(DEPARTMENT_NAME_MAX, msg("validation:tooLong", { max: DEPARTMENT_NAME_MAX }));

export const departmentSchema = z.object({ name: departmentName });

export const extraSettingsSchema = z.object({
  intent: z.literal("extraSettings"),
  canRegisterIndividuals: z.boolean().default(false),
  allowFamilyMembers: z.boolean().default(false),
  reminderDays: z
    .number({
      required_error: msg("orgPages:settings.errors.reminderDays"),
      invalid_type_error: msg("orgPages:settings.errors.reminderDays"),
    })
    .int(msg("orgPages:settings.errors.reminderDays"))
    .min(0, msg("orgPages:settings.errors.reminderDays"))
    .max(30, msg("orgPages:settings.errors.reminderDays")),
});

export const consentSchema = z.object({
  intent: z.literal("consent"),
  consentText: z
    .string()
    .trim()
    .max(CONSENT_MAX, msg("validation:tooLong", { max: CONSENT_MAX }))
    .default(""),
  consentRequired: z.boolean().default(false),
});

export const changeOrganizationSchema = z.object({
  parentOrganizationId: z
    .string({ required_error: msg("orgPages:settings.errors.parentRequired") })
    .trim()
    .min(1, msg("orgPages:settings.errors.parentRequired")),
});

const hexColor = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || isHexColor(value), msg("branding:errors.invalidHex"));

const emailText = z
  .string()
  .trim()
  .max(EMAIL_TEXT_MAX, msg("validation:tooLong", { max: EMAIL_TEXT_MAX }))
  .optional();

/** Colours, font and the system e-mail's text; empty means the app's own. */
export const brandingSchema = z.object({
  primaryColor: hexColor,
  accentColor: hexColor,
  font: z.enum(BRANDING_FONTS).default("system"),
  emailSubject: emailText,
  emailBody: emailText,
});
