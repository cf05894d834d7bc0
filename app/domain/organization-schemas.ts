import { z } from "zod";
import { msg } from "./messages";
import { APPROVAL_STATUSES, CLINIC_ID_PATTERN, INVENTORY_TYPES, ORGANIZATION_TYPES } from "./organizations";
import { ID_PATTERN } from "./ids";
import { US_TIME_ZONES } from "@contract/time-zones";
import { ADDRESS_FIELD_MAP, addressFields, refineUsZip } from "./address-schema";

/**
 * The organization form (create and edit, spec part 2 §2 "organization edit", §5): one schema for
 * the action and conform in the browser. Employer ID and business licence are required (§5).
 */

const required = (max: number, key: string) =>
  z
    .string({ required_error: msg(key) })
    .trim()
    .min(1, msg(key))
    .max(max, msg("validation:tooLong", { max }));
const optional = (max: number) => z.string().trim().max(max, msg("validation:tooLong", { max })).optional();

const coordinateField = (limit: number) =>
  z.coerce
    .number({ invalid_type_error: msg("organizations:errors.coordinates") })
    .min(-limit, msg("organizations:errors.coordinates"))
    .max(limit, msg("organizations:errors.coordinates"))
    .optional();

const organizationFields = z.object({
  name: required(120, "organizations:errors.name"),
  shortName: optional(20),
  type: z.enum(ORGANIZATION_TYPES, { errorMap: () => ({ message: msg("organizations:errors.type") }) }),
  employerId: required(40, "organizations:errors.employerId"),
  businessLicenseNumber: required(40, "organizations:errors.businessLicense"),
  departments: z
    .array(z.string().regex(ID_PATTERN, msg("organizations:errors.departments")))
    .max(50, msg("organizations:errors.departments"))
    .optional(),
  ...addressFields,
  gpsLatitude: coordinateField(90),
  gpsLongitude: coordinateField(180),
  isHeadquarter: z.literal("on").optional(),
  isOpen: z.literal("on").optional(),
  timeZone: z
    .string({ required_error: msg("organizations:errors.timeZone") })
    .refine((zone) => US_TIME_ZONES.includes(zone), msg("organizations:errors.timeZone")),
  // One of master data's manufacturers (issue 38): the form offers them, the upstream refuses others.
  vaccine: z
    .string()
    .trim()
    .max(100, msg("validation:tooLong", { max: 100 }))
    .optional(),
  inventoryType: z
    .enum(INVENTORY_TYPES, { errorMap: () => ({ message: msg("organizations:errors.inventoryType") }) })
    .optional(),
});

/** An address in the United States has a US ZIP code (5 digits, or ZIP+4): "ABCDE" is not one. */
export const organizationFormSchema = organizationFields.superRefine(refineUsZip);
export type OrganizationForm = z.output<typeof organizationFormSchema>;

/** The form's field names, for mapping the upstream's field errors. */
export const ORGANIZATION_FIELDS = Object.keys(organizationFields.shape);

/** The upstream's names for fields that are nested in its body. */
export const ORGANIZATION_FIELD_MAP: Record<string, string> = {
  ...ADDRESS_FIELD_MAP,
  "address.gpsLatitude": "gpsLatitude",
  "address.gpsLongitude": "gpsLongitude",
};

/** The body of POST /api/organizations and PUT /api/organizations/{id}. */
export function organizationBody(
  value: OrganizationForm,
  parentOrganizationId: string | null,
  departmentNames: ReadonlyMap<string, string>,
) {
  const clinic = value.type === "CLINIC";
  return {
    name: value.name,
    shortName: value.shortName || value.name.slice(0, 20),
    type: value.type,
    parentOrganizationId,
    employerId: value.employerId,
    businessLicenseNumber: value.businessLicenseNumber,
    departments: (value.departments ?? []).map((id) => ({ id, name: departmentNames.get(id) ?? id })),
    address: {
      address1: value.address1,
      address2: value.address2 ?? "",
      city: value.city,
      state: value.state,
      zipcode: value.zipcode,
      country: value.country,
      gpsLatitude: value.gpsLatitude ?? null,
      gpsLongitude: value.gpsLongitude ?? null,
    },
    isHeadquarter: value.isHeadquarter === "on",
    isOpen: value.isOpen === "on",
    timeZone: value.timeZone,
    // Vaccine and inventory are a clinic's; other types send none.
    vaccine: clinic ? (value.vaccine ?? null) : null,
    inventoryType: clinic ? (value.inventoryType ?? null) : null,
  };
}

export const clinicIdSchema = z.object({
  clinicId: z
    .string({ required_error: msg("organizations:errors.clinicId") })
    .trim()
    .regex(CLINIC_ID_PATTERN, msg("organizations:errors.clinicId")),
});

export const approvalSchema = z.object({
  approvalStatus: z.enum(APPROVAL_STATUSES, {
    errorMap: () => ({ message: msg("organizations:errors.approvalStatus") }),
  }),
  reason: z
    .string()
    .trim()
    .max(500, msg("validation:tooLong", { max: 500 }))
    .optional(),
});
