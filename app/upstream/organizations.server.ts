import type { z } from "zod";
import { pathOf } from "@contract/call";
import { organizations, type organizationSchema, type performerSchema } from "@contract/organizations";
import type { UpstreamClient, UpstreamResult } from "./client.server";

/** Organizations, branches, clinics and performers (spec part 2 §7 "Organizations"). */

/** Imported by other areas' readers (a task's or a clinic's address). */
export { addressSchema } from "@contract/organizations";

export type Organization = z.output<typeof organizationSchema>;

/** The organization's picture (`GET /api/organizations/{id}/picture`, decision 030). */
export function organizationPicturePath(orgId: string) {
  return pathOf(organizations.picture, { id: orgId });
}

export type Performer = z.output<typeof performerSchema>;

export function getBasicInfo(client: UpstreamClient, orgId: string) {
  return client.invoke(organizations.basicInfo, { params: { id: orgId } });
}

export function getSummaryCounts(client: UpstreamClient, orgId: string) {
  return client.invoke(organizations.summaryCounts, { params: { id: orgId } });
}

export function getBranches(client: UpstreamClient, orgId: string, page = 0, size = 20) {
  return client.invoke(organizations.branches, { params: { id: orgId }, query: { page, size } });
}

export function getClinics(client: UpstreamClient, orgId: string) {
  return client.invoke(organizations.clinics, { params: { id: orgId } });
}

export function getPerformers(client: UpstreamClient, orgId: string) {
  return client.invoke(organizations.performers, { params: { id: orgId } });
}

const BRANCH_PAGE = 100;

/** An organization under one of the walked roots: its name and the parent it was found under. */
export interface OrganizationNode {
  id: string;
  name: string;
  parentId: string;
}

/**
 * The organizations under `rootIds`, level by level through the branch lists (the contract has no
 * call for a whole tree), each with its name and parent, until `limit` ids are known (roots
 * included). Each organization's branches are read once.
 */
export async function getOrganizationNodes(
  client: UpstreamClient,
  rootIds: readonly string[],
  limit = 5_000,
): Promise<UpstreamResult<OrganizationNode[]>> {
  const seen = new Set(rootIds);
  const nodes: OrganizationNode[] = [];
  let level = [...seen];
  while (level.length > 0 && seen.size < limit) {
    const next: string[] = [];
    const pages = await Promise.all(level.map((id) => allBranches(client, id)));
    for (const [i, page] of pages.entries()) {
      if (!page.ok) return page;
      for (const branch of page.data)
        if (!seen.has(branch.id) && seen.size < limit) {
          seen.add(branch.id);
          nodes.push({ ...branch, parentId: level[i]! });
          next.push(branch.id);
        }
    }
    level = next;
  }
  return { ok: true, status: 200, data: nodes };
}

async function allBranches(
  client: UpstreamClient,
  orgId: string,
): Promise<UpstreamResult<Array<{ id: string; name: string }>>> {
  const found: Array<{ id: string; name: string }> = [];
  for (let page = 0; ; page++) {
    const result = await getBranches(client, orgId, page, BRANCH_PAGE);
    if (!result.ok) return result;
    found.push(...result.data.content.map((o) => ({ id: o.id, name: o.name })));
    if (page + 1 >= result.data.totalPages || result.data.content.length === 0)
      return { ok: true, status: 200, data: found };
  }
}
