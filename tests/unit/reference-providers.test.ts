import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's providers (decision 038): the tree's performers searched and paged in
 * SQL, profiles made, changed and deleted with their checks (NPI, specialties), and
 * the organization checked like every other call.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
const HARBOR = "orgadmin@harbor.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-providers");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const mainId = () => store.organizations.all().find((o) => o.name === "Demo Health Network")!.id;
const call = (method: string, url: string, json?: unknown, who = ADMIN) =>
  api.call(who, method, url, json) as Promise<{ status: number; body: Json }>;

describe("the providers list", () => {
  it("searches the tree by name and specialty, in SQL, a page at a time", async () => {
    const all = await call("GET", `/api/performers?organizationId=${mainId()}&size=3`);
    expect(all.status).toBe(200);
    expect(all.body.content).toHaveLength(3);
    expect(all.body.totalElements).toBeGreaterThan(3);
    const seeded = await call("GET", `/api/performers?organizationId=${mainId()}&name=nwosu`);
    expect(seeded.body.content).toEqual([
      expect.objectContaining({
        name: "Dr. Amara Nwosu",
        specialties: ["Pediatrics", "Family medicine"],
        licenceType: "Physician MD",
        links: { providerImage: expect.stringMatching(/\/picture$/) },
      }),
    ]);
    const bySpecialty = await call("GET", `/api/performers?organizationId=${mainId()}&specialty=pediatrics`);
    expect(bySpecialty.body.content.map((p: Json) => p.name)).toEqual(["Dr. Amara Nwosu"]);
  });

  it("refuses another tree's list", async () => {
    expect((await call("GET", `/api/performers?organizationId=${mainId()}`, undefined, HARBOR)).status).toBe(
      403,
    );
  });
});

describe("a provider profile", () => {
  it("is made, changed, given a photo and deleted; a bad NPI and an unknown specialty are 422s", async () => {
    const badNpi = await call("POST", "/api/performers", {
      name: "Dr. Bad Npi",
      organizationId: mainId(),
      licenceType: "Physician",
      npi: "1234567890",
      specialties: ["Astrology"],
    });
    expect(badNpi.body.fieldErrors.map((e: Json) => e.field)).toEqual(["npi", "specialties"]);

    const made = await call("POST", "/api/performers", {
      name: "Dr. Ines Duarte",
      organizationId: mainId(),
      licenceType: "Nurse Practitioner",
      npi: "1234567893",
      specialties: ["cardiology"],
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ specialties: ["Cardiology"], licenceType: "Nurse Practitioner" });
    const id = made.body.id as string;

    const changed = await call("PUT", `/api/performers/profile/${id}`, {
      name: "Dr. Ines Duarte-Silva",
      licenceType: "Registered Nurse",
      specialties: [],
    });
    expect(changed.body).toMatchObject({ name: "Dr. Ines Duarte-Silva", specialties: [], npi: null });
    expect((await call("GET", `/api/performers/${id}`, undefined, HARBOR)).status).toBe(403);

    expect((await call("DELETE", `/api/performers/${id}`)).status).toBe(204);
    expect((await call("GET", `/api/performers/${id}`)).status).toBe(404);
  });

  it("is not deleted while it gives appointments or hosts lanes", async () => {
    const busy = store.performers.all().find((p) => store.performers.holds(p.id).lanes > 0)!;
    const refused = await call("DELETE", `/api/performers/${busy.id}`, undefined, "superadmin@demo.test");
    expect(refused.status).toBe(409);
    expect(store.performers.byId(busy.id)).toBeDefined();
  });
});
