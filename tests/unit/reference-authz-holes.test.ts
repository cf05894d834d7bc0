import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../reference-api/seed";
import { descendants } from "../../reference-api/organizations/routes";
import { accountCan, CALL_RULES, ruleFor } from "../../reference-api/permissions";
import type { Store } from "../../reference-api/store";
import type { Account } from "../../reference-api/types";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Issue 37 §2.1, §2.2 and §2.7: the reference upstream's password reset without the old password
 * is scoped to the caller's tree and lower privileges; patient-area calls judge staff by the
 * patient's tree; a lane is read only in its clinic's tree; a prototype key as a list's sort is
 * never a 500.
 */

let api: ReferenceApi;
let store: Store;
const call = (who: string, method: string, url: string, json?: unknown) => api.call(who, method, url, json);

/** The Demo patient's records the patient-area calls name, fixed before any call changes them. */
let records: { patient: string; task: string; invoice: string; survey: string };

beforeAll(async () => {
  api = await startReferenceApi("reference-authz-holes");
  store = api.store;
  // Signed in before any reset, so a password changed by a test does not lock a later one out.
  for (const username of ["superadmin@demo.test", "orgadmin@demo.test", "patient@demo.test"])
    await api.login(username);
  const patient = demoPatient().id;
  const appointments = store.tasks.appointmentsOf([patient]);
  records = {
    patient,
    task: appointments.find((t) => t.status === "SCHEDULED")!.id,
    invoice: appointments.find((t) => t.invoiceId)!.invoiceId!,
    survey: store.patientArea.surveys()[0]!.id,
  };
}, 60_000);
afterAll(() => api.stop());

const account = (username: string) => store.accounts.bySignInName(username)!;
/** The demo patient and the Demo tree (the patient's organization and its descendants). */
function demoPatient() {
  return store.patients.byId(account("patient@demo.test").patientId)!;
}
const demoTree = () => {
  const root = demoPatient().organizations[0]!;
  return new Set([root, ...descendants(store, root).map((o) => o.id)]);
};
const harborTree = () => {
  const root = account("orgadmin@harbor.test").organizationId;
  return new Set([root, ...descendants(store, root).map((o) => o.id)]);
};

/** Everything the store holds except the tokens (signing in adds those). */
function snapshot() {
  const collections = store.tableNames().filter((name) => name !== "tokens");
  return JSON.stringify(collections.map((name) => store.collection(name)));
}

/** The status of a call whose answer need not be JSON (a PDF). */
async function statusOf(who: string, method: string, url: string) {
  const response = await fetch(`${api.base}${url}`, {
    method,
    headers: { authorization: `Bearer ${await api.login(who)}` },
  });
  await response.arrayBuffer();
  return response.status;
}

async function signsInWith(username: string, password: string) {
  const response = await fetch(`${api.base}/api/accounts/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", client_id: "public", username, password }),
  });
  return response.status === 200;
}

const NEW_PASSWORD = "Reset-Password-2037!";
const reset = (who: string, target: Account) =>
  call(who, "POST", `/api/accounts/${target.accountId}/password-without-check`, {
    newPassword: NEW_PASSWORD,
  });

/** A staff account added to an organization, for privileges the seed has nowhere in a tree. */
function addAccount(username: string, privilegeId: number, organizationId: string): Account {
  const created: Account = {
    ...account("manager@harbor.test"),
    accountId: `acct-test-${username}`,
    username,
    email: `${username}@harbor.test`,
    phoneNumber: "",
    privilegeId,
    organizationId,
    isPerformer: false,
    passwordHash: hashPassword(NEW_PASSWORD.replace("2037", "2038"), username),
  };
  store.accounts.insert(created);
  return created;
}

describe("POST /api/accounts/{id}/password-without-check (§2.1)", () => {
  it.each([
    ["a Demo account", "coordinator@demo.test"],
    ["the super admin", "superadmin@demo.test"],
  ])("another tree's admin cannot reset %s's password: 404, as a missing id", async (_name, username) => {
    const target = account(username);
    const before = target.passwordHash;
    const answer = await reset("orgadmin@harbor.test", target);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: "NOT_FOUND" });
    expect(store.accounts.byId(target.accountId)!.passwordHash).toBe(before);
    expect(await signsInWith(username, NEW_PASSWORD)).toBe(false);
  });

  it("an admin cannot reset a privilege equal to or higher than its own in its tree: 403", async () => {
    const tree = harborTree();
    const clinic = [...tree].find((id) => id !== account("orgadmin@harbor.test").organizationId)!;
    const targets = [
      account("orgadmin@harbor.test"),
      addAccount("peer-admin", 2, clinic),
      addAccount("tree-superadmin", 1, clinic),
    ];
    for (const target of targets) {
      const before = store.accounts.byId(target.accountId)!.passwordHash;
      const answer = await reset("orgadmin@harbor.test", target);
      expect(answer.status, target.username).toBe(403);
      expect(answer.body).toMatchObject({ code: "FORBIDDEN", message: expect.any(String) });
      expect(store.accounts.byId(target.accountId)!.passwordHash).toBe(before);
    }
  });

  it("the Demo tree's admin cannot reset the super admin's password", async () => {
    const target = account("superadmin@demo.test");
    const answer = await reset("orgadmin@demo.test", target);
    // 403 while both are in one tree, 404 once the super admin's organization is another.
    expect([403, 404]).toContain(answer.status);
    expect(await signsInWith("superadmin@demo.test", NEW_PASSWORD)).toBe(false);
  });

  it("an account that also belongs to another tree is as missing for one tree's admin: 404", async () => {
    const coast = account("manager@harbor.test").organizationId;
    const target = addAccount("two-trees", 5, coast);
    target.memberships = [{ organizationId: demoPatient().organizations[0]!, privilegeId: 14 }];
    store.accounts.update(target);
    const answer = await reset("orgadmin@harbor.test", target);
    expect(answer.status).toBe(404);
    expect(store.accounts.byId(target.accountId)!.passwordHash).toBe(target.passwordHash);
  });

  it("an admin resets a lower privilege's password in its own tree, ending its sessions, and it signs in with it", async () => {
    const target = account("manager@harbor.test");
    expect(harborTree().has(target.organizationId)).toBe(true);
    expect((await call("manager@harbor.test", "GET", "/api/session/web")).status).toBe(200);
    const answer = await reset("orgadmin@harbor.test", target);
    expect(answer.status).toBe(200);
    // The session it had before (its token, kept by the helper) is over.
    expect((await call("manager@harbor.test", "GET", "/api/session/web")).status).toBe(401);
    expect(await signsInWith("manager@harbor.test", NEW_PASSWORD)).toBe(true);
  });

  it("the super admin resets another tree's admin, but not its own password through this call", async () => {
    expect((await reset("superadmin@demo.test", account("clinicadmin@harbor.test"))).status).toBe(200);
    expect(await signsInWith("clinicadmin@harbor.test", NEW_PASSWORD)).toBe(true);
    const own = await reset("superadmin@demo.test", account("superadmin@demo.test"));
    expect(own.status).toBe(403);
    expect(await signsInWith("superadmin@demo.test", NEW_PASSWORD)).toBe(false);
  });
});

describe("patient-area calls judge staff by the patient's tree (§2.2)", () => {
  it("every patient-area rule names where its record is", () => {
    const unscoped = CALL_RULES.filter(
      (rule) => rule.access.kind === "patientArea" && !rule.access.staffOrganization,
    ).map((rule) => `${rule.method} ${rule.path}`);
    expect(unscoped).toEqual([]);
  });

  type Case = [method: string, what: string, url: () => string, body?: () => unknown];
  /** The calls that named no organization before: each on the Demo patient's records. */
  const cases: Case[] = [
    ["GET", "the own record", () => "/api/patients/patient"],
    ["GET", "family", () => `/api/patients/${records.patient}/family-members`],
    [
      "POST",
      "a new family member",
      () => "/api/patients",
      () => ({
        familyOf: records.patient,
        firstName: "Ana",
        lastName: "Lopez",
        dateOfBirth: "01/02/2015",
        gender: "Female",
        relationship: "Child",
      }),
    ],
    [
      "PUT",
      "the profile",
      () => `/api/patients/profile/${records.patient}`,
      () => ({ firstName: "Mallory", lastName: "Example" }),
    ],
    ["GET", "the care plan", () => `/api/patients/${records.patient}/carePlan`],
    ["GET", "the vaccination card", () => `/api/patients/${records.patient}/vaccination-card/pdf/download`],
    ["GET", "the insurance payers", () => "/api/insurance/payers"],
    ["GET", "the family's appointments", () => `/api/tasks/${records.patient}/family-member-appointments`],
    ["GET", "an appointment", () => `/api/tasks/${records.task}`],
    [
      "PUT",
      "a first booking",
      () => "/api/tasks/book-first-appointment-for-patient",
      () => ({ id: records.patient, locationId: store.tasks.byId(records.task)!.locationId }),
    ],
    [
      "PUT",
      "a booking's cancel",
      () => `/api/tasks/bookAppointment/cancel?patientId=${records.patient}&taskId=${records.task}`,
    ],
    ["GET", "an invoice", () => `/api/paymentCart/download/invoice/${records.invoice}`],
    [
      "POST",
      "an assessment report",
      () => "/api/surveys/assessment-report",
      () => ({ assessmentId: records.survey, patientId: records.patient, answers: [] }),
    ],
  ];

  /** Calls that name no patient: the patient area's own, refused to staff of any one tree. */
  const NO_RECORD = new Set(["the own record", "the insurance payers"]);

  it.each(cases)("%s %s: Harbor staff are refused and nothing changes", async (method, _what, url, body) => {
    const path = url().split("?")[0]!;
    const rule = ruleFor(method, path)!.rule;
    expect(rule.access.kind).toBe("patientArea");
    const capabilities = rule.access.kind === "patientArea" ? rule.access.capabilities : [];
    // The coordinator, or the admin where the coordinator's role lacks the capability: either
    // way the role allows the call, so only the patient's tree refuses it.
    const who = ["coordinator@harbor.test", "orgadmin@harbor.test"].find((username) =>
      capabilities.some((c) => accountCan(store, account(username), c)),
    )!;
    expect(who).toBeDefined();
    await api.login(who);
    const requestBody = body?.();
    const before = snapshot();
    const answer = await call(who, method, url(), requestBody);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: "FORBIDDEN", message: expect.any(String) });
    expect(snapshot()).toBe(before);
  });

  it.each(cases.filter(([method, what]) => method === "GET" && !NO_RECORD.has(what)))(
    "%s %s: the patient's own tree's staff still read it",
    async (method, _what, url) => {
      expect(await statusOf("orgadmin@demo.test", method, url())).toBe(200);
    },
  );

  it("the patient still reads their own record and family", async () => {
    expect((await call("patient@demo.test", "GET", "/api/patients/patient")).status).toBe(200);
    const family = await call("patient@demo.test", "GET", `/api/patients/${records.patient}/family-members`);
    expect(family.status).toBe(200);
    expect(await call("patient@demo.test", "GET", `/api/tasks/${records.task}`)).toMatchObject({
      status: 200,
    });
  });
});

describe("GET /api/lanes/{id} (§2.7)", () => {
  const laneIn = (tree: Set<string>) => store.lanes.all().find((lane) => tree.has(lane.clinicId))!;

  it("is refused for a lane of another tree", async () => {
    const answer = await call("coordinator@harbor.test", "GET", `/api/lanes/${laneIn(demoTree()).id}`);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: "FORBIDDEN" });
  });

  it("answers a lane of the caller's tree, and 404 for an unknown one", async () => {
    const lane = laneIn(harborTree());
    const answer = await call("coordinator@harbor.test", "GET", `/api/lanes/${lane.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: lane.id });
    expect((await call("coordinator@harbor.test", "GET", "/api/lanes/no-such-lane")).status).toBe(404);
  });
});

describe("a prototype key as a list's sort is never a 500 (§2.7)", () => {
  const demoRoot = () => demoPatient().organizations[0]!;
  const clinic = () => store.lanes.all().find((lane) => demoTree().has(lane.clinicId))!.clinicId;
  const performer = () => store.performers.byAccount(account("provider@demo.test").accountId)!.id;
  /** Each list call that takes a sort (or another key looked up in a table), by its parameter. */
  const lists: Array<[string, (key: string) => string]> = [
    ["fee schedules, sort=KEY,asc", (key) => `/api/fee-schedules?sort=${key},asc`],
    ["fee schedules, sort=KEY", (key) => `/api/fee-schedules?sort=${key}`],
    ["programs", (key) => `/api/programs?orderType=${key}`],
    ["an organization's programs", (key) => `/api/programs/organization/${demoRoot()}?orderType=${key}`],
    ["an organization's surveys", (key) => `/api/surveys/organization/${demoRoot()}?orderType=${key}`],
    ["public surveys", (key) => `/api/surveys/public-brief?orderType=${key}`],
    ["members", (key) => `/api/organizations/${demoRoot()}/patients?orderType=${key}`],
    ["members, ageGroups", (key) => `/api/organizations/${demoRoot()}/patients?ageGroups=${key}`],
    ["an organization's care plans", (key) => `/api/carePlans/organization/${demoRoot()}?orderType=${key}`],
    [
      "care plan templates",
      (key) => `/api/carePlans/templates?organizationId=${demoRoot()}&orderType=${key}`,
    ],
    ["public care plan templates", (key) => `/api/carePlans/public-templates?orderType=${key}`],
    ["a clinic's tasks", (key) => `/api/tasks/${clinic()}/location?orderType=${key}`],
    ["a clinic's tasks, taskType", (key) => `/api/tasks/${clinic()}/location?taskType=${key}`],
    [
      "a provider's patients",
      (key) => `/api/performers/patients-with-metrics?performerId=${performer()}&orderType=${key}`,
    ],
  ];
  const KEYS = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];
  const cases = lists.flatMap(([name, list]) => KEYS.map((key) => [name, key, list] as const));

  it.each(cases)("%s with %s answers a list or a 422, not a 500", async (_name, key, list) => {
    const answer = await call("superadmin@demo.test", "GET", list(key));
    expect([200, 422], JSON.stringify(answer.body)).toContain(answer.status);
    if (answer.status === 422)
      expect(answer.body).toMatchObject({
        code: "VALIDATION_FAILED",
        fieldErrors: [{ field: expect.any(String), message: expect.any(String) }],
      });
  });
});
