import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's programs (decision 037): the tree's list with its filters, counts and
 * analytics; create with 422 on the field; a phase item pointing at nothing; criteria by rank with
 * a duplicate refused and a swap; eligible patients, invitations and enrollment; products.
 */

let api: ReferenceApi;
const ORG_ADMIN = "orgadmin@demo.test";
const HARBOR = "orgadmin@harbor.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = async (method: string, path: string, body?: unknown, who = ORG_ADMIN) =>
  (await api.call(who, method, path, body)) as { status: number; body: Json };

let orgId: string;

beforeAll(async () => {
  api = await startReferenceApi("reference-programs");
  orgId = (await call("GET", "/api/session/web")).body.organizationId;
}, 60_000);
afterAll(() => api.stop());

describe("programs in the reference upstream", () => {
  it("lists the tree's programs with filters, counts and analytics; another tree is refused", async () => {
    const all = await call("GET", `/api/programs/organization/${orgId}?page=0&size=20`);
    expect(all.status).toBe(200);
    expect(all.body.content.map((p: Json) => p.name)).toEqual(
      expect.arrayContaining(["Diabetes care", "Heart health", "Healthy habits"]),
    );
    const drafts = await call("GET", `/api/programs/organization/${orgId}?status=DRAFT`);
    expect(drafts.body.content.map((p: Json) => p.name)).toEqual(["Healthy habits"]);
    const byType = await call("GET", `/api/programs/organization/${orgId}?typeId=md-program-type-2`);
    expect(byType.body.totalElements).toBe(2);
    const counts = await call("GET", `/api/programs/organization/${orgId}/counts`);
    expect(counts.body.patients).toEqual(
      expect.arrayContaining([
        { label: "ENROLLED", count: 5 },
        { label: "INVITED", count: 3 },
      ]),
    );
    const analytics = await call("GET", `/api/programs/organization/${orgId}/analytics`);
    expect(analytics.body.byType[0]).toEqual({ label: "Prevention", count: 2 });
    expect((await call("GET", `/api/programs/organization/${orgId}`, undefined, HARBOR)).status).toBe(403);
  });

  it("creates a program; a type that is not one is a 422 on the field", async () => {
    const bad = await call("POST", "/api/programs/create-program", {
      organizationId: orgId,
      name: "",
      typeId: "md-program-category-1",
      categoryId: "md-program-category-1",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fieldErrors.map((e: Json) => e.field)).toEqual(["name", "typeId"]);
    const created = await call("POST", "/api/programs/create-program", {
      organizationId: orgId,
      name: "Reference walk",
      typeId: "md-program-type-1",
      categoryId: "md-program-category-1",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Reference walk",
      status: "DRAFT",
      type: { name: "Chronic care" },
    });
    expect((await call("GET", `/api/programs/${created.body.id}`, undefined, HARBOR)).status).toBe(403);
  });

  it("adds phases and items; an item pointing at nothing is a 422", async () => {
    const { body: program } = await call("POST", "/api/programs/create-program", {
      organizationId: orgId,
      name: "Phased",
      typeId: "md-program-type-1",
      categoryId: "md-program-category-1",
    });
    const phase = await call("POST", "/api/program-phase", { programId: program.id, name: "One" });
    expect(phase.status).toBe(201);
    const nothing = await call("POST", "/api/program-phase-item", {
      phaseId: phase.body.id,
      itemType: "SURVEY",
      itemEntityId: "survey-nothing",
    });
    expect(nothing.status).toBe(422);
    expect(nothing.body.fieldErrors[0].field).toBe("itemEntityId");
    const types = await call("GET", "/api/programs/service-types");
    const item = await call("POST", "/api/program-phase-item", {
      phaseId: phase.body.id,
      itemType: "APPOINTMENT_TYPE",
      itemEntityId: types.body[0].id,
    });
    expect(item.status).toBe(201);
    const read = await call("GET", `/api/programs/${program.id}`);
    expect(read.body.programPhases[0].items[0].name).toBe(types.body[0].name);
  });

  it("keeps criteria by rank: a duplicate is a 422, a swap trades places, a delete removes", async () => {
    const { body: program } = await call("POST", "/api/programs/create-program", {
      organizationId: orgId,
      name: "Criteria",
      typeId: "md-program-type-1",
      categoryId: "md-program-category-1",
    });
    const path = `/api/programs/${program.id}/qualification`;
    expect((await call("POST", path, { rank: 0, attribute: "MIN_AGE", value: "18" })).status).toBe(201);
    expect((await call("POST", path, { rank: 1, attribute: "LANGUAGE", value: "es-MX" })).status).toBe(201);
    const twin = await call("POST", path, { rank: 1, attribute: "GENDER", value: "female" });
    expect(twin.status).toBe(422);
    expect(twin.body.fieldErrors[0].field).toBe("rank");
    expect((await call("PUT", `${path}/1`, { rank: 0 })).status).toBe(422);
    const swapped = await call("PUT", `${path}/1`, { rank: 0, swap: true });
    expect(swapped.body.map((c: Json) => c.attribute)).toEqual(["LANGUAGE", "MIN_AGE"]);
    expect((await call("DELETE", `${path}/1`)).status).toBe(204);
    expect((await call("GET", path)).body.map((c: Json) => c.attribute)).toEqual(["LANGUAGE"]);
  });

  it("finds the eligible patients, invites them all, enrolls one", async () => {
    const { body: program } = await call("POST", "/api/programs/create-program", {
      organizationId: orgId,
      name: "Enrollment",
      typeId: "md-program-type-1",
      categoryId: "md-program-category-1",
    });
    await call("POST", `/api/programs/${program.id}/qualification`, {
      rank: 0,
      attribute: "LANGUAGE",
      value: "es-MX",
    });
    const eligible = await call(
      "POST",
      `/api/programs/${program.id}/eligible-not-enrolled?page=0&size=100`,
      {},
    );
    expect(eligible.body.totalElements).toBeGreaterThan(0);
    expect(eligible.body.content.every((p: Json) => p.language === "es-MX")).toBe(true);
    const invited = await call("POST", `/api/programs/${program.id}/invite-patients`, { all: true });
    expect(invited.body.invited).toBe(eligible.body.totalElements);
    const first = eligible.body.content[0].id;
    expect(
      (await call("POST", "/api/programs/enroll-program", { programId: program.id, patientId: first }))
        .status,
    ).toBe(201);
    const again = await call("POST", "/api/programs/enroll-program", {
      programId: program.id,
      patientId: first,
    });
    expect(again.status).toBe(422);
    const after = await call("POST", `/api/programs/${program.id}/eligible-not-enrolled`, {});
    expect(after.body.totalElements).toBe(eligible.body.totalElements - 1);
    const mine = await call("GET", `/api/programs/organization/${orgId}?patientId=${first}`);
    expect(mine.body.content.map((p: Json) => [p.name, p.patientStatus])).toContainEqual([
      "Enrollment",
      "ENROLLED",
    ]);
  });

  it("keeps products and their items", async () => {
    const list = await call("GET", `/api/programs/organization/${orgId}?name=diabetes`);
    const id = list.body.content[0].id;
    const products = await call("GET", `/api/products?programId=${id}`);
    expect(products.body[0]).toMatchObject({
      name: "Diabetes starter kit",
      items: [{ name: "Glucose meter" }],
    });
    const bad = await call("POST", "/api/productItems", { productId: products.body[0].id, name: "" });
    expect(bad.status).toBe(422);
  });

  it("keeps a program's picture and links it", async () => {
    const list = await call("GET", `/api/programs/organization/${orgId}?name=heart`);
    const id = list.body.content[0].id;
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }), "p.png");
    const response = await fetch(`${api.base}/api/programs/${id}/picture`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${await api.login(ORG_ADMIN)}` },
    });
    expect(response.status).toBe(200);
    expect((await call("GET", `/api/programs/${id}`)).body.links).toEqual([
      { rel: "image", href: `/api/programs/${id}/image` },
    ]);
    expect((await call("DELETE", `/api/programs/${id}/picture`)).status).toBe(204);
    expect((await call("GET", `/api/programs/${id}`)).body.links).toEqual([]);
  });
});
