import { z } from "zod";
import { isTimeZone } from "~/domain/time-zones";
import { log } from "~/observability/logger.server";

/**
 * A string or a number, as the upstream sends many values. Not a `z.union`: a union tries its
 * first member and, when that fails, builds a full issue (with its path and message) before it
 * tries the next, which was a seventh of a calendar month's render. The custom check builds one
 * only when the value is neither.
 */
export const stringOrNumber = z.custom<string | number>(
  (value) => typeof value === "string" || (typeof value === "number" && !Number.isNaN(value)),
  { message: "Expected a string or a number" },
);

/**
 * An id as the upstream sends it. The documented API answers numbers from some endpoints and
 * strings from others (and has changed between the two); the app only ever handles ids as
 * strings, in paths and form values, so every module reads them through this one schema.
 */
export const upstreamId = stringOrNumber.transform(String);

/**
 * A time zone as the upstream sends it. One the runtime does not know ("Invalid timezone", spec
 * part 2 §8) is logged and read as absent, so the page falls back to a zone it knows instead of
 * failing on every time it formats.
 */
export const upstreamTimeZone = z
  .string()
  .nullish()
  .transform((zone) => {
    if (zone && !isTimeZone(zone)) {
      log.warn("Invalid timezone", { zone: zone.slice(0, 64) });
      return null;
    }
    return zone;
  });

const isInstant = (value: string | number) => Number.isFinite(new Date(value).getTime());

/**
 * An instant as the upstream sends it (ISO text, or milliseconds where the API uses them). One
 * that is not a date ("Invalid date input", spec part 2 §8) breaks the contract: the page says
 * the data could not be read, rather than failing where the time is formatted.
 */
export const upstreamInstant = z.string().refine(isInstant, "Invalid date input");
export const upstreamInstantOrMs = stringOrNumber.refine(isInstant, "Invalid date input");

/** A hypermedia link on a record (spec part 2 §3: a note's update and delete, an image). */
export const linkSchema = z.object({ rel: z.string(), href: z.string() }).passthrough();

/**
 * Logs a record that lacks the link a call needs, in the spec's words (part 2 §8: "Can't find link
 * for rel=" and the relation); the page then says so in the reader's language.
 */
export function logMissingLink(rel: string) {
  log.warn(`Can't find link for rel=${rel}`, { rel });
}

/**
 * The upstream path a record's link names, for a call through the client, or null when the link
 * points anywhere but the upstream's own `prefix` (an absolute URL counts when it starts with the
 * upstream's base): a record's links never send the app's token elsewhere.
 */
export function linkPath(
  links: ReadonlyArray<z.output<typeof linkSchema>> | null | undefined,
  rel: string,
  baseUrl: string,
  prefix: string,
): string | null {
  const href = links?.find((link) => link.rel === rel)?.href;
  if (!href) return null;
  const path = href.startsWith(baseUrl) ? href.slice(baseUrl.length) : href;
  if (!path.startsWith(prefix) || path.includes("..") || /[?#\s]/.test(path)) return null;
  return path;
}
