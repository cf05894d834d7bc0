/**
 * What /onboard offers and takes (spec part 2 §3, §5), apart from its zod schema
 * (onboarding-schema.ts) so the page's JS reads them without zod (decision 046).
 */

/** Organization types offered to a new organization (spec part 2 §3 "Organization types"). */
export const ONBOARDING_ORG_TYPES = [
  "CLINIC",
  "FACILITY",
  "SCHOOL",
  "COMMUNITYGROUP",
  "GROUP",
  "PROVIDER COMPANY",
] as const;

/** Documents up to 5 MB: PDF or an image of the licence. */
export const DOCUMENT_TYPES = ["application/pdf", "image/png", "image/jpeg"];

export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
