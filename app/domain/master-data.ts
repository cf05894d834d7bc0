/**
 * The master-data types (spec part 2 §3), as data: each with its URL slug (the lower-cased type
 * name, spaces as hyphens), its order on the master-data page, and either the screen that manages
 * it (the billing types) or its upstream service path, the field name that tells its values apart
 * in a collection shared with other types, and the edit-modal type that decides its form
 * (decision 034). Adding a type is a row here and its words in the masterData namespace.
 */

/**
 * Which form a type's values are edited with: name and description; a task type also has its
 * child type (Appointment, Assessment, Education); a device model its manufacturer; an image its
 * picture.
 */
export type MasterDataModal = "nameDescription" | "taskType" | "deviceModel" | "imageLibrary";

interface ListedOptions {
  /** Sent as `type` (list query and body) where one collection holds several types' values. */
  field?: string;
  modal?: MasterDataModal;
  /** The list is searched with POST {service}/search (name, limit, page), as the upstream offers. */
  searchByPost?: boolean;
}

/** A type listed here: its service path (spec part 2 §7 "Master data") and its options. */
function listed<const S extends string, const K extends string>(
  order: number,
  slug: S,
  key: K,
  service: string,
  options: ListedOptions = {},
) {
  return { order, slug, key, service, modal: "nameDescription" as MasterDataModal, ...options };
}

/** A billing type: its own screen manages it. */
function managed<const S extends string, const K extends string>(
  order: number,
  slug: S,
  key: K,
  managedAt: string,
) {
  return { order, slug, key, managedAt };
}

export const MASTER_DATA_TYPES = [
  listed(1, "observation-type", "observationType", "/api/meta/observation"),
  listed(2, "privilege", "privilege", "/api/meta/privilege"),
  listed(3, "role", "role", "/api/meta/role"),
  listed(4, "service-type", "serviceType", "/api/meta/service"),
  listed(5, "specialty", "specialty", "/api/specialties"),
  listed(6, "task-type", "taskType", "/api/meta/task", { modal: "taskType" }),
  listed(7, "manufacture", "manufacture", "/api/masterData", { field: "MANUFACTURE" }),
  listed(8, "device-model", "deviceModel", "/api/masterData", {
    field: "DEVICE_MODEL",
    modal: "deviceModel",
  }),
  listed(9, "program-type", "programType", "/api/program-type"),
  listed(10, "program-category", "programCategory", "/api/program-category"),
  listed(11, "image-library", "imageLibrary", "/api/masterData", {
    field: "IMAGE_LIBRARY",
    modal: "imageLibrary",
  }),
  listed(12, "insurance-provider", "insuranceProvider", "/api/insurance-providers", { searchByPost: true }),
  managed(13, "payer", "payer", "/provider/billing/payers"),
  managed(14, "fee-schedules", "feeSchedules", "/provider/billing/fee-schedules"),
  managed(15, "procedure-codes", "procedureCodes", "/provider/billing/procedure-codes"),
  managed(16, "modifiers", "modifiers", "/provider/billing/modifiers"),
  managed(17, "reason-codes", "reasonCodes", "/provider/billing/reason-codes"),
  listed(18, "organization-aliases", "organizationAliases", "/api/masterData", {
    field: "ORGANIZATION_ALIAS",
  }),
];

/**
 * Read-only lists beside the types (issue 21's "also"; decision 034's addendum): each listed from
 * its path with search and paging, nothing created, changed or deleted from here. The master-data
 * page links them under the types.
 */
function viewed<const S extends string, const K extends string>(
  order: number,
  slug: S,
  key: K,
  service: string,
) {
  return { order, slug, key, service, view: true as const };
}

export const MASTER_DATA_VIEWS = [
  viewed(19, "devices", "devices", "/api/meta/device"),
  viewed(20, "inventories", "inventories", "/api/masterData/inventories"),
  viewed(21, "products", "products", "/api/products"),
  viewed(22, "payer-list", "payerList", "/api/masterData/payer"),
];

export type MasterDataType = (typeof MASTER_DATA_TYPES)[number];
export type MasterDataView = (typeof MASTER_DATA_VIEWS)[number];
export type ListedMasterDataType = Extract<MasterDataType, { service: string }>;
/** Every slug the code-list resource serves: the listed types' and the read-only lists'. */
export type ListedSlug = ListedMasterDataType["slug"] | MasterDataView["slug"];

/** Task Type's children (spec part 2 §3): the kind of task a task type is. */
export const TASK_TYPE_CHILDREN = ["APPOINTMENT", "ASSESSMENT", "EDUCATION"] as const;

export const MASTER_DATA_PATH = "/provider/master-data";

const EVERY_SLUG: ReadonlyArray<MasterDataType | MasterDataView> = [
  ...MASTER_DATA_TYPES,
  ...MASTER_DATA_VIEWS,
];

export function masterDataType(slug: string | undefined): MasterDataType | MasterDataView | undefined {
  return EVERY_SLUG.find((type) => type.slug === slug);
}

export function isListed(
  type: MasterDataType | MasterDataView,
): type is ListedMasterDataType | MasterDataView {
  return "service" in type;
}

export function isView(type: MasterDataType | MasterDataView): type is MasterDataView {
  return "view" in type;
}

export const LISTED_TYPES = MASTER_DATA_TYPES.filter(
  (type): type is ListedMasterDataType => "service" in type,
);

/** Letters and digits only, lower-cased: "Observation Type", "observationtype" and "observation-type" meet. */
const folded = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/**
 * Where a type's URL segment leads. The canonical slug is the type itself; the spec names the
 * sub-routes by the lower-cased type name ("observation type", "observationtype"), and those
 * answer with a redirect to the canonical slug. Anything else is no type.
 */
export function resolveMasterDataSegment(
  segment: string | undefined,
): { type: MasterDataType | MasterDataView; canonical: boolean } | null {
  if (!segment) return null;
  const exact = masterDataType(segment);
  if (exact) return { type: exact, canonical: true };
  const wanted = folded(segment);
  const type = EVERY_SLUG.find((candidate) => folded(candidate.slug) === wanted);
  return type ? { type, canonical: false } : null;
}
