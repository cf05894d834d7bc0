import { inPath, record, staff, type StaffOptions } from "./access";
import { defineCalls } from "./call";
import { flag, id, link, pageOf, paging, pathId, stringOrNumber } from "./common";
import { CRITERION_ATTRIBUTES } from "./vocabulary";
import { z } from "./zod";

/**
 * Programs (spec part 2 §3, §7 "Programs"; decision 037): the organization's list with its counts
 * and analytics, a program and its phases and items, qualification criteria by rank, enrollment
 * steps, who is enrolled and who is eligible, invitations and enrollment, products and their
 * items, and the program types' and categories' lists. Those master-data types' other calls are
 * the master data's (contract/master-data.ts).
 */

const programInPath = record("program", { path: "id" });
const PROGRAMS_READ = (options: StaffOptions) => staff("programs.read", options);
const PROGRAMS_EDIT = (options: StaffOptions) => staff("programs.edit", options);
/**
 * Master-data lists other screens read: the program pages the program types and categories
 * (decision 037).
 */
const MASTER_DATA_READ = staff(["masterData.edit", "programs.read"]);

export const named = z.object({ id, name: z.string() }).passthrough();

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

const itemSchema = z
  .object({
    id,
    itemType: z.string(),
    itemEntityId: id,
    name: z.string().nullish(),
    rank: z.number().nullish(),
  })
  .passthrough();

const phaseSchema = z
  .object({ id, name: z.string(), rank: z.number(), items: z.array(itemSchema).default([]) })
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
    links: z.array(link).default([]),
    programPhases: z.array(phaseSchema).default([]),
  })
  .passthrough();

export const criterionSchema = z
  .object({ rank: z.number().int(), attribute: z.string(), value: z.string() })
  .passthrough();

const tally = z.array(z.object({ label: z.string(), count: z.number() }).passthrough());
export const countsSchema = z.object({ programs: tally, patients: tally }).passthrough();
export const analyticsSchema = z.object({ byType: tally, byCategory: tally }).passthrough();

export const memberSchema = z
  .object({
    patientId: id,
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string().nullish(),
    status: z.string(),
  })
  .passthrough();

export const eligibleSchema = z
  .object({
    id,
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string().nullish(),
    invited: z.boolean().default(false),
  })
  .passthrough();

const productItemSchema = z
  .object({ id, name: z.string(), templateId: id.nullish(), clinicId: id.nullish() })
  .passthrough();

export const productSchema = z
  .object({ id, name: z.string(), items: z.array(productItemSchema).default([]) })
  .passthrough();

export const stepSchema = z.object({ id, name: z.string(), rank: z.number().int() }).passthrough();

export const briefSchema = z.object({ id, name: z.string(), status: z.string() }).passthrough();

export const clinicItemSchema = z
  .object({
    id,
    name: z.string(),
    productName: z.string().nullish(),
    programId: id.nullish(),
    programName: z.string().nullish(),
  })
  .passthrough();

/** The lists' query: a page, its order and its filters. */
const listQuery = z.object({
  ...paging,
  typeId: z.string().optional(),
  categoryId: z.string().optional(),
  status: z.string().optional(),
  name: z.string().optional(),
  patientId: z.string().optional(),
  orderType: z.string().optional(),
  asc: flag.optional(),
});

/** A program's fields (the reference refuses a taken or empty name, an unknown type or category with 422). */
const programFields = {
  name: z.string(),
  description: z.string().optional(),
  typeId: stringOrNumber.nullish(),
  categoryId: stringOrNumber.nullish(),
  clinicId: stringOrNumber.nullish(),
  /** DRAFT (the default), ACTIVE or INACTIVE. */
  status: z.string().optional(),
  templateIds: z.array(stringOrNumber).optional(),
  serviceTypeIds: z.array(stringOrNumber).optional(),
};

/** A criterion's rank in the path. */
const rankParams = z.object({ id: pathId, rank: z.coerce.number().int().nonnegative() });

/** A master-data list's query: part of the name, and the page. */
const lookupQuery = z.object({ name: z.string().optional(), ...paging }).passthrough();

const named200 = { 200: { json: z.array(named) } } as const;
const organizationQuery = z.object({ organizationId: z.string() });
const nameBody = z.object({ name: z.string() }).passthrough();
const moveBody = z
  .object({ name: z.string().optional(), rank: stringOrNumber.optional(), swap: z.boolean().optional() })
  .passthrough();

export const programs = defineCalls("programs", {
  // Programs (decision 037): the organization's in the path or body, or the program's record.
  list: {
    method: "GET",
    path: "/api/programs/organization/{orgId}",
    summary: "The organization tree's programs, a page (filters: type, category, status, name, patient)",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ({ organization: { path: "orgId" } }),
    query: listQuery,
    responses: { 200: { json: pageOf(programRowSchema) } },
  },
  // The patient record's programs tab (issue 40 item 8): one read, whatever the patient's trees.
  patientPrograms: {
    method: "GET",
    path: "/api/patients/programs/{id}",
    summary:
      "The programs of the caller's trees a patient is invited to or enrolled in, by name, each with the patient's status",
    source: { documented: "part 2 §7 Patients and family (GET /api/patients/programs/{id})" },
    access: PROGRAMS_READ(record("patient", { path: "id" })),
    responses: { 200: { json: z.array(programRowSchema) } },
  },
  counts: {
    method: "GET",
    path: "/api/programs/organization/{orgId}/counts",
    summary: "The organization tree's programs and their patients, counted by status",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ({ organization: { path: "orgId" } }),
    responses: { 200: { json: countsSchema } },
  },
  analytics: {
    method: "GET",
    path: "/api/programs/organization/{orgId}/analytics",
    summary: "The organization tree's programs, counted by type and by category",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ({ organization: { path: "orgId" } }),
    responses: { 200: { json: analyticsSchema } },
  },
  // The whole network's programs: only an account whose scope is everywhere.
  networkList: {
    method: "GET",
    path: "/api/programs",
    summary: "The whole network's programs, a page (a super admin's list)",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ({ organization: "network" }),
    query: listQuery,
    responses: { 200: { json: pageOf(programRowSchema) } },
  },
  networkCounts: {
    method: "GET",
    path: "/api/programs/counts",
    summary: "The whole network's programs and their patients, counted by status",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ({ organization: "network" }),
    responses: { 200: { json: countsSchema } },
  },
  networkAnalytics: {
    method: "GET",
    path: "/api/programs/analytics",
    summary: "The whole network's programs, counted by type and by category",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ({ organization: "network" }),
    responses: { 200: { json: analyticsSchema } },
  },
  name: {
    method: "GET",
    path: "/api/programs/name",
    summary: "Whether another program of the organization has the name (`excludeId`: the one being renamed)",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ({ organization: { query: "organizationId" } }),
    query: z.object({ organizationId: z.string(), name: z.string(), excludeId: z.string().optional() }),
    responses: { 200: { json: z.object({ exists: z.boolean() }).passthrough() } },
  },
  usingCarePlan: {
    method: "GET",
    path: "/api/programs/care-plan/{planId}",
    summary: "The organization tree's programs using a care plan (as a template or from a phase item)",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ({ organization: { query: "organizationId" } }),
    query: organizationQuery,
    responses: { 200: { json: z.array(briefSchema) } },
  },
  atClinic: {
    method: "GET",
    path: "/api/programs/clinic/{id}",
    summary: "The programs held at a clinic",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ(inPath),
    responses: { 200: { json: z.array(briefSchema) } },
  },
  clinicProductItems: {
    method: "GET",
    path: "/api/organizations/productItems/clinic/{id}",
    summary: "A clinic's product items over every program, with their product and program",
    source: { documented: "part 2 §7 Organizations (further reads)" },
    access: PROGRAMS_READ(inPath),
    responses: { 200: { json: z.array(clinicItemSchema) } },
  },
  templatesMini: {
    method: "GET",
    path: "/api/programs/templates-mini",
    summary:
      "The care-plan templates a program of the organization may offer: the tree's and the public ones",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ({ organization: { query: "organizationId" } }),
    query: organizationQuery,
    responses: named200,
  },
  serviceTypes: {
    method: "GET",
    path: "/api/programs/service-types",
    summary: "The service types a program may offer",
    source: { documented: "part 2 §7 Programs" },
    access: staff("programs.read"),
    responses: named200,
  },
  create: {
    method: "POST",
    path: "/api/programs/create-program",
    summary: "A new program of an organization",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT({ organization: { body: "organizationId" } }),
    body: { json: z.object({ ...programFields, organizationId: stringOrNumber }).passthrough() },
    responses: { 201: { json: programSchema } },
  },
  enroll: {
    method: "POST",
    path: "/api/programs/enroll-program",
    summary: "Enrolls a patient of the program's organization tree",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(record("program", { body: "programId" })),
    body: { json: z.object({ programId: stringOrNumber, patientId: stringOrNumber }).passthrough() },
    responses: { 201: { empty: true } },
  },
  get: {
    method: "GET",
    path: "/api/programs/{id}",
    summary: "A program with its phases and items",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ(programInPath),
    responses: { 200: { json: programSchema } },
  },
  update: {
    method: "PUT",
    path: "/api/programs/{id}",
    summary: "A program's fields",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(programInPath),
    body: { json: z.object(programFields).passthrough() },
    responses: { 200: { empty: true } },
  },
  remove: {
    method: "DELETE",
    path: "/api/programs/{id}",
    summary: "Deletes a program",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(programInPath),
    responses: { 204: { empty: true } },
  },
  uploadPicture: {
    method: "POST",
    path: "/api/programs/{id}/picture",
    summary: "The program's picture: one image as the multipart `file` part",
    source: { documented: "part 2 §7 Organizations (POST /api/{resource}/{id}/picture)" },
    access: PROGRAMS_EDIT(programInPath),
    body: { multipart: z.object({}), files: ["file"] },
    responses: { 200: { empty: true } },
  },
  removePicture: {
    method: "DELETE",
    path: "/api/programs/{id}/picture",
    summary: "Removes the program's picture",
    source: {
      extension:
        "A program's picture can be replaced but the spec names no way to remove one; the edit page offers it.",
    },
    access: PROGRAMS_EDIT(programInPath),
    responses: { 204: { empty: true } },
  },
  image: {
    method: "GET",
    path: "/api/programs/{id}/image",
    summary: "The program's picture's bytes (its `links` rel image)",
    source: {
      extension: "A program's `links` rel image (part 2 §3) must point at something that serves the bytes.",
    },
    access: PROGRAMS_READ(programInPath),
    responses: { 200: { file: "image/*" } },
  },
  criteria: {
    method: "GET",
    path: "/api/programs/{id}/qualification",
    summary: "The program's qualification criteria, by rank",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ(programInPath),
    responses: { 200: { json: z.array(criterionSchema) } },
  },
  addCriterion: {
    method: "POST",
    path: "/api/programs/{id}/qualification",
    summary: "A qualification criterion at a free rank",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(programInPath),
    body: {
      json: z
        .object({ rank: stringOrNumber, attribute: z.enum(CRITERION_ATTRIBUTES), value: z.string() })
        .passthrough(),
    },
    responses: { 201: { empty: true } },
  },
  updateCriterion: {
    method: "PUT",
    path: "/api/programs/{id}/qualification/{rank}",
    summary: "A criterion by rank: its attribute and value, or a new rank (`swap`: the two trade places)",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(programInPath),
    params: rankParams,
    body: {
      json: z
        .object({
          rank: stringOrNumber.optional(),
          attribute: z.enum(CRITERION_ATTRIBUTES).optional(),
          value: z.string().optional(),
          swap: z.boolean().optional(),
        })
        .passthrough(),
    },
    responses: { 200: { empty: true } },
  },
  removeCriterion: {
    method: "DELETE",
    path: "/api/programs/{id}/qualification/{rank}",
    summary: "Deletes a criterion by rank",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(programInPath),
    params: rankParams,
    responses: { 204: { empty: true } },
  },
  steps: {
    method: "GET",
    path: "/api/programs/{id}/enrollment-steps",
    summary: "The program's enrollment steps, by rank",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ(programInPath),
    responses: { 200: { json: z.array(stepSchema) } },
  },
  addStep: {
    method: "POST",
    path: "/api/programs/{id}/enrollment-steps",
    summary: "An enrollment step at the end",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(programInPath),
    body: { json: nameBody },
    responses: { 201: { empty: true } },
  },
  rankSteps: {
    method: "PUT",
    path: "/api/programs/{id}/enrollment-steps",
    summary: "The steps' order: a list of id and rank",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(programInPath),
    body: { json: z.array(z.object({ id: stringOrNumber, rank: stringOrNumber }).passthrough()) },
    responses: { 200: { empty: true } },
  },
  renameStep: {
    method: "PUT",
    path: "/api/programs/{id}/enrollment-steps/{stepId}",
    summary: "Renames an enrollment step",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(programInPath),
    body: { json: nameBody },
    responses: { 200: { empty: true } },
  },
  removeStep: {
    method: "DELETE",
    path: "/api/programs/{id}/enrollment-steps/{stepId}",
    summary: "Deletes an enrollment step",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(programInPath),
    responses: { 204: { empty: true } },
  },
  patients: {
    method: "GET",
    path: "/api/programs/{id}/patients",
    summary: "The program's patients (invited and enrolled), a page",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ(programInPath),
    query: z.object({ ...paging, status: z.string().optional() }),
    responses: { 200: { json: pageOf(memberSchema) } },
  },
  eligible: {
    method: "POST",
    path: "/api/programs/{id}/eligible-not-enrolled",
    summary:
      "The organization tree's patients who qualify and are not enrolled, a page (name filter, or chosen ids)",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ(programInPath),
    query: z.object(paging),
    body: {
      json: z
        .object({ name: z.string().optional(), patientIds: z.array(stringOrNumber).optional() })
        .passthrough(),
    },
    responses: { 200: { json: pageOf(eligibleSchema) } },
  },
  invite: {
    method: "POST",
    path: "/api/programs/{id}/invite-patients",
    summary: "Invites the chosen patients, or (`all`) every eligible one matching the name filter",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(programInPath),
    body: {
      json: z
        .object({
          patientIds: z.array(stringOrNumber).optional(),
          all: z.boolean().optional(),
          name: z.string().optional(),
        })
        .passthrough(),
    },
    responses: { 200: { json: z.object({ invited: z.number() }).passthrough() } },
  },
  phases: {
    method: "GET",
    path: "/api/program-phase",
    summary: "A program's phases with their items",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ(record("program", { query: "programId" })),
    query: z.object({ programId: z.string() }),
    responses: { 200: { json: z.array(phaseSchema) } },
  },
  addPhase: {
    method: "POST",
    path: "/api/program-phase",
    summary: "A phase at the end of a program's",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(record("program", { body: "programId" })),
    body: { json: z.object({ programId: stringOrNumber, name: z.string() }).passthrough() },
    responses: { 201: { empty: true } },
  },
  updatePhase: {
    method: "PUT",
    path: "/api/program-phase/{id}",
    summary: "A phase's name, its rank (`swap`: it and its neighbour trade places), or both",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(record("programPhase", { path: "id" })),
    body: { json: moveBody },
    responses: { 200: { empty: true } },
  },
  removePhase: {
    method: "DELETE",
    path: "/api/program-phase/{id}",
    summary: "Deletes a phase with its items",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(record("programPhase", { path: "id" })),
    responses: { 204: { empty: true } },
  },
  addPhaseItem: {
    method: "POST",
    path: "/api/program-phase-item",
    summary: "An item of a phase: a care-plan template, a survey or an appointment type",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(record("programPhase", { body: "phaseId" })),
    body: {
      json: z
        .object({ phaseId: stringOrNumber, itemType: z.string(), itemEntityId: stringOrNumber })
        .passthrough(),
    },
    responses: { 201: { empty: true } },
  },
  updatePhaseItem: {
    method: "PUT",
    path: "/api/program-phase-item/{id}",
    summary: "A phase item's rank within its phase (`swap`: it and its neighbour trade places)",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(record("programPhaseItem", { path: "id" })),
    body: { json: z.object({ rank: stringOrNumber, swap: z.boolean().optional() }).passthrough() },
    responses: { 200: { empty: true } },
  },
  removePhaseItem: {
    method: "DELETE",
    path: "/api/program-phase-item/{id}",
    summary: "Deletes a phase item",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(record("programPhaseItem", { path: "id" })),
    responses: { 204: { empty: true } },
  },
  products: {
    method: "GET",
    path: "/api/products",
    summary:
      "A program's products with their items (`programId`); without it, with `page`, the master data's list of every program's products (master data editors)",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ(record("program", { query: "programId" })),
    query: z.object({ programId: z.string().optional(), ...paging, name: z.string().optional() }),
    responses: { 200: { json: z.array(productSchema) } },
  },
  addProduct: {
    method: "POST",
    path: "/api/products",
    summary: "A product of a program",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(record("program", { body: "programId" })),
    body: { json: z.object({ programId: stringOrNumber, name: z.string() }).passthrough() },
    responses: { 201: { empty: true } },
  },
  removeProduct: {
    method: "DELETE",
    path: "/api/products/{id}",
    summary: "Deletes a product that has no items",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(record("product", { path: "id" })),
    responses: { 204: { empty: true } },
  },
  removeProductItem: {
    method: "DELETE",
    path: "/api/productItems/{id}",
    summary: "Deletes a product item",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(record("productItem", { path: "id" })),
    responses: { 204: { empty: true } },
  },
  productItems: {
    method: "GET",
    path: "/api/productItems",
    summary: "A program's product items",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ(record("program", { query: "programId" })),
    query: z.object({ programId: z.string() }),
    responses: {
      200: { json: z.array(productItemSchema.extend({ productId: id })) },
    },
  },
  addProductItem: {
    method: "POST",
    path: "/api/productItems",
    summary: "An item of a product: a name, optionally a care-plan template and a clinic",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_EDIT(record("product", { body: "productId" })),
    body: {
      json: z
        .object({
          productId: stringOrNumber,
          name: z.string(),
          templateId: stringOrNumber.nullish(),
          clinicId: stringOrNumber.nullish(),
        })
        .passthrough(),
    },
    responses: { 201: { empty: true } },
  },
  clinicItems: {
    method: "GET",
    path: "/api/productItems/clinic/{id}",
    summary: "The product items offered at a clinic",
    source: { documented: "part 2 §7 Programs" },
    access: PROGRAMS_READ(inPath),
    responses: {
      200: { json: z.array(productItemSchema.extend({ productId: id })) },
    },
  },
  programTypes: {
    method: "GET",
    path: "/api/program-type",
    summary: "A page of the program types (master data), searched by name",
    source: { documented: "part 2 §7 Programs" },
    access: MASTER_DATA_READ,
    query: lookupQuery,
    responses: { 200: { json: pageOf(named) } },
  },
  programCategories: {
    method: "GET",
    path: "/api/program-category",
    summary: "A page of the program categories (master data), searched by name",
    source: { documented: "part 2 §7 Programs" },
    access: MASTER_DATA_READ,
    query: lookupQuery,
    responses: { 200: { json: pageOf(named) } },
  },
});
