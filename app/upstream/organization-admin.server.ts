import { z } from "zod";
import type { organizationBody } from "~/domain/organization-schemas";
import type { UpstreamClient } from "./client.server";
import { organizationSchema } from "./organizations.server";
import { upstreamId as id } from "./schemas.server";

/**
 * Creating, changing and deleting organizations (spec part 2 §7 "Organizations"): POST /, PUT and
 * DELETE /{id}, PUT /{id}/update-clinicId, POST /{id}/approvalStatus, DELETE /{id}/picture.
 * Answers and refusals are decision 030.
 */

type OrganizationBody = ReturnType<typeof organizationBody>;

const base = "/api/organizations";
const path = (orgId: string) => `${base}/${encodeURIComponent(orgId)}`;

/** What the edit page reads beyond basicInfo's common fields. */
export const editableOrganizationSchema = organizationSchema.extend({
  employerId: z.string().nullish(),
  businessLicenseNumber: z.string().nullish(),
  isHeadquarter: z.boolean().nullish(),
  isOpen: z.boolean().nullish(),
  departments: z.array(z.object({ id, name: z.string() }).passthrough()).nullish(),
  vaccine: z.string().nullish(),
  inventoryType: z.string().nullish(),
  clinicId: z.string().nullish(),
  organizationImage: z
    .object({ contentType: z.string().nullish(), uploadedAt: z.string().nullish() })
    .passthrough()
    .nullish(),
});
export type EditableOrganization = z.output<typeof editableOrganizationSchema>;

export function getEditableOrganization(client: UpstreamClient, orgId: string) {
  return client.call(`${path(orgId)}/basicInfo`, { schema: editableOrganizationSchema });
}

export function createOrganization(client: UpstreamClient, body: OrganizationBody) {
  return client.call(base, { method: "POST", json: body, schema: z.object({ id }).passthrough() });
}

export function updateOrganization(client: UpstreamClient, orgId: string, body: OrganizationBody) {
  return client.call(path(orgId), { method: "PUT", json: body });
}

export function deleteOrganization(client: UpstreamClient, orgId: string) {
  return client.call(path(orgId), { method: "DELETE" });
}

export function updateClinicId(client: UpstreamClient, orgId: string, clinicId: string) {
  return client.call(`${path(orgId)}/update-clinicId`, { method: "PUT", json: { clinicId } });
}

export function changeApprovalStatus(
  client: UpstreamClient,
  orgId: string,
  body: { approvalStatus: string; reason?: string },
) {
  return client.call(`${path(orgId)}/approvalStatus`, { method: "POST", json: body });
}

export function deletePicture(client: UpstreamClient, orgId: string) {
  return client.call(`${path(orgId)}/picture`, { method: "DELETE" });
}

const approvalHistorySchema = z
  .object({
    approvalStatus: z.string(),
    allowed: z.array(z.string()).default([]),
    changes: z
      .array(
        z
          .object({
            fromStatus: z.string(),
            toStatus: z.string(),
            reason: z.string().nullish(),
            accountId: z.string().nullish(),
            changedAt: z.string(),
          })
          .passthrough(),
      )
      .default([]),
  })
  .passthrough();

/** GET /{id}/approval-history (decision 030): the status, where it may go, and how it got here. */
export function getApprovalHistory(client: UpstreamClient, orgId: string) {
  return client.call(`${path(orgId)}/approval-history`, { schema: approvalHistorySchema });
}

/** A dashboard row (decision 030): the organization and its tree's figures. */
export const dashboardRowSchema = z
  .object({
    id,
    name: z.string(),
    type: z.string().nullish(),
    parentOrganizationId: id.nullish(),
    approvalStatus: z.string().nullish(),
    city: z.string().nullish(),
    state: z.string().nullish(),
    patientCount: z.number().int().nonnegative().default(0),
    providerCount: z.number().int().nonnegative().default(0),
    vaccinationCount: z.number().int().nonnegative().default(0),
    appointmentCounts: z
      .object({
        total: z.number().int().nonnegative().default(0),
        scheduled: z.number().int().nonnegative().default(0),
        completed: z.number().int().nonnegative().default(0),
      })
      .default({}),
  })
  .passthrough();
export type DashboardRow = z.output<typeof dashboardRowSchema>;

/** GET /api/organizations/rootOrganizations: the top-level organizations (a super admin's dashboard). */
export function getRootOrganizations(client: UpstreamClient) {
  return client.call(`${base}/rootOrganizations`, { schema: z.array(dashboardRowSchema) });
}

/** GET /{id}/overview-card-analytics: the organization's figures and its direct children's. */
export function getOverviewCardAnalytics(client: UpstreamClient, orgId: string) {
  return client.call(`${path(orgId)}/overview-card-analytics`, {
    schema: z
      .object({ organization: dashboardRowSchema, children: z.array(dashboardRowSchema).default([]) })
      .passthrough(),
  });
}
