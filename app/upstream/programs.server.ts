import type { z } from "zod";
import { pathOf } from "@contract/call";
import {
  type briefSchema,
  type clinicItemSchema,
  type criterionSchema,
  type eligibleSchema,
  type named,
  type programRowSchema,
  type programSchema,
  programs,
  type stepSchema,
} from "@contract/programs";
import type { UpstreamClient } from "./client.server";

/**
 * Programs (spec part 2 §3, §7 "Programs"; decision 037): the organization's list with its
 * counts and analytics, a program and its phases and items, qualification criteria by rank,
 * who is enrolled and who is eligible, invitations and enrollment, products. Program types and
 * categories are the master data's (`/api/program-type`, `/api/program-category`).
 */

export type Named = z.output<typeof named>;
export type ProgramRow = z.output<typeof programRowSchema>;
export type Program = z.output<typeof programSchema>;
export type Criterion = z.output<typeof criterionSchema>;
export type EligiblePatient = z.output<typeof eligibleSchema>;
export type EnrollmentStep = z.output<typeof stepSchema>;
export type ProgramBrief = z.output<typeof briefSchema>;
export type ClinicProductItem = z.output<typeof clinicItemSchema>;

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

export function listPrograms(client: UpstreamClient, orgId: string, params: ProgramListParams) {
  return client.invoke(programs.list, { params: { orgId }, query: { ...params } });
}

/** The programs of the user's trees a patient is invited to or enrolled in (issue 40 item 8). */
export function listPatientPrograms(client: UpstreamClient, patientId: string) {
  return client.invoke(programs.patientPrograms, { params: { id: patientId } });
}

export function getProgramCounts(client: UpstreamClient, orgId: string) {
  return client.invoke(programs.counts, { params: { orgId } });
}

export function getProgramAnalytics(client: UpstreamClient, orgId: string) {
  return client.invoke(programs.analytics, { params: { orgId } });
}

/** A master-data list of program types or categories: its first 100 values. */
export function listProgramLookups(client: UpstreamClient, which: "program-type" | "program-category") {
  const entry = which === "program-type" ? programs.programTypes : programs.programCategories;
  return client.invoke(entry, { query: { page: 0, size: 100 } });
}

export function listProgramTemplates(client: UpstreamClient, orgId: string) {
  return client.invoke(programs.templatesMini, { query: { organizationId: orgId } });
}

export function listProgramServiceTypes(client: UpstreamClient) {
  return client.invoke(programs.serviceTypes);
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
  return client.invoke(programs.create, { json: body });
}

export function getProgram(client: UpstreamClient, programId: string) {
  return client.invoke(programs.get, { params: { id: programId } });
}

export function updateProgram(client: UpstreamClient, programId: string, body: ProgramBody) {
  return client.invoke(programs.update, { params: { id: programId }, json: body });
}

export function deleteProgram(client: UpstreamClient, programId: string) {
  return client.invoke(programs.remove, { params: { id: programId } });
}

export function addPhase(client: UpstreamClient, programId: string, name: string) {
  return client.invoke(programs.addPhase, { json: { programId, name } });
}

export function addPhaseItem(
  client: UpstreamClient,
  body: { phaseId: string; itemType: string; itemEntityId: string },
) {
  return client.invoke(programs.addPhaseItem, { json: body });
}

export function deletePhase(client: UpstreamClient, phaseId: string) {
  return client.invoke(programs.removePhase, { params: { id: phaseId } });
}

export function deletePhaseItem(client: UpstreamClient, itemId: string) {
  return client.invoke(programs.removePhaseItem, { params: { id: itemId } });
}

export function getCriteria(client: UpstreamClient, programId: string) {
  return client.invoke(programs.criteria, { params: { id: programId } });
}

export function addCriterion(
  client: UpstreamClient,
  programId: string,
  body: { rank: number; attribute: string; value: string },
) {
  return client.invoke(programs.addCriterion, { params: { id: programId }, json: body });
}

/** PUT by rank; with `swap`, the criterion holding the new rank takes the old one. */
export function moveCriterion(client: UpstreamClient, programId: string, rank: number, to: number) {
  return client.invoke(programs.updateCriterion, {
    params: { id: programId, rank },
    json: { rank: to, swap: true },
  });
}

export function deleteCriterion(client: UpstreamClient, programId: string, rank: number) {
  return client.invoke(programs.removeCriterion, { params: { id: programId, rank } });
}

export function listProgramPatients(
  client: UpstreamClient,
  programId: string,
  params: { page: number; size: number },
) {
  return client.invoke(programs.patients, { params: { id: programId }, query: { ...params } });
}

export function listEligible(
  client: UpstreamClient,
  programId: string,
  params: { page: number; size: number; name?: string; patientIds?: readonly string[] },
) {
  return client.invoke(programs.eligible, {
    params: { id: programId },
    query: { page: params.page, size: params.size },
    json: { name: params.name ?? "", ...(params.patientIds ? { patientIds: params.patientIds } : {}) },
  });
}

/** Invites the chosen patients, or every eligible one matching the name filter. */
export function invitePatients(
  client: UpstreamClient,
  programId: string,
  body: { patientIds: string[] } | { all: true; name: string },
) {
  return client.invoke(programs.invite, { params: { id: programId }, json: body });
}

export function enrollPatient(client: UpstreamClient, programId: string, patientId: string) {
  return client.invoke(programs.enroll, { json: { programId, patientId } });
}

export function listProducts(client: UpstreamClient, programId: string) {
  return client.invoke(programs.products, { query: { programId } });
}

export function addProduct(client: UpstreamClient, programId: string, name: string) {
  return client.invoke(programs.addProduct, { json: { programId, name } });
}

export function addProductItem(
  client: UpstreamClient,
  body: { productId: string; name: string; templateId: string | null; clinicId: string | null },
) {
  return client.invoke(programs.addProductItem, { json: body });
}

export function deleteProgramPicture(client: UpstreamClient, programId: string) {
  return client.invoke(programs.removePicture, { params: { id: programId } });
}

/** The picture's own path (the program's `links` rel image), streamed through the app. */
export function programImagePath(programId: string) {
  return pathOf(programs.image, { id: programId });
}

export function getEnrollmentSteps(client: UpstreamClient, programId: string) {
  return client.invoke(programs.steps, { params: { id: programId } });
}

export function addEnrollmentStep(client: UpstreamClient, programId: string, name: string) {
  return client.invoke(programs.addStep, { params: { id: programId }, json: { name } });
}

/** PUT the steps' order: a list of id and rank. */
export function rankEnrollmentSteps(
  client: UpstreamClient,
  programId: string,
  ranks: ReadonlyArray<{ id: string; rank: number }>,
) {
  return client.invoke(programs.rankSteps, { params: { id: programId }, json: ranks });
}

export function renameEnrollmentStep(
  client: UpstreamClient,
  programId: string,
  stepId: string,
  name: string,
) {
  return client.invoke(programs.renameStep, { params: { id: programId, stepId }, json: { name } });
}

export function deleteEnrollmentStep(client: UpstreamClient, programId: string, stepId: string) {
  return client.invoke(programs.removeStep, { params: { id: programId, stepId } });
}

/** PUT by rank with the criterion's new attribute and value; its rank stays. */
export function updateCriterion(
  client: UpstreamClient,
  programId: string,
  rank: number,
  body: { attribute: string; value: string },
) {
  return client.invoke(programs.updateCriterion, {
    params: { id: programId, rank },
    json: { rank, ...body },
  });
}

export function renamePhase(client: UpstreamClient, phaseId: string, name: string) {
  return client.invoke(programs.updatePhase, { params: { id: phaseId }, json: { name } });
}

/** A phase or a phase item takes its neighbour's rank, the two trading places (`swap`). */
export function movePhase(client: UpstreamClient, phaseId: string, rank: number) {
  return client.invoke(programs.updatePhase, { params: { id: phaseId }, json: { rank, swap: true } });
}

export function movePhaseItem(client: UpstreamClient, itemId: string, rank: number) {
  return client.invoke(programs.updatePhaseItem, { params: { id: itemId }, json: { rank, swap: true } });
}

export function deleteProduct(client: UpstreamClient, productId: string) {
  return client.invoke(programs.removeProduct, { params: { id: productId } });
}

export function deleteProductItem(client: UpstreamClient, itemId: string) {
  return client.invoke(programs.removeProductItem, { params: { id: itemId } });
}

/** Whether another program of the organization has the name (`excludeId`: the one being renamed). */
export function checkProgramName(client: UpstreamClient, orgId: string, name: string, excludeId?: string) {
  return client.invoke(programs.name, {
    query: { organizationId: orgId, name, ...(excludeId ? { excludeId } : {}) },
  });
}

/** The tree's programs using a care plan (as a template or from a phase item). */
export function listProgramsUsingCarePlan(client: UpstreamClient, orgId: string, planId: string) {
  return client.invoke(programs.usingCarePlan, { params: { planId }, query: { organizationId: orgId } });
}

export function listClinicPrograms(client: UpstreamClient, clinicId: string) {
  return client.invoke(programs.atClinic, { params: { id: clinicId } });
}

/** A clinic's product items over every program (spec part 2 §7, the organizations' reads). */
export function listClinicProductItems(client: UpstreamClient, clinicId: string) {
  return client.invoke(programs.clinicProductItems, { params: { id: clinicId } });
}

/** The whole network's programs (a super admin's list). */
export function listNetworkPrograms(client: UpstreamClient, params: ProgramListParams) {
  return client.invoke(programs.networkList, { query: { ...params } });
}

/** The whole network's counts, as `getProgramCounts` gives a tree's: what the network's list lists. */
export function getNetworkProgramCounts(client: UpstreamClient) {
  return client.invoke(programs.networkCounts);
}

/** The whole network's programs by type and by category. */
export function getNetworkProgramAnalytics(client: UpstreamClient) {
  return client.invoke(programs.networkAnalytics);
}
