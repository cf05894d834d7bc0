import { z } from "zod";
import { ADDRESS_FIELD_MAP, addressFields, refineUsZip } from "./address-schema";
import { ID_PATTERN } from "./ids";
import { msg } from "./messages";
import { LOCATION_NAME_MAX } from "./organization-page-limits";

/**
 * A location of an organization (issue 40 item 3): its name, its type (one of the upstream's
 * location types) and its address, by the same rules as the organization form's address.
 */
const locationFields = z.object({
  name: z
    .string({ required_error: msg("orgPages:locations.errors.nameRequired") })
    .trim()
    .min(1, msg("orgPages:locations.errors.nameRequired"))
    .max(LOCATION_NAME_MAX, msg("validation:tooLong", { max: LOCATION_NAME_MAX })),
  locationTypeId: z
    .string({ required_error: msg("orgPages:locations.errors.type") })
    .regex(ID_PATTERN, msg("orgPages:locations.errors.type")),
  ...addressFields,
});

export const locationFormSchema = locationFields.superRefine(refineUsZip);
export type LocationForm = z.output<typeof locationFormSchema>;

/** The form's fields, for putting the upstream's field errors under them. */
export const LOCATION_FIELDS = Object.keys(locationFields.shape);
export const LOCATION_FIELD_MAP = ADDRESS_FIELD_MAP;

/** The body of `POST /api/locations` (with the organization) and `PUT /api/locations/{id}`. */
export function locationBody(value: LocationForm) {
  return {
    name: value.name,
    locationTypeId: value.locationTypeId,
    address: {
      address1: value.address1,
      address2: value.address2 ?? "",
      city: value.city,
      state: value.state,
      zipcode: value.zipcode,
      country: value.country,
    },
  };
}
