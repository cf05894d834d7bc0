import type { z } from "zod";
import type { link } from "@contract/common";
import { log } from "~/observability/logger.server";

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
  links: ReadonlyArray<z.output<typeof link>> | null | undefined,
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
