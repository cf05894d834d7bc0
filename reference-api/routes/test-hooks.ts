import type { NextFunction, Request, Response } from "express";
import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import { isPatientAccount } from "@contract/privileges";
import { invalid, serveHooks } from "../http";
import { hashPassword, seedState } from "../seed";
import { bookIntoLane } from "../clinic-setup/routes";
import { createActivity } from "../events/routes";
import { createLaneFixture } from "../lanes/routes";
import type { Store } from "../store";

/**
 * Development and test only (REFERENCE_API_TEST_HOOKS=1): read state for assertions, reset the
 * seed, expire tokens to exercise refresh. Never enabled by the demo's production-like start.
 */
interface Fault {
  method?: string;
  path: RegExp;
  status: number;
  times: number;
  delayMs: number;
  body?: string;
  contentType: string;
}

const faults: Fault[] = [];

/**
 * Injected failures for tests: the next `times` requests matching method and path answer with
 * `status` (and `body`), after `delayMs`. Runs before every /api route.
 */
export function faultInjector(req: Request, res: Response, next: NextFunction) {
  const index = faults.findIndex((f) => (!f.method || f.method === req.method) && f.path.test(req.path));
  if (index < 0) return next();
  const fault = faults[index]!;
  fault.times -= 1;
  if (fault.times <= 0) faults.splice(index, 1);
  setTimeout(() => {
    if (fault.status === 0) return req.socket.destroy();
    res
      .status(fault.status)
      .type(fault.contentType)
      .send(fault.body ?? JSON.stringify({ code: "INJECTED_FAULT", message: "Injected failure" }));
  }, fault.delayMs);
}

export function testHookRoutes(store: Store, options: ReferenceApiOptions) {
  const router = Router();

  serveHooks(router, {
    /** { ms }: every /api call waits this long from now on (LATENCY_MS at start). */
    "POST /__test/latency": (req, res) => {
      const ms = Number((req.body as { ms?: unknown }).ms);
      if (!Number.isInteger(ms) || ms < 0 || ms > 120_000)
        return res.status(400).json({ code: "BAD_LATENCY" });
      options.latencyMs = ms;
      res.json({ latencyMs: ms });
    },
    /** { method?, path: "regex", status (0 = drop the connection), times?, delayMs?, body?, contentType? } */
    "POST /__test/faults": (req, res) => {
      const body = req.body as {
        method?: string;
        path: string;
        status: number;
        times?: number;
        delayMs?: number;
        body?: string;
        contentType?: string;
      };
      faults.push({
        method: body.method?.toUpperCase(),
        path: new RegExp(body.path),
        status: Number(body.status),
        times: Number(body.times ?? 1),
        delayMs: Number(body.delayMs ?? 0),
        body: body.body,
        contentType: body.contentType ?? "application/json",
      });
      res.json({ faults: faults.length });
    },
    "DELETE /__test/faults": (_req, res) => {
      faults.length = 0;
      res.json({ faults: 0 });
    },
    /** {batchId}: the reschedule's batch is forgotten, so its undo must bring its undo items. */
    "POST /__test/forget-lane-batch": (req, res) => {
      const batchId = String((req.body as { batchId?: unknown }).batchId ?? "");
      store.lanes.forgetBatch(batchId);
      res.json({ forgotten: batchId });
    },
    "POST /__test/reset": (_req, res) => {
      store.reset(seedState(new Date(), { volume: options.volume }));
      res.json({ reset: true });
    },
    "GET /__test/state/:collection": (req, res) => {
      const collection = store.collection(req.params.collection!);
      if (collection === undefined) return res.status(404).json({ message: "unknown collection" });
      // `?field=value` keeps the rows whose field is that value: at the demo's volumes a whole
      // collection (50,000 tasks) is too much to send for each assertion.
      const where = Object.entries(req.query).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      );
      if (where.length === 0 || !Array.isArray(collection)) return res.json(collection);
      res.json(
        collection.filter((row: Record<string, unknown>) =>
          where.every(([field, value]) => row[field] !== undefined && String(row[field]) === value),
        ),
      );
    },
    /**
     * {count, prefix, template?} — staff accounts `${prefix}-${n}@bench.test`, password
     * Demo-Password-2026!, each a copy of the staff account `template` (its role and organization;
     * coordinator@demo.test unless named): the soak benchmark needs an organization admin's and the
     * super admin's writes. A template that is no staff account is a 422.
     */
    "POST /__test/fixtures/accounts": (req, res) => {
      const body = req.body as { count?: number; prefix?: string; template?: string };
      const count = Math.max(1, Math.min(5000, Number(body.count ?? 10)));
      const prefix = (body.prefix ?? "bench").replace(/[^a-z0-9-]/gi, "");
      const template = store.accounts.byUsername(body.template ?? "coordinator@demo.test");
      if (!template || isPatientAccount(template))
        invalid([{ field: "template", message: "Not a staff account" }]);
      const created: string[] = [];
      for (let n = 0; n < count; n++) {
        const username = `${prefix}-${n}@bench.test`;
        if (store.accounts.byUsername(username)) continue;
        // scrypt, salted by username: about 50 ms each, so keep counts in the hundreds.
        store.accounts.insert({
          ...template,
          accountId: store.nextId("acct"),
          username,
          email: username,
          passwordHash: hashPassword("Demo-Password-2026!", username),
          mfa: false,
        });
        created.push(username);
      }
      res.json({
        created: created.length,
        usernames: Array.from({ length: count }, (_, n) => `${prefix}-${n}@bench.test`),
      });
    },
    /**
     * {prefix} — a school under Demo Health North with its own organization admin,
     * `${prefix}@school.test` (password Demo-Password-2026!): a test of a school's events needs a
     * school no other test writes to, and the seed has none (its schools are only requesters' names).
     */
    "POST /__test/fixtures/school": (req, res) => {
      res.json(createSchoolFixture(store, String((req.body as { prefix?: string }).prefix ?? "school")));
    },
    /**
     * {prefix} — a district (JURISDICTION, no school) under Demo Health North with a department of
     * its own and a partner clinic: the school views' tests need a district no other test writes to.
     */
    "POST /__test/fixtures/district": (req, res) => {
      res.json(createDistrictFixture(store, String((req.body as { prefix?: string }).prefix ?? "district")));
    },
    /** {count} — new patients of the main organization, for tests that need a patient of their own. */
    "POST /__test/fixtures/patients": (req, res) => {
      const count = Math.max(1, Math.min(50, Number((req.body as { count?: number }).count ?? 1)));
      const main = store.organizations.firstRoot()!;
      const ids: string[] = [];
      for (let n = 0; n < count; n++) {
        const id = store.nextId("pat");
        store.patients.insert({
          id,
          firstName: "Test",
          lastName: `Patient ${id}`,
          dateOfBirth: "01/02/1990",
          gender: "other",
          language: "en-US",
          organizations: [main.id],
          dateCreated: new Date().toISOString(),
        });
        ids.push(id);
      }
      res.json({ ids });
    },
    /**
     * {patientId, assessmentName, score, note} — an assessment report and a staff note on the
     * patient's feed, as if the patient had answered and a clinician had written.
     */
    "POST /__test/fixtures/activities": (req, res) => {
      const body = req.body as { patientId?: string; assessmentName?: string; score?: number; note?: string };
      const patient = store.patients.byId(String(body.patientId ?? ""));
      if (!patient) return res.status(404).json({ message: "unknown patient" });
      const organizationId = patient.organizations[0]!;
      const name = String(body.assessmentName ?? "PHQ-9");
      const report = createActivity(store, {
        patientId: patient.id,
        organizationId,
        entityType: "ASSESSMENT_REPORT",
        entityName: name,
        actorAccountRole: "PATIENT",
        assessmentReportResource: {
          assessmentName: name,
          score: Number(body.score ?? 0),
          dateCreated: new Date().toISOString(),
        },
      });
      const note = createActivity(store, {
        patientId: patient.id,
        organizationId,
        entityType: "NOTE",
        entityName: "Note",
        actorAccountRole: "DOCTOR",
        note: String(body.note ?? ""),
      });
      res.json({ ids: [report.id, note.id] });
    },
    /** A day of lanes (far in the future, unique to the caller) with booked patients. */
    "POST /__test/fixtures/lanes": (req, res) => {
      const body = req.body as {
        count?: number;
        withPatients?: boolean;
        dayOffset?: number;
        clinicId?: string;
      };
      res.json(createLaneFixture(store, body));
    },
    /**
     * {laneId, count, patientIds?} — books `count` patients into a lane, one per slot from its
     * start: the named ones (a test's own, from /__test/fixtures/patients), else demo patients.
     */
    "POST /__test/fixtures/lane-bookings": (req, res) => {
      const body = req.body as { laneId?: string; count?: number; patientIds?: unknown };
      const booked = bookIntoLane(
        store,
        String(body.laneId ?? ""),
        Math.max(1, Math.min(20, Number(body.count ?? 1))),
        Array.isArray(body.patientIds) ? body.patientIds.map(String) : undefined,
      );
      if (booked === null) return res.status(404).json({ message: "unknown lane" });
      res.json({ booked });
    },
    /**
     * {planId, owner} — the patient plan's owner becomes the performer of the staff account `owner`
     * (the app's forms name none), so the plan's patient is among that provider's own patients.
     */
    "POST /__test/fixtures/plan-owner": (req, res) => {
      const body = req.body as { planId?: string; owner?: string };
      const plan = store.carePlans.plan(String(body.planId ?? ""));
      const account = store.accounts.byUsername(String(body.owner ?? ""));
      const performer = account && store.performers.byAccount(account.accountId);
      if (!plan || plan.isTemplate || !performer)
        return res.status(404).json({ message: "unknown plan or owner" });
      store.carePlans.updatePlan({ ...plan, ownerId: performer.id });
      res.json({ ownerId: performer.id });
    },
    /** Every access token expires now (optionally only one account's): the next call gets 401. */
    "POST /__test/expire-access-tokens": (req, res) => {
      const username = (req.body as { username?: string }).username;
      const account = username ? store.accounts.byUsername(username) : undefined;
      // An unknown username matches every account, as before.
      res.json({ expired: store.tokens.expireAccess(Date.now() - 1, account?.accountId) });
    },
  });

  return router;
}

/**
 * A school under Demo Health North with its own organization admin, `${prefix}@school.test`
 * (password Demo-Password-2026!): a test of a school's events needs a school no other test writes
 * to, and the seed has none (its schools are only requesters' names).
 */
export function createSchoolFixture(store: Store, rawPrefix: string) {
  const prefix = rawPrefix.replace(/[^a-z0-9-]/gi, "") || "school";
  const parent = store.organizations.firstNamed("Demo Health North")!;
  const template = store.accounts.byUsername("orgadmin@demo.test")!;
  const school = {
    ...parent,
    id: store.nextId("org"),
    name: `Lincoln Elementary ${prefix}`,
    shortName: prefix.slice(0, 20),
    type: "SCHOOL",
    parentOrganizationId: parent.id,
    isHeadquarter: false,
    departments: [],
    description: "A school of a test",
  };
  store.organizations.insert(school);
  const username = `${prefix}@school.test`;
  if (!store.accounts.byUsername(username))
    store.accounts.insert({
      ...template,
      accountId: store.nextId("acct"),
      username,
      email: username,
      firstName: "Sam",
      lastName: "Schoolhouse",
      organizationId: school.id,
      passwordHash: hashPassword("Demo-Password-2026!", username),
      mfa: false,
    });
  return { schoolId: school.id, parentId: parent.id, name: school.name, username };
}

/** A district of a test's own (see its hook): no school below it, one department, one partner. */
export function createDistrictFixture(store: Store, rawPrefix: string) {
  const prefix = rawPrefix.replace(/[^a-z0-9-]/gi, "") || "district";
  const parent = store.organizations.firstNamed("Demo Health North")!;
  const partner = store.organizations.firstNamed("Riverside Community Clinic")!;
  const departmentId = store.nextId("dept");
  const district = {
    ...parent,
    id: store.nextId("org"),
    name: `Maple District ${prefix}`,
    shortName: prefix.slice(0, 20),
    type: "JURISDICTION",
    parentOrganizationId: parent.id,
    isHeadquarter: false,
    departments: [{ id: departmentId, name: `School nursing ${prefix}` }],
    description: "A district of a test",
  };
  store.organizations.insert(district);
  store.schoolViews.insert({
    id: store.nextId("assoc"),
    organizationId: district.id,
    associatedOrganizationId: partner.id,
    relation: "PARTNER",
    since: "2026-01-15",
  });
  return {
    districtId: district.id,
    parentId: parent.id,
    name: district.name,
    departmentId,
    partner: partner.name,
  };
}
