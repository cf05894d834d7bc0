/**
 * The master-data types (spec part 2 §3), each with its URL slug (the lower-cased type name,
 * spaces as hyphens) and, for the billing types, the screen that manages them.
 */
export const MASTER_DATA_TYPES = [
  { slug: "observation-type", key: "observationType" },
  { slug: "privilege", key: "privilege" },
  { slug: "role", key: "role" },
  { slug: "service-type", key: "serviceType" },
  { slug: "specialty", key: "specialty" },
  { slug: "task-type", key: "taskType" },
  { slug: "manufacture", key: "manufacture" },
  { slug: "device-model", key: "deviceModel" },
  { slug: "program-type", key: "programType" },
  { slug: "program-category", key: "programCategory" },
  { slug: "image-library", key: "imageLibrary" },
  { slug: "insurance-provider", key: "insuranceProvider" },
  { slug: "payer", key: "payer", managedAt: "/provider/billing/payers" },
  { slug: "fee-schedules", key: "feeSchedules", managedAt: "/provider/billing/fee-schedules" },
  { slug: "procedure-codes", key: "procedureCodes", managedAt: "/provider/billing/procedure-codes" },
  { slug: "modifiers", key: "modifiers", managedAt: "/provider/billing/modifiers" },
  { slug: "reason-codes", key: "reasonCodes", managedAt: "/provider/billing/reason-codes" },
  { slug: "organization-aliases", key: "organizationAliases" },
] as const satisfies ReadonlyArray<{ slug: string; key: string; managedAt?: string }>;

export type MasterDataType = (typeof MASTER_DATA_TYPES)[number];

export function masterDataType(slug: string | undefined): MasterDataType | undefined {
  return MASTER_DATA_TYPES.find((type) => type.slug === slug);
}
