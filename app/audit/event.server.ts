import type { AuditEvent } from "@contract/audit";
import type { SessionAccount } from "~/session/cookie-jar.server";

/**
 * One audit event, built field by field from what the guard knows about the request. Nothing is
 * copied wholesale (no body, no headers, no session): a token, a password, a cookie or a note's
 * text cannot reach the trail because no field is ever read from where they live.
 */

export type AuditAction = AuditEvent["action"];
export type AuditOutcome = AuditEvent["outcome"];

/**
 * What the stream writes: the contract's event, plus `username` for a refused sign-in (there is
 * no account id to name then). An optional field the event schema passes through.
 */
export type AuditRecord = AuditEvent & { username?: string };

export interface AuditFacts {
  account: Pick<SessionAccount, "accountId" | "displayName" | "username" | "privilegeId"> &
    Partial<Pick<SessionAccount, "organizationId" | "accountOrganizations">>;
  action: AuditAction;
  outcome: AuditOutcome;
  capability?: string | null;
  routeId?: string | null;
  patientIds?: readonly string[];
  count?: number | null;
  filter?: string | null;
  requestId: string;
  traceId?: string | null;
  /** A refused sign-in's username (there is no account id to name). */
  username?: string;
  at?: Date;
}

/** The account's organization trees: its roots, as the session knows them (no upstream call). */
export function organizationIdsOf(account: AuditFacts["account"]): string[] {
  const roots = new Set<string>();
  if (account.organizationId) roots.add(account.organizationId);
  for (const o of account.accountOrganizations ?? []) roots.add(o.organizationId);
  return [...roots];
}

export function buildEvent(facts: AuditFacts): AuditRecord {
  const { account } = facts;
  return {
    at: (facts.at ?? new Date()).toISOString(),
    accountId: account.accountId,
    accountName: account.displayName ?? account.username ?? null,
    privilegeId: account.privilegeId >= 0 ? account.privilegeId : null,
    organizationIds: organizationIdsOf(account),
    patientIds: [...new Set(facts.patientIds ?? [])],
    count: facts.count ?? null,
    filter: facts.filter || null,
    capability: facts.capability ?? null,
    routeId: facts.routeId ?? null,
    action: facts.action,
    outcome: facts.outcome,
    requestId: facts.requestId,
    traceId: facts.traceId ?? null,
    ...(facts.username !== undefined ? { username: facts.username } : {}),
  };
}

/** The W3C trace id of a `traceparent` header (version-traceid-parentid-flags), if well formed. */
export function traceIdOf(request: Request): string | null {
  const match = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/.exec(
    request.headers.get("traceparent")?.trim() ?? "",
  );
  return match && !/^0+$/.test(match[1]!) ? match[1]! : null;
}

// Paging and Remix's own parameters are not part of what the person chose to see.
const NOT_FILTER = new Set(["page", "size", "pageSize", "index", "_data", "_routes"]);

/** A list's filter: its query string without paging, keys sorted so equal filters read equal. */
export function filterOf(url: URL): string | null {
  const kept = [...url.searchParams].filter(([key]) => !NOT_FILTER.has(key));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? new URLSearchParams(kept).toString() : null;
}

/**
 * The route as a pattern: the path with each param's value replaced by its name, so the event
 * names the page (`/provider/members/:patientId/notes`) and the ids stay in their own fields.
 * A loader is not told its route id; this is the same for every request to one route.
 */
export function routePatternOf(url: URL, params: Record<string, string | undefined>): string {
  const path = url.pathname.endsWith(".data") ? url.pathname.slice(0, -5) || "/" : url.pathname;
  const byValue = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) if (value && name !== "*") byValue.set(value, name);
  return path
    .split("/")
    .map((segment) => {
      const name = byValue.get(safeDecode(segment));
      return name ? `:${name}` : segment;
    })
    .join("/");
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
