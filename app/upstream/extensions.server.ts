import type { CallDefinition } from "@contract/call";
import { discovery, offeredExtensionsSchema } from "@contract/discovery";
import { CALLS } from "@contract/index";
import { log } from "~/observability/logger.server";

/**
 * Which of the app's extension calls the upstream answers (issue 39 §3). A backend that honours
 * only the documented `/api` answers none of them: the app then hides the features that need one
 * and says "not offered by this server" where a person reaches one, instead of failing.
 *
 * The upstream is asked once (`GET /api/extensions`, itself an extension: a backend without it
 * offers none) and the answer is kept for a few minutes, so a backend that gains calls is noticed
 * without a restart. `UPSTREAM_EXTENSIONS=all|none` skips the question.
 */

export type ExtensionsSetting = "probe" | "all" | "none";

export const EXTENSION_IDS: readonly string[] = CALLS.filter((call) => "extension" in call.source).map(
  (call) => call.id,
);

/** What is known of an upstream: the ids of the extension calls it does not answer. */
export interface Offered {
  missing: ReadonlySet<string>;
}

const EVERYTHING: Offered = { missing: new Set() };
const NOTHING: Offered = { missing: new Set(EXTENSION_IDS) };
const KEEP_MS = 5 * 60_000;
const ASK_TIMEOUT_MS = 5_000;

const known = new Map<string, { offered: Offered; until: number } | Promise<Offered>>();

export function isExtension(entry: Pick<CallDefinition, "source">): boolean {
  return "extension" in entry.source;
}

/**
 * The upstream's extensions. An upstream that cannot be asked (down, slow, a 5xx) is taken to
 * offer everything for now and asked again on the next request: its pages fail as any call to a
 * failing upstream does, and a passing outage does not hide features for minutes.
 */
export async function offeredBy(baseUrl: string, setting: ExtensionsSetting): Promise<Offered> {
  if (setting === "all") return EVERYTHING;
  if (setting === "none") return NOTHING;
  const cached = known.get(baseUrl);
  if (cached instanceof Promise) return cached;
  if (cached && cached.until > Date.now()) return cached.offered;
  const asking = ask(baseUrl).then(
    (offered) => {
      if (offered) known.set(baseUrl, { offered, until: Date.now() + KEEP_MS });
      else known.delete(baseUrl);
      return offered ?? EVERYTHING;
    },
    () => {
      known.delete(baseUrl);
      return EVERYTHING;
    },
  );
  known.set(baseUrl, asking);
  return asking;
}

async function ask(baseUrl: string): Promise<Offered | null> {
  let response: Response;
  try {
    response = await fetch(baseUrl + discovery.extensions.path, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    });
  } catch {
    return null;
  }
  if (response.status >= 500) {
    discard(response);
    return null;
  }
  if (!response.ok) {
    discard(response);
    log.info("upstream offers no extensions", { status: response.status });
    return NOTHING;
  }
  const answer = offeredExtensionsSchema.safeParse(await response.json().catch(() => null));
  if (!answer.success) {
    log.warn("upstream's list of extensions unreadable: taken as none", {});
    return NOTHING;
  }
  const answered = new Set(answer.data.extensions);
  const missing = new Set(EXTENSION_IDS.filter((id) => !answered.has(id)));
  if (missing.size > 0) log.info("upstream lacks extensions", { missing: missing.size });
  return { missing };
}

/** Releases a body not read; not awaited, as some fetch implementations settle it late. */
function discard(response: Response) {
  response.body?.cancel().catch(() => undefined);
}

/** Forgets what is known (tests). */
export function forgetOffered() {
  known.clear();
}
