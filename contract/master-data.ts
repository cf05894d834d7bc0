import { staff } from "./access";
import { defineCalls, type CallDefinition } from "./call";
import { id, listOf, paging } from "./common";
import { z } from "./zod";

/**
 * Master data (spec part 2 §3 "Master-data types", §7 "Master data"; decision 034): each type's
 * values listed, created, changed and deleted through its service path, the read-only lists
 * beside them, and an image-library value's picture. The app's code lists call the type paths by
 * the path their description names (app/domain/master-data.ts); GET /api/meta/task and
 * /api/meta/observation are the care plans' entries (contract/care-plans.ts), GET /api/specialties
 * the providers', GET /api/program-type and /api/program-category the programs', GET
 * /api/masterData/payer billing's and GET /api/products the programs'.
 */

/** The master-data types the shared path `/api/masterData` holds, told apart by `type`. */
export const MASTER_DATA_KINDS = [
  "MANUFACTURE",
  "DEVICE_MODEL",
  "IMAGE_LIBRARY",
  "ORGANIZATION_ALIAS",
] as const;

/**
 * A value as a code list reads it: its id and name, its description, the fields its edit-modal
 * type adds, and what uses it (`usage`, counted by kind of record: a delete's confirmation reads it).
 */
export const masterDataValue = z
  .object({
    id,
    name: z.string(),
    description: z.string().nullish(),
    category: z.string().nullish(),
    manufacturer: z.string().nullish(),
    type: z.string().nullish(),
    hasImage: z.boolean().nullish(),
    usage: z.record(z.number()).nullish(),
  })
  .passthrough();

/** A read-only list's row (devices, inventories): a name and the columns the list shows. */
const viewRow = z.object({ id, name: z.string() }).passthrough();

/** The list query of a type path: part of the name, and the page. */
const listQuery = z.object({ name: z.string().optional(), ...paging }).passthrough();

/** A value's fields as the forms send them (the reference checks name, lengths and kinds). */
const valueBody = z
  .object({
    name: z.string(),
    description: z.string().nullish(),
    category: z.string().nullish(),
    manufacturer: z.string().nullish(),
    type: z.string().nullish(),
  })
  .passthrough();

/** Master data (decision 034): only those who may change it read it through these calls. */
const MASTER_DATA = staff("masterData.edit");
/**
 * Master-data lists other screens read: the provider profile offers the specialties (decision 038),
 * the program pages the program types and categories (decision 037), the vaccine record and the
 * clinic form the manufacturers (issue 38).
 */
const MASTER_DATA_READ = {
  // The vaccine given and a clinic's vaccine name a manufacturer (issue 38); the route keeps the
  // path's other types the editors'.
  "/api/masterData": staff(["masterData.edit", "appointments.edit", "organizations.edit"]),
} as const;

const LISTED = {
  extension:
    "The master-data screens list each type's values by name, paged (spec part 2 §3; decision 034); the spec's list of calls names only the delete.",
} as const;
const CREATED = {
  extension:
    "The master-data screens create a type's values (spec part 2 §3; decision 034); the spec's list of calls names only the delete.",
} as const;
const CHANGED = {
  extension:
    "The master-data screens change a type's values (spec part 2 §3; decision 034); the spec's list of calls names only the delete.",
} as const;
const DELETED = { documented: "part 2 §7 Master data" } as const;

/** A type path's create, update and delete (and its list, where `list` is given). */
function typeCalls<const Path extends string>(path: Path, label: string) {
  return {
    create: {
      method: "POST",
      path,
      summary: `Creates a ${label} value`,
      source: CREATED,
      access: MASTER_DATA,
      body: { json: valueBody },
      responses: { 201: { empty: true } },
    },
    update: {
      method: "PUT",
      path: `${path}/{id}`,
      summary: `Changes a ${label} value`,
      source: CHANGED,
      access: MASTER_DATA,
      body: { json: valueBody },
      responses: { 200: { empty: true } },
    },
    remove: {
      method: "DELETE",
      path: `${path}/{id}`,
      summary: `Deletes a ${label} value (422 IN_USE while records use it)`,
      source: DELETED,
      access: MASTER_DATA,
      responses: { 204: { empty: true } },
    },
  } as const satisfies Record<string, CallDefinition>;
}

function listCall<const Path extends string>(path: Path, label: string) {
  return {
    method: "GET",
    path,
    summary: `A page of the ${label} values, searched by name, each with what uses it`,
    source: LISTED,
    access: MASTER_DATA,
    query: listQuery,
    responses: { 200: { json: listOf(masterDataValue) } },
  } as const satisfies CallDefinition;
}

const observation = typeCalls("/api/meta/observation", "observation type");
const privilege = typeCalls("/api/meta/privilege", "privilege");
const role = typeCalls("/api/meta/role", "role");
const service = typeCalls("/api/meta/service", "service type");
const specialty = typeCalls("/api/specialties", "specialty");
const taskType = typeCalls("/api/meta/task", "task type");
const shared = typeCalls("/api/masterData", "manufacturer, device model, image or organization alias");
const programType = typeCalls("/api/program-type", "program type");
const programCategory = typeCalls("/api/program-category", "program category");
const insuranceProvider = typeCalls("/api/insurance-providers", "insurance provider");

export const masterData = defineCalls("masterData", {
  // Master data (decision 034): the super admin's. GET /api/meta/task and /api/meta/observation
  // keep the care plans' rule (care plan readers list them too): contract/care-plans.ts.
  createObservationType: observation.create,
  updateObservationType: observation.update,
  removeObservationType: observation.remove,

  listPrivileges: listCall("/api/meta/privilege", "privilege"),
  createPrivilege: privilege.create,
  updatePrivilege: privilege.update,
  removePrivilege: privilege.remove,

  listRoles: listCall("/api/meta/role", "role"),
  createRole: role.create,
  updateRole: role.update,
  removeRole: role.remove,

  listServiceTypes: listCall("/api/meta/service", "service type"),
  createServiceType: service.create,
  updateServiceType: service.update,
  removeServiceType: service.remove,

  // GET /api/specialties is the providers' entry (the provider profile reads it too).
  createSpecialty: specialty.create,
  updateSpecialty: specialty.update,
  removeSpecialty: specialty.remove,

  createTaskType: {
    ...taskType.create,
    body: { json: valueBody.extend({ category: z.enum(["APPOINTMENT", "ASSESSMENT", "EDUCATION"]) }) },
  },
  updateTaskType: {
    ...taskType.update,
    body: { json: valueBody.extend({ category: z.enum(["APPOINTMENT", "ASSESSMENT", "EDUCATION"]) }) },
  },
  removeTaskType: taskType.remove,

  list: {
    method: "GET",
    path: "/api/masterData",
    summary: "A page of one master-data type's values (`type`), searched by name",
    source: LISTED,
    access: MASTER_DATA_READ["/api/masterData"],
    query: listQuery.extend({ type: z.enum(MASTER_DATA_KINDS) }),
    responses: { 200: { json: listOf(masterDataValue) } },
  },
  create: {
    ...shared.create,
    body: { json: valueBody.extend({ type: z.enum(MASTER_DATA_KINDS) }) },
  },
  update: shared.update,
  remove: shared.remove,

  // GET /api/program-type and /api/program-category are the programs' entries.
  createProgramType: programType.create,
  updateProgramType: programType.update,
  removeProgramType: programType.remove,
  createProgramCategory: programCategory.create,
  updateProgramCategory: programCategory.update,
  removeProgramCategory: programCategory.remove,

  listInsuranceProviders: {
    ...listCall("/api/insurance-providers", "insurance provider"),
    source: { documented: "part 2 §7 Master data" },
  },
  createInsuranceProvider: insuranceProvider.create,
  updateInsuranceProvider: insuranceProvider.update,
  removeInsuranceProvider: insuranceProvider.remove,
  searchInsuranceProviders: {
    method: "POST",
    path: "/api/insurance-providers/search",
    summary: "A page of the insurance providers searched by name (`limit` is the page's size)",
    source: { documented: "part 2 §7 Master data" },
    access: MASTER_DATA,
    query: z
      .object({
        name: z.string().optional(),
        limit: z.coerce.number().int().optional(),
        page: z.coerce.number().int().nonnegative().optional(),
      })
      .passthrough(),
    responses: { 200: { json: listOf(masterDataValue) } },
  },

  // Master data's read-only lists (decision 034's addendum); every program's products is the
  // products call's own rule above, and its route asks for masterData.edit.
  devices: {
    method: "GET",
    path: "/api/meta/device",
    summary: "A page of the devices, searched by name",
    source: { documented: "part 2 §7 Master data" },
    access: MASTER_DATA,
    query: listQuery,
    responses: { 200: { json: listOf(viewRow) } },
  },
  inventories: {
    method: "GET",
    path: "/api/masterData/inventories",
    summary: "A page of the vaccine inventories, searched by name",
    source: { documented: "part 2 §7 Master data" },
    access: MASTER_DATA,
    query: listQuery,
    responses: { 200: { json: listOf(viewRow) } },
  },
  uploadImage: {
    method: "POST",
    path: "/api/masterData/{id}/image",
    summary: "Replaces an image-library value's picture with one PNG, JPEG or WebP image",
    source: {
      extension:
        "The image library's values hold a picture (decision 034); the spec names the type, not the call.",
    },
    access: MASTER_DATA,
    body: { multipart: z.object({}).passthrough(), files: ["file"] },
    responses: { 200: { empty: true } },
  },
  image: {
    method: "GET",
    path: "/api/masterData/{id}/image",
    summary: "An image-library value's picture (its bytes)",
    source: {
      extension:
        "The image library's values hold a picture (decision 034); the spec names the type, not the call.",
    },
    access: MASTER_DATA,
    responses: { 200: { file: "image/*" } },
  },
});
