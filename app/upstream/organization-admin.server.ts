import type { z } from "zod";
import {
  organizations,
  type dashboardRowSchema,
  type editableOrganizationSchema,
} from "@contract/organizations";
import type { organizationBody } from "~/domain/organization-schemas";
import type { UpstreamClient } from "./client.server";

/**
 * Creating, changing and deleting organizations (spec part 2 §7 "Organizations"): POST /, PUT and
 * DELETE /{id}, PUT /{id}/update-clinicId, POST /{id}/approvalStatus, DELETE /{id}/picture.
 * Answers and refusals are decision 030.
 */

type OrganizationBody = ReturnType<typeof organizationBody>;

/** What the edit page reads beyond basicInfo's common fields. */
export type EditableOrganization = z.output<typeof editableOrganizationSchema>;

export function getEditableOrganization(client: UpstreamClient, orgId: string) {
  return client.invoke(organizations.basicInfo, { params: { id: orgId } });
}

export function createOrganization(client: UpstreamClient, body: OrganizationBody) {
  return client.invoke(organizations.create, { json: body });
}

export function updateOrganization(client: UpstreamClient, orgId: string, body: OrganizationBody) {
  return client.invoke(organizations.update, { params: { id: orgId }, json: body });
}

export function deleteOrganization(client: UpstreamClient, orgId: string) {
  return client.invoke(organizations.remove, { params: { id: orgId } });
}

export function updateClinicId(client: UpstreamClient, orgId: string, clinicId: string) {
  return client.invoke(organizations.updateClinicId, { params: { id: orgId }, json: { clinicId } });
}

export function changeApprovalStatus(
  client: UpstreamClient,
  orgId: string,
  body: { approvalStatus: string; reason?: string },
) {
  return client.invoke(organizations.approvalStatus, { params: { id: orgId }, json: body });
}

export function deletePicture(client: UpstreamClient, orgId: string) {
  return client.invoke(organizations.deletePicture, { params: { id: orgId } });
}

/** GET /{id}/approval-history (decision 030): the status, where it may go, and how it got here. */
export function getApprovalHistory(client: UpstreamClient, orgId: string) {
  return client.invoke(organizations.approvalHistory, { params: { id: orgId } });
}

/** A dashboard row (decision 030): the organization and its tree's figures. */
export type DashboardRow = z.output<typeof dashboardRowSchema>;

/** GET /api/organizations/rootOrganizations: the top-level organizations (a super admin's dashboard). */
export function getRootOrganizations(client: UpstreamClient) {
  return client.invoke(organizations.rootOrganizations);
}

/** GET /{id}/overview-card-analytics: the organization's figures and its direct children's. */
export function getOverviewCardAnalytics(client: UpstreamClient, orgId: string) {
  return client.invoke(organizations.overviewCardAnalytics, { params: { id: orgId } });
}
