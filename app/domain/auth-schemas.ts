import { z } from "zod";
import { msg } from "./messages";

/** The actions' checks (parseWithZod); the loaders send their constraint attributes (decision 046). */
export const loginSchema = z.object({
  username: z
    .string({ required_error: msg("auth:login.usernameRequired") })
    .trim()
    .min(1, msg("auth:login.usernameRequired"))
    .max(254, msg("validation:tooLong", { max: 254 })),
  password: z
    .string({ required_error: msg("auth:login.passwordRequired") })
    .min(1, msg("auth:login.passwordRequired"))
    .max(256, msg("validation:tooLong", { max: 256 })),
  redirectTo: z.string().max(2048).optional(),
  r: z.string().max(10).optional(),
});

export const mfaSchema = z.object({
  smsCode: z
    .string({ required_error: msg("auth:login.smsCodeRequired") })
    .trim()
    .regex(/^\d{4,8}$/, msg("auth:login.smsCodeInvalid")),
  redirectTo: z.string().max(2048).optional(),
  r: z.string().max(10).optional(),
});

/**
 * The password rule (spec part 2 §5): at least 12 characters with a lowercase letter, an
 * uppercase letter, a digit and a special character. One message per missing class.
 */
export const newPasswordField = z
  .string({ required_error: msg("auth:password.required") })
  .max(256, msg("validation:tooLong", { max: 256 }))
  .superRefine((value, ctx) => {
    const missing: Array<[boolean, string]> = [
      [value.length >= 12, "auth:password.min12"],
      [/[a-z]/.test(value), "auth:password.lower"],
      [/[A-Z]/.test(value), "auth:password.upper"],
      [/\d/.test(value), "auth:password.digit"],
      [/[^A-Za-z0-9]/.test(value), "auth:password.special"],
    ];
    for (const [ok, key] of missing)
      if (!ok) ctx.addIssue({ code: z.ZodIssueCode.custom, message: msg(key) });
  });

export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12,}$/;

function withConfirmation<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({
      ...shape,
      newPassword: newPasswordField,
      confirmPassword: z.string({ required_error: msg("auth:password.confirmRequired") }),
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      path: ["confirmPassword"],
      message: msg("auth:password.mismatch"),
    });
}

export const changePasswordSchema = withConfirmation({
  oldPassword: z
    .string({ required_error: msg("auth:password.currentRequired") })
    .min(1, msg("auth:password.currentRequired")),
});

export const forgotPasswordSchema = z.object({
  user: z
    .string({ required_error: msg("auth:reset.userRequired") })
    .trim()
    .min(1, msg("auth:reset.userRequired"))
    .max(254, msg("validation:tooLong", { max: 254 })),
  byPhoneNumber: z
    .enum(["email", "phone"], {
      required_error: msg("auth:reset.channelRequired"),
      invalid_type_error: msg("auth:reset.channelRequired"),
    })
    .default("email"),
});

export const confirmPasswordSchema = withConfirmation({
  email: z
    .string({ required_error: msg("auth:reset.userRequired") })
    .trim()
    .min(1, msg("auth:reset.userRequired"))
    .max(254, msg("validation:tooLong", { max: 254 })),
  confirmationCode: z
    .string({ required_error: msg("auth:reset.codeRequired") })
    .trim()
    .regex(/^[A-Za-z0-9]{4,12}$/, msg("auth:reset.codeInvalid")),
});

/**
 * An admin's reset of another account's password (issue 40 item 6): the password rule and its
 * repetition, as for one's own, and the confirmation that names the account (a checkbox, so the
 * page asks before it acts without JavaScript and without carrying the password to a second step).
 */
export const resetPasswordSchema = withConfirmation({
  confirm: z.literal("on", { errorMap: () => ({ message: msg("orgPages:staff.reset.confirmRequired") }) }),
});
