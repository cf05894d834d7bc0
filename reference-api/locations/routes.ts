import { locations } from "@contract/locations";
import { isStateCode, isUnitedStates, isUsZip } from "@contract/us-states";
import { Router, type Request } from "express";
import type { ReferenceApiOptions } from "../area";
import { found, invalid, missing, serve, str, type FieldError } from "../http";
import type { Store } from "../store";
import type { Location } from "../types";

/**
 * An organization's locations and the location types (issue 40 item 3). The permission check has
 * judged the organization in the path or body, or the location's organization; this checks the
 * records and the rules: a name (unique in its organization, case aside), a type that exists, and
 * an address by the app's US rules. Field errors use the body's names (`address.zipcode`).
 */

const NAME_MAX = 120;
const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/;

type Body = Record<string, unknown>;

export function locationRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  const body = (req: Request) => (req.body ?? {}) as Body;

  const answer = (location: Location) => ({
    id: location.id,
    organizationId: location.organizationId,
    name: location.name,
    locationType: store.locations.type(location.locationTypeId) ?? null,
    address: location.address,
  });

  /** The body's fields, checked; a refusal lists every field that is wrong. */
  function read(organizationId: string, raw: Body, selfId?: string): Omit<Location, "id" | "organizationId"> {
    const errors: FieldError[] = [];
    const text = (field: string, value: unknown, max: number, required: boolean) => {
      const v = typeof value === "string" ? value.trim() : "";
      if (required && !v) errors.push({ field, message: `${field} is required` });
      else if (v.length > max) errors.push({ field, message: `${field} is longer than ${max} characters` });
      return v;
    };
    const name = text("name", raw.name, NAME_MAX, true);
    if (name && store.locations.named(organizationId, name, selfId))
      errors.push({ field: "name", message: "A location with this name already exists" });
    const locationTypeId = str(raw.locationTypeId)?.trim() ?? "";
    if (!store.locations.type(locationTypeId))
      errors.push({ field: "locationTypeId", message: `Unknown location type '${locationTypeId}'` });
    // The entry has checked the address is an object of strings.
    const address = (raw.address ?? {}) as Body;
    const state = text("address.state", address.state, 40, true);
    if (state && !isStateCode(state))
      errors.push({ field: "address.state", message: `'${state}' is not a US state` });
    const zipcode = text("address.zipcode", address.zipcode, 10, true);
    const country = text("address.country", address.country, 60, true);
    // The app's rule (issue 38): a US address has a US ZIP code, 5 digits or ZIP+4.
    if (zipcode && (isUnitedStates(country) ? !isUsZip(zipcode) : !ZIP.test(zipcode)))
      errors.push({ field: "address.zipcode", message: "zipcode must look like 12345 or 12345-6789" });
    const fields = {
      name,
      locationTypeId,
      address: {
        address1: text("address.address1", address.address1, 200, true),
        address2: text("address.address2", address.address2, 200, false) || null,
        city: text("address.city", address.city, 100, true),
        state,
        zipcode,
        country,
      },
    };
    if (errors.length) invalid(errors);
    return fields;
  }

  serve(router, locations, {
    list: (req, res) => {
      const organization = found(store.organizations.byId(req.params.id), "Organization");
      res.json(store.locations.of(organization.id).map(answer));
    },
    types: (_req, res) => {
      res.json(store.locations.types());
    },
    create: (req, res) => {
      const organization = store.organizations.byId(str(body(req).organizationId) ?? "");
      if (!organization) invalid([{ field: "organizationId", message: "Unknown organization" }]);
      const location: Location = {
        id: store.nextId("loc"),
        organizationId: organization.id,
        ...read(organization.id, body(req)),
      };
      store.locations.insert(location);
      res.status(201).json(answer(location));
    },
    update: (req, res) => {
      const current = found(store.locations.byId(req.params.id), "Location");
      const location: Location = {
        id: current.id,
        organizationId: current.organizationId,
        ...read(current.organizationId, body(req), current.id),
      };
      store.locations.update(location);
      res.json(answer(location));
    },
    remove: (req, res) => {
      if (!store.locations.remove(req.params.id)) missing("Location");
      res.status(204).end();
    },
  });
  return router;
}
