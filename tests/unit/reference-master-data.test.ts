import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTED_TYPES } from "~/domain/master-data";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's master data (decision 034): every listed type's list, searched and
 * paged in SQL; create, update and delete with 422 on the field; the refused delete of a value in
 * use; the care plans' plain reads of the shared paths left as they were; the super admin's only.
 */

let api: ReferenceApi;
const ADMIN = "superadmin@demo.test";
const ORG_ADMIN = "orgadmin@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = async (method: string, path: string, body?: unknown, who = ADMIN) =>
  (await api.call(who, method, path, body)) as { status: number; body: Json };

beforeAll(async () => {
  api = await startReferenceApi("reference-master-data");
}, 60_000);
afterAll(() => api.stop());

const typed = (row: (typeof LISTED_TYPES)[number], query: string) =>
  `${row.service}?${"field" in row ? `type=${row.field}&` : ""}${query}`;

describe("master data in the reference upstream", () => {
  it("lists seeded values of every type, a page at a time", async () => {
    for (const row of LISTED_TYPES) {
      const { status, body } = await call("GET", typed(row, "page=0&size=1"));
      expect(status, row.slug).toBe(200);
      expect(body.content, row.slug).toHaveLength(1);
      expect(body.totalElements, row.slug).toBeGreaterThan(1);
      expect(body.totalPages, row.slug).toBe(body.totalElements);
    }
  });

  it("searches by name or description, case aside", async () => {
    const { body } = await call("GET", "/api/specialties?page=0&size=20&name=HEART");
    expect(body.content.map((v: Json) => v.name)).toEqual(["Cardiology"]);
    const search = await call("POST", "/api/insurance-providers/search?name=medi&limit=5&page=0");
    expect(search.body.content.map((v: Json) => v.name)).toEqual(["Medi-Cal"]);
  });

  it("creates, renames and deletes a value; a duplicate name is a 422 on the name", async () => {
    const created = await call("POST", "/api/program-type", { name: "Rehab", description: "After a stay" });
    expect(created.status).toBe(201);
    const twin = await call("POST", "/api/program-type", { name: " rehab ", description: "" });
    expect(twin.status).toBe(422);
    expect(twin.body.fieldErrors[0].field).toBe("name");
    const renamed = await call("PUT", `/api/program-type/${created.body.id}`, { name: "Rehabilitation" });
    expect(renamed.body.name).toBe("Rehabilitation");
    expect((await call("DELETE", `/api/program-type/${created.body.id}`)).status).toBe(204);
    expect((await call("DELETE", `/api/program-type/${created.body.id}`)).status).toBe(404);
  });

  it("checks each type's own fields: a device model's manufacturer", async () => {
    const model = await call("POST", "/api/masterData", {
      type: "DEVICE_MODEL",
      name: "X1",
      manufacturer: "Nobody",
    });
    expect(model.body.fieldErrors.map((e: Json) => e.field)).toEqual(["manufacturer"]);
  });

  it("refuses to delete a value in use, with the reason", async () => {
    const { body } = await call("GET", "/api/specialties?page=0&size=20&name=family");
    const refused = await call("DELETE", `/api/specialties/${body.content[0].id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("IN_USE");
    expect(refused.body.message).toMatch(/^Specialty 'Family medicine' is used by \d+ providers?$/);
    expect(refused.body.reason).toBe(refused.body.message);
    const makers = await call("GET", "/api/masterData?type=MANUFACTURE&page=0&size=20&name=pfizer");
    const maker = await call("DELETE", `/api/masterData/${makers.body.content[0].id}`);
    expect(maker.status).toBe(422);
    expect(maker.body.message).toMatch(/^Manufacturer 'Pfizer' is used by 1 device model, /);
  });

  it("keeps an image-library value's picture and says so in the list", async () => {
    const { body } = await call("GET", "/api/masterData?type=IMAGE_LIBRARY&page=0&size=20&name=entrance");
    const id = body.content[0].id as string;
    const token = await api.login(ADMIN);
    const form = new FormData();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    form.append("file", new Blob([bytes], { type: "image/png" }), "a.png");
    const posted = await fetch(`${api.base}/api/masterData/${id}/image`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(posted.status).toBe(200);
    const image = await fetch(`${api.base}/api/masterData/${id}/image`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(bytes);
    const listed = await call("GET", "/api/masterData?type=IMAGE_LIBRARY&page=0&size=20&name=entrance");
    expect(listed.body.content[0].hasImage).toBe(true);
    const specialty = await call("GET", "/api/specialties?page=0&size=1");
    expect((await call("GET", `/api/masterData/${specialty.body.content[0].id}/image`)).status).toBe(404);
  });

  it("leaves the care plans' plain reads of task and observation types as they were", async () => {
    const { body } = await call("GET", "/api/meta/task");
    expect(Array.isArray(body)).toBe(true);
    expect(body[0]).toMatchObject({ id: 1 });
  });

  it("is the super admin's: an organization admin is refused", async () => {
    expect((await call("GET", "/api/meta/role?page=0", undefined, ORG_ADMIN)).status).toBe(403);
    expect((await call("POST", "/api/specialties", { name: "Nope" }, ORG_ADMIN)).status).toBe(403);
    // The provider profile offers the specialties: those who read providers read them (decision 038).
    expect((await call("GET", "/api/specialties?page=0", undefined, ORG_ADMIN)).status).toBe(200);
  });
});

describe("master data's read-only lists in the reference upstream", () => {
  it("lists devices, inventories, payers and every program's products, searched and paged", async () => {
    // The seed has one product: two more in its program, through the programs' own call.
    const seeded = await call("GET", "/api/products?page=0&size=1");
    for (const name of ["Home kit", "Travel kit"])
      expect(
        (await call("POST", "/api/products", { programId: seeded.body.content[0].programId, name })).status,
      ).toBe(201);
    for (const path of [
      "/api/meta/device",
      "/api/masterData/inventories",
      "/api/masterData/payer",
      "/api/products",
    ]) {
      const { status, body } = await call("GET", `${path}?page=0&size=2`);
      expect(status, path).toBe(200);
      expect(body.content, path).toHaveLength(2);
      expect(body.totalElements, path).toBeGreaterThan(2);
      const name = body.content[1].name as string;
      const found = await call(
        "GET",
        `${path}?page=0&size=20&name=${encodeURIComponent(name.toUpperCase())}`,
      );
      expect(
        found.body.content.map((v: Json) => v.name),
        path,
      ).toContain(name);
      expect(found.body.totalElements, path).toBeLessThan(body.totalElements);
    }
    const devices = await call("GET", "/api/meta/device?page=0&size=1&name=cuff");
    expect(devices.body.content[0]).toEqual({
      id: "device-1",
      name: "Cuff 1, Main clinic",
      serialNumber: "BP-2024-0001",
      model: "BP-200",
      manufacturer: "Omron",
    });
    const products = await call("GET", "/api/products?page=0&size=1");
    expect(Object.keys(products.body.content[0]).sort()).toEqual(
      ["id", "itemCount", "name", "programId", "programName"].sort(),
    );
  });

  it("keeps them the master data editors': an organization admin is refused", async () => {
    for (const path of [
      "/api/meta/device",
      "/api/masterData/inventories",
      "/api/masterData/payer",
      "/api/products",
    ])
      expect((await call("GET", `${path}?page=0`, undefined, ORG_ADMIN)).status, path).toBe(403);
  });
});
