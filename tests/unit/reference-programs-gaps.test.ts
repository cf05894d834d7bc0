import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's later program calls (decision 042): the name check and the refused
 * duplicate; the network's list for a super admin and the list's sort; a care plan's and a
 * clinic's programs; a clinic's product items; phases renamed and reordered, items reordered;
 * enrollment steps renamed and deleted; a criterion edited in place; products and their items
 * deleted, a product with items refused.
 */

let api: ReferenceApi;
const ORG_ADMIN = "orgadmin@demo.test";
const HARBOR = "orgadmin@harbor.test";
const SUPER = "superadmin@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = async (method: string, path: string, body?: unknown, who = ORG_ADMIN) =>
  (await api.call(who, method, path, body)) as { status: number; body: Json };

let orgId: string;
let diabetes: Json;

beforeAll(async () => {
  api = await startReferenceApi("reference-programs-gaps");
  orgId = (await call("GET", "/api/session/web")).body.organizationId;
  const list = await call("GET", `/api/programs/organization/${orgId}?name=diabetes`);
  diabetes = (await call("GET", `/api/programs/${list.body.content[0].id}`)).body;
}, 60_000);
afterAll(() => api.stop());

const create = async (name: string) =>
  (
    await call("POST", "/api/programs/create-program", {
      organizationId: orgId,
      name,
      typeId: "md-program-type-1",
      categoryId: "md-program-category-1",
    })
  ).body;

describe("program names", () => {
  it("says whether a name is taken, and refuses a duplicate on create and rename with 422", async () => {
    const taken = await call("GET", `/api/programs/name?organizationId=${orgId}&name=%20DIABETES%20care`);
    expect(taken.body).toMatchObject({ exists: true, id: diabetes.id });
    const self = await call(
      "GET",
      `/api/programs/name?organizationId=${orgId}&name=Diabetes%20care&excludeId=${diabetes.id}`,
    );
    expect(self.body.exists).toBe(false);
    const twin = await call("POST", "/api/programs/create-program", {
      organizationId: orgId,
      name: "diabetes care",
      typeId: "md-program-type-1",
      categoryId: "md-program-category-1",
    });
    expect(twin.status).toBe(422);
    expect(twin.body.fieldErrors).toEqual([expect.objectContaining({ field: "name" })]);
    const other = await create("Renamed later");
    const rename = await call("PUT", `/api/programs/${other.id}`, {
      ...other,
      name: "Diabetes care",
      typeId: "md-program-type-1",
      categoryId: "md-program-category-1",
    });
    expect(rename.status).toBe(422);
    expect(
      (await call("GET", `/api/programs/name?organizationId=${orgId}&name=x`, undefined, HARBOR)).status,
    ).toBe(403);
  });
});

describe("program lists and look-ups", () => {
  it("sorts the tree's list, and gives the network's list only to a super admin", async () => {
    const byName = await call("GET", `/api/programs/organization/${orgId}?orderType=name&asc=false&size=100`);
    const names = byName.body.content.map((p: Json) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const byEnrolled = await call("GET", `/api/programs/organization/${orgId}?orderType=enrolled&asc=false`);
    expect(byEnrolled.body.content[0].name).toBe("Diabetes care");
    expect((await call("GET", "/api/programs", undefined, HARBOR)).status).toBe(403);
    const network = await call("GET", "/api/programs?size=100", undefined, SUPER);
    expect(network.status).toBe(200);
    expect(network.body.totalElements).toBeGreaterThanOrEqual(byName.body.totalElements);
    expect(network.body.content[0]).toHaveProperty("organizationName");
  });

  it("finds the programs using a care plan and those at a clinic", async () => {
    const templateId = diabetes.templates[0].id;
    const using = await call("GET", `/api/programs/care-plan/${templateId}?organizationId=${orgId}`);
    expect(using.body.map((p: Json) => p.name)).toContain("Diabetes care");
    const atClinic = await call("GET", `/api/programs/clinic/${diabetes.clinic.id}`);
    expect(atClinic.body.map((p: Json) => p.name)).toContain("Diabetes care");
    const items = await call("GET", `/api/organizations/productItems/clinic/${diabetes.clinic.id}`);
    expect(items.body[0]).toMatchObject({
      name: "Glucose meter",
      productName: "Diabetes starter kit",
      programName: "Diabetes care",
    });
    expect(
      (await call("GET", `/api/organizations/productItems/clinic/${diabetes.clinic.id}`, undefined, HARBOR))
        .status,
    ).toBe(403);
  });
});

describe("reordering and renaming", () => {
  it("renames a phase, trades two phases' ranks, and refuses a taken rank without swap", async () => {
    const program = await create("Ordered");
    const first = (await call("POST", "/api/program-phase", { programId: program.id, name: "One" })).body;
    const second = (await call("POST", "/api/program-phase", { programId: program.id, name: "Two" })).body;
    expect((await call("PUT", `/api/program-phase/${first.id}`, { name: "" })).status).toBe(422);
    expect((await call("PUT", `/api/program-phase/${first.id}`, { name: "First" })).body.name).toBe("First");
    const refused = await call("PUT", `/api/program-phase/${second.id}`, { rank: first.rank });
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors[0].field).toBe("rank");
    await call("PUT", `/api/program-phase/${second.id}`, { rank: first.rank, swap: true });
    const read = await call("GET", `/api/programs/${program.id}`);
    expect(read.body.programPhases.map((p: Json) => p.name)).toEqual(["Two", "First"]);
  });

  it("trades two items' ranks within their phase", async () => {
    const program = await create("Items ordered");
    const phase = (await call("POST", "/api/program-phase", { programId: program.id, name: "P" })).body;
    const types = (await call("GET", "/api/programs/service-types")).body;
    const add = async (i: number) =>
      (
        await call("POST", "/api/program-phase-item", {
          phaseId: phase.id,
          itemType: "APPOINTMENT_TYPE",
          itemEntityId: types[i].id,
        })
      ).body;
    const a = await add(0);
    const b = await add(1);
    expect((await call("PUT", `/api/program-phase-item/${b.id}`, { rank: a.rank })).status).toBe(422);
    await call("PUT", `/api/program-phase-item/${b.id}`, { rank: a.rank, swap: true });
    const read = await call("GET", `/api/programs/${program.id}`);
    expect(read.body.programPhases[0].items.map((i: Json) => i.id)).toEqual([b.id, a.id]);
  });

  it("renames and deletes an enrollment step; edits a criterion in place", async () => {
    const program = await create("Steps");
    const path = `/api/programs/${program.id}/enrollment-steps`;
    const step = (await call("POST", path, { name: "Consent" })).body;
    expect((await call("PUT", `${path}/${step.id}`, { name: " " })).status).toBe(422);
    expect((await call("PUT", `${path}/${step.id}`, { name: "Signed consent" })).status).toBe(200);
    expect((await call("GET", path)).body.map((s: Json) => s.name)).toEqual(["Signed consent"]);
    expect(
      (await call("PUT", `/api/programs/${diabetes.id}/enrollment-steps/${step.id}`, { name: "X" })).status,
    ).toBe(404);
    expect((await call("DELETE", `${path}/${step.id}`)).status).toBe(204);
    expect((await call("GET", path)).body).toEqual([]);
    const criteria = `/api/programs/${program.id}/qualification`;
    await call("POST", criteria, { rank: 0, attribute: "MIN_AGE", value: "18" });
    await call("POST", criteria, { rank: 1, attribute: "MAX_AGE", value: "80" });
    const bad = await call("PUT", `${criteria}/1`, { rank: 1, attribute: "MAX_AGE", value: "200" });
    expect(bad.body.fieldErrors[0].field).toBe("value");
    const edited = await call("PUT", `${criteria}/1`, { rank: 1, attribute: "GENDER", value: "female" });
    expect(edited.body.map((c: Json) => c.attribute)).toEqual(["MIN_AGE", "GENDER"]);
  });
});

describe("the chosen patients by name", () => {
  it("keeps only the eligible ones of patientIds", async () => {
    const all = await call("POST", `/api/programs/${diabetes.id}/eligible-not-enrolled?size=3`, {});
    const ids = all.body.content.map((p: Json) => p.id).slice(0, 2);
    const chosen = await call("POST", `/api/programs/${diabetes.id}/eligible-not-enrolled?size=50`, {
      patientIds: [...ids, "patient-nobody"],
    });
    expect(chosen.body.totalElements).toBe(2);
    expect(chosen.body.content.map((p: Json) => p.id)).toEqual(ids);
  });
});

describe("deleting products", () => {
  it("refuses a product with items (422), deletes its items and then it", async () => {
    const program = await create("Products");
    const product = (await call("POST", "/api/products", { programId: program.id, name: "Kit" })).body;
    const item = (await call("POST", "/api/productItems", { productId: product.id, name: "Meter" })).body;
    const refused = await call("DELETE", `/api/products/${product.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors[0].field).toBe("items");
    expect((await call("DELETE", `/api/productItems/${item.id}`, undefined, HARBOR)).status).toBe(403);
    expect((await call("DELETE", `/api/productItems/${item.id}`)).status).toBe(204);
    expect((await call("DELETE", `/api/products/${product.id}`)).status).toBe(204);
    expect((await call("GET", `/api/products?programId=${program.id}`)).body).toEqual([]);
    expect((await call("DELETE", `/api/products/${product.id}`)).status).toBe(404);
  });
});
