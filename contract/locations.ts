import { record, staff } from "./access";
import { defineCalls } from "./call";
import { id } from "./common";
import { addressSchema } from "./organizations";
import { z } from "./zod";

/**
 * An organization's locations (issue 40 item 3): the places it serves from (a clinic's main site,
 * a school gym, a mobile unit's parking lot), each with a location type and a US address. The spec
 * names only the reads (part 2 §7 "Organizations" `GET /{id}/locations`, "Departments and
 * locations" `GET /api/locations/locationTypes`) and shows no shapes; the shapes and the writes
 * are ours, shaped like the departments' calls beside them.
 */

export const locationTypeSchema = z
  .object({
    id,
    /** A stable code (CLINIC, SCHOOL, …): the app names known codes in the reader's language. */
    code: z.string().nullish(),
    name: z.string(),
  })
  .passthrough();

export const locationSchema = z
  .object({
    id,
    organizationId: id.nullish(),
    name: z.string(),
    locationType: locationTypeSchema.nullish(),
    address: addressSchema.nullish(),
  })
  .passthrough();

/** What a write sends: the upstream checks every field and answers 422 under its name. */
const locationBody = z
  .object({
    name: z.string(),
    locationTypeId: z.string(),
    address: z
      .object({
        address1: z.string(),
        address2: z.string().nullish(),
        city: z.string(),
        state: z.string(),
        zipcode: z.string(),
        country: z.string(),
      })
      .passthrough(),
  })
  .passthrough();

const WRITES_REASON =
  "The spec names only the reads of locations; the locations tab adds, changes and removes an organization's locations (issue 40 item 3).";

export const locations = defineCalls("locations", {
  list: {
    method: "GET",
    path: "/api/organizations/{id}/locations",
    summary: "An organization's locations, each with its type and address, by name",
    source: { documented: "part 2 §7 Organizations (GET /{id}/locations)" },
    access: staff("organizations.read", { organization: { path: "id" } }),
    responses: { 200: { json: z.array(locationSchema) } },
  },
  types: {
    method: "GET",
    path: "/api/locations/locationTypes",
    summary: "The location types an address may take",
    source: { documented: "part 2 §7 Departments and locations (GET /api/locations/locationTypes)" },
    access: staff("organizations.read"),
    responses: { 200: { json: z.array(locationTypeSchema) } },
  },
  create: {
    method: "POST",
    path: "/api/locations",
    summary: "Adds a location to an organization",
    source: { extension: WRITES_REASON },
    access: staff("organizations.edit", { organization: { body: "organizationId" } }),
    body: { json: locationBody.extend({ organizationId: z.string() }) },
    responses: { 201: { json: locationSchema } },
  },
  update: {
    method: "PUT",
    path: "/api/locations/{id}",
    summary: "Changes a location's name, type and address",
    source: { extension: WRITES_REASON },
    access: staff("organizations.edit", record("location", { path: "id" })),
    body: { json: locationBody },
    responses: { 200: { json: locationSchema } },
  },
  remove: {
    method: "DELETE",
    path: "/api/locations/{id}",
    summary: "Removes a location",
    source: { extension: WRITES_REASON },
    access: staff("organizations.edit", record("location", { path: "id" })),
    responses: { 204: { empty: true } },
  },
});
