import { z } from "zod";

/**
 * An id as the upstream sends it. The documented API answers numbers from some endpoints and
 * strings from others (and has changed between the two); the app only ever handles ids as
 * strings, in paths and form values, so every module reads them through this one schema.
 */
export const upstreamId = z.union([z.string(), z.number()]).transform(String);

/** A hypermedia link on a record (spec part 2 §3: a note's update and delete, an image). */
export const linkSchema = z.object({ rel: z.string(), href: z.string() }).passthrough();

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
