import { z } from "zod";
import type { BrandingImageKind } from "~/domain/branding";
import type { UpstreamClient } from "./client.server";
import { upstreamId as id } from "./schemas.server";

/**
 * The organization page's tabs (spec part 2 §7 "Organizations", "Departments and locations"; the
 * shapes where the spec names only the call are decision 031).
 */

const counted = z.object({ status: z.string(), count: z.number().int().nonnegative() }).passthrough();
const typed = z.object({ type: z.string(), count: z.number().int().nonnegative() }).passthrough();

const overviewSchema = z
  .object({
    description: z.string().nullish(),
    isOpen: z.boolean().nullish(),
    isHeadquarter: z.boolean().nullish(),
    employerId: z.string().nullish(),
    businessLicenseNumber: z.string().nullish(),
    departmentCount: z.number().int().nonnegative().nullish(),
  })
  .passthrough();

const statsSchema = z
  .object({
    organizationsByType: z.array(typed),
    performersByClinic: z.array(
      z.object({ clinicId: id, name: z.string(), count: z.number().int().nonnegative() }).passthrough(),
    ),
  })
  .passthrough();

const branchBriefSchema = z
  .object({
    id,
    name: z.string(),
    type: z.string().nullish(),
    city: z.string().nullish(),
    state: z.string().nullish(),
    approvalStatus: z.string().nullish(),
  })
  .passthrough();

export const departmentSchema = z.object({ id, name: z.string() }).passthrough();
export type Department = z.output<typeof departmentSchema>;

const staffSchema = z
  .object({
    accountId: id,
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    email: z.string().nullish(),
    privilegeName: z.string().nullish(),
    organizationName: z.string().nullish(),
  })
  .passthrough();

const eventSchema = z
  .object({
    id,
    name: z.string(),
    status: z.string(),
    eventDate: z.string().nullish(),
    requesterName: z.string().nullish(),
    requesterType: z.string().nullish(),
  })
  .passthrough();
export type OrganizationEvent = z.output<typeof eventSchema>;

/** What basicInfo carries for the settings tab (fields the upstream keeps on the organization). */
export const settingsSchema = z
  .object({
    id,
    name: z.string(),
    parentOrganizationId: id.nullish(),
    invitationCode: z.string().nullish(),
    canRegisterIndividuals: z.boolean().nullish(),
    extraSettings: z
      .object({ allowFamilyMembers: z.boolean().nullish(), reminderDays: z.number().int().nullish() })
      .passthrough()
      .nullish(),
    consent: z
      .object({ consentText: z.string().nullish(), consentRequired: z.boolean().nullish() })
      .passthrough()
      .nullish(),
  })
  .passthrough();

export const brandingSchema = z
  .object({
    primaryColor: z.string().nullish(),
    accentColor: z.string().nullish(),
    font: z.string().nullish(),
    emailSubject: z.string().nullish(),
    emailBody: z.string().nullish(),
    updatedAt: z.string().nullish(),
    /** The stored images by kind, each with its version (when it was stored). */
    images: z.record(z.string()).default({}),
  })
  .passthrough();
export type Branding = z.output<typeof brandingSchema>;

const enc = encodeURIComponent;
const org = (orgId: string) => `/api/organizations/${enc(orgId)}`;

export const getOverview = (client: UpstreamClient, orgId: string) =>
  client.call(`${org(orgId)}/overview`, { schema: overviewSchema });

export const getStatusAggregation = (client: UpstreamClient, orgId: string) =>
  client.call(`${org(orgId)}/status-aggregation`, { schema: z.array(counted) });

export const getOrganizationStats = (client: UpstreamClient, orgId: string) =>
  client.call(`${org(orgId)}/organization-stats`, { schema: statsSchema });

export const getBranchesBrief = (client: UpstreamClient, orgId: string, type: string | null) =>
  client.call(`${org(orgId)}/branches-brief`, { query: { type }, schema: z.array(branchBriefSchema) });

export const getBranchesCount = (client: UpstreamClient, orgId: string) =>
  client.call(`${org(orgId)}/organization-branches-count`, {
    schema: z.object({ count: z.number().int().nonnegative(), byType: z.array(typed) }).passthrough(),
  });

export const getDepartments = (client: UpstreamClient, orgId: string) =>
  client.call(`${org(orgId)}/departments`, { schema: z.array(departmentSchema) });

/** The departments as options for a select (`GET /api/departments/options`). */
export const getDepartmentOptions = (client: UpstreamClient, orgId: string) =>
  client.call("/api/departments/options", {
    query: { organizationId: orgId },
    schema: z.array(z.object({ value: id, label: z.string() }).passthrough()),
  });

export const createDepartment = (client: UpstreamClient, orgId: string, name: string) =>
  client.call("/api/departments", {
    method: "POST",
    json: { organizationId: orgId, name },
    schema: departmentSchema,
  });

export const renameDepartment = (client: UpstreamClient, departmentId: string, name: string) =>
  client.call(`/api/departments/${enc(departmentId)}`, {
    method: "PUT",
    json: { name },
    schema: departmentSchema,
  });

export const deleteDepartment = (client: UpstreamClient, departmentId: string) =>
  client.call(`/api/departments/${enc(departmentId)}`, { method: "DELETE" });

export const getAllStaff = (client: UpstreamClient, orgId: string) =>
  client.call(`${org(orgId)}/allStaff`, { schema: z.array(staffSchema) });

export const getTriageEvents = (client: UpstreamClient, orgId: string) =>
  client.call(`${org(orgId)}/triage-events`, { schema: z.array(eventSchema) });

export const getPendingEvents = (client: UpstreamClient, orgId: string) =>
  client.call(`${org(orgId)}/communitygroup-and-school-pending-events`, { schema: z.array(eventSchema) });

export const getParentEvents = (client: UpstreamClient, orgId: string) =>
  client.call(`/api/organizations/parent-events/${enc(orgId)}`, { schema: z.array(eventSchema) });

export const getSettings = (client: UpstreamClient, orgId: string) =>
  client.call(`${org(orgId)}/basicInfo`, { schema: settingsSchema });

export const putExtraSettings = (
  client: UpstreamClient,
  orgId: string,
  body: { canRegisterIndividuals: boolean; allowFamilyMembers: boolean; reminderDays: number },
) => client.call(`${org(orgId)}/extraSettings`, { method: "PUT", json: body });

export const putConsent = (
  client: UpstreamClient,
  orgId: string,
  body: { consentText: string; consentRequired: boolean },
) => client.call(`${org(orgId)}/consent`, { method: "PUT", json: body });

export const refreshInvitationCode = (client: UpstreamClient, orgId: string) =>
  client.call(`${org(orgId)}/refresh-invitation-code`, {
    method: "PUT",
    schema: z.object({ invitationCode: z.string() }).passthrough(),
  });

export const changeOrganization = (client: UpstreamClient, orgId: string, parentOrganizationId: string) =>
  client.call(`${org(orgId)}/change-organization`, { method: "PUT", json: { parentOrganizationId } });

export const getBranding = (client: UpstreamClient, orgId: string) =>
  client.call(`${org(orgId)}/branding`, { schema: brandingSchema });

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
) => client.call(`${org(orgId)}/branding`, { method: "PUT", json: body, schema: brandingSchema });

/** One checked branding image as a multipart "file" part, with our own name and type. */
export function putBrandingImage(
  client: UpstreamClient,
  orgId: string,
  kind: BrandingImageKind,
  image: { bytes: Uint8Array<ArrayBuffer>; mediaType: string; type: string },
) {
  const form = new FormData();
  form.append("file", new Blob([image.bytes], { type: image.mediaType }), `${kind}.${image.type}`);
  return client.call(`${org(orgId)}/branding/images/${enc(kind)}`, { method: "PUT", body: form });
}

/** The branding image's address on the upstream, for the app's resource route to stream (a public call). */
export const brandingImagePath = (orgId: string, kind: BrandingImageKind) =>
  `${org(orgId)}/branding/images/${enc(kind)}`;
