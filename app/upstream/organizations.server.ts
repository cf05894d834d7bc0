import { z } from "zod";
import type { UpstreamClient, UpstreamResult } from "./client.server";
import { upstreamId as id, upstreamTimeZone } from "./schemas.server";

/** Organizations, branches, clinics and performers (spec part 2 §7 "Organizations"). */

export const addressSchema = z
  .object({
    address1: z.string().nullish(),
    address2: z.string().nullish(),
    city: z.string().nullish(),
    state: z.string().nullish(),
    zipcode: z.string().nullish(),
    country: z.string().nullish(),
    gpsLatitude: z.number().nullish(),
    gpsLongitude: z.number().nullish(),
  })
  .passthrough();

export const organizationSchema = z
  .object({
    id,
    name: z.string(),
    type: z.string().nullish(),
    parentOrganizationId: id.nullish(),
    timeZone: upstreamTimeZone,
    address: addressSchema.nullish(),
    approvalStatus: z.string().nullish(),
    shortName: z.string().nullish(),
    /** Present when the organization has a picture (decision 030); its bytes are read apart. */
    organizationImage: z.object({ uploadedAt: z.string().nullish() }).passthrough().nullish(),
  })
  .passthrough();
export type Organization = z.output<typeof organizationSchema>;

/** The organization's picture (`GET /api/organizations/{id}/picture`, decision 030). */
export function organizationPicturePath(orgId: string) {
  return `/api/organizations/${encodeURIComponent(orgId)}/picture`;
}

export const summaryCountsSchema = z
  .object({
    patientCount: z.number().nullish(),
    providerCount: z.number().nullish(),
    clinicCount: z.number().nullish(),
    branchCount: z.number().nullish(),
    upcomingAppointmentCount: z.number().nullish(),
  })
  .passthrough();

export const performerSchema = z.object({ id, name: z.string() }).passthrough();
export type Performer = z.output<typeof performerSchema>;

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z
    .object({
      content: z.array(item),
      totalElements: z.number().int().nonnegative().default(0),
      totalPages: z.number().int().nonnegative().default(1),
      number: z.number().int().nonnegative().default(0),
      size: z.number().int().default(20),
    })
    .passthrough();
}

const path = (orgId: string) => `/api/organizations/${encodeURIComponent(orgId)}`;

export function getBasicInfo(client: UpstreamClient, orgId: string) {
  return client.call(`${path(orgId)}/basicInfo`, { schema: organizationSchema });
}

export function getSummaryCounts(client: UpstreamClient, orgId: string) {
  return client.call(`${path(orgId)}/summary-counts`, { schema: summaryCountsSchema });
}

export function getBranches(client: UpstreamClient, orgId: string, page = 0, size = 20) {
  return client.call(`${path(orgId)}/branches`, {
    query: { page, size },
    schema: pageOf(organizationSchema),
  });
}

export function getClinics(client: UpstreamClient, orgId: string) {
  return client.call(`${path(orgId)}/getAllOrganizationClinic`, { schema: z.array(organizationSchema) });
}

export function getPerformers(client: UpstreamClient, orgId: string) {
  return client.call(`${path(orgId)}/performers`, { schema: z.array(performerSchema) });
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
