import { z } from "zod";
import { ID_PATTERN } from "./ids";
import { isCancelReason, isIsoDate } from "./lanes";
import { msg } from "./messages";

/**
 * The lane panels' form schemas: the action parses with these, and the page's loader sends their
 * constraint attributes (decision 046).
 */

const laneIds = z
  .array(z.string().regex(ID_PATTERN, msg("lanes:rules.selectLanes")), {
    required_error: msg("lanes:rules.selectLanes"),
  })
  .min(1, msg("lanes:rules.selectLanes"))
  .max(500, msg("lanes:rules.selectLanes"));

/** The day the page shows (the lanes' current date), carried by every panel form. */
const day = z.string().refine(isIsoDate, msg("lanes:rules.invalidDate"));
const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/)
  .optional();

/**
 * Every rule is checked in one pass (zod skips object refinements when any field fails), so a
 * user sees all that is wrong at once: no host or date, a past date, Accept not ticked.
 */
export function updateSchema(minDate: string) {
  return z
    .object({
      intent: z.literal("update"),
      day,
      lane: laneIds,
      host: z.string().optional(),
      date: z.string().optional(),
      accept: z.string().optional(),
      idempotencyKey,
    })
    .superRefine((value, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      if (value.host && !ID_PATTERN.test(value.host)) issue("host", msg("lanes:rules.hostOrDate"));
      if (!value.host && !value.date) issue("host", msg("lanes:rules.hostOrDate"));
      if (value.date && !isIsoDate(value.date)) issue("date", msg("lanes:rules.invalidDate"));
      else if (value.date && value.date < minDate) issue("date", msg("lanes:rules.notBeforeToday"));
      if (value.accept !== "on") issue("accept", msg("lanes:rules.accept"));
    });
}

export const cancelSchema = z
  .object({
    intent: z.literal("cancel"),
    day,
    lane: laneIds,
    reason: z.string().optional(),
    otherReason: z
      .string()
      .trim()
      .max(200, msg("validation:tooLong", { max: 200 }))
      .optional(),
    accept: z.string().optional(),
    idempotencyKey,
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (!isCancelReason(value.reason)) issue("reason", msg("lanes:rules.reason"));
    if (value.reason === "other" && !value.otherReason) issue("otherReason", msg("lanes:rules.otherReason"));
    if (value.accept !== "on") issue("accept", msg("lanes:rules.accept"));
  })
  // Only reached when the checks above passed; it gives the action the reason's type.
  .transform((value, ctx) => {
    const { reason } = value;
    if (isCancelReason(reason)) return { ...value, reason };
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["reason"], message: msg("lanes:rules.reason") });
    return z.NEVER;
  });

export const messageSchema = z.object({
  intent: z.literal("message"),
  day,
  lane: laneIds,
  message: z
    .string({ required_error: msg("lanes:rules.messageRequired") })
    .trim()
    .min(1, msg("lanes:rules.messageRequired"))
    .max(1000, msg("validation:tooLong", { max: 1000 })),
  idempotencyKey,
});
