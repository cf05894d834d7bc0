import { coordinatorFor } from "~/coordination/setup.server";
import type { RequestContext } from "~/load-context.server";
import { upstream, type UpstreamResult } from "~/upstream/client.server";
import { getOrganizationTree } from "~/upstream/organizations.server";
import type { SessionData } from "./cookie-jar.server";

/**
 * The organizations a staff session may act in: its account organizations and everything under
 * them. Scope checks must answer before a page's own upstream calls, so the tree is read once and
 * kept beside the session (in the coordinator: Redis when several instances run), not in the
 * cookie, where a large network's ids would not fit. It is read again after TREE_TTL_MS, so a
 * branch created elsewhere joins the tree within minutes, and at once after `forgetTree`.
 */
const TREE_TTL_MS = 10 * 60_000;
const key = (sid: string) => `orgtree:${sid}`;

export function rootsOf(session: SessionData): string[] {
  const { account } = session;
  const roots = new Set<string>();
  if (account.organizationId) roots.add(account.organizationId);
  for (const o of account.accountOrganizations) roots.add(o.organizationId);
  return [...roots];
}

export async function organizationTree(
  context: RequestContext,
  request: Request,
  session: SessionData,
): Promise<UpstreamResult<ReadonlySet<string>>> {
  const coordinator = coordinatorFor(context.config);
  const cached = await coordinator.get(key(session.sid)).catch(() => null);
  if (cached) return { ok: true, status: 200, data: new Set(JSON.parse(cached) as string[]) };
  const roots = rootsOf(session);
  if (roots.length === 0) return { ok: true, status: 200, data: new Set() };
  const tree = await getOrganizationTree(upstream(context, request), roots);
  if (!tree.ok) return tree;
  await coordinator.set(key(session.sid), JSON.stringify(tree.data), TREE_TTL_MS).catch(() => undefined);
  return { ok: true, status: 200, data: new Set(tree.data) };
}

/** After a change to the tree (an organization created, moved or deleted), read it afresh. */
export async function forgetTree(context: RequestContext, session: SessionData) {
  await coordinatorFor(context.config)
    .delete(key(session.sid))
    .catch(() => undefined);
}
