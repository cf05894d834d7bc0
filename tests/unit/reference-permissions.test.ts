import type { Request } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPABILITIES } from "@contract/permissions";
import { accountRoutes } from "../../reference-api/accounts/routes";
import { isPublic } from "../../reference-api/app";
import { AREAS } from "../../reference-api/areas";
import { CALL_RULES, ruleFor } from "../../reference-api/permissions";
import { DEMO_NETWORK_NAME, SECOND_ORGANIZATION_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { REFERENCE_TEST_OPTIONS, startReferenceApi, type ReferenceApi } from "../support/reference-api";
import type { FeeSchedule, ProcedureCode } from "../../reference-api/types";

/**
 * The reference upstream enforces the permission matrix and the organization scope itself
 * (README "Permissions"): a refused call answers 403 and changes nothing, read back from the store.
 */

let api: ReferenceApi;
let store: Store;
const login = (username: string) => api.login(username);
const call = (username: string, method: string, url: string, json?: unknown) =>
  api.call(username, method, url, json);

/** Everything the store holds except the tokens (signing in adds those). */
function snapshot() {
  const collections = store.tableNames().filter((name) => name !== "tokens");
  return JSON.stringify(collections.map((name) => store.collection(name)));
}

const OPERATOR_ADMIN = "admin@operator.test";
const harborPatient = () =>
  store.patients.all().find((p) => p.organizations.includes(orgId(SECOND_ORGANIZATION_NAME)))!.id;
const orgId = (name: string) => store.organizations.firstNamed(name)!.id;
const feeSchedules = () => store.collection("feeSchedules") as FeeSchedule[];
/** Active lanes of one organization tree's clinics, a week ahead (any day works for a cancel). */
function lanesOf(clinicName: string, count = 2) {
  const clinic = orgId(clinicName);
  const weekAhead = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return store.lanes
    .all()
    .filter((l) => l.clinicId === clinic && l.status === "ACTIVE" && l.startDate.slice(0, 10) >= weekAhead)
    .slice(0, count)
    .map((l) => l.id);
}
const cancel = (ids: string[]) => ({ clinicAppointmentIds: ids, cancellationReason: "Bad Weather" });

beforeAll(async () => {
  api = await startReferenceApi("reference-permissions");
  store = api.store;
}, 60_000);

afterAll(() => api.stop());

type Case = [who: string, method: string, url: () => string, body?: () => unknown];

describe("reference upstream permissions: refusals change nothing", () => {
  const forbidden: Array<[string, ...Case]> = [
    [
      "a scheduler cancelling lanes (lanes.act)",
      "scheduler@demo.test",
      "PUT",
      () => `/api/organizations/${orgId(DEMO_NETWORK_NAME)}/cancel-clinic-appointments`,
      () => cancel(lanesOf("Riverside Community Clinic")),
    ],
    [
      "an analytics admin editing a fee schedule (billing.edit)",
      "analytics@demo.test",
      "PUT",
      () => `/api/fee-schedules/${feeSchedules()[0]!.id}`,
      () => ({ ...feeSchedules()[0], name: "Renamed" }),
    ],
    [
      "a coordinator adding a payer (billing.edit)",
      "coordinator@demo.test",
      "POST",
      () => "/api/payers",
      () => ({ payerName: "New Payer", payerGroupNumber: "G1", state: "MA" }),
    ],
    [
      "a scheduler deleting a procedure code (billing.edit)",
      "scheduler@demo.test",
      "DELETE",
      () => `/api/procedure-codes/${(store.collection("procedureCodes") as ProcedureCode[])[0]!.id}`,
    ],
    [
      "a provider user reading lanes (lanes.read)",
      "provider@demo.test",
      "GET",
      () =>
        `/api/organizations/${orgId("Riverside Community Clinic")}/clinic-appointments?startDate=01/01/2026`,
    ],
    [
      "a testing coordinator reading members of another tree",
      "testing@harbor.test",
      "GET",
      () => `/api/organizations/${orgId(DEMO_NETWORK_NAME)}/patients`,
    ],
    [
      "a patient reading an organization (staff only)",
      "patient@demo.test",
      "GET",
      () => `/api/organizations/${orgId(DEMO_NETWORK_NAME)}/basicInfo`,
    ],
    [
      "a patient rescheduling lanes (staff only)",
      "patient@demo.test",
      "PUT",
      () => `/api/organizations/${orgId(DEMO_NETWORK_NAME)}/reschedule-clinic-appointments`,
      () => ({
        clinicAppointmentIds: lanesOf("Riverside Community Clinic"),
        host: null,
        dateString: null,
        diff: 0,
      }),
    ],
    [
      "another tree's organization admin cancelling this tree's lanes",
      "orgadmin@harbor.test",
      "PUT",
      () => `/api/organizations/${orgId(DEMO_NETWORK_NAME)}/cancel-clinic-appointments`,
      () => cancel(lanesOf("Riverside Community Clinic")),
    ],
    [
      "a clinic administrator reading another tree's lanes",
      "clinicadmin@harbor.test",
      "GET",
      () => `/api/organizations/${orgId(DEMO_NETWORK_NAME)}/clinic-appointments?startDate=01/01/2026`,
    ],
    [
      "a clinic administrator acting on a sibling clinic of its own tree",
      "clinicadmin@harbor.test",
      "PUT",
      () => `/api/organizations/${orgId("Bayview Health Clinic")}/cancel-clinic-appointments`,
      () => cancel(lanesOf("Bayview Health Clinic")),
    ],
    [
      "an organization manager reading its parent (not its tree)",
      "manager@harbor.test",
      "GET",
      () => `/api/organizations/${orgId(SECOND_ORGANIZATION_NAME)}/basicInfo`,
    ],
    [
      "another tree's admin reading this tree's activity (organization in the query)",
      "orgadmin@harbor.test",
      "GET",
      () => `/api/activties?organizationId=${orgId(DEMO_NETWORK_NAME)}`,
    ],
    [
      "a tree's admin listing every organization (network-wide read)",
      "orgadmin@harbor.test",
      "GET",
      () => "/api/organizations",
    ],
    [
      "the operator's admin cancelling another tree's lanes",
      OPERATOR_ADMIN,
      "PUT",
      () => `/api/organizations/${orgId(SECOND_ORGANIZATION_NAME)}/cancel-clinic-appointments`,
      () => cancel(lanesOf("Pier Street Clinic")),
    ],
    [
      "the operator's admin uploading another tree's logo",
      OPERATOR_ADMIN,
      "POST",
      () => `/api/organizations/${orgId(SECOND_ORGANIZATION_NAME)}/picture`,
    ],
    [
      "the operator's admin reading another tree's members",
      OPERATOR_ADMIN,
      "GET",
      () => `/api/organizations/${orgId(SECOND_ORGANIZATION_NAME)}/patients`,
    ],
    [
      "the operator's coordinator reading another tree's patient",
      "coordinator@operator.test",
      "GET",
      () => `/api/patients/${harborPatient()}`,
    ],
    [
      "the operator's admin reading another tree's lanes (their bookings are patients)",
      OPERATOR_ADMIN,
      "GET",
      () => `/api/organizations/${orgId(SECOND_ORGANIZATION_NAME)}/clinic-appointments`,
    ],
    [
      "a customer network's admin reading another network's members",
      "orgadmin@demo.test",
      "GET",
      () => `/api/organizations/${orgId(SECOND_ORGANIZATION_NAME)}/patients`,
    ],
    [
      "an account reading records in a tree where it is only a scheduler",
      "twotrees@demo.test",
      "GET",
      () => `/api/patients/${harborPatient()}`,
    ],
    [
      "an organization id with a malformed escape",
      "orgadmin@harbor.test",
      "GET",
      () => "/api/organizations/%E0%A4%A/summary-counts",
    ],
    ["a call no rule lists (deny by default)", "superadmin@demo.test", "GET", () => "/api/nothing-here"],
  ];

  it.each(forbidden)("%s answers 403", async (_name, who, method, url, body) => {
    await login(who);
    const requestBody = body?.();
    const before = snapshot();
    const answer = await call(who, method, url(), requestBody);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: "FORBIDDEN", message: expect.any(String) });
    expect(snapshot()).toBe(before);
  });
});

describe("reference upstream permissions: allowed calls still work", () => {
  const allowed: Array<[string, ...Case]> = [
    [
      "a testing coordinator reading the hosts of its lanes",
      "testing@demo.test",
      "GET",
      () => `/api/organizations/${orgId(DEMO_NETWORK_NAME)}/performers`,
    ],
    ["an analytics admin reading fee schedules", "analytics@demo.test", "GET", () => "/api/fee-schedules"],
    [
      "a coordinator reading members",
      "coordinator@demo.test",
      "GET",
      () => `/api/organizations/${orgId(DEMO_NETWORK_NAME)}/patients`,
    ],
    ["a patient reading their own record", "patient@demo.test", "GET", () => "/api/patients/patient"],
    ["a provider user reading their notifications", "provider@demo.test", "GET", () => "/api/notifications"],
    [
      "the operator's admin reading another tree's organization",
      OPERATOR_ADMIN,
      "GET",
      () => `/api/organizations/${orgId(SECOND_ORGANIZATION_NAME)}/basicInfo`,
    ],
    [
      "an account reading members where it is a coordinator",
      "twotrees@demo.test",
      "GET",
      () => `/api/organizations/${orgId(DEMO_NETWORK_NAME)}/patients`,
    ],
    [
      "an account reading lanes where it is a scheduler",
      "twotrees@demo.test",
      "GET",
      () => `/api/organizations/${orgId(SECOND_ORGANIZATION_NAME)}/performers`,
    ],
    ["the super admin listing every organization", "superadmin@demo.test", "GET", () => "/api/organizations"],
  ];

  it.each(allowed)("%s", async (_name, who, method, url) => {
    const answer = await call(who, method, url());
    expect(answer.status).toBe(200);
  });

  it("the operator's admin reads another tree's counts, which are not empty", async () => {
    const answer = await call(
      OPERATOR_ADMIN,
      "GET",
      `/api/organizations/${orgId(SECOND_ORGANIZATION_NAME)}/summary-counts`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ patientCount: expect.any(Number) });
    expect((answer.body as { patientCount: number }).patientCount).toBeGreaterThan(0);
  });

  it.each([
    ["orgadmin@demo.test", DEMO_NETWORK_NAME, "Riverside Community Clinic"],
    ["clinicadmin@harbor.test", "Pier Street Clinic", "Pier Street Clinic"],
    ["superadmin@demo.test", SECOND_ORGANIZATION_NAME, "Bayview Health Clinic"],
  ])("%s cancels lanes in %s, and they are cancelled", async (who, organization, clinic) => {
    const ids = lanesOf(clinic);
    const answer = await call(
      who,
      "PUT",
      `/api/organizations/${orgId(organization)}/cancel-clinic-appointments`,
      cancel(ids),
    );
    expect(answer.status).toBe(200);
    expect(ids.map((id) => store.lanes.byId(id)!.status)).toEqual(["CANCELLED", "CANCELLED"]);
  });
});

describe("reference upstream permissions: the mapping", () => {
  it("names real capabilities only, and each call once", () => {
    const known = new Set<string>(CAPABILITIES);
    for (const rule of CALL_RULES) {
      if (rule.access.kind === "account") continue;
      expect(rule.access.capabilities.length, rule.path).toBeGreaterThan(0);
      for (const capability of rule.access.capabilities) expect(known.has(capability), capability).toBe(true);
    }
    const keys = CALL_RULES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("covers every call the routers serve, except the public ones", () => {
    const routers = [
      accountRoutes(store, REFERENCE_TEST_OPTIONS, REFERENCE_TEST_OPTIONS.log),
      ...AREAS.map((area) => area(store, REFERENCE_TEST_OPTIONS)),
    ];
    const served: Array<[string, string]> = [];
    for (const router of routers)
      for (const layer of router.stack as Array<{
        route?: { path: string; methods: Record<string, boolean> };
      }>)
        if (layer.route && layer.route.path.startsWith("/api/"))
          for (const method of Object.keys(layer.route.methods))
            // `:resource(a|b)` is one route for several paths: each is a call of its own.
            for (const expanded of expand(layer.route.path)) served.push([method.toUpperCase(), expanded]);
    expect(served.length).toBeGreaterThan(100);
    const unmapped = served.filter(([method, route]) => {
      const sample = route.replace(/:[A-Za-z]+/g, "x1");
      const req = { method, baseUrl: "", path: sample, get: () => undefined } as unknown as Request;
      return !ruleFor(method, sample) && !isPublic(req);
    });
    expect(unmapped).toEqual([]);
  });
});

function expand(route: string): string[] {
  const match = /:([A-Za-z]+)\(([^)]+)\)/.exec(route);
  if (!match) return [route];
  return match[2]!.split("|").flatMap((option) => expand(route.replace(match[0], option)));
}
