import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NETWORK_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's organization edits (decision 030): create under a parent, edit, the
 * clinic id, the approval transitions and their history, the delete and its refusals, the
 * picture's delete, the offline geocoder, and who may do each.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
const SUPER = "superadmin@demo.test";
const SCHEDULER = "scheduler@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-organization-admin");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const named = (name: string) => store.organizations.firstNamed(name)!;

function body(overrides: Record<string, unknown> = {}) {
  return {
    name: `Harbor Branch ${Math.random().toString(36).slice(2, 8)}`,
    type: "FACILITY",
    parentOrganizationId: named("Demo Health North").id,
    employerId: "12-3456789",
    businessLicenseNumber: "BL-778",
    departments: [{ id: "dept-x", name: "Vaccination" }],
    address: {
      address1: "1 Harbor Way",
      city: "Boston",
      state: "MA",
      zipcode: "02210",
      country: "United States",
      gpsLatitude: 42.3496,
      gpsLongitude: -71.0446,
    },
    isHeadquarter: false,
    isOpen: true,
    timeZone: "America/New_York",
    ...overrides,
  };
}

const create = async (who: string, json: unknown) =>
  (await api.call(who, "POST", "/api/organizations", json)) as { status: number; body: Json };

describe("creating and editing an organization", () => {
  it("creates a branch under a parent in the tree, PENDING, and answers it", async () => {
    const { status, body: created } = await create(ADMIN, body({ name: "Harbor Branch One" }));
    expect(status).toBe(201);
    expect(created).toMatchObject({
      name: "Harbor Branch One",
      type: "FACILITY",
      parentOrganizationId: named("Demo Health North").id,
      approvalStatus: "PENDING",
      employerId: "12-3456789",
      address: { city: "Boston", gpsLatitude: 42.3496 },
      departments: [{ id: "dept-x", name: "Vaccination" }],
    });
  });

  it("refuses missing employer ID and licence, an unknown type and a taken name with 422 field errors", async () => {
    const { status, body: refused } = await create(
      ADMIN,
      body({ name: DEMO_NETWORK_NAME, type: "SHOP", employerId: " ", businessLicenseNumber: "" }),
    );
    expect(status).toBe(422);
    expect(refused.fieldErrors.map((e: Json) => e.field).sort()).toEqual(
      ["businessLicenseNumber", "employerId", "name", "type"].sort(),
    );
  });

  it("refuses a branch under a clinic, a root to an organization admin, and a parent outside the tree", async () => {
    const underClinic = await create(
      ADMIN,
      body({ parentOrganizationId: named("Riverside Community Clinic").id }),
    );
    expect(underClinic.status).toBe(422);
    expect(underClinic.body.fieldErrors[0].field).toBe("parentOrganizationId");
    expect((await create(ADMIN, body({ parentOrganizationId: null }))).status).toBe(403);
    expect((await create(SUPER, body({ parentOrganizationId: null, name: "New Root Network" }))).status).toBe(
      201,
    );
    expect(
      (await create("manager@demo.test", body({ parentOrganizationId: named("Demo Health South").id })))
        .status,
    ).toBe(403);
  });

  it("edits an organization (the parent stays) and sets a clinic's id, unique among clinics", async () => {
    const clinic = (
      await create(
        ADMIN,
        body({ name: "Pier Clinic", type: "CLINIC", inventoryType: "Flu", vaccine: "Sanofi" }),
      )
    ).body;
    expect(clinic).toMatchObject({ inventoryType: "Flu", vaccine: "Sanofi" });
    const edited = await api.call(ADMIN, "PUT", `/api/organizations/${clinic.id}`, {
      ...body({ name: "Pier Clinic East", type: "CLINIC", timeZone: "America/Chicago" }),
      parentOrganizationId: named("Demo Health South").id,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: "Pier Clinic East",
      timeZone: "America/Chicago",
      parentOrganizationId: named("Demo Health North").id,
    });
    const set = await api.call(ADMIN, "PUT", `/api/organizations/${clinic.id}/update-clinicId`, {
      clinicId: "PIER-01",
    });
    expect(set.body).toMatchObject({ clinicId: "PIER-01" });
    const other = (await create(ADMIN, body({ name: "Pier Clinic West", type: "CLINIC" }))).body;
    const taken = await api.call(ADMIN, "PUT", `/api/organizations/${other.id}/update-clinicId`, {
      clinicId: "pier-01",
    });
    expect(taken.status).toBe(422);
    const notClinic = await api.call(
      ADMIN,
      "PUT",
      `/api/organizations/${named("Demo Health North").id}/update-clinicId`,
      {
        clinicId: "NORTH-1",
      },
    );
    expect(notClinic.status).toBe(422);
  });

  it("lets a scheduler edit nothing", async () => {
    const { status } = await api.call(
      SCHEDULER,
      "PUT",
      `/api/organizations/${named("Demo Health North").id}`,
      body(),
    );
    expect(status).toBe(403);
  });
});

describe("approval status", () => {
  it("moves along the allowed transitions, refuses the others with the reason, and keeps the history", async () => {
    const org = (await create(ADMIN, body())).body;
    const change = (to: string, reason?: string) =>
      api.call(ADMIN, "POST", `/api/organizations/${org.id}/approvalStatus`, {
        approvalStatus: to,
        reason,
      }) as Promise<{
        status: number;
        body: Json;
      }>;
    const refused = await change("ONBOARD");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "TRANSITION_NOT_ALLOWED", from: "PENDING", to: "ONBOARD" });
    expect((await change("DENIED")).status).toBe(422);
    expect((await change("CONFIRMED")).body.approvalStatus).toBe("CONFIRMED");
    const viaPut = await api.call(ADMIN, "PUT", `/api/organizations/${org.id}/change-status`, {
      status: "ONBOARD",
    });
    expect((viaPut.body as Json).approvalStatus).toBe("ONBOARD");
    const history = (await api.call(ADMIN, "GET", `/api/organizations/${org.id}/approval-history`))
      .body as Json;
    expect(history.allowed).toContain("NEW EVENTS PENDING");
    expect(history.changes.map((c: Json) => [c.fromStatus, c.toStatus])).toEqual([
      ["CONFIRMED", "ONBOARD"],
      ["PENDING", "CONFIRMED"],
    ]);
  });
});

describe("deleting an organization", () => {
  it("refuses while it has clinics or staff, and deletes an empty one", async () => {
    const refused = await api.call(ADMIN, "DELETE", `/api/organizations/${named("Demo Health South").id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "HAS_CLINICS" });
    expect((refused.body as Json).message).toMatch(/2 clinics/);
    const empty = (await create(ADMIN, body())).body;
    expect((await api.call(ADMIN, "DELETE", `/api/organizations/${empty.id}`)).status).toBe(204);
    expect(store.organizations.byId(empty.id)).toBeUndefined();
  });

  it("keeps a root's delete for a super admin", async () => {
    const main = named(DEMO_NETWORK_NAME);
    expect((await api.call(ADMIN, "DELETE", `/api/organizations/${main.id}`)).status).toBe(403);
  });
});

describe("the organization's picture", () => {
  it("is noted on upload and deleted on request; a second delete finds none", async () => {
    const org = (await create(ADMIN, body())).body;
    store.organizations.update({
      ...store.organizations.byId(org.id)!,
      organizationImage: { contentType: "image/png", bytes: 10, uploadedAt: "2026-11-26T10:00:00Z" },
    });
    expect((await api.call(ADMIN, "DELETE", `/api/organizations/${org.id}/picture`)).status).toBe(204);
    expect(store.organizations.byId(org.id)!.organizationImage).toBeNull();
    expect((await api.call(ADMIN, "DELETE", `/api/organizations/${org.id}/picture`)).status).toBe(404);
  });
});

describe("the organization's picture, kept", () => {
  it("is read back as uploaded, replaced by the next, and gone after its delete", async () => {
    const org = (await create(ADMIN, body())).body;
    const token = await api.login(ADMIN);
    const url = `${api.base}/api/organizations/${org.id}/picture`;
    const upload = (bytes: number[], type: string) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes)], { type }), "logo");
      return fetch(url, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    };
    const read = () => fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect((await read()).status).toBe(404);
    expect((await upload([1, 2, 3], "image/png")).status).toBe(200);
    expect((await upload([9, 8, 7, 6], "image/jpeg")).status).toBe(200);
    const response = await read();
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([9, 8, 7, 6]);
    expect(store.organizations.byId(org.id)!.organizationImage).toMatchObject({
      contentType: "image/jpeg",
      bytes: 4,
    });
    expect((await api.call(ADMIN, "DELETE", `/api/organizations/${org.id}/picture`)).status).toBe(204);
    expect((await read()).status).toBe(404);
  });

  it("is read only inside the reader's tree", async () => {
    const org = (await create(ADMIN, body())).body;
    const token = await api.login("orgadmin@harbor.test");
    const response = await fetch(`${api.base}/api/organizations/${org.id}/picture`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
  });
});

describe("the offline geocoder", () => {
  it("answers Nominatim's shape without a token: a street address, a city, and a miss", async () => {
    const search = async (q: string) => {
      const response = await fetch(
        `${api.base}/api/geocoder/search?${new URLSearchParams({ q, format: "json" })}`,
      );
      expect(response.status).toBe(200);
      return (await response.json()) as Json[];
    };
    const street = await search("12 River St, Boston, MA 02114, United States");
    expect(street[0]).toMatchObject({ lat: "42.3601000", lon: "-71.0589000", type: "house" });
    expect(street[0].display_name).toBe("12 River Street, Boston, MA 02114, United States");
    expect((await search("Chicago, IL"))[0]).toMatchObject({ type: "city" });
    expect(await search("1 Nowhere Plaza, Atlantis")).toEqual([]);
  });
});

describe("the dashboard's calls", () => {
  it("lists the root organizations with their trees' figures, for a super admin only", async () => {
    const { status, body: roots } = (await api.call(
      SUPER,
      "GET",
      "/api/organizations/rootOrganizations",
    )) as {
      status: number;
      body: Json;
    };
    expect(status).toBe(200);
    const main = roots.find((r: Json) => r.name === DEMO_NETWORK_NAME);
    expect(main).toMatchObject({ type: "PROVIDER COMPANY", parentOrganizationId: null });
    expect(main.patientCount).toBeGreaterThan(0);
    expect(main.appointmentCounts.total).toBeGreaterThanOrEqual(main.appointmentCounts.completed);
    expect((await api.call("manager@demo.test", "GET", "/api/organizations/rootOrganizations")).status).toBe(
      403,
    );
  });

  it("gives an organization's figures and its direct children's", async () => {
    const south = named("Demo Health South");
    const { body } = (await api.call(
      ADMIN,
      "GET",
      `/api/organizations/${south.id}/overview-card-analytics`,
    )) as {
      body: Json;
    };
    expect(body.organization).toMatchObject({ id: south.id, type: "FACILITY" });
    expect(body.children.map((c: Json) => c.name)).toEqual([
      "Lakeside Family Clinic",
      "Desert Valley Clinic",
    ]);
    const clinics = body.children.reduce((n: number, c: Json) => n + c.patientCount, 0);
    expect(body.organization.patientCount).toBeGreaterThanOrEqual(clinics);
  });
});
