import type { SessionData } from "~/session/cookie-jar.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { getBasicInfo, getOrganizationNodes } from "~/upstream/organizations.server";

export interface OrganizationChoice {
  id: string;
  name: string;
  /** 0 for a root of the user's tree, 1 for its branches, and so on. */
  depth: number;
}

/** A tree larger than this is offered in part: the picker is for clinics' staff, not networks. */
const MAX_CHOICES = 300;

/**
 * The organizations the user may read, in their tree's order (each followed by its branches), with
 * names, for the patient requests' organization picker (decision 043). Null when the tree cannot be
 * read: the page then shows the organization in view alone.
 */
export async function organizationChoices(
  client: UpstreamClient,
  session: SessionData,
): Promise<OrganizationChoice[] | null> {
  const { account } = session;
  const roots = [
    ...new Set([account.organizationId, ...account.accountOrganizations.map((o) => o.organizationId)]),
  ].filter((id): id is string => Boolean(id));
  if (roots.length === 0) return [];
  const [infos, nodes] = await Promise.all([
    Promise.all(roots.map((id) => getBasicInfo(client, id))),
    getOrganizationNodes(client, roots, MAX_CHOICES),
  ]);
  if (!nodes.ok || infos.some((info) => !info.ok)) return null;
  const names = new Map<string, string>();
  for (const [i, info] of infos.entries()) if (info.ok) names.set(roots[i]!, info.data.name);
  const children = new Map<string, string[]>();
  for (const node of nodes.data) {
    names.set(node.id, node.name);
    children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
  }
  const choices: OrganizationChoice[] = [];
  const shown = new Set<string>();
  const visit = (id: string, depth: number) => {
    // A second root inside the first one's tree is shown once, where the tree has it.
    if (shown.has(id)) return;
    shown.add(id);
    choices.push({ id, name: names.get(id)!, depth });
    const kids = [...(children.get(id) ?? [])].sort((a, b) => names.get(a)!.localeCompare(names.get(b)!));
    for (const kid of kids) visit(kid, depth + 1);
  };
  for (const root of roots) visit(root, 0);
  return choices;
}
