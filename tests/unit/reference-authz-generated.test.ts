import type { Request } from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  OPERATOR_NETWORK_READS,
  ROLES,
  can,
  roleOf,
  type Capability,
  type Role,
} from "@contract/permissions";
import { PRIVILEGE, type AccountLike } from "@contract/privileges";
import { isPublic } from "../../reference-api/app";
import {
  CALL_RULES,
  type Access,
  type CallRule,
  type IdSource,
  type OrganizationSource,
  type RecordKind,
} from "../../reference-api/permissions";
import {
  DEMO_NETWORK_NAME,
  DEMO_PASSWORD,
  OPERATOR_ORGANIZATION_NAME,
  PRIVILEGES,
  SECOND_ORGANIZATION_NAME,
  hashPassword,
  seedState,
} from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import type { Account } from "../../reference-api/types";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";
import { entryFor } from "@contract/match";
import type { z } from "zod";

/**
 * Issue 37 §5: every call rule of the reference upstream (`CALL_RULES`) is tried by every role and
 * every kind of caller, and answers as the permission matrix says (decision 015). Requests are
 * generated from the rules themselves, with ids of real records of a tree fast-check picks, so a
 * new rule is tested the day it is written, and one the generator cannot build a request for
 * fails with its method and path.
 *
 * What is expected comes from the matrix (`can`, `OPERATOR_NETWORK_READS`), never from the rule
 * under test beyond the capabilities and the kind of record it names:
 * - no session: 401 (a public call is the route's business);
 * - the account's own calls: every signed-in account passes;
 * - a patient making a staff call: 403; on a patient-area call, another patient's record is refused;
 * - a role holding none of the rule's capabilities: 403;
 * - with one: its own tree passes (not 401, not the permission layer's 403), another customer
 *   tree is refused (403 or 404), the platform operator passes only for `OPERATOR_NETWORK_READS`,
 *   the super admin passes everywhere.
 *
 * Each request runs inside a transaction that is rolled back, so a write that passes (a super
 * admin deleting a root organization) leaves the store as the seed made it for the next one.
 */

/** fast-check's seed (plus the rule's index): the same trees, records and accounts on every run. */
const SEED = 37_05;
/** Runs per rule; each run tries every role and caller kind once. */
const RUNS = 2;

const CALLER_KINDS = ["ownTree", "otherTree", "operator"] as const;
type StaffCallerKind = (typeof CALLER_KINDS)[number];

const PRIVILEGE_OF_ROLE: Record<Role, number> = {
  superAdmin: PRIVILEGE.SUPER_ADMIN,
  organizationAdmin: PRIVILEGE.ORGANIZATION_ADMIN,
  organizationManager: PRIVILEGE.ORGANIZATION_MANAGER,
  clinicAdministrator: PRIVILEGE.CLINIC_ADMINISTRATOR,
  coordinator: PRIVILEGE.COORDINATOR,
  testingCoordinator: PRIVILEGE.TESTING_COORDINATOR,
  scheduler: PRIVILEGE.SCHEDULER,
  analyticsAdmin: PRIVILEGE.ANALYTICS_ADMIN,
  providerUser: PRIVILEGE.USER,
};

/** The refusals the permission layer (enforcePermissions) answers, told apart from a route's own. */
const PERMISSION_LAYER_REFUSALS = [
  /^Patients may not make staff calls$/,
  /^Your role may not do this/,
  /^This organization is outside your organization tree$/,
  /is not open to any role$/,
];

/**
 * A route's own refusals of a caller the matrix lets through: rules finer than a capability and a
 * tree, each documented where the route is. A staff call expected to pass may answer one of these
 * 403s; any other 403 fails the test.
 */
const ROUTE_RULE_REFUSALS = [
  // notes/routes.ts: the author alone changes a note (decision 021).
  /^Only the author can change or delete a note$/,
  // providers/calendar-feed-routes.ts: a feed is the performer's own (decision 026).
  /^Only the performer manages their own calendar feed$/,
  // organizations/admin-routes.ts: a root organization needs organizations.manageRoots (decision 030).
  /^Only a super administrator (creates|deletes) a root organization$/,
  /^Only a super administrator moves an organization under a root$/,
  // surveys/routes.ts, patient-assessments.ts: answers also need patientRecord.read (decision 015).
  /^Patients' answers need patientRecord\.read as well$/,
  // billing/ownership.ts: the network's billing records are the operator's (decision 054).
  /is shared by the whole network: only the platform operator changes it$/,
  // master-data/routes.ts: every program's products is master data (decision 034).
  /^Only master data editors list every program's products$/,
  // claims/routes.ts: the fee schedule import log is billing's.
  /^Reading the fee schedule import log needs billing\.read$/,
];

/** Every kind of record a request names: the rules' own kinds and those the routes judge. */
type Kind =
  | RecordKind
  | "organization"
  | "clinic"
  | "feeSchedule"
  | "feePlan"
  | "feeEntry"
  | "procedureCode"
  | "modifier"
  | "reasonCode"
  | "payer"
  | "claim"
  | "disputePackage"
  /** A staff account of the tree (whose password an administrator resets). */
  | "staffAccount";

/** Kinds whose records live in no tree: the rule names no organization and the route reads every one. */
type NetworkKind = "masterData" | "therapyAttachment" | "notification";

/** Records that belong to a patient: a patient caller is refused another patient's. */
const PATIENT_KINDS: ReadonlySet<Kind> = new Set<Kind>([
  "patient",
  "note",
  "task",
  "labOrder",
  "patientFile",
  "activity",
  "invoice",
]);

/**
 * The record a path parameter names where the rule itself names no organization: the routes
 * judge these (billing ownership, decision 054; claims' organization, decision 039; password
 * resets, issue 37 §2.1), or the record is in no tree (master data, notifications, attachments).
 */
const ROUTE_JUDGED_IDS: Array<[RegExp, string, Kind | NetworkKind]> = [
  [/^\/api\/fee-schedules\/plan\//, "id", "feePlan"],
  [/^\/api\/fee-schedules\/entry\//, "id", "feeEntry"],
  [/^\/api\/fee-schedules\//, "id", "feeSchedule"],
  [/^\/api\/procedure-codes\//, "id", "procedureCode"],
  [/^\/api\/claims-modifiers\//, "id", "modifier"],
  [/^\/api\/reason-codes\//, "id", "reasonCode"],
  [/^\/api\/payers\//, "id", "payer"],
  [/^\/api\/claims\//, "id", "claim"],
  [/^\/api\/dispute-packages\//, "id", "disputePackage"],
  [/\/password-without-check$/, "accountId", "staffAccount"],
  [/^\/api\/attachments\/therapy-type\//, "id", "therapyAttachment"],
  [/^\/api\/notifications\//, "id", "notification"],
  [
    /^\/api\/(meta|masterData|specialties|program-type|program-category|insurance-providers)\//,
    "id",
    "masterData",
  ],
];

/** Path parameters other than the rule's organization: the record each names, in the same tree. */
const SECONDARY_PARAMS: Array<[RegExp, string, Kind | { literal: (today: string) => string }]> = [
  [/^\/api\/patients\/:id\//, "id", "patient"],
  [/^\/api\/activties\/patient\/:patientId\/:id\//, "id", "activity"],
  [/./, "laneId", "lane"],
  [/./, "slot", "lane"],
  [/./, "clinicId", "clinic"],
  [/./, "planId", "carePlan"],
  [/^\/api\/carePlans\/:planId\/task\/:taskId$/, "taskId", "planTask"],
  [/./, "stepId", { literal: () => "step-none" }],
  [/./, "batchId", { literal: () => "batch-none" }],
  [/./, "date", { literal: (today) => today }],
  [/./, "kind", { literal: () => "logo" }],
  [/./, "rank", { literal: () => "1" }],
  [/./, "code", { literal: () => "CODE-NONE" }],
  [/./, "value", { literal: () => "true" }],
  [/./, "checked", { literal: () => "true" }],
  [/./, "fileName", { literal: () => "file.png" }],
];

interface Tree {
  name: string;
  root: string;
  organizations: ReadonlySet<string>;
}

interface Caller {
  username: string;
  account: Account;
  like: AccountLike;
  token: string;
}

let api: ReferenceApi;
let store: Store;
let today: string;
/** The customer trees records are picked in, and the operator's. */
let customerTrees: Tree[];
let operatorTree: Tree;
/** A record kind's ids in each customer tree (by root). */
const recordsOf = new Map<Kind, Map<string, string[]>>();
/** The patient each patient record (`${kind} ${id}`) belongs to. */
const patientOfRecord = new Map<string, string>();
/** The demo patient (the patient caller) and their family. */
let ownFamily: ReadonlySet<string>;
/** Ids of records in no tree. */
const networkRecords = new Map<NetworkKind, string[]>();
/** Generated accounts: one per role at the root of each tree. */
const callers = new Map<string, Caller>();
let patientCaller: Caller;
/** The store after the set-up: every request is rolled back, so it is the same at the end. */
let before: string;

/** Everything the store holds except the tokens (signing in adds those). */
function snapshot() {
  const collections = store.tableNames().filter((name) => name !== "tokens");
  return JSON.stringify(collections.map((name) => store.collection(name)));
}

const callerOf = (root: string, role: Role) => callers.get(`${root} ${role}`)!;

/** One property run's choices: the tree, the records in it, the other tree, a plan task or not. */
interface Choice {
  tree: number;
  record: number;
  secondary: number;
  otherTree: number;
  planTask: boolean;
}

/** How a rule's request is made, or why the generator cannot make one. */
interface Plan {
  access: Access;
  /** The rule's organization (or record) and where it goes; none for a call without one. */
  primary?: { source: IdSource; kind: Kind };
  target: "tree" | "network" | "none";
  /** Who refuses another tree: the permission layer (the rule names the record) or the route. */
  judgedBy: "rule" | "route";
  /** Path parameters besides the primary. */
  params: Array<{
    name: string;
    fill: Kind | NetworkKind | "ownAccount" | { literal: (today: string) => string };
  }>;
}

type Expectation =
  | "pass"
  | "refuseRole"
  | "refuseScope"
  | "refusePatient"
  | "unauthorized"
  /** Not the matrix's to say: the patient area's own rules, past the bearer check. */
  | "route"
  /** A public call without a session: the route's business (never a 500). */
  | "public";

interface Tally {
  checks: number;
  /** Checks per tree of the record named. */
  trees: Record<string, number>;
  expectations: Partial<Record<Expectation, number>>;
  requests: number;
  cells: Set<string>;
  refusalStatuses: Record<string, Record<number, number>>;
  routeRefusals: Map<string, number>;
}
const tally: Tally = {
  checks: 0,
  trees: {},
  expectations: {},
  requests: 0,
  cells: new Set(),
  refusalStatuses: {},
  routeRefusals: new Map(),
};

beforeAll(async () => {
  const started = Date.now();
  api = await startReferenceApi("reference-authz-generated", {}, () =>
    seedState(new Date(), { volume: false }),
  );
  store = api.store;
  today = new Date().toISOString().slice(0, 10);
  readTrees();
  addBillingRecords();
  await addCallers();
  addPatientRecords();
  indexRecords();
  before = snapshot();
  console.info(`authz-generated: set-up ${Date.now() - started} ms`);
}, 120_000);

afterAll(async () => {
  const roleCells = new Set(
    [...tally.cells].filter((c) => !c.endsWith(" patient") && !c.endsWith(" anonymous")),
  );
  console.info(
    [
      `authz-generated: ${CALL_RULES.length} rules × ${ROLES.length} roles × ${CALLER_KINDS.length} caller kinds: ` +
        `${roleCells.size} staff cells checked, + ${tally.cells.size - roleCells.size} patient and no-session cells`,
      `  ${tally.checks} checks in ${tally.requests} requests (${RUNS} runs per rule); records of ${JSON.stringify(tally.trees)}`,
      `  expected ${JSON.stringify(tally.expectations)}`,
      `  refusals answered ${JSON.stringify(tally.refusalStatuses)}`,
      `  routes' own refusals of callers the matrix lets through ${JSON.stringify(Object.fromEntries(tally.routeRefusals))}`,
    ].join("\n"),
  );
  await api?.stop();
});

/** The customer trees (Demo, Harbor, any volume network) and the operator's, from the organizations. */
function readTrees() {
  const organizations = store.organizations.all();
  const children = new Map<string, string[]>();
  for (const o of organizations)
    if (o.parentOrganizationId)
      children.set(o.parentOrganizationId, [...(children.get(o.parentOrganizationId) ?? []), o.id]);
  const treeOf = (root: { id: string; name: string }): Tree => {
    const ids = new Set<string>();
    const walk = (id: string) => {
      ids.add(id);
      for (const child of children.get(id) ?? []) walk(child);
    };
    walk(root.id);
    return { name: root.name, root: root.id, organizations: ids };
  };
  const roots = organizations.filter((o) => !o.parentOrganizationId);
  operatorTree = treeOf(roots.find((o) => o.name === OPERATOR_ORGANIZATION_NAME)!);
  customerTrees = roots.filter((o) => o.name !== OPERATOR_ORGANIZATION_NAME).map(treeOf);
  // Demo and Harbor first: the trees the issue names.
  customerTrees.sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
  function rank(name: string) {
    return name === DEMO_NETWORK_NAME ? 0 : name === SECOND_ORGANIZATION_NAME ? 1 : 2;
  }
}

/**
 * The seed's billing set-up is the network's (every tree reads it); each customer tree gets one
 * record of each billing kind of its own (decision 054), so "another tree's record" exists.
 */
function addBillingRecords() {
  for (const tree of customerTrees) {
    const owner = tree.root;
    const tag = store
      .nextId("t")
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "");
    const payerId = store.nextId("payer");
    store.billingCodes.insertPayer({
      id: payerId,
      payerName: `Generated payer ${tag}`,
      payerGroupNumber: `G${tag}`,
      state: "MA",
      procedureCodes: [],
      reasonCodes: [],
      ownerOrganizationId: owner,
    });
    store.billingCodes.insertProcedure({
      id: store.nextId("proc"),
      code: `Z${tag.slice(-4)}`,
      description: "Generated procedure",
      group: "Generated",
      defaultAmount: "10.00",
      ownerOrganizationId: owner,
    });
    store.billingCodes.insertModifier({
      id: store.nextId("mod"),
      code: tag.slice(-2),
      description: "Generated modifier",
      ownerOrganizationId: owner,
    });
    store.billingCodes.insertReason({
      id: store.nextId("reason"),
      code: `R${tag.slice(-3)}`,
      description: "Generated reason",
      ownerOrganizationId: owner,
    });
    const scheduleId = store.nextId("fs");
    store.billing.insertSchedule({
      id: scheduleId,
      name: `Generated schedule ${tag}`,
      category: "Generated",
      description: "",
      effectiveDate: "01/01/2026",
      payerId,
      createdAt: new Date().toISOString(),
      ownerOrganizationId: owner,
    });
    const planId = store.nextId("plan");
    store.billing.insertPlan({ id: planId, feeScheduleId: scheduleId, name: `Plan ${tag}`, description: "" });
    store.billing.insertEntry({
      id: store.nextId("entry"),
      planId,
      procedureCode: store.billingCodes.allProcedures()[0]!.code,
      modifier: null,
      amount: "10.00",
      referencedFeeSchedulePlanId: null,
    });
  }
}

/**
 * The seed gives notes, lab orders, files and invoices only to the demo patient, activities to
 * nobody and therapy types to the network: each customer tree gets one of each for one of its
 * patients (and its root), so every record kind exists in every tree.
 */
function addPatientRecords() {
  const own = ownFamily;
  const first = <T extends { patientId: string }>(records: T[]) => {
    const found = records.find((r) => own.has(r.patientId));
    expect(found, "a record of the demo patient to copy").toBeDefined();
    return found!;
  };
  const note = first(store.notes.all());
  const file = first(store.patientFiles.all());
  const invoice = first(store.patientArea.invoices());
  const labOrder = first(store.tasks.all().filter((t) => t.elisOrderId));
  const therapy = store.therapy.all()[0]!;
  for (const tree of customerTrees) {
    const patient = store.patients
      .all()
      .find(
        (p) =>
          !own.has(p.id) &&
          p.organizations.length > 0 &&
          p.organizations.every((o) => tree.organizations.has(o)),
      );
    expect(patient, `a patient of ${tree.name}`).toBeDefined();
    const patientId = patient!.id;
    const organizationId = patient!.organizations[0]!;
    store.notes.insert({ ...note, id: store.nextId("note"), patientId });
    store.activities.insert({
      id: store.nextId("act"),
      patientId,
      organizationId,
      entityType: "OBSERVATION",
      entityName: "Blood pressure",
      actorAccountRole: "PATIENT",
      createdAt: new Date().toISOString(),
      observationResource: { name: "Blood pressure", value: "120/80" },
    });
    store.patientFiles.insert({ ...file, id: store.nextId("file"), patientId });
    const task = { ...labOrder, id: store.nextId("task"), patientId, elisOrderId: store.nextId("elis") };
    store.tasks.insert(task);
    store.patientArea.insertInvoice({
      ...invoice,
      id: store.nextId("inv"),
      number: store.nextId("INV"),
      patientId,
      taskId: task.id,
    });
    store.therapy.insert({
      ...therapy,
      id: store.nextId("therapy"),
      name: `Generated therapy ${tree.name}`,
      entityType: "ORGANIZATION",
      entityId: tree.root,
      attachments: [],
    });
  }
}

/** A patient and their family (the patient area's own rule: one's own records and one's family's). */
function familyOf(patientId: string): string[] {
  return [
    patientId,
    ...store.patients
      .all()
      .filter((p) => p.familyOf === patientId)
      .map((p) => p.id),
  ];
}

/** The account as the matrix sees it (the fields the session answers). */
function likeOf(account: Account): AccountLike {
  const organization = store.organizations.byId(account.organizationId);
  const privilege = PRIVILEGES.find((p) => p.id === account.privilegeId)!;
  return {
    privilegeId: account.privilegeId,
    privilegeName: privilege.name,
    isPerformer: account.isPerformer,
    organizationId: organization?.id ?? null,
    organizationName: organization?.name ?? null,
    parentOrganizationId: organization?.parentOrganizationId ?? null,
    accountOrganizations: organization
      ? [{ organizationId: organization.id, parentOrganizationId: organization.parentOrganizationId }]
      : [],
  };
}

/** One account per role at the root of each tree, signed in once; and the demo patient. */
async function addCallers() {
  // One scrypt hash for all: the salt travels in the hash, and hashing is slow on two cores.
  const passwordHash = hashPassword(DEMO_PASSWORD, "authz-generated");
  for (const tree of [...customerTrees, operatorTree])
    for (const role of ROLES) {
      const username = `authz-${role.toLowerCase()}-${tree.root}@generated.test`;
      const account: Account = {
        accountId: store.nextId("acct"),
        username,
        email: username,
        phoneNumber: `+1555${String(callers.size).padStart(7, "0")}`,
        firstName: "Generated",
        lastName: role,
        passwordHash,
        privilegeId: PRIVILEGE_OF_ROLE[role],
        isPerformer: role === "providerUser",
        organizationId: tree.root,
        mfa: false,
      };
      store.accounts.insert(account);
      const like = likeOf(account);
      expect(roleOf(like), username).toBe(role);
      callers.set(`${tree.root} ${role}`, { username, account, like, token: await api.login(username) });
    }
  const patient = store.accounts.byUsername("patient@demo.test")!;
  patientCaller = {
    username: patient.username,
    account: patient,
    like: likeOf(patient),
    token: await api.login(patient.username),
  };
  ownFamily = new Set(familyOf(patient.patientId!));
}

/** Real records of each kind in each customer tree, read once (every request is rolled back). */
function indexRecords() {
  const treeOfOrganization = new Map<string, string>();
  for (const tree of customerTrees)
    for (const id of tree.organizations) treeOfOrganization.set(id, tree.root);
  const add = (kind: Kind, root: string | undefined, id: string | undefined | null) => {
    if (!root || !id) return;
    const byTree = recordsOf.get(kind) ?? new Map<string, string[]>();
    recordsOf.set(kind, byTree);
    byTree.set(root, [...(byTree.get(root) ?? []), id]);
  };
  const treeOf = (organizationId: string | null | undefined) =>
    organizationId ? treeOfOrganization.get(organizationId) : undefined;

  for (const o of store.organizations.all()) {
    add("organization", treeOf(o.id), o.id);
    if (o.type === "CLINIC") add("clinic", treeOf(o.id), o.id);
    for (const d of store.organizationPages.departments(o.id)) add("department", treeOf(o.id), d.id);
    for (const l of store.locations.of(o.id)) add("location", treeOf(o.id), l.id);
  }
  // A patient is one tree's when every organization of theirs is in it.
  const patientTree = new Map<string, string>();
  const add2 = (kind: Kind, patientId: string, id: string | undefined) => {
    if (!id || !patientTree.has(patientId)) return;
    add(kind, patientTree.get(patientId), id);
    patientOfRecord.set(`${kind} ${id}`, patientId);
  };
  for (const p of store.patients.all()) {
    const roots = new Set(p.organizations.map(treeOf));
    const [root] = [...roots];
    if (roots.size !== 1 || !root) continue;
    patientTree.set(p.id, root);
    add2("patient", p.id, p.id);
  }
  for (const t of store.tasks.all()) {
    add2("task", t.patientId, t.id);
    add2("labOrder", t.patientId, t.elisOrderId);
  }
  for (const n of store.notes.all()) add2("note", n.patientId, n.id);
  for (const a of store.activities.all()) add2("activity", a.patientId, a.id);
  for (const f of store.patientFiles.all()) add2("patientFile", f.patientId, f.id);
  for (const i of store.patientArea.invoices()) add2("invoice", i.patientId, i.id);
  const plans = new Map(store.carePlans.plans().map((p) => [p.id, p]));
  const planTree = (id: string) => {
    const plan = plans.get(id);
    // A public template is read from every tree: not one tree's record.
    if (!plan || (plan.isPublic && plan.isTemplate)) return undefined;
    if (plan.patientId && !patientTree.has(plan.patientId)) return undefined;
    return treeOf(plan.organizationId);
  };
  for (const p of plans.values()) add("carePlan", planTree(p.id), p.id);
  for (const t of store.carePlans.tasks()) {
    add("planTask", planTree(t.carePlanId), t.id);
    for (const g of t.observationGoals) add("observationGoal", planTree(t.carePlanId), g.id);
  }
  for (const p of store.performers.all()) add("performer", treeOf(p.organizationId), p.id);
  for (const t of store.therapy.all())
    if (t.entityType === "ORGANIZATION") add("entity", treeOf(t.entityId), t.id);
  for (const s of store.patientArea.surveys()) {
    const root = treeOf(s.organizationId);
    add("survey", root, s.id);
    for (const q of s.questions) {
      add("surveyQuestion", root, q.id);
      for (const c of q.choices ?? []) add("surveyChoice", root, c.id);
    }
  }
  for (const r of store.patientRequests.all()) add("patientRequest", treeOf(r.organizationId), r.id);
  for (const l of store.lanes.all()) add("lane", treeOf(l.clinicId), l.id);
  const programs = store.programs.all();
  const programTree = new Map(programs.programs.map((p) => [p.id, treeOf(p.organizationId)]));
  const phaseProgram = new Map(programs.phases.map((p) => [p.id, p.programId]));
  const productProgram = new Map(programs.products.map((p) => [p.id, p.programId]));
  for (const p of programs.programs) add("program", programTree.get(p.id), p.id);
  for (const p of programs.phases) add("programPhase", programTree.get(p.programId), p.id);
  for (const i of programs.phaseItems)
    add("programPhaseItem", programTree.get(phaseProgram.get(i.phaseId) ?? ""), i.id);
  for (const p of programs.products) add("product", programTree.get(p.programId), p.id);
  for (const i of programs.productItems)
    add("productItem", programTree.get(productProgram.get(i.productId) ?? ""), i.id);
  // Billing: only the records a tree owns (the network's are every tree's to read).
  const owned = (kind: Kind, records: Array<{ id: string; ownerOrganizationId?: string | null }>) => {
    for (const r of records) add(kind, treeOf(r.ownerOrganizationId), r.id);
  };
  owned("payer", store.billingCodes.allPayers());
  owned("procedureCode", store.billingCodes.allProcedures());
  owned("modifier", store.billingCodes.allModifiers());
  owned("reasonCode", store.billingCodes.allReasons());
  const schedules = store.billing.allSchedules();
  owned("feeSchedule", schedules);
  const scheduleTree = new Map(schedules.map((s) => [s.id, treeOf(s.ownerOrganizationId)]));
  const planSchedule = new Map(store.billing.allPlans().map((p) => [p.id, p.feeScheduleId]));
  for (const p of store.billing.allPlans()) add("feePlan", scheduleTree.get(p.feeScheduleId), p.id);
  for (const e of store.billing.allEntries())
    add("feeEntry", scheduleTree.get(planSchedule.get(e.planId) ?? ""), e.id);
  for (const c of store.claims.all()) add("claim", treeOf(c.organizationId), c.id);
  for (const p of store.claims.allPackages()) add("disputePackage", treeOf(p.organizationId), p.id);
  for (const tree of customerTrees)
    add("staffAccount", tree.root, callerOf(tree.root, "coordinator").account.accountId);

  networkRecords.set(
    "masterData",
    store.masterData.all().map((v) => v.id),
  );
  networkRecords.set(
    "therapyAttachment",
    store.therapy.all().flatMap((t) => t.attachments?.map((a) => a.id) ?? []),
  );
  networkRecords.set(
    "notification",
    store.notifications.all().map((n) => n.id),
  );
}

/** The organization (or record) a call names, for staff. */
function organizationSource(access: Access): OrganizationSource | undefined {
  if (access.kind === "staff") return access.organization;
  if (access.kind === "patientArea") return access.staffOrganization;
  return undefined;
}

const paramsOf = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

/** How to build a request for the rule (with a plan task where the rule has that variant), or why not. */
function planFor(rule: CallRule, planTask: boolean): Plan | string {
  const access =
    planTask && rule.access.kind === "patientArea" && rule.access.planTask
      ? rule.access.planTask.access
      : rule.access;
  const source = organizationSource(access);
  let primary: Plan["primary"];
  let target: Plan["target"] = "none";
  if (source === "network") target = "network";
  else if (source && "of" in source) {
    // DELETE …/entity/{entityId}: the id is the owner's, an organization.
    const kind: Kind =
      source.of === "entity" && "path" in source.id && source.id.path === "entityId"
        ? "organization"
        : source.of;
    primary = { source: source.id, kind };
    target = "tree";
  } else if (source) {
    primary = { source, kind: "organization" };
    target = "tree";
  }
  const params: Plan["params"] = [];
  let judgedBy: Plan["judgedBy"] = "rule";
  for (const name of paramsOf(rule.path)) {
    if (primary && "path" in primary.source && primary.source.path === name) continue;
    // The account's own calls (password, picture) name the account itself.
    if (access.kind === "account" && rule.path.startsWith("/api/accounts/:")) {
      params.push({ name, fill: "ownAccount" });
      continue;
    }
    const judged = primary
      ? undefined
      : ROUTE_JUDGED_IDS.find(([pattern, param]) => param === name && pattern.test(rule.path));
    if (judged) {
      const [, , kind] = judged;
      if (isNetworkKind(kind)) params.push({ name, fill: kind });
      else {
        primary = { source: { path: name }, kind };
        target = "tree";
        judgedBy = "route";
      }
      continue;
    }
    const secondary = SECONDARY_PARAMS.find(([pattern, param]) => param === name && pattern.test(rule.path));
    if (!secondary)
      return (
        `no record kind for the path parameter :${name}: name its organization in the rule, ` +
        "or list the record the route judges in ROUTE_JUDGED_IDS"
      );
    params.push({ name, fill: secondary[2] });
  }
  return { access, primary, target, judgedBy, params };
}

function isNetworkKind(kind: Kind | NetworkKind): kind is NetworkKind {
  return kind === "masterData" || kind === "therapyAttachment" || kind === "notification";
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** The customer trees holding every tree-owned record the plan names. */
function treesFor(plan: Plan): Tree[] {
  const kinds = [
    ...(plan.primary ? [plan.primary.kind] : []),
    ...plan.params.flatMap((p) =>
      typeof p.fill === "string" && recordsOf.has(p.fill as Kind) ? [p.fill as Kind] : [],
    ),
  ];
  return customerTrees.filter((tree) =>
    kinds.every((kind) => (recordsOf.get(kind)?.get(tree.root)?.length ?? 0) > 0),
  );
}

interface Built {
  url: string;
  body?: Record<string, unknown>;
  tree?: Tree;
  /** The records the request names, and where. */
  named: Array<{ kind: Kind; id: string; where: "path" | "query" | "body" }>;
}

/** The request: every id a real record of the chosen tree; the caller's own account for its own calls. */
/**
 * Calls whose routes judge the record (its tree, its owner) after the contract has read the
 * request: an empty body would stop at the 422, so these get what their schema requires. Other
 * calls keep the empty body, which their routes refuse or accept after the access check.
 */
const JUDGED_AFTER_VALIDATION = new Set([
  "POST /api/accounts/:accountId/password-without-check",
  "PUT /api/tasks/bookAppointment/cancel",
  "PUT /api/fee-schedules/:id",
  "PUT /api/fee-schedules/plan/:id",
  "PUT /api/fee-schedules/entry/:id",
  "PUT /api/procedure-codes/:id",
  "PUT /api/claims-modifiers/:id",
  "PUT /api/payers/:id",
]);

/**
 * The value with what the schema requires and it lacks filled in with plain values of the right
 * type (the ids under test are kept): a few passes, one per layer of issues.
 */
function completed(schema: z.ZodTypeAny, value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...value };
  for (let pass = 0; pass < 4; pass++) {
    const parsed = schema.safeParse(out);
    if (parsed.success) break;
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key !== "string" || issue.path.length !== 1 || key in value) continue;
      if (issue.code === "invalid_type")
        out[key] =
          { string: "1", number: 1, boolean: false, array: [], object: {} }[issue.expected as string] ?? "1";
      else if (issue.code === "invalid_enum_value") out[key] = issue.options[0];
      else out[key] = "1";
    }
  }
  return out;
}

function build(rule: CallRule, plan: Plan, choice: Choice, caller: Caller | null): Built | string {
  const trees = treesFor(plan);
  if (plan.target === "tree" && trees.length === 0)
    return `no customer tree has a ${plan.primary!.kind} record (and the other records the call names)`;
  const tree = trees.length ? pick(trees, choice.tree) : customerTrees[0]!;
  const record = (kind: Kind, n: number) => {
    const ids = recordsOf.get(kind)?.get(tree.root);
    return ids?.length ? pick(ids, n) : undefined;
  };
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  const named: Built["named"] = [];
  if (plan.primary) {
    const id = record(plan.primary.kind, choice.record);
    if (id === undefined) return `no ${plan.primary.kind} record in ${tree.name}`;
    const source = plan.primary.source;
    if ("path" in source) path[source.path] = id;
    else if ("query" in source) query[source.query] = id;
    else body[source.body] = id;
    named.push({
      kind: plan.primary.kind,
      id,
      where: "path" in source ? "path" : "query" in source ? "query" : "body",
    });
  }
  for (const [i, param] of plan.params.entries()) {
    const n = choice.secondary + i;
    if (param.fill === "ownAccount") path[param.name] = caller?.account.accountId ?? "acct-none";
    else if (typeof param.fill === "object") path[param.name] = param.fill.literal(today);
    else if (isNetworkKind(param.fill)) {
      const ids = networkRecords.get(param.fill) ?? [];
      path[param.name] = ids.length ? pick(ids, n) : `${param.fill}-none`;
    } else {
      const id = record(param.fill, n);
      if (id === undefined) return `no ${param.fill} record in ${tree.name} for :${param.name}`;
      path[param.name] = id;
      named.push({ kind: param.fill, id, where: "path" });
    }
  }
  const concrete = rule.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(path[name]!));
  // What the call needs besides the ids under test, so the request reaches the access check
  // rather than stopping at the contract's 422 (the reference reads every request through it).
  const entry = JUDGED_AFTER_VALIDATION.has(`${rule.method} ${rule.path}`)
    ? entryFor(rule.method, concrete)?.call
    : undefined;
  if (entry?.query) Object.assign(query, completed(entry.query, query));
  const withBody = rule.method !== "GET" && rule.method !== "DELETE";
  if (withBody && entry?.body && "json" in entry.body) Object.assign(body, completed(entry.body.json, body));
  const url = concrete + (Object.keys(query).length ? `?${new URLSearchParams(query)}` : "");
  return { url, body: withBody ? body : undefined, tree: plan.target === "tree" ? tree : undefined, named };
}

/** What the matrix says a staff caller gets. */
function expectStaff(plan: Plan, caller: Caller, kind: StaffCallerKind): Expectation {
  const access = plan.access;
  if (access.kind === "account" || access.kind === "public") return "pass";
  const held = access.capabilities.filter((c) => can(caller.like, c));
  if (held.length === 0) return "refuseRole";
  if (roleOf(caller.like) === "superAdmin") return "pass";
  const networkRead = held.some((c: Capability) => OPERATOR_NETWORK_READS.has(c));
  if (plan.target === "none") return "pass";
  if (plan.target === "network") return kind === "operator" && networkRead ? "pass" : "refuseScope";
  if (kind === "ownTree") return "pass";
  if (kind === "operator" && networkRead) return "pass";
  return "refuseScope";
}

/**
 * What a patient gets: staff calls are refused. On its own area (patient-area/access.ts), a call
 * naming no record is its own; one naming another patient's record in the path or query is
 * refused, its own family's passes. A patient id in a body is the route's after validation (a
 * patient's family member is always its own, `familyOf` is staff's): not the matrix's to say.
 */
function expectPatient(plan: Plan, built: Built): Expectation {
  const access = plan.access;
  if (access.kind === "account") return "pass";
  if (access.kind === "staff") return "refusePatient";
  if (plan.target === "network") return "pass";
  const patients = built.named
    .filter((n) => n.where !== "body" && PATIENT_KINDS.has(n.kind))
    .map((n) => patientOfRecord.get(`${n.kind} ${n.id}`));
  if (patients.length === 0) return "route";
  return patients.every((p) => p !== undefined && ownFamily.has(p)) ? "pass" : "refuseScope";
}

/** One request inside a transaction rolled back afterwards: nothing it writes stays. */
async function send(token: string | null, method: string, built: Built) {
  const controller = new AbortController();
  store.db.sql.exec("BEGIN");
  try {
    tally.requests += 1;
    const response = await fetch(`${api.base}${built.url}`, {
      method,
      signal: controller.signal,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(built.body ? { "content-type": "application/json" } : {}),
      },
      body: built.body ? JSON.stringify(built.body) : undefined,
    });
    let message = "";
    if (response.headers.get("content-type")?.includes("text/event-stream")) controller.abort();
    else {
      const text = await response.text();
      if (response.status === 403 || response.status === 401) {
        try {
          message = String((JSON.parse(text) as { message?: unknown }).message ?? "");
        } catch {
          message = text.slice(0, 200);
        }
      }
    }
    return { status: response.status, message };
  } finally {
    store.db.sql.exec("ROLLBACK");
  }
}

const isPermissionLayerRefusal = (message: string) => PERMISSION_LAYER_REFUSALS.some((p) => p.test(message));

/** Whether the answer is what was expected; the reason when not. */
function judge(expected: Expectation, answer: { status: number; message: string }): string | undefined {
  const { status, message } = answer;
  if (status >= 500) return `answered ${status}`;
  switch (expected) {
    case "unauthorized":
      return status === 401 ? undefined : `expected 401, got ${status}`;
    case "refuseRole":
    case "refusePatient":
      return status === 403 ? undefined : `expected 403, got ${status}`;
    case "refuseScope":
      return status === 403 || status === 404 ? undefined : `expected a refusal (403 or 404), got ${status}`;
    case "public":
      return undefined;
    case "route":
      return status === 401 ? "expected a signed-in caller to pass the bearer check, got 401" : undefined;
    case "pass":
      if (status === 401) return "expected to pass, got 401";
      if (status !== 403) return undefined;
      if (isPermissionLayerRefusal(message)) return `expected to pass, got 403 "${message}"`;
      if (ROUTE_RULE_REFUSALS.some((p) => p.test(message))) {
        tally.routeRefusals.set(message, (tally.routeRefusals.get(message) ?? 0) + 1);
        return undefined;
      }
      return `expected to pass, got a route's 403 "${message}"`;
  }
}

/** Counts a check for the summary the lead records in docs/reliability.md. */
function count(cell: string, plan: Plan, built: Built, expected: Expectation, status: number) {
  tally.checks += 1;
  const tree = built.tree?.name ?? "no tree";
  tally.trees[tree] = (tally.trees[tree] ?? 0) + 1;
  tally.cells.add(cell);
  tally.expectations[expected] = (tally.expectations[expected] ?? 0) + 1;
  if (expected.startsWith("refuse")) {
    const key = expected === "refuseScope" ? `${expected} (by the ${plan.judgedBy})` : expected;
    const byStatus = (tally.refusalStatuses[key] ??= {});
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  }
}

/** Whether a request without a token is public (no bearer needed): then the route judges it. */
function publicCall(method: string, built: Built) {
  const [path, search] = built.url.split("?");
  const query = Object.fromEntries(new URLSearchParams(search ?? ""));
  const req = { method, baseUrl: "", path, query, headers: {}, get: () => undefined } as unknown as Request;
  return isPublic(req);
}

const choices: fc.Arbitrary<Choice> = fc.record({
  tree: fc.nat(),
  record: fc.nat(),
  secondary: fc.nat(),
  otherTree: fc.nat(),
  planTask: fc.boolean(),
});

describe("every reference upstream call rule answers as the permission matrix says", () => {
  it.each(CALL_RULES.map((rule, index) => [`${rule.method} ${rule.path}`, rule, index] as const))(
    "%s",
    async (_name, rule, index) => {
      await fc.assert(
        fc.asyncProperty(choices, async (choice) => {
          const plan = planFor(rule, choice.planTask);
          if (typeof plan === "string") throw new Error(`cannot build a request: ${plan}`);
          const problems: string[] = [];
          const check = async (
            cell: string,
            caller: Caller | null,
            expected: (built: Built) => Expectation,
          ) => {
            const built = build(rule, plan, choice, caller);
            if (typeof built === "string") throw new Error(`cannot build a request: ${built}`);
            const want = expected(built);
            const answer = await send(caller?.token ?? null, rule.method, built);
            count(`${rule.method} ${rule.path} ${cell}`, plan, built, want, answer.status);
            const wrong = judge(want, answer);
            if (wrong)
              problems.push(
                `${cell}${caller ? ` (${caller.username})` : ""}: ${rule.method} ${built.url}` +
                  `${built.body ? ` ${JSON.stringify(built.body)}` : ""} ${wrong}`,
              );
          };
          const firstBuilt = build(rule, plan, choice, null);
          if (typeof firstBuilt === "string") throw new Error(`cannot build a request: ${firstBuilt}`);
          const recordTree = firstBuilt.tree ?? customerTrees[0]!;
          const others = customerTrees.filter((t) => t.root !== recordTree.root);
          const otherTree = pick(others, choice.otherTree);
          for (const role of ROLES)
            for (const kind of CALLER_KINDS) {
              const tree = kind === "ownTree" ? recordTree : kind === "otherTree" ? otherTree : operatorTree;
              const caller = callerOf(tree.root, role);
              await check(`${role} ${kind}`, caller, () => expectStaff(plan, caller, kind));
            }
          await check("patient", patientCaller, (built) => expectPatient(plan, built));
          await check("anonymous", null, (built) =>
            publicCall(rule.method, built) ? "public" : "unauthorized",
          );
          if (problems.length) throw new Error(`${problems.length} wrong answers:\n${problems.join("\n")}`);
        }),
        { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
      );
    },
    60_000,
  );

  it("leaves the store as the set-up made it (every request was rolled back)", () => {
    expect(snapshot() === before).toBe(true);
  });
});
