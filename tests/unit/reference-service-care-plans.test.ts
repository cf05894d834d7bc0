import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The services that come with a care plan (GET /api/meta/getServiceTypesWithCarePlans, decision
 * 045): for one patient, each service type with the templates it brings that the patient's
 * organizations may give; nobody else's patient.
 */

let api: ReferenceApi;
let store: Store;

beforeAll(async () => {
  api = await startReferenceApi("reference-service-care-plans");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const patientOf = (email: string) => store.patients.all().find((p) => p.email === email)!;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const get = (who: string, url: string) =>
  api.call(who, "GET", url) as Promise<{ status: number; body: Json }>;

describe("services that come with a care plan", () => {
  it("lists a patient's service types with the templates their organizations give, in the asked language", async () => {
    const patient = patientOf("patient@demo.test");
    const own = await get(
      "patient@demo.test",
      `/api/meta/getServiceTypesWithCarePlans?patientId=${patient.id}`,
    );
    expect(own.status).toBe(200);
    expect(own.body).toEqual([
      {
        id: 3,
        name: "Flu Shot for Seniors",
        carePlans: [{ id: expect.any(String), name: "Healthy heart prevention", durationDays: 28 }],
      },
    ]);
    const staff = await get(
      "orgadmin@demo.test",
      `/api/meta/getServiceTypesWithCarePlans?patientId=${patient.id}`,
    );
    expect(staff.body).toEqual(own.body);
  });

  it("refuses another tree's staff and an unknown patient", async () => {
    const patient = patientOf("patient@demo.test");
    expect(
      (await get("orgadmin@harbor.test", `/api/meta/getServiceTypesWithCarePlans?patientId=${patient.id}`))
        .status,
    ).toBe(403);
    expect(
      (await get("orgadmin@demo.test", "/api/meta/getServiceTypesWithCarePlans?patientId=nobody")).status,
    ).toBe(404);
  });
});
