import { z } from "zod";
import { FINDER_MILES } from "./clinic-finder";
import { msg } from "./messages";

/**
 * The clinic finder's GET form (issue 40 item 5), read from the query string by the loader: a US
 * ZIP code (five digits, or ZIP+4 of which the first five count), an optional public service and
 * a distance limit among the ones offered.
 */
export const finderSchema = z.object({
  zip: z
    .string({ required_error: msg("clinicFinder:errors.zipRequired") })
    .trim()
    .max(10, msg("clinicFinder:errors.zipInvalid"))
    .regex(/^\d{5}(-\d{4})?$/, msg("clinicFinder:errors.zipInvalid"))
    .transform((zip) => zip.slice(0, 5)),
  serviceTypeId: z.string().trim().max(64).optional(),
  miles: z.coerce
    .number({ invalid_type_error: msg("clinicFinder:errors.milesInvalid") })
    .refine(
      (miles) => (FINDER_MILES as readonly number[]).includes(miles),
      msg("clinicFinder:errors.milesInvalid"),
    )
    .optional(),
});
