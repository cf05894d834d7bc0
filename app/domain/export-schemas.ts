import { z } from "zod";
import { EXPORT_MAX_DAYS, exportSpec } from "./exports";
import { isIsoDate } from "./lanes";
import { msg } from "./messages";

/** One export's form: which file, its days, and a status where it takes one. */
export const exportFormSchema = z
  .object({
    export: z.string(),
    from: z
      .string({ required_error: msg("exports:errors.fromRequired") })
      .refine(isIsoDate, msg("exports:errors.date")),
    to: z
      .string({ required_error: msg("exports:errors.toRequired") })
      .refine(isIsoDate, msg("exports:errors.date")),
    status: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    const spec = exportSpec(value.export);
    if (!spec) ctx.addIssue({ code: "custom", path: ["export"], message: msg("exports:errors.export") });
    if (value.status !== undefined && !spec?.statuses?.values.includes(value.status))
      ctx.addIssue({ code: "custom", path: ["status"], message: msg("exports:errors.status") });
    if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: msg("exports:errors.backwards") });
    else if (days > EXPORT_MAX_DAYS)
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: msg("exports:errors.tooLong", { max: EXPORT_MAX_DAYS }),
      });
  });

export type ExportForm = z.output<typeof exportFormSchema>;
