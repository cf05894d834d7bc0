import { z } from "zod";
import { msg } from "./messages";

/** Shared by the login action (parseWithZod) and conform in the browser. */
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
  smsCode: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, msg("auth:login.smsCodeInvalid"))
    .optional(),
  redirectTo: z.string().max(2048).optional(),
  r: z.string().max(10).optional(),
});
