import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { pageOf } from "./organizations.server";
import { upstreamId as id, linkSchema } from "./schemas.server";

/**
 * Programs (spec part 2 §3, §7 "Programs"; decision 037): the organization's list with its
 * counts and analytics, a program and its phases and items, qualification criteria by rank,
 * who is enrolled and who is eligible, invitations and enrollment, products. Program types and
 * categories are the master data's (`/api/program-type`, `/api/program-category`).
 */

const named = z.object({ id, name: z.string() }).passthrough();
export type Named = z.output<typeof named>;

export const programRowSchema = z
  .object({
    id,
    name: z.string(),
    status: z.string(),
    typeName: z.string().nullish(),
    categoryName: z.string().nullish(),
    enrolled: z.number().nullish(),
    invited: z.number().nullish(),
    phaseCount: z.number().nullish(),
    patientStatus: z.string().nullish(),
    organizationName: z.string().nullish(),
  })
  .passthrough();
export type ProgramRow = z.output<typeof programRowSchema>;

const itemSchema = z
  .object({
    id,
    itemType: z.string(),
    itemEntityId: id,
    name: z.string().nullish(),
    rank: z.number().nullish(),
  })
  .passthrough();

export const programSchema = z
  .object({
    id,
    organizationId: id,
    name: z.string(),
    description: z.string().nullish(),
    status: z.string(),
    type: named.nullish(),
    category: named.nullish(),
    clinic: named.nullish(),
    templates: z.array(named).default([]),
    serviceTypes: z.array(named).default([]),
    links: z.array(linkSchema).default([]),
    programPhases: z
      .array(
        z
          .object({ id, name: z.string(), rank: z.number(), items: z.array(itemSchema).default([]) })
          .passthrough(),
      )
      .default([]),
  })
  .passthrough();
export type Program = z.output<typeof programSchema>;

export const criterionSchema = z
  .object({ rank: z.number().int(), attribute: z.string(), value: z.string() })
  .passthrough();
export type Criterion = z.output<typeof criterionSchema>;

const tally = z.array(z.object({ label: z.string(), count: z.number() }).passthrough());

export interface ProgramListParams {
  page: number;
  size: number;
  typeId?: string;
  categoryId?: string;
  status?: string;
  name?: string;
  patientId?: string;
  orderType?: string;
  asc?: boolean;
}

const org = (orgId: string) => `/api/programs/organization/${encodeURIComponent(orgId)}`;
const one = (programId: string) => `/api/programs/${encodeURIComponent(programId)}`;

export function listPrograms(client: UpstreamClient, orgId: string, params: ProgramListParams) {
  return client.call(org(orgId), { query: { ...params }, schema: pageOf(programRowSchema) });
}

export function getProgramCounts(client: UpstreamClient, orgId: string) {
  return client.call(`${org(orgId)}/counts`, {
    schema: z.object({ programs: tally, patients: tally }).passthrough(),
  });
}

export function getProgramAnalytics(client: UpstreamClient, orgId: string) {
  return client.call(`${org(orgId)}/analytics`, {
    schema: z.object({ byType: tally, byCategory: tally }).passthrough(),
  });
}

/** A master-data list of program types or categories: its first 100 values. */
export function listProgramLookups(client: UpstreamClient, which: "program-type" | "program-category") {
  return client.call(`/api/${which}`, { query: { page: 0, size: 100 }, schema: pageOf(named) });
}

export function listProgramTemplates(client: UpstreamClient, orgId: string) {
  return client.call("/api/programs/templates-mini", {
    query: { organizationId: orgId },
    schema: z.array(named),
  });
}

export function listProgramServiceTypes(client: UpstreamClient) {
  return client.call("/api/programs/service-types", { schema: z.array(named) });
}

export interface ProgramBody {
  name: string;
  description: string;
  typeId: string;
  categoryId: string;
  clinicId: string | null;
  status: string;
  templateIds: string[];
  serviceTypeIds: string[];
}

export function createProgram(client: UpstreamClient, body: ProgramBody & { organizationId: string }) {
  return client.call("/api/programs/create-program", { method: "POST", json: body, schema: programSchema });
}

export function getProgram(client: UpstreamClient, programId: string) {
  return client.call(one(programId), { schema: programSchema });
}

export function updateProgram(client: UpstreamClient, programId: string, body: ProgramBody) {
  return client.call(one(programId), { method: "PUT", json: body });
}

export function deleteProgram(client: UpstreamClient, programId: string) {
  return client.call(one(programId), { method: "DELETE" });
}

export function addPhase(client: UpstreamClient, programId: string, name: string) {
  return client.call("/api/program-phase", { method: "POST", json: { programId, name } });
}

export function addPhaseItem(
  client: UpstreamClient,
  body: { phaseId: string; itemType: string; itemEntityId: string },
) {
  return client.call("/api/program-phase-item", { method: "POST", json: body });
}

export function deletePhase(client: UpstreamClient, phaseId: string) {
  return client.call(`/api/program-phase/${encodeURIComponent(phaseId)}`, { method: "DELETE" });
}

export function deletePhaseItem(client: UpstreamClient, itemId: string) {
  return client.call(`/api/program-phase-item/${encodeURIComponent(itemId)}`, { method: "DELETE" });
}

export function getCriteria(client: UpstreamClient, programId: string) {
  return client.call(`${one(programId)}/qualification`, { schema: z.array(criterionSchema) });
}

export function addCriterion(
  client: UpstreamClient,
  programId: string,
  body: { rank: number; attribute: string; value: string },
) {
  return client.call(`${one(programId)}/qualification`, { method: "POST", json: body });
}

/** PUT by rank; with `swap`, the criterion holding the new rank takes the old one. */
export function moveCriterion(client: UpstreamClient, programId: string, rank: number, to: number) {
  return client.call(`${one(programId)}/qualification/${rank}`, {
    method: "PUT",
    json: { rank: to, swap: true },
  });
}

export function deleteCriterion(client: UpstreamClient, programId: string, rank: number) {
  return client.call(`${one(programId)}/qualification/${rank}`, { method: "DELETE" });
}

const memberSchema = z
  .object({
    patientId: id,
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string().nullish(),
    status: z.string(),
  })
  .passthrough();

export function listProgramPatients(
  client: UpstreamClient,
  programId: string,
  params: { page: number; size: number },
) {
  return client.call(`${one(programId)}/patients`, { query: { ...params }, schema: pageOf(memberSchema) });
}

const eligibleSchema = z
  .object({
    id,
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string().nullish(),
    invited: z.boolean().default(false),
  })
  .passthrough();
export type EligiblePatient = z.output<typeof eligibleSchema>;

export function listEligible(
  client: UpstreamClient,
  programId: string,
  params: { page: number; size: number; name?: string; patientIds?: readonly string[] },
) {
  return client.call(`${one(programId)}/eligible-not-enrolled`, {
    method: "POST",
    query: { page: params.page, size: params.size },
    json: { name: params.name ?? "", ...(params.patientIds ? { patientIds: params.patientIds } : {}) },
    schema: pageOf(eligibleSchema),
  });
}

/** Invites the chosen patients, or every eligible one matching the name filter. */
export function invitePatients(
  client: UpstreamClient,
  programId: string,
  body: { patientIds: string[] } | { all: true; name: string },
) {
  return client.call(`${one(programId)}/invite-patients`, {
    method: "POST",
    json: body,
    schema: z.object({ invited: z.number() }).passthrough(),
  });
}

export function enrollPatient(client: UpstreamClient, programId: string, patientId: string) {
  return client.call("/api/programs/enroll-program", { method: "POST", json: { programId, patientId } });
}

export const productSchema = z
  .object({
    id,
    name: z.string(),
    items: z
      .array(
        z.object({ id, name: z.string(), templateId: id.nullish(), clinicId: id.nullish() }).passthrough(),
      )
      .default([]),
  })
  .passthrough();

export function listProducts(client: UpstreamClient, programId: string) {
  return client.call("/api/products", { query: { programId }, schema: z.array(productSchema) });
}

export function addProduct(client: UpstreamClient, programId: string, name: string) {
  return client.call("/api/products", { method: "POST", json: { programId, name } });
}

export function addProductItem(
  client: UpstreamClient,
  body: { productId: string; name: string; templateId: string | null; clinicId: string | null },
) {
  return client.call("/api/productItems", { method: "POST", json: body });
}

export function deleteProgramPicture(client: UpstreamClient, programId: string) {
  return client.call(`${one(programId)}/picture`, { method: "DELETE" });
}

/** The picture's own path (the program's `links` rel image), streamed through the app. */
export function programImagePath(programId: string) {
  return `${one(programId)}/image`;
}

const stepSchema = z.object({ id, name: z.string(), rank: z.number().int() }).passthrough();
export type EnrollmentStep = z.output<typeof stepSchema>;

export function getEnrollmentSteps(client: UpstreamClient, programId: string) {
  return client.call(`${one(programId)}/enrollment-steps`, { schema: z.array(stepSchema) });
}

export function addEnrollmentStep(client: UpstreamClient, programId: string, name: string) {
  return client.call(`${one(programId)}/enrollment-steps`, { method: "POST", json: { name } });
}

/** PUT the steps' order: a list of id and rank. */
export function rankEnrollmentSteps(
  client: UpstreamClient,
  programId: string,
  ranks: ReadonlyArray<{ id: string; rank: number }>,
) {
  return client.call(`${one(programId)}/enrollment-steps`, { method: "PUT", json: ranks });
}

export function renameEnrollmentStep(
  client: UpstreamClient,
  programId: string,
  stepId: string,
  name: string,
) {
  return client.call(`${one(programId)}/enrollment-steps/${encodeURIComponent(stepId)}`, {
    method: "PUT",
    json: { name },
  });
}

export function deleteEnrollmentStep(client: UpstreamClient, programId: string, stepId: string) {
  return client.call(`${one(programId)}/enrollment-steps/${encodeURIComponent(stepId)}`, {
    method: "DELETE",
  });
}

/** PUT by rank with the criterion's new attribute and value; its rank stays. */
export function updateCriterion(
  client: UpstreamClient,
  programId: string,
  rank: number,
  body: { attribute: string; value: string },
) {
  return client.call(`${one(programId)}/qualification/${rank}`, { method: "PUT", json: { rank, ...body } });
}

export function renamePhase(client: UpstreamClient, phaseId: string, name: string) {
  return client.call(`/api/program-phase/${encodeURIComponent(phaseId)}`, { method: "PUT", json: { name } });
}

/** A phase or a phase item takes its neighbour's rank, the two trading places (`swap`). */
export function movePhase(client: UpstreamClient, phaseId: string, rank: number) {
  return client.call(`/api/program-phase/${encodeURIComponent(phaseId)}`, {
    method: "PUT",
    json: { rank, swap: true },
  });
}

export function movePhaseItem(client: UpstreamClient, itemId: string, rank: number) {
  return client.call(`/api/program-phase-item/${encodeURIComponent(itemId)}`, {
    method: "PUT",
    json: { rank, swap: true },
  });
}

export function deleteProduct(client: UpstreamClient, productId: string) {
  return client.call(`/api/products/${encodeURIComponent(productId)}`, { method: "DELETE" });
}

export function deleteProductItem(client: UpstreamClient, itemId: string) {
  return client.call(`/api/productItems/${encodeURIComponent(itemId)}`, { method: "DELETE" });
}

/** Whether another program of the organization has the name (`excludeId`: the one being renamed). */
export function checkProgramName(client: UpstreamClient, orgId: string, name: string, excludeId?: string) {
  return client.call("/api/programs/name", {
    query: { organizationId: orgId, name, ...(excludeId ? { excludeId } : {}) },
    schema: z.object({ exists: z.boolean() }).passthrough(),
  });
}

const briefSchema = z.object({ id, name: z.string(), status: z.string() }).passthrough();
export type ProgramBrief = z.output<typeof briefSchema>;

/** The tree's programs using a care plan (as a template or from a phase item). */
export function listProgramsUsingCarePlan(client: UpstreamClient, orgId: string, planId: string) {
  return client.call(`/api/programs/care-plan/${encodeURIComponent(planId)}`, {
    query: { organizationId: orgId },
    schema: z.array(briefSchema),
  });
}

export function listClinicPrograms(client: UpstreamClient, clinicId: string) {
  return client.call(`/api/programs/clinic/${encodeURIComponent(clinicId)}`, {
    schema: z.array(briefSchema),
  });
}

const clinicItemSchema = z
  .object({
    id,
    name: z.string(),
    productName: z.string().nullish(),
    programId: id.nullish(),
    programName: z.string().nullish(),
  })
  .passthrough();
export type ClinicProductItem = z.output<typeof clinicItemSchema>;

/** A clinic's product items over every program (spec part 2 §7, the organizations' reads). */
export function listClinicProductItems(client: UpstreamClient, clinicId: string) {
  return client.call(`/api/organizations/productItems/clinic/${encodeURIComponent(clinicId)}`, {
    schema: z.array(clinicItemSchema),
  });
}

/** The whole network's programs (a super admin's list). */
export function listNetworkPrograms(client: UpstreamClient, params: ProgramListParams) {
  return client.call("/api/programs", { query: { ...params }, schema: pageOf(programRowSchema) });
}

/** The whole network's counts, as `getProgramCounts` gives a tree's: what the network's list lists. */
export function getNetworkProgramCounts(client: UpstreamClient) {
  return client.call("/api/programs/counts", {
    schema: z.object({ programs: tally, patients: tally }).passthrough(),
  });
}

/** The whole network's programs by type and by category. */
export function getNetworkProgramAnalytics(client: UpstreamClient) {
  return client.call("/api/programs/analytics", {
    schema: z.object({ byType: tally, byCategory: tally }).passthrough(),
  });
}
