import { isTimeZone } from "./time-zones";
import { z } from "./zod";

/**
 * Shapes every area of the `/api` shares: ids, instants, links, Spring pages and the documented
 * error bodies. The app's readers and the reference upstream's answers both follow them.
 */

/**
 * A string or a number, as the upstream sends many values. Not a `z.union`: a union tries its
 * first member and, when that fails, builds a full issue (with its path and message) before it
 * tries the next, which was a seventh of a calendar month's render. The custom check builds one
 * only when the value is neither.
 */
export const stringOrNumber = z
  .custom<string | number>(
    (value) => typeof value === "string" || (typeof value === "number" && !Number.isNaN(value)),
    { message: "Expected a string or a number" },
  )
  .openapi({ type: ["string", "number"] });

/**
 * An id as the upstream sends it. The documented API answers numbers from some endpoints and
 * strings from others (and has changed between the two); the app only ever handles ids as
 * strings, in paths and form values, so every module reads them through this one schema.
 */
export const id = stringOrNumber.transform(String);

/**
 * Ids in paths: letters, digits, dot, dash, underscore. "." and ".." alone are refused too: in an
 * upstream address they would climb out of the id's segment.
 */
export const ID_PATTERN = /^(?!\.\.?$)[A-Za-z0-9._-]{1,64}$/;
export const pathId = z.string().regex(ID_PATTERN, "Not an id");

const isInstant = (value: string | number) => Number.isFinite(new Date(value).getTime());

/**
 * An instant as the upstream sends it (ISO text, or milliseconds where the API uses them). One
 * that is not a date ("Invalid date input", spec part 2 §8) breaks the contract.
 */
export const instant = z.string().refine(isInstant, "Invalid date input").openapi({ format: "date-time" });
export const instantOrMs = stringOrNumber.refine(isInstant, "Invalid date input");

/** A hypermedia link on a record (spec part 2 §3: a note's update and delete, an image). */
export const link = z.object({ rel: z.string(), href: z.string() }).passthrough();

/** A Spring page (`content`, `totalElements`, ...), the documented shape of every paged list. */
export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z
    .object({
      content: z.array(item),
      totalElements: z.number().int().nonnegative().default(0),
      totalPages: z.number().int().nonnegative().default(1),
      number: z.number().int().nonnegative().default(0),
      size: z.number().int().default(20),
    })
    .passthrough();
}

/** A list answer: a Spring page, or a plain array from an upstream that does not page. */
export function listOf<T extends z.ZodTypeAny>(item: T) {
  return z.union([
    pageOf(item),
    z.array(item).transform((content) => ({
      content,
      totalElements: content.length,
      totalPages: 1,
      number: 0,
      size: content.length,
    })),
  ]);
}

/** "125.50" stays "125.50"; 125.5 becomes "125.5" (its shortest exact text), never rounded here. */
export const decimal = stringOrNumber.transform(String);

/** A boolean query value, as the app sends it or as it reads on the wire ("true", "false"). */
export const flag = z.union([z.boolean(), z.enum(["true", "false"])]);

/** A repeated query parameter (`size=-1&size=5`) counts by its last value, as Spring reads it. */
const lastOf = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value);

/** The paging query of a Spring list. */
export const paging = {
  page: z.preprocess(lastOf, z.coerce.number().int().nonnegative()).optional(),
  size: z.preprocess(lastOf, z.coerce.number().int().min(-1)).optional(),
};

/** One refused field of a 422 (spec part 1 §8, part 2 §8: the "invalid data entered" dialog). */
export const fieldError = z.object({ field: z.string(), message: z.string() });

/** Every refusal's body: a code and a message; a 422 adds its field errors. */
export const errorBody = z
  .object({ code: z.string().optional(), message: z.string().optional() })
  .passthrough();
export const validationErrorBody = errorBody.extend({ fieldErrors: z.array(fieldError) });

/**
 * Where the contract's readers report what they forgive (an unknown time zone read as absent):
 * the app points it at its logger; by default nothing is said.
 */
export const contractWarnings: { report: (message: string, fields: Record<string, unknown>) => void } = {
  report: () => {},
};

/**
 * A time zone as the upstream sends it. One the runtime does not know ("Invalid timezone", spec
 * part 2 §8) is reported and read as absent, so the page falls back to a zone it knows instead of
 * failing on every time it formats.
 */
export const timeZone = z
  .string()
  .nullish()
  .transform((zone) => {
    if (zone && !isTimeZone(zone)) {
      contractWarnings.report("Invalid timezone", { zone: zone.slice(0, 64) });
      return null;
    }
    return zone;
  });
