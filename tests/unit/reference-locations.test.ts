import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NETWORK_NAME, SECOND_ORGANIZATION_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's locations (issue 40 item 3): the fixed location types, an
 * organization's seeded locations, adding, changing and removing one with its 422 field errors
 * (name required and unique in the organization, a type that exists, the app's US address rules),
 * and who may do each (the organization tree).
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
const HARBOR_ADMIN = "orgadmin@harbor.test";
const SCHEDULER = "scheduler@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-locations");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const idOf = (name: string) => store.organizations.firstNamed(name)!.id;
const call = (who: string, method: string, url: string, json?: unknown) =>
  api.call(who, method, url, json) as Promise<{ status: number; body: Json }>;

const body = (overrides: Record<string, unknown> = {}, address: Record<string, unknown> = {}) => ({
  organizationId: idOf(DEMO_NETWORK_NAME),
  name: `Gym ${Math.random().toString(36).slice(2, 8)}`,
  locationTypeId: "lt-school",
  address: {
    address1: "19 Kenilworth Street",
    address2: "Gym entrance",
    city: "Roxbury",
    state: "MA",
    zipcode: "02119",
    country: "United States",
    ...address,
  },
  ...overrides,
});

const fieldsOf = (answer: { body: Json }) =>
  (answer.body.fieldErrors as Array<{ field: string }>).map((e) => e.field).sort();

describe("location types and an organization's locations", () => {
  it("answers the fixed location types in their order", async () => {
    const { status, body: types } = await call(SCHEDULER, "GET", "/api/locations/locationTypes");
    expect(status).toBe(200);
    expect(types.map((t: Json) => t.code)).toEqual([
      "CLINIC",
      "SCHOOL",
      "PHARMACY",
      "MOBILE_UNIT",
      "COMMUNITY_CENTER",
      "OTHER",
    ]);
  });

  it("lists the seeded locations by name, each with its type and address", async () => {
    const { status, body: list } = await call(
      ADMIN,
      "GET",
      `/api/organizations/${idOf(DEMO_NETWORK_NAME)}/locations`,
    );
    expect(status).toBe(200);
    expect(list.map((l: Json) => l.name)).toEqual([
      "Lincoln Elementary gym",
      "Main site",
      "Mobile unit — Franklin Park lot",
    ]);
    expect(list[0]).toMatchObject({
      locationType: { id: "lt-school", code: "SCHOOL", name: "School" },
      address: { address1: "19 Kenilworth Street", city: "Roxbury", state: "MA", zipcode: "02119" },
    });
  });

  it("refuses another tree's organization and its locations (403), and an unknown location (404)", async () => {
    const demo = idOf(DEMO_NETWORK_NAME);
    const [first] = store.locations.of(demo);
    expect((await call(HARBOR_ADMIN, "GET", `/api/organizations/${demo}/locations`)).status).toBe(403);
    expect((await call(HARBOR_ADMIN, "POST", "/api/locations", body())).status).toBe(403);
    expect((await call(HARBOR_ADMIN, "PUT", `/api/locations/${first!.id}`, body())).status).toBe(403);
    expect((await call(HARBOR_ADMIN, "DELETE", `/api/locations/${first!.id}`)).status).toBe(403);
    expect((await call(ADMIN, "DELETE", "/api/locations/loc-nothing")).status).toBe(404);
    expect(store.locations.byId(first!.id)).toBeDefined();
    // Harbor's own are its admin's.
    const harbor = await call(
      HARBOR_ADMIN,
      "GET",
      `/api/organizations/${idOf(SECOND_ORGANIZATION_NAME)}/locations`,
    );
    expect(harbor.body.map((l: Json) => l.name)).toContain("Pier 66 mobile unit");
  });

  it("refuses changes to a role without organizations.edit", async () => {
    expect((await call(SCHEDULER, "POST", "/api/locations", body())).status).toBe(403);
  });
});

describe("adding, changing and removing a location", () => {
  it("adds one, changes its type and address, and removes it", async () => {
    const added = await call(ADMIN, "POST", "/api/locations", body({ name: "Franklin Park pop-up" }));
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: "Franklin Park pop-up", locationType: { code: "SCHOOL" } });
    const id = added.body.id as string;
    expect(store.locations.byId(id)).toMatchObject({ organizationId: idOf(DEMO_NETWORK_NAME) });

    const changed = await call(
      ADMIN,
      "PUT",
      `/api/locations/${id}`,
      body(
        { name: "Franklin Park pop-up", locationTypeId: "lt-mobile" },
        { zipcode: "02121-1234", address2: "" },
      ),
    );
    expect(changed.status).toBe(200);
    expect(store.locations.byId(id)).toMatchObject({
      locationTypeId: "lt-mobile",
      address: { zipcode: "02121-1234", address2: null },
    });

    expect((await call(ADMIN, "DELETE", `/api/locations/${id}`)).status).toBe(204);
    expect(store.locations.byId(id)).toBeUndefined();
    expect((await call(ADMIN, "DELETE", `/api/locations/${id}`)).status).toBe(404);
  });

  it("answers 422 under each field that is wrong, and keeps nothing", async () => {
    const before = store.locations.all().length;
    const refused = await call(
      ADMIN,
      "POST",
      "/api/locations",
      body({ name: "  ", locationTypeId: "lt-castle" }, { state: "ZZ", zipcode: "ABCDE", city: "" }),
    );
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused)).toEqual([
      "address.city",
      "address.state",
      "address.zipcode",
      "locationTypeId",
      "name",
    ]);
    // Outside the United States the ZIP code is any postal code.
    const abroad = await call(
      ADMIN,
      "POST",
      "/api/locations",
      body({}, { country: "Canada", state: "OTHER", zipcode: "K1A 0B1" }),
    );
    expect(abroad.status).toBe(201);
    expect(store.locations.all().length).toBe(before + 1);
  });

  it("keeps names unique in an organization, case aside, but not across organizations", async () => {
    const demo = idOf(DEMO_NETWORK_NAME);
    const taken = await call(ADMIN, "POST", "/api/locations", body({ name: "MAIN SITE" }));
    expect(taken.status).toBe(422);
    expect(taken.body.fieldErrors).toEqual([
      { field: "name", message: "A location with this name already exists" },
    ]);
    const north = idOf("Demo Health North");
    expect(
      (await call(ADMIN, "POST", "/api/locations", body({ organizationId: north, name: "Main site" })))
        .status,
    ).toBe(201);
    // Renaming onto another location's name is refused; keeping one's own name is not.
    const mainSite = store.locations.of(demo).find((l) => l.name === "Main site")!;
    const gym = store.locations.of(demo).find((l) => l.name === "Lincoln Elementary gym")!;
    expect((await call(ADMIN, "PUT", `/api/locations/${gym.id}`, body({ name: "main site" }))).status).toBe(
      422,
    );
    expect(
      (
        await call(
          ADMIN,
          "PUT",
          `/api/locations/${mainSite.id}`,
          body({ name: "Main site", locationTypeId: "lt-clinic" }),
        )
      ).status,
    ).toBe(200);
  });
});
