import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { Option } from "~/components/forms";
import {
  LOCATION_FIELDS,
  LOCATION_FIELD_MAP,
  locationBody,
  locationFormSchema,
} from "~/domain/location-schemas";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient, UpstreamResult } from "~/upstream/client.server";
import {
  getLocationTypes,
  getLocations,
  type Location,
  type LocationType,
} from "~/upstream/locations.server";

/**
 * The locations tab's reads and writes (issue 40 item 3), shared by the list, the edit and the
 * delete pages.
 */

/** Known type codes have a name in every language; an unknown one keeps the upstream's. */
const TYPE_CODES = ["CLINIC", "SCHOOL", "PHARMACY", "MOBILE_UNIT", "COMMUNITY_CENTER", "OTHER"];

export async function typeLabeller(context: RequestContext) {
  const t = await getT(context.locale, "orgPages");
  return (type: LocationType | null | undefined) =>
    !type ? "" : type.code && TYPE_CODES.includes(type.code) ? t(`locations.types.${type.code}`) : type.name;
}

export async function locationTypeOptions(
  client: UpstreamClient,
  context: RequestContext,
): Promise<Option[]> {
  const types = orThrow(await getLocationTypes(client), context);
  const label = await typeLabeller(context);
  return types.map((type) => ({ value: type.id, label: label(type) }));
}

/** One line of an address, as the other pages show one. */
export const addressLine = (address: Location["address"]) =>
  address
    ? [
        address.address1,
        address.address2,
        address.city,
        [address.state, address.zipcode].filter(Boolean).join(" "),
      ]
        .filter(Boolean)
        .join(", ")
    : "";

/**
 * One location of the organization in view, or the 404 page: a location of another organization
 * is not found here, whatever the upstream would say (the contract has no read of one location).
 */
export async function loadLocation(
  client: UpstreamClient,
  context: RequestContext,
  orgId: string,
  rawId: string | undefined,
): Promise<Location> {
  const locationId = requireValidId(context, rawId, { messageKey: "orgPages:locations.notFound" });
  const locations = orThrow(await getLocations(client, orgId), context);
  const location = locations.find((l) => l.id === locationId);
  if (!location) throw notFound(context, { messageKey: "orgPages:locations.notFound" });
  return location;
}

/** The form's values as the form takes them back (editing a location). */
export const formValuesOf = (location: Location): Record<string, string> => ({
  name: location.name,
  locationTypeId: location.locationType?.id ?? "",
  address1: location.address?.address1 ?? "",
  address2: location.address?.address2 ?? "",
  city: location.address?.city ?? "",
  state: location.address?.state ?? "",
  zipcode: location.address?.zipcode ?? "",
  country: location.address?.country ?? "",
});

/**
 * Reads the posted form and sends it with `write`: our refusal (400) or the upstream's (its 422
 * under the fields, anything else the form's generic error) comes back with every value typed;
 * null once the write went through.
 */
export async function submitLocation(
  formData: FormData,
  write: (body: ReturnType<typeof locationBody>) => Promise<UpstreamResult<unknown>>,
) {
  const submission = parseWithZod(formData, { schema: locationFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await write(locationBody(submission.value));
  if (result.ok) return null;
  return data(
    {
      result: replyWithFailure(submission, result, { fields: LOCATION_FIELDS, fieldMap: LOCATION_FIELD_MAP }),
    },
    { status: statusForFailure(result) },
  );
}
