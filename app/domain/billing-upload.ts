import { z } from "zod";
import { csvFileProblem, megabytes } from "./billing-params";
import { msg } from "./messages";

/**
 * The CSV upload's check in the browser, apart from the other billing schemas: the upload page
 * then loads none of the amount and code rules it does not use.
 */

interface FileLike {
  name: string;
  size: number;
  type: string;
}

const isFileLike = (v: unknown): v is FileLike =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as FileLike).name === "string" &&
  typeof (v as FileLike).size === "number";

/**
 * The upload form's check in the browser (with JS), before anything is sent. The server makes
 * the same checks on the stream (billing-multipart.ts); this only saves a round trip.
 */
export function csvUploadSchema(limitBytes: number) {
  return z.object({
    file: z
      .custom<FileLike>((v) => isFileLike(v) && v.name !== "", msg("billing:import.errors.missing"))
      .superRefine((file, ctx) => {
        const problem = csvFileProblem(file.name, file.type || "application/octet-stream");
        if (problem === "notCsv")
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            message: msg("billing:import.errors.notCsv", { name: file.name }),
          });
        else if (file.size > limitBytes)
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            message: msg("billing:import.errors.tooLarge", { mb: megabytes(limitBytes) }),
          });
      }),
  });
}
