import type { z } from "zod";
import { locations, type locationSchema, type locationTypeSchema } from "@contract/locations";
import type { UpstreamClient } from "./client.server";

/**
 * An organization's locations and the location types (issue 40 item 3; spec part 2 §7
 * "Organizations" `GET /{id}/locations`, "Departments and locations" `GET /api/locations/locationTypes`).
 * The writes are extensions (`contract/locations.ts`).
 */

export type Location = z.output<typeof locationSchema>;
export type LocationType = z.output<typeof locationTypeSchema>;

interface LocationBody {
  name: string;
  locationTypeId: string;
  address: {
    address1: string;
    address2: string;
    city: string;
    state: string;
    zipcode: string;
    country: string;
  };
}

export const getLocations = (client: UpstreamClient, orgId: string) =>
  client.invoke(locations.list, { params: { id: orgId } });

export const getLocationTypes = (client: UpstreamClient) => client.invoke(locations.types);

export const createLocation = (client: UpstreamClient, orgId: string, body: LocationBody) =>
  client.invoke(locations.create, { json: { organizationId: orgId, ...body } });

export const updateLocation = (client: UpstreamClient, locationId: string, body: LocationBody) =>
  client.invoke(locations.update, { params: { id: locationId }, json: body });

export const deleteLocation = (client: UpstreamClient, locationId: string) =>
  client.invoke(locations.remove, { params: { id: locationId } });
