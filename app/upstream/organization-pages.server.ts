import type { z } from "zod";
import { pathOf } from "@contract/call";
import {
  organizationPages,
  type brandingSchema,
  type departmentSchema,
  type eventBodySchema,
  type eventSchema,
  type staffSchema,
} from "@contract/organization-pages";
import { organizations } from "@contract/organizations";
import type { BrandingImageKind } from "~/domain/branding";
import type { UpstreamClient } from "./client.server";

/**
 * The organization page's tabs (spec part 2 §7 "Organizations", "Departments and locations"; the
 * shapes where the spec names only the call are decision 031).
 */

export type Department = z.output<typeof departmentSchema>;
export type OrganizationEvent = z.output<typeof eventSchema>;
export type Branding = z.output<typeof brandingSchema>;
export type StaffAccount = z.output<typeof staffSchema>;

const inPath = (orgId: string) => ({ params: { id: orgId } });

export const getOverview = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizationPages.overview, inPath(orgId));

export const getStatusAggregation = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizationPages.statusAggregation, inPath(orgId));

export const getOrganizationStats = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizationPages.organizationStats, inPath(orgId));

export const getBranchesBrief = (client: UpstreamClient, orgId: string, type: string | null) =>
  client.invoke(organizationPages.branchesBrief, { ...inPath(orgId), query: { type } });

export const getBranchesCount = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizationPages.branchesCount, inPath(orgId));

export const getDepartments = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizationPages.departments, inPath(orgId));

/** The departments as options for a select (`GET /api/departments/options`). */
export const getDepartmentOptions = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizationPages.departmentOptions, { query: { organizationId: orgId } });

export const createDepartment = (client: UpstreamClient, orgId: string, name: string) =>
  client.invoke(organizationPages.createDepartment, { json: { organizationId: orgId, name } });

export const renameDepartment = (client: UpstreamClient, departmentId: string, name: string) =>
  client.invoke(organizationPages.renameDepartment, { params: { id: departmentId }, json: { name } });

export const deleteDepartment = (client: UpstreamClient, departmentId: string) =>
  client.invoke(organizationPages.deleteDepartment, { params: { id: departmentId } });

/** A school district's views (issue 40 item 4). */
export const getNoSchoolDistricts = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizationPages.noSchoolDistricts, inPath(orgId));

export const getOrgAssociations = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizationPages.orgAssociations, inPath(orgId));

export const getPatientsByDepartment = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizationPages.patientsByDepartment, inPath(orgId));

export const getAllStaff = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizationPages.allStaff, inPath(orgId));

/** The password resets admins made in the organization's tree (an extension: absent, left out). */
export const getPasswordResets = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizationPages.passwordResets, inPath(orgId));

export const getTriageEvents = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizationPages.triageEvents, inPath(orgId));

export const getPendingEvents = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizationPages.pendingEvents, inPath(orgId));

export const getParentEvents = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizationPages.parentEvents, inPath(orgId));

export type EventBody = z.input<typeof eventBodySchema>;

/** Makes an event the organization holds (`POST /api/organizations/{id}/appointment`). */
export const createEvent = (client: UpstreamClient, orgId: string, body: EventBody) =>
  client.invoke(organizationPages.createEvent, { ...inPath(orgId), json: body });

/** Changes an event of the organization's tree (`PUT /api/organizations/{id}/appointment/{clinicId}`). */
export const updateEvent = (client: UpstreamClient, orgId: string, eventId: string, body: EventBody) =>
  client.invoke(organizationPages.updateEvent, { params: { id: orgId, clinicId: eventId }, json: body });

/** Cancels an event of the organization's tree (`DELETE /api/organizations/{id}/appointment/{clinicId}`). */
export const cancelEvent = (client: UpstreamClient, orgId: string, eventId: string) =>
  client.invoke(organizationPages.cancelEvent, { params: { id: orgId, clinicId: eventId } });

/** What basicInfo carries for the settings tab (fields the upstream keeps on the organization). */
export const getSettings = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizations.basicInfo, inPath(orgId));

export const putExtraSettings = (
  client: UpstreamClient,
  orgId: string,
  body: { canRegisterIndividuals: boolean; allowFamilyMembers: boolean; reminderDays: number },
) => client.invoke(organizationPages.extraSettings, { ...inPath(orgId), json: body });

export const putConsent = (
  client: UpstreamClient,
  orgId: string,
  body: { consentText: string; consentRequired: boolean },
) => client.invoke(organizationPages.consent, { ...inPath(orgId), json: body });

export const refreshInvitationCode = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizationPages.refreshInvitationCode, inPath(orgId));

export const changeOrganization = (client: UpstreamClient, orgId: string, parentOrganizationId: string) =>
  client.invoke(organizationPages.changeOrganization, { ...inPath(orgId), json: { parentOrganizationId } });

export const getBranding = (client: UpstreamClient, orgId: string) =>
  client.invoke(organizationPages.branding, inPath(orgId));

export const putBranding = (
  client: UpstreamClient,
  orgId: string,
  body: {
    primaryColor: string | null;
    accentColor: string | null;
    font: string | null;
    emailSubject: string | null;
    emailBody: string | null;
  },
) => client.invoke(organizationPages.putBranding, { ...inPath(orgId), json: body });

/** One checked branding image as a multipart "file" part, with our own name and type. */
export function putBrandingImage(
  client: UpstreamClient,
  orgId: string,
  kind: BrandingImageKind,
  image: { bytes: Uint8Array<ArrayBuffer>; mediaType: string; type: string },
) {
  const form = new FormData();
  form.append("file", new Blob([image.bytes], { type: image.mediaType }), `${kind}.${image.type}`);
  return client.invoke(organizationPages.putBrandingImage, { params: { id: orgId, kind }, body: form });
}

/** The branding image's address on the upstream, for the app's resource route to stream (a public call). */
export const brandingImagePath = (orgId: string, kind: BrandingImageKind) =>
  pathOf(organizationPages.brandingImage, { id: orgId, kind });
