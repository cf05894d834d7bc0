import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HARBOR_INVITATION_CODE, SECOND_ORGANIZATION_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * A patient joins an organization with its invitation code and leaves one (spec part 2 §7): their
 * own record only, any case of the code, never the last organization.
 */

let api: ReferenceApi;
let store: Store;
const PATIENT = "patient@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-patient-organizations");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const self = () => store.patients.all().find((p) => p.email === PATIENT && !p.familyOf)!;

describe("a patient's organizations", () => {
  it("joins with a code in any case, refuses an unknown code and a second join, and leaves", async () => {
    const harbor = store.organizations.firstNamed(SECOND_ORGANIZATION_NAME)!;
    const join = (code: string) =>
      api.call(
        PATIENT,
        "PUT",
        `/api/patients/${self().id}/organization/${encodeURIComponent(code)}`,
      ) as Promise<{
        status: number;
        body: Json;
      }>;
    const unknown = await join("NOPE-0000");
    expect(unknown.status).toBe(422);
    expect(unknown.body.fieldErrors[0].field).toBe("code");
    const joined = await join(HARBOR_INVITATION_CODE.toLowerCase());
    expect(joined).toEqual({
      status: 200,
      body: { patientId: self().id, organizationId: harbor.id, organizationName: SECOND_ORGANIZATION_NAME },
    });
    expect(self().organizations).toContain(harbor.id);
    const again = await join(HARBOR_INVITATION_CODE);
    expect(again.status).toBe(422);
    expect(again.body.fieldErrors[0].message).toMatch(/already/);

    const leave = (organizationId: string) =>
      api.call(
        PATIENT,
        "POST",
        `/api/patients/${self().id}/removeOrganization?organizationId=${organizationId}`,
      ) as Promise<{
        status: number;
      }>;
    expect((await leave(harbor.id)).status).toBe(200);
    expect(self().organizations).not.toContain(harbor.id);
    // The one left cannot be left.
    expect(self().organizations).toHaveLength(1);
    expect((await leave(self().organizations[0]!)).status).toBe(409);
  });

  it("acts only on the patient's own record", async () => {
    const other = store.patients.all().find((p) => p.id !== self().id && p.familyOf !== self().id)!;
    const response = (await api.call(
      PATIENT,
      "PUT",
      `/api/patients/${other.id}/organization/${HARBOR_INVITATION_CODE}`,
    )) as { status: number };
    expect(response.status).toBe(403);
  });
});

describe("the welcome card", () => {
  it("is shown until the patient dismisses it, and is their own", async () => {
    const card = (who: string, id: string, value: string) =>
      api.call(who, "PUT", `/api/patients/${id}/rumecard/${value}`) as Promise<{
        status: number;
        body: Json;
      }>;
    const read = async () => (await api.call(PATIENT, "GET", `/api/patients/${self().id}`)).body as Json;
    expect((await read()).showRumeCard).toBe(true);
    expect(await card(PATIENT, self().id, "false")).toEqual({
      status: 200,
      body: { patientId: self().id, showRumeCard: false },
    });
    expect((await read()).showRumeCard).toBe(false);
    const stranger = store.patients.all().find((p) => p.id !== self().id && !p.familyOf)!;
    expect((await card(PATIENT, stranger.id, "false")).status).toBe(403);
    expect(store.patients.byId(stranger.id)?.showRumeCard).toBeUndefined();
    await card(PATIENT, self().id, "true");
    expect((await read()).showRumeCard).toBe(true);
  });
});
