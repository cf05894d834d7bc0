import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NETWORK_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { createDistrictFixture } from "../../reference-api/routes/test-hooks";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's school views (issue 40 item 4): districts without schools, an
 * organization's associations and its patients by department, computed from the seed in SQL, and
 * who may read them (the organization tree).
 */

let api: ReferenceApi;
let store: Store;
const DISTRICT_ADMIN = "districtadmin@schools.test";
const ADMIN = "orgadmin@demo.test";
const HARBOR_ADMIN = "orgadmin@harbor.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-school-views");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const idOf = (name: string) => store.organizations.firstNamed(name)!.id;
const call = (who: string, method: string, url: string, json?: unknown) =>
  api.call(who, method, url, json) as Promise<{ status: number; body: Json }>;
const read = (who: string, orgId: string, tail: string) =>
  call(who, "GET", `/api/organizations/${orgId}/${tail}`);

describe("districts without schools", () => {
  it("lists the tree's districts with no school below them, the organization itself included", async () => {
    const { status, body } = await read(
      DISTRICT_ADMIN,
      idOf("Bay State School Health"),
      "get-noschool-districts",
    );
    expect(status).toBe(200);
    // The office is a district with a school two levels down; Essex has Lincoln Elementary.
    expect(body.map((d: Json) => d.name)).toEqual(["Cape Ann School District"]);
    expect(body[0]).toMatchObject({
      type: "JURISDICTION",
      parentOrganizationId: idOf("Bay State School Health"),
      parentName: "Bay State School Health",
      city: "Gloucester",
      state: "MA",
    });
  });

  it("lists a district once a test makes one, and drops it once a school is below it", async () => {
    const fixture = createDistrictFixture(store, "noschool");
    const north = fixture.parentId;
    const names = async () =>
      ((await read(ADMIN, north, "get-noschool-districts")).body as Json[]).map((d) => d.id);
    expect(await names()).toContain(fixture.districtId);
    const school = { ...store.organizations.byId(fixture.districtId)! };
    store.organizations.insert({
      ...school,
      id: store.nextId("org"),
      name: "Noschool Test Elementary",
      type: "SCHOOL",
      parentOrganizationId: fixture.districtId,
      departments: [],
    });
    expect(await names()).not.toContain(fixture.districtId);
  });

  it("answers only districts, for a tree with none of its own", async () => {
    const { status, body } = await read(ADMIN, idOf(DEMO_NETWORK_NAME), "get-noschool-districts");
    expect(status).toBe(200);
    expect(body.every((d: Json) => d.type === "JURISDICTION")).toBe(true);
  });
});

describe("an organization's associations", () => {
  it("reads a stored association from either side, with the patient-group assignments", async () => {
    const essex = await read(DISTRICT_ADMIN, idOf("Essex County School District"), "org-association");
    expect(essex.status).toBe(200);
    expect(essex.body).toEqual([
      {
        organization: {
          id: idOf("Cape Ann School District"),
          name: "Cape Ann School District",
          type: "JURISDICTION",
        },
        relation: "REFERRAL",
        since: "2026-01-15",
      },
      {
        organization: {
          id: idOf("Riverside Community Clinic"),
          name: "Riverside Community Clinic",
          type: "CLINIC",
        },
        relation: "PARTNER",
        since: "2025-09-01",
      },
    ]);
    // Riverside serves patient groups (decision 027) and partners the district.
    const riverside = await read(ADMIN, idOf("Riverside Community Clinic"), "org-association");
    const relations = (riverside.body as Json[]).map((a) => `${a.relation} ${a.organization.name}`);
    expect(relations).toContain("PARTNER Essex County School District");
    expect(relations.some((r) => r.startsWith("SERVES_PATIENT_GROUP "))).toBe(true);
  });
});

describe("patients by department", () => {
  it("counts each department's patients over the tree's organizations that carry it", async () => {
    const { status, body } = await read(
      DISTRICT_ADMIN,
      idOf("Bay State School Health"),
      "patients-departments",
    );
    expect(status).toBe(200);
    // Lincoln (4 students) carries both; Cape Ann (2) both; Essex (none of its own) nursing only.
    expect(body.map((d: Json) => [d.name, d.patientCount])).toEqual([
      ["School nursing", 6],
      ["Counselling", 6],
    ]);
    const essex = await read(DISTRICT_ADMIN, idOf("Essex County School District"), "patients-departments");
    expect(essex.body.map((d: Json) => [d.name, d.patientCount])).toEqual([["School nursing", 4]]);
  });

  it("moves the count when a patient is added to an organization carrying the department", async () => {
    const fixture = createDistrictFixture(store, "deptcount");
    const count = async () =>
      ((await read(ADMIN, fixture.districtId, "patients-departments")).body as Json[]).map(
        (d) => d.patientCount,
      );
    expect(await count()).toEqual([0]);
    const added = await call(ADMIN, "POST", `/api/organizations/${fixture.districtId}/patients/individual`, {
      firstName: "Ruth",
      lastName: "Counted",
      dateOfBirth: "02/10/2015",
      gender: "female",
    });
    expect(added.status).toBe(201);
    expect(await count()).toEqual([1]);
  });
});

describe("who may read the school views", () => {
  it("answers 403 or 404 outside the caller's tree and 404 for an unknown organization", async () => {
    const office = idOf("Bay State School Health");
    for (const tail of ["get-noschool-districts", "org-association", "patients-departments"]) {
      expect([403, 404]).toContain((await read(HARBOR_ADMIN, office, tail)).status);
      expect([403, 404]).toContain((await read(ADMIN, office, tail)).status);
      expect((await read(DISTRICT_ADMIN, office, tail)).status).toBe(200);
    }
  });
});
