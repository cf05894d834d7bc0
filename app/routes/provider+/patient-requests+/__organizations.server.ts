import type { SessionData } from "~/session/cookie-jar.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { getBasicInfo, getBranches } from "~/upstream/organizations.server";

export interface OrganizationChoice {
  id: string;
  name: string;
  /** 0 for a root of the user's tree, 1 for its branches, and so on. */
  depth: number;
}

const BRANCH_PAGE = 100;
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
  const infos = await Promise.all(roots.map((id) => getBasicInfo(client, id)));
  const names = new Map<string, string>();
  for (const [i, info] of infos.entries()) {
    if (!info.ok) return null;
    names.set(roots[i]!, info.data.name);
  }
  const children = new Map<string, string[]>();
  let level = [...roots];
  while (level.length > 0 && names.size < MAX_CHOICES) {
    const next: string[] = [];
    const branches = await Promise.all(level.map((id) => allBranches(client, id)));
    for (const [i, found] of branches.entries()) {
      if (!found) return null;
      const kids: string[] = [];
      for (const branch of found)
        if (!names.has(branch.id) && names.size < MAX_CHOICES) {
          names.set(branch.id, branch.name);
          kids.push(branch.id);
          next.push(branch.id);
        }
      children.set(level[i]!, kids);
    }
    level = next;
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

async function allBranches(client: UpstreamClient, orgId: string) {
  const found: Array<{ id: string; name: string }> = [];
  for (let page = 0; ; page++) {
    const result = await getBranches(client, orgId, page, BRANCH_PAGE);
    if (!result.ok) return null;
    found.push(...result.data.content.map((o) => ({ id: o.id, name: o.name })));
    if (page + 1 >= result.data.totalPages || result.data.content.length === 0) return found;
  }
}
