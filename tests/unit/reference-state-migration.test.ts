import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { emitEvent } from "../../reference-api/events";
import { SEED_GENERATION, seedState } from "../../reference-api/seed";
import { Store } from "../../reference-api/store";
import type { Seed, State, Tables } from "../../reference-api/types";

/** A demo's data survives an upgrade of the reference upstream: old state files are upgraded, not reseeded. */
describe("reference upstream state files", () => {
  let seeded: Seed;
  let state: State;
  /** The seed's tables; the id counter (`seq`) is checked on its own. */
  let tables: Omit<Tables, "seq">;
  const dirs: string[] = [];
  const stores: Store[] = [];
  const newDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "reference-state-"));
    dirs.push(dir);
    return dir;
  };
  const dirWith = (content: unknown) => {
    const dir = newDir();
    writeFileSync(path.join(dir, "state.json"), JSON.stringify(content));
    return dir;
  };
  const open = (dir: string) => {
    const opened = Store.open(dir, reseed);
    stores.push(opened.store);
    return opened;
  };
  const reseed = (): Seed => ({ ...structuredClone(seeded), seq: -1 });
  const tablesOf = (store: Store): Omit<Tables, "seq"> => ({
    lanes: store.lanes.all(),
    laneBatches: store.lanes.allBatches(),
    laneMessages: store.lanes.allMessages(),
    tasks: store.tasks.all(),
    performers: store.performers.all(),
    payers: store.billingCodes.allPayers(),
    feeSchedules: store.billing.allSchedules(),
    plans: store.billing.allPlans(),
    entries: store.billing.allEntries(),
    procedureCodes: store.billingCodes.allProcedures(),
    modifiers: store.billingCodes.allModifiers(),
    reasonCodes: store.billingCodes.allReasons(),
    importLogs: store.billing.allImportLogs(),
    events: store.events.all(),
    notifications: store.notifications.all(),
    activities: store.activities.all(),
    notes: store.notes.all(),
    attachments: store.attachments.all(),
    serviceTypes: store.patientArea.serviceTypes(),
    surveys: store.patientArea.surveys(),
    assessmentReports: store.patientArea.reports(),
    carePlans: store.carePlans.plans(),
    carePlanGoals: store.carePlans.goals(),
    carePlanTasks: store.carePlans.tasks(),
    observations: store.carePlans.observations(),
    therapyTypes: store.therapy.all(),
    invoices: store.patientArea.invoices(),
    patientFiles: store.patientFiles.all(),
    clinicPatientGroups: store.patientGroups.all(),
    organizationEvents: store.organizationPages.allEvents(),
    calendarFeeds: store.calendarFeeds.all(),
    masterDataValues: store.masterData.all(),
    claims: store.claims.all(),
    disputePackages: store.claims.allPackages(),
    patientRequests: store.patientRequests.all(),
    programData: store.programs.all(),
    accounts: store.accounts.all(),
    tokens: store.tokens.all(),
    organizations: store.organizations.all(),
    patients: store.patients.all(),
    idempotency: store.idempotency.all(),
  });
  const fileOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, "state.json"), "utf8")) as State;

  beforeAll(() => {
    seeded = seedState(new Date("2026-03-10T15:00:00Z"));
    seeded.attachments.push({
      id: "att-1",
      organizationId: seeded.organizations[0]!.id,
      fileName: "license.pdf",
      contentType: "application/pdf",
      size: 10,
      uploadedAt: "2026-03-10T15:00:00.000Z",
    });
    const lane = seeded.lanes[0]!;
    seeded.laneBatches.push({
      batchId: "batch-1",
      organizationId: lane.organizationId,
      kind: "CANCEL",
      createdAt: "2026-03-10T15:00:00.000Z",
      undone: false,
      items: [
        {
          clinicAppointmentId: lane.id,
          startDate: lane.startDate,
          endDate: lane.endDate,
          host: lane.host,
          diff: 0,
          status: "ACTIVE",
        },
      ],
      tasks: [{ taskId: "task-1", dueDate: lane.startDate }],
    });
    seeded.laneMessages.push({
      id: "msg-1",
      laneId: lane.id,
      patientId: seeded.patients[0]!.id,
      message: "Bring your ID",
      at: "2026-03-10T15:00:00.000Z",
    });
    seeded.importLogs.push({
      id: "import-1",
      feeScheduleId: seeded.feeSchedules[0]!.id,
      planId: null,
      fileName: "fees.csv",
      status: "COMPLETED",
      totalRows: 2,
      processedRows: 2,
      importedRows: 1,
      errors: [{ row: 3, message: "Unknown procedure code 'X1'" }],
      createdAt: "2026-03-10T15:00:00.000Z",
      accountId: seeded.accounts[0]!.accountId,
    });
    const account = seeded.accounts[0]!;
    const patient = seeded.patients[0]!;
    seeded.events.push(
      {
        id: 1,
        accountId: account.accountId,
        type: "NOTIFICATION",
        data: { content: "Hi" },
        at: "2026-03-10T15:00:00.000Z",
      },
      {
        id: 2,
        accountId: null,
        organizationId: account.organizationId,
        type: "ACTIVITY",
        data: { id: "act-1" },
        at: "2026-03-10T15:01:00.000Z",
      },
    );
    seeded.notifications.push(
      {
        id: "n-1",
        accountId: account.accountId,
        content: "Hi",
        createdAt: "2026-03-10T15:00:00.000Z",
        read: false,
      },
      {
        id: "n-2",
        accountId: account.accountId,
        content: "Accept?",
        createdAt: "2026-03-10T15:02:00.000Z",
        read: true,
        replyToRequest: { taskId: seeded.tasks[0]!.id, state: "ACCEPTED" },
      },
    );
    seeded.activities.push({
      id: "act-1",
      patientId: patient.id,
      organizationId: account.organizationId,
      entityType: "ASSESSMENT_REPORT",
      entityName: "Symptom check",
      actorAccountRole: "PATIENT",
      createdAt: "2026-03-10T15:01:00.000Z",
      assessmentReportResource: {
        assessmentName: "Symptom check",
        score: 3,
        dateCreated: "2026-03-10T15:01:00.000Z",
      },
      note: "Feeling fine",
    });
    const survey = seeded.surveys.find((s) => s.kind === "ASSESSMENT")!;
    seeded.assessmentReports.push({
      id: "report-1",
      assessmentId: survey.id,
      assessmentName: survey.name,
      patientId: patient.id,
      taskId: null,
      score: 2,
      answers: [{ questionId: survey.questions[0]!.id, choiceIds: [survey.questions[0]!.choices![1]!.id] }],
      dateCreated: "2026-03-10T15:03:00.000Z",
      accountId: null,
    });
    seeded.tokens.access.at_old = { accountId: seeded.accounts[0]!.accountId, exp: 4102444800000 };
    seeded.tokens.refresh.rt_old = { accountId: seeded.accounts[0]!.accountId, exp: 4102444800000 };
    seeded.idempotency["org-1:/cancel-clinic-appointments:key-1"] = {
      at: 1773154800000,
      status: 200,
      body: { batchId: "batch-1", cancelled: 1, patientCount: 0 },
    };
    const {
      lanes,
      laneBatches,
      laneMessages,
      tasks,
      performers,
      payers,
      feeSchedules,
      plans,
      entries,
      procedureCodes,
      modifiers,
      reasonCodes,
      importLogs,
      events,
      notifications,
      activities,
      notes,
      attachments,
      serviceTypes,
      surveys,
      assessmentReports,
      carePlans,
      carePlanGoals,
      carePlanTasks,
      observations,
      therapyTypes,
      invoices,
      patientFiles,
      clinicPatientGroups,
      organizationEvents,
      calendarFeeds,
      masterDataValues,
      claims,
      disputePackages,
      patientRequests,
      programData,
      accounts,
      tokens,
      organizations,
      patients,
      idempotency,
      seq: _seq,
      ...rest
    } = seeded;
    state = rest;
    tables = {
      clinicPatientGroups,
      organizationEvents,
      lanes,
      laneBatches,
      laneMessages,
      tasks,
      performers,
      payers,
      feeSchedules,
      plans,
      entries,
      procedureCodes,
      modifiers,
      reasonCodes,
      importLogs,
      events,
      notifications,
      activities,
      notes,
      attachments,
      serviceTypes,
      surveys,
      assessmentReports,
      carePlans,
      carePlanGoals,
      carePlanTasks,
      observations,
      therapyTypes,
      invoices,
      patientFiles,
      calendarFeeds,
      masterDataValues,
      claims,
      disputePackages,
      patientRequests,
      programData,
      accounts,
      tokens,
      organizations,
      patients,
      idempotency,
    };
  });
  afterEach(() => {
    for (const store of stores.splice(0)) store.db.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("keeps a store's JSON state and tables across a restart", () => {
    const dir = newDir();
    const first = open(dir);
    expect(first.seeded).toBe(true);
    first.store.close();
    stores.pop();
    const { store, seeded: fresh } = open(dir);
    expect(fresh).toBe(false);
    expect(store.state).toEqual(state);
    expect(tablesOf(store)).toEqual(tables);
    expect(store.collection("seq")).toBe(-1);
  });

  it("imports a version 5 file's accounts, tokens, organizations, patients, answers and id counter once", () => {
    const dir = newDir();
    const before = open(dir).store;
    // What version 5 wrote before these moved: the other tables filled, these in the document.
    // Notes, patient files and the clinics serving patient groups came later (migrations 024,
    // 027, 030) and belong to patients or organizations: such a file has none.
    before.db.sql.exec(
      "DELETE FROM notes; DELETE FROM patient_files; DELETE FROM tokens; DELETE FROM accounts; DELETE FROM patient_organizations; DELETE FROM patients; DELETE FROM organization_departments; DELETE FROM organizations; DELETE FROM idempotency; DELETE FROM id_sequence",
    );
    before.close();
    stores.pop();
    const { accounts, tokens, organizations, patients, idempotency } = tables;
    writeFileSync(
      path.join(dir, "state.json"),
      JSON.stringify({ ...state, accounts, tokens, organizations, patients, idempotency, seq: 1234 }),
    );
    const { store, seeded: fresh } = open(dir);
    expect(fresh).toBe(false);
    const withoutNotes = {
      ...tables,
      notes: [],
      patientFiles: [],
      clinicPatientGroups: [],
      organizationEvents: [],
      // Patient requests (migration 041) belong to patients too.
      patientRequests: [],
    };
    expect(tablesOf(store)).toEqual(withoutNotes);
    expect(store.collection("seq")).toBe(1234);
    expect(store.nextId("pat")).toBe(`pat-${(1235).toString(36).padStart(5, "0")}`);
    expect(fileOf(dir)).toEqual(state);
    store.close();
    stores.pop();
    // The rewritten file no longer holds them: opening again imports nothing a second time.
    const again = open(dir).store;
    expect(tablesOf(again)).toEqual(withoutNotes);
    expect(again.collection("seq")).toBe(1235);
  });

  it("imports version 4's performers into their tables, beside the others already there, once", () => {
    const dir = newDir();
    const before = open(dir).store;
    // What version 4 wrote: lanes and tasks in the database, performers still in the document.
    before.db.sql.exec("DELETE FROM performers");
    before.close();
    stores.pop();
    writeFileSync(
      path.join(dir, "state.json"),
      JSON.stringify({ ...state, version: 4, performers: tables.performers }),
    );
    const { store, seeded: fresh } = open(dir);
    expect(fresh).toBe(false);
    expect(tablesOf(store)).toEqual(tables);
    expect(fileOf(dir)).toEqual(state);
    store.close();
    stores.pop();
    expect(tablesOf(open(dir).store)).toEqual(tables);
  });

  it("imports a current file's billing collections into their tables, once, and drops them from it", () => {
    const dir = newDir();
    const before = open(dir).store;
    // What the store wrote before billing moved: the same version, billing still in the document.
    before.db.sql.exec(
      "DELETE FROM import_logs; DELETE FROM entries; DELETE FROM plans; DELETE FROM fee_schedules; DELETE FROM payer_procedure_codes; DELETE FROM payer_reason_codes; DELETE FROM payers; DELETE FROM procedure_codes; DELETE FROM modifiers; DELETE FROM reason_codes",
    );
    before.close();
    stores.pop();
    const billing = {
      payers: tables.payers,
      feeSchedules: tables.feeSchedules,
      plans: tables.plans,
      entries: tables.entries,
      procedureCodes: tables.procedureCodes,
      modifiers: tables.modifiers,
      reasonCodes: tables.reasonCodes,
      importLogs: tables.importLogs,
    };
    writeFileSync(path.join(dir, "state.json"), JSON.stringify({ ...state, ...billing }));
    const { store, seeded: fresh } = open(dir);
    expect(fresh).toBe(false);
    expect(tablesOf(store)).toEqual(tables);
    expect(fileOf(dir)).toEqual(state);
    expect(fileOf(dir)).not.toHaveProperty("entries");
    store.close();
    stores.pop();
    expect(tablesOf(open(dir).store)).toEqual(tables);
  });

  it("imports version 3's tasks and performers into their tables, beside the lanes already there", () => {
    const dir = newDir();
    const before = open(dir).store;
    // What version 3 wrote: lanes in the database, tasks and performers still in the document.
    before.db.sql.exec("DELETE FROM tasks; DELETE FROM performers");
    before.close();
    stores.pop();
    writeFileSync(
      path.join(dir, "state.json"),
      JSON.stringify({ ...state, version: 3, tasks: tables.tasks, performers: tables.performers }),
    );
    const { store, seeded: fresh } = open(dir);
    expect(fresh).toBe(false);
    expect(tablesOf(store)).toEqual(tables);
    expect(fileOf(dir)).toEqual(state);
  });

  it("imports version 2's lanes, batches, messages, tasks and performers into the tables, once", () => {
    const dir = dirWith({ ...seeded, version: 2 });
    const { store, seeded: fresh } = open(dir);
    expect(fresh).toBe(false);
    expect(store.state).toEqual(state);
    expect(tablesOf(store)).toEqual(tables);
    expect(store.collection("seq")).toBe(seeded.seq);
    expect(fileOf(dir)).toEqual(state);
    expect(fileOf(dir)).not.toHaveProperty("lanes");
    store.close();
    stores.pop();
    // The upgraded file is now version 3: opening again imports nothing a second time.
    expect(tablesOf(open(dir).store)).toEqual(tables);
  });

  it("moves version 1's `extra` into the typed collections", () => {
    const { attachments, serviceTypes, surveys, assessmentReports, carePlans, invoices, ...rest } = seeded;
    const version1 = {
      ...rest,
      version: 1,
      extra: {
        attachments,
        patientArea: { serviceTypes, surveys, reports: assessmentReports, carePlans, invoices },
      },
    };
    const { store, seeded: fresh } = open(dirWith(version1));
    expect(fresh).toBe(false);
    expect(store.state).toEqual(state);
    expect(store.state).not.toHaveProperty("extra");
    expect(tablesOf(store)).toEqual(tables);
  });

  it("gives a version 1 file without a patient area empty collections", () => {
    const {
      attachments: _a,
      serviceTypes: _s,
      surveys: _v,
      assessmentReports: _r,
      carePlans: _c,
      carePlanGoals: _g,
      carePlanTasks: _t,
      observations: _o,
      therapyTypes: _y,
      invoices: _i,
      patientFiles: _f,
      ...rest
    } = seeded;
    const { store } = open(dirWith({ ...rest, version: 1, extra: {} }));
    expect(store.state.version).toBe(5);
    expect(tablesOf(store)).toMatchObject({
      attachments: [],
      serviceTypes: [],
      surveys: [],
      assessmentReports: [],
      carePlans: [],
      invoices: [],
    });
  });

  it("imports a version 5 file's events, notifications, activities and patient-area records into their tables, once", () => {
    const dir = newDir();
    const before = open(dir).store;
    // What version 5 wrote before these collections moved: the other tables in the database, these
    // collections (and the event sequence) still in the document.
    before.db.sql.exec(
      "DELETE FROM events; DELETE FROM notifications; DELETE FROM activities; DELETE FROM attachments; DELETE FROM invoices; DELETE FROM care_plans; DELETE FROM therapy_types; DELETE FROM assessment_reports; DELETE FROM survey_questions; DELETE FROM surveys; DELETE FROM service_types;",
    );
    before.close();
    stores.pop();
    const inDocument = {
      events: tables.events,
      notifications: tables.notifications,
      activities: tables.activities,
      attachments: tables.attachments,
      serviceTypes: tables.serviceTypes,
      surveys: tables.surveys,
      assessmentReports: tables.assessmentReports,
      carePlans: tables.carePlans,
      carePlanGoals: tables.carePlanGoals,
      carePlanTasks: tables.carePlanTasks,
      observations: tables.observations,
      therapyTypes: tables.therapyTypes,
      invoices: tables.invoices,
    };
    writeFileSync(path.join(dir, "state.json"), JSON.stringify({ ...state, ...inDocument, eventSeq: 2 }));
    const { store, seeded: fresh } = open(dir);
    expect(fresh).toBe(false);
    expect(tablesOf(store)).toEqual(tables);
    expect(fileOf(dir)).toEqual(state);
    expect(fileOf(dir)).not.toHaveProperty("eventSeq");
    // The event log goes on from the imported events' ids.
    expect(emitEvent(store, { accountId: null, type: "ACTIVITY", data: {} }).id).toBe(3);
    store.close();
    stores.pop();
    const again = open(dir).store;
    expect(tablesOf(again).notifications).toEqual(tables.notifications);
    expect(again.events.all().map((e) => e.id)).toEqual([1, 2, 3]);
  });

  it("seeds afresh, and writes the seed, when the file is of no known version or unreadable", () => {
    for (const content of [{ ...seeded, version: 99 }, "not a state"]) {
      const dir = dirWith(content);
      const { store, seeded: fresh } = open(dir);
      expect(fresh).toBe(true);
      expect(store.collection("seq")).toBe(-1);
      expect(fileOf(dir)).toEqual(state);
      expect(store.lanes.all()).toEqual(tables.lanes);
    }
  });

  it("seeds afresh when a current file has lost its database", () => {
    const dir = newDir();
    open(dir).store.close();
    stores.pop();
    rmSync(path.join(dir, "reference.db"));
    const { store, seeded: fresh } = open(dir);
    expect(fresh).toBe(true);
    expect(store.lanes.all()).toEqual(tables.lanes);
  });

  it("keeps a database seeded by an older seed and says it is outdated; a fresh seed is current", () => {
    const dir = newDir();
    const first = open(dir);
    expect(first).toMatchObject({ seeded: true, outdated: false });
    first.store.db.sql
      .prepare("UPDATE meta SET value = ? WHERE key = 'seed-generation'")
      .run(String(SEED_GENERATION - 1));
    first.store.close();
    stores.pop();
    const again = open(dir);
    expect(again).toMatchObject({ seeded: false, outdated: true });
    expect(again.store.lanes.all()).toEqual(tables.lanes);
  });
});
