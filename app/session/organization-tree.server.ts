import { coordinatorFor } from "~/coordination/setup.server";
import {
  CAPABILITIES,
  can,
  organizationsGranting,
  roleOf,
  scopeOf,
  type Capability,
  type OrganizationTrees,
} from "@contract/permissions";
import { isPatientAccount } from "@contract/privileges";
import type { RequestContext } from "~/load-context.server";
import { upstream, type UpstreamResult } from "~/upstream/client.server";
import { getOrganizationNodes } from "~/upstream/organizations.server";
import type { SessionData } from "./cookie-jar.server";

/**
 * The organizations a staff session may act in: each organization the account belongs to and
 * everything under it, kept per root because the account's privilege may differ from one of its
 * organizations to another (decision 015). Scope checks must answer before a page's own upstream calls, so the tree is read at
 * sign-in and kept beside the session (in the coordinator: Redis when several instances run), not
 * in the cookie, where a large network's ids would not fit. It is read again once older than
 * FRESH_MS, so a branch created elsewhere joins the tree within minutes; if that read fails,
 * the older tree still answers, so a submit during an upstream outage comes back with its form
 * rather than an error page.
 */
const FRESH_MS = 10 * 60_000;
const KEEP_MS = 24 * 60 * 60_000;
const key = (sid: string) => `orgtree:${sid}`;

interface Stored {
  at: number;
  /** Root id → the ids of that root and everything under it. */
  trees: Record<string, string[]>;
}

function parse(text: string | null): Stored | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Stored;
    return typeof value.at === "number" &&
      value.trees !== null &&
      typeof value.trees === "object" &&
      Object.values(value.trees).every(Array.isArray)
      ? value
      : null;
  } catch {
    return null;
  }
}

function treesOf(stored: Stored): OrganizationTrees {
  return new Map(Object.entries(stored.trees).map(([root, ids]) => [root, new Set(ids)]));
}

function rootsOf(session: SessionData): string[] {
  const { account } = session;
  const roots = new Set<string>();
  if (account.organizationId) roots.add(account.organizationId);
  for (const o of account.accountOrganizations) roots.add(o.organizationId);
  return [...roots];
}

/**
 * One read per request: the guard, the record's scope check and a page's buttons all ask, and the
 * answer cannot change within a request.
 */
const perRequest = new WeakMap<RequestContext, Promise<UpstreamResult<OrganizationTrees>>>();

export function organizationTree(
  context: RequestContext,
  request: Request,
  session: SessionData,
): Promise<UpstreamResult<OrganizationTrees>> {
  const known = perRequest.get(context);
  if (known) return known;
  const reading = readTree(context, request, session);
  perRequest.set(context, reading);
  return reading;
}

/**
 * Which organizations the session may use a capability on, as a test a page applies to each id
 * (a row's link, a button): the same rule as the guard's, so nothing offered leads to a 404.
 * Without the capability nothing passes; a tree that cannot be read passes nothing either.
 */
export async function scopeTest(
  context: RequestContext,
  request: Request,
  session: SessionData,
  capability: Capability,
): Promise<(organizationId: string) => boolean> {
  if (!can(session.account, capability)) return () => false;
  if (scopeOf(session.account, capability, context.config.mainOrganizationName) === "everywhere")
    return () => true;
  const tree = await organizationTree(context, request, session);
  if (!tree.ok) return () => false;
  const allowed = organizationsGranting(session.account, capability, tree.data);
  return (organizationId) => allowed.has(organizationId);
}

/**
 * What the session may do on one organization (an organization page's tabs and buttons): the
 * capabilities it has whose scope reaches that organization, so an operator reading another
 * network's overview is offered no tab that would answer 404.
 */
export async function capabilitiesAt(
  context: RequestContext,
  request: Request,
  session: SessionData,
  organizationId: string,
): Promise<Capability[]> {
  const offered = CAPABILITIES.filter((capability) => can(session.account, capability));
  const tests = await Promise.all(offered.map((c) => scopeTest(context, request, session, c)));
  return offered.filter((_, i) => tests[i]!(organizationId));
}

async function readTree(
  context: RequestContext,
  request: Request,
  session: SessionData,
): Promise<UpstreamResult<OrganizationTrees>> {
  const coordinator = coordinatorFor(context.config);
  const stored = parse(await coordinator.get(key(session.sid)).catch(() => null));
  if (stored && Date.now() - stored.at < FRESH_MS) return { ok: true, status: 200, data: treesOf(stored) };
  const roots = rootsOf(session);
  if (roots.length === 0) return { ok: true, status: 200, data: new Map() };
  // Each root walked on its own: a root under another root is then in both trees.
  const client = upstream(context, request);
  const walked = await Promise.all(roots.map((root) => getOrganizationNodes(client, [root])));
  const failed = walked.find((result) => !result.ok);
  if (failed && !failed.ok) return stored ? { ok: true, status: 200, data: treesOf(stored) } : failed;
  const trees: Record<string, string[]> = {};
  walked.forEach((result, i) => {
    if (result.ok) trees[roots[i]!] = [roots[i]!, ...result.data.map((node) => node.id)];
  });
  const value: Stored = { at: Date.now(), trees };
  await coordinator.set(key(session.sid), JSON.stringify(value), KEEP_MS).catch(() => undefined);
  return { ok: true, status: 200, data: treesOf(value) };
}

/**
 * Reads the tree of a session that has just started, so that its first scoped page needs no
 * extra read and a later upstream outage finds a tree to fall back on. Best effort: a failure
 * here only means the first scoped page reads it instead.
 */
export async function readTreeAtSignIn(context: RequestContext, request: Request, session: SessionData) {
  if (isPatientAccount(session.account) || roleOf(session.account) === "superAdmin") return;
  await organizationTree(context, request, session).catch(() => undefined);
}

/**
 * After the session created or deleted an organization: its tree is read afresh on the next
 * scoped request, so the new branch can be opened at once (decision 030) and a deleted one no
 * longer answers as in scope.
 */
export async function treeChanged(context: RequestContext, session: SessionData) {
  perRequest.delete(context);
  await coordinatorFor(context.config)
    .delete(key(session.sid))
    .catch(() => undefined);
}
