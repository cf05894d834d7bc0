import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NETWORK_NAME } from "../../reference-api/seed";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Master data's service types are the one list every form offers (issue 38 §1): a service type
 * added, renamed or deleted through `/api/meta/service` is what booking (`getAllPublicServiceType`)
 * and the program form (`/api/programs/service-types`) answer, and one that lanes, appointments,
 * care plans or programs use is refused with its count.
 */

let api: ReferenceApi;
const SUPER = "superadmin@demo.test";
const ADMIN = "orgadmin@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = async (method: string, url: string, body?: unknown, who = SUPER) =>
  (await api.call(who, method, url, body)) as { status: number; body: Json };
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

const booking = async () => (await call("GET", "/api/meta/getAllPublicServiceType")).body as Json[];
const programForm = async () =>
  (await call("GET", "/api/programs/service-types", undefined, ADMIN)).body as Json[];
const listed = async (name: string) =>
  (await call("GET", `/api/meta/service?page=0&size=5&name=${encodeURIComponent(name)}`)).body
    .content as Json[];

beforeAll(async () => {
  api = await startReferenceApi("reference-service-types-master-data");
}, 60_000);
afterAll(() => api.stop());

describe("master data's service types are every form's", () => {
  it("lists the service types booking offers, with their uses", async () => {
    const all = (await call("GET", "/api/meta/service?page=0&size=1000")).body;
    const offered = await booking();
    expect(all.content.map((v: Json) => v.id)).toEqual(offered.map((s) => String(s.id)));
    const covid = all.content.find((v: Json) => v.id === "1");
    const lanes = api.store.db.sql
      .prepare("SELECT COUNT(*) FROM lanes WHERE service_type_id = 1")
      .pluck()
      .get() as number;
    expect(lanes).toBeGreaterThan(0);
    expect(covid.usage.lanes).toBe(lanes);
  });

  it("offers a new one everywhere, renamed as renamed, refused while used and gone once deleted", async () => {
    const name = unique("Blood pressure check");
    const before = Math.max(...(await booking()).map((s) => s.id as number));
    const made = await call("POST", "/api/meta/service", { name, description: "At the front desk" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ id: String(before + 1), name, description: "At the front desk" });
    const id = made.body.id as string;

    expect(await booking()).toContainEqual(
      expect.objectContaining({ id: Number(id), name, price: "0.00", free: false }),
    );
    expect(await programForm()).toContainEqual({ id, name });
    expect((await listed(name))[0]).toMatchObject({ id, name, usage: { lanes: 0, programs: 0 } });

    const twin = await call("POST", "/api/meta/service", { name: name.toUpperCase(), description: "" });
    expect(twin.status).toBe(422);
    expect(twin.body.fieldErrors).toEqual([{ field: "name", message: `'${name}' already exists` }]);

    const renamed = unique("Blood pressure screening");
    const changed = await call("PUT", `/api/meta/service/${id}`, { name: renamed, description: "Walk-in" });
    expect(changed.status).toBe(200);
    expect(await booking()).toContainEqual(
      expect.objectContaining({ id: Number(id), name: renamed, description: "Walk-in" }),
    );
    expect(await programForm()).toContainEqual({ id, name: renamed });

    const typeId = (await call("GET", "/api/program-type?page=0&size=1")).body.content[0].id;
    const categoryId = (await call("GET", "/api/program-category?page=0&size=1")).body.content[0].id;
    const program = await call(
      "POST",
      "/api/programs/create-program",
      {
        organizationId: api.store.organizations.firstNamed(DEMO_NETWORK_NAME)!.id,
        name: unique("Heart health"),
        typeId,
        categoryId,
        status: "DRAFT",
        serviceTypeIds: [id],
      },
      ADMIN,
    );
    expect(program.status).toBeLessThan(300);
    const refused = await call("DELETE", `/api/meta/service/${id}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: "IN_USE", count: 1, usage: { programs: 1 } });
    expect(refused.body.reason).toBe(`Service type '${renamed}' is used by 1 program`);
    expect((await booking()).map((s) => s.id)).toContain(Number(id));

    const spare = await call("POST", "/api/meta/service", { name: unique("Spare"), description: "" });
    expect((await call("DELETE", `/api/meta/service/${spare.body.id}`)).status).toBe(204);
    expect((await booking()).map((s) => s.id)).not.toContain(Number(spare.body.id));
    expect((await programForm()).map((s) => s.id)).not.toContain(spare.body.id);
    expect((await call("DELETE", `/api/meta/service/${spare.body.id}`)).status).toBe(404);
  });

  it("counts a care plan task's and a template's service as uses", async () => {
    const made = await call("POST", "/api/meta/service", { name: unique("Nutrition"), description: "" });
    const id = made.body.id as string;
    const plan = await call(
      "POST",
      "/api/carePlans",
      {
        name: unique("Nutrition plan"),
        organizationId: api.store.organizations.firstNamed(DEMO_NETWORK_NAME)!.id,
        duration: 14,
        serviceTypeId: Number(id),
      },
      ADMIN,
    );
    expect(plan.status).toBeLessThan(300);
    const saved = await call(
      "PUT",
      `/api/carePlans/${plan.body.id}`,
      { goals: [{ name: "Eat well", goalStatus: "ACTIVE" }] },
      ADMIN,
    );
    const task = await call(
      "POST",
      "/api/carePlans/task",
      {
        carePlanId: plan.body.id,
        goalId: saved.body.goals[0].id,
        name: "Visit",
        taskTypeId: 7,
        week: 1,
        serviceTypeId: id,
      },
      ADMIN,
    );
    expect(task.status).toBeLessThan(300);
    const refused = await call("DELETE", `/api/meta/service/${id}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ count: 2, usage: { carePlans: 1, carePlanTasks: 1 } });
  });

  it("shows a renamed type as renamed in every language, not by its old translation", async () => {
    const inSpanish = async () =>
      (
        (await (
          await fetch(`${api.base}/api/meta/getAllPublicServiceType`, {
            headers: { "content-language": "es-MX" },
          })
        ).json()) as Json[]
      ).find((s) => s.id === 1);
    expect((await inSpanish()).name).toBe("Vacuna contra el COVID-19");
    const kept = await call("PUT", "/api/meta/service/1", {
      name: "COVID-19 Vaccine",
      description: (await booking()).find((s) => s.id === 1).description,
    });
    expect(kept.status).toBe(200);
    expect((await inSpanish()).name).toBe("Vacuna contra el COVID-19");
    await call("PUT", "/api/meta/service/1", { name: "COVID-19 Vaccine (2026)", description: "Updated" });
    expect(await inSpanish()).toMatchObject({ name: "COVID-19 Vaccine (2026)", description: "Updated" });
  });

  it("does not find a master-data value of another type on the service types' path", async () => {
    expect((await call("PUT", "/api/meta/service/md-role-1", { name: "X", description: "" })).status).toBe(
      404,
    );
    expect((await call("DELETE", "/api/meta/service/md-role-1")).status).toBe(404);
  });
});
