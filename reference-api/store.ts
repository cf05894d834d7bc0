import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { AccountRepo, TokenRepo } from "./accounts/repo";
import { PasswordResetRepo } from "./accounts/password-resets-repo";
import { ActivityRepo } from "./events/activities-repo";
import { AuditRepo } from "./audit/repo";
import { AttachmentRepo } from "./onboarding/attachments-repo";
import { BillingRepo } from "./billing/repo";
import { BillingCodeRepo } from "./billing/codes-repo";
import { CalendarFeedRepo } from "./providers/calendar-feed-repo";
import { CarePlanRepo } from "./care-plans/repo";
import { ClinicSetupRepo } from "./clinic-setup/repo";
import { Db, DB_FILE } from "./db/db";
import { EventRepo } from "./events/repo";
import { ExportRepo } from "./exports/repo";
import { IdSequence } from "./db/id-sequence";
import { IdempotencyRepo } from "./db/idempotency";
import { LaneAnalyticsRepo } from "./clinic-analytics/repo";
import { ClaimRepo } from "./claims/repo";
import { LaneRepo } from "./lanes/repo";
import { LocationRepo } from "./locations/repo";
import { SchoolViewRepo } from "./organization-pages/school-views-repo";
import { MasterDataRepo } from "./master-data/repo";
import { MasterDataViewRepo } from "./master-data/views-repo";
import { NoteRepo } from "./notes/repo";
import { NotificationRepo } from "./events/notifications-repo";
import { OrganizationAdminRepo } from "./organizations/admin-repo";
import { OrganizationPageRepo } from "./organization-pages/repo";
import { OrganizationRepo } from "./organizations/repo";
import { PatientAreaRepo } from "./db/patient-area";
import { PatientGroupRepo } from "./patient-groups/repo";
import { PatientRequestRepo } from "./patient-requests/repo";
import { PatientRepo } from "./patients/repo";
import { PerformerRepo } from "./providers/repo";
import { EMPTY_PROGRAM_TABLES, ProgramRepo } from "./programs/repo";
import { PatientFileRepo } from "./health-record/files-repo";
import { SurveyRepo } from "./surveys/repo";
import { TaskRepo } from "./appointments/repo";
import { TherapyRepo } from "./care-plans/therapy-repo";
import { SEED_GENERATION } from "./seed";
import type { Seed, Tables } from "./types";

/** A file earlier versions kept next to the database; `remove` deletes a leftover one. */
const LEGACY_STATE_FILE = "state.json";
/** The seed generation (`SEED_GENERATION`) that seeded the database, in `meta`. */
const SEEDED_BY = "seed-generation";
/** Set in `meta` by earlier versions once the tables were filled (a database seeded before `SEEDED_BY`). */
const LEGACY_FILLED = "filled";

/**
 * The reference upstream's data: the SQLite database DATA_DIR/reference.db (db/, decision 013),
 * one repository per area. Writes are synchronous; there is nothing to flush.
 */
export class Store {
  readonly lanes: LaneRepo;
  readonly tasks: TaskRepo;
  readonly performers: PerformerRepo;
  readonly billingCodes: BillingCodeRepo;
  readonly billing: BillingRepo;
  readonly events: EventRepo;
  readonly notifications: NotificationRepo;
  readonly activities: ActivityRepo;
  readonly notes: NoteRepo;
  readonly attachments: AttachmentRepo;
  readonly patientArea: PatientAreaRepo;
  readonly patientFiles: PatientFileRepo;
  readonly surveys: SurveyRepo;
  readonly patientGroups: PatientGroupRepo;
  readonly patientRequests: PatientRequestRepo;
  readonly exports: ExportRepo;
  readonly clinicSetup: ClinicSetupRepo;
  readonly laneAnalytics: LaneAnalyticsRepo;
  readonly claims: ClaimRepo;
  readonly masterData: MasterDataRepo;
  readonly masterDataViews: MasterDataViewRepo;
  readonly programs: ProgramRepo;
  readonly calendarFeeds: CalendarFeedRepo;
  readonly carePlans: CarePlanRepo;
  readonly therapy: TherapyRepo;
  readonly organizations: OrganizationRepo;
  readonly organizationAdmin: OrganizationAdminRepo;
  readonly organizationPages: OrganizationPageRepo;
  readonly locations: LocationRepo;
  readonly schoolViews: SchoolViewRepo;
  readonly patients: PatientRepo;
  readonly accounts: AccountRepo;
  readonly passwordResets: PasswordResetRepo;
  readonly audit: AuditRepo;
  readonly tokens: TokenRepo;
  readonly idempotency: IdempotencyRepo;
  private readonly ids: IdSequence;

  constructor(
    readonly dir: string,
    readonly db: Db,
  ) {
    this.lanes = new LaneRepo(db);
    this.tasks = new TaskRepo(db);
    this.performers = new PerformerRepo(db);
    this.billingCodes = new BillingCodeRepo(db);
    this.billing = new BillingRepo(db);
    this.events = new EventRepo(db);
    this.notifications = new NotificationRepo(db);
    this.activities = new ActivityRepo(db);
    this.notes = new NoteRepo(db);
    this.attachments = new AttachmentRepo(db);
    this.patientArea = new PatientAreaRepo(db);
    this.patientFiles = new PatientFileRepo(db);
    this.surveys = new SurveyRepo(db);
    this.patientGroups = new PatientGroupRepo(db);
    this.patientRequests = new PatientRequestRepo(db);
    this.exports = new ExportRepo(db);
    this.clinicSetup = new ClinicSetupRepo(db);
    this.laneAnalytics = new LaneAnalyticsRepo(db);
    this.claims = new ClaimRepo(db);
    this.masterData = new MasterDataRepo(db);
    this.masterDataViews = new MasterDataViewRepo(db);
    this.programs = new ProgramRepo(db);
    this.calendarFeeds = new CalendarFeedRepo(db);
    this.carePlans = new CarePlanRepo(db);
    this.therapy = new TherapyRepo(db);
    this.organizations = new OrganizationRepo(db);
    this.organizationAdmin = new OrganizationAdminRepo(db);
    this.organizationPages = new OrganizationPageRepo(db);
    this.locations = new LocationRepo(db);
    this.schoolViews = new SchoolViewRepo(db);
    this.patients = new PatientRepo(db);
    this.accounts = new AccountRepo(db);
    this.passwordResets = new PasswordResetRepo(db);
    this.audit = new AuditRepo(db);
    this.tokens = new TokenRepo(db);
    this.idempotency = new IdempotencyRepo(db);
    this.ids = new IdSequence(db);
  }

  static open(dir: string, seed: () => Seed): { store: Store; seeded: boolean; outdated: boolean } {
    mkdirSync(dir, { recursive: true });
    const db = Db.open(path.join(dir, DB_FILE));
    const meta = db.sql.prepare("SELECT value FROM meta WHERE key = ?").pluck();
    const store = new Store(dir, db);
    const generation = meta.get(SEEDED_BY);
    if (generation === undefined && meta.get(LEGACY_FILLED) === undefined) {
      store.reset(seed());
      return { store, seeded: true, outdated: false };
    }
    // Seeded by an older seed: the data is kept (a demo's changes survive an upgrade), and the
    // caller says that it lacks what newer seeds hold.
    const outdated = Number(generation ?? 0) < SEED_GENERATION;
    return { store, seeded: false, outdated };
  }

  /** Deletes everything a store keeps in `dir` (`--reset`). */
  static remove(dir: string) {
    rmSync(path.join(dir, LEGACY_STATE_FILE), { force: true });
    Db.remove(path.join(dir, DB_FILE));
  }

  /** Replaces every table's rows with a seed's. */
  reset(tables: Seed) {
    this.db.transaction(() => {
      // Children before parents: foreign keys are on.
      this.db.sql.exec(
        `DELETE FROM calendar_feeds; DELETE FROM tasks; DELETE FROM lane_messages; DELETE FROM lane_batches; DELETE FROM lanes; DELETE FROM performers; DELETE FROM meta WHERE key = '${LEGACY_FILLED}';`,
      );
      this.db.sql.exec(
        "DELETE FROM claim_imports; DELETE FROM dispute_package_claims; DELETE FROM dispute_packages; DELETE FROM claims;",
      );
      this.db.sql.exec(
        "DELETE FROM import_logs; DELETE FROM entries; DELETE FROM plans; DELETE FROM fee_schedules; DELETE FROM payer_procedure_codes; DELETE FROM payer_reason_codes; DELETE FROM payers; DELETE FROM procedure_codes; DELETE FROM modifiers; DELETE FROM reason_codes;",
      );
      this.db.sql.exec(
        "DELETE FROM events; DELETE FROM notifications; DELETE FROM activities; DELETE FROM notes; DELETE FROM attachments; DELETE FROM invoices; DELETE FROM patient_files; DELETE FROM observations; DELETE FROM care_plan_observation_goals; DELETE FROM care_plan_tasks; DELETE FROM care_plan_goals; DELETE FROM care_plans; DELETE FROM therapy_attachments; DELETE FROM therapy_types; DELETE FROM assessment_reports; DELETE FROM survey_questions; DELETE FROM surveys; DELETE FROM service_types;",
      );
      this.db.sql.exec(
        "DELETE FROM patient_requests; DELETE FROM program_product_items; DELETE FROM program_products; DELETE FROM program_patients; DELETE FROM program_enrollment_steps; DELETE FROM program_criteria; DELETE FROM program_phase_items; DELETE FROM program_phases; DELETE FROM programs; DELETE FROM clinic_lane_audits; DELETE FROM clinic_setup_activities; DELETE FROM clinic_day_sign_offs; DELETE FROM clinic_special_dates; DELETE FROM clinic_hours; DELETE FROM master_data_values;",
      );
      this.db.sql.exec(
        "DELETE FROM audit_event_patients; DELETE FROM audit_event_scope; DELETE FROM audit_events;",
      );
      this.db.sql.exec(
        "DELETE FROM organization_associations; DELETE FROM locations; DELETE FROM organization_events; DELETE FROM organization_pictures; DELETE FROM organization_branding_images; DELETE FROM organization_branding; DELETE FROM clinic_patient_groups; DELETE FROM tokens; DELETE FROM password_resets; DELETE FROM accounts; DELETE FROM patient_organizations; DELETE FROM patients; DELETE FROM organization_departments; DELETE FROM organizations; DELETE FROM idempotency; DELETE FROM id_sequence;",
      );
      this.fill(tables);
      this.db.sql
        .prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)")
        .run(SEEDED_BY, String(SEED_GENERATION));
    });
  }

  private fill(tables: Partial<Tables>) {
    this.db.transaction(() => {
      // Rows refer to each other both ways (accounts and patients): keys are checked at commit.
      this.db.sql.pragma("defer_foreign_keys = ON");
      this.organizations.insertAll(tables.organizations ?? []);
      this.patients.insertAll(tables.patients ?? []);
      this.accounts.insertAll(tables.accounts ?? []);
      this.passwordResets.insertAll(tables.passwordResets ?? []);
      this.tokens.insertAll(tables.tokens ?? { access: {}, refresh: {} });
      this.idempotency.insertAll(tables.idempotency ?? {});
      if (tables.seq !== undefined) this.ids.set(tables.seq);
      this.performers.insertAll(tables.performers ?? []);
      this.calendarFeeds.insertAll(tables.calendarFeeds ?? []);
      this.lanes.insertAll({
        lanes: tables.lanes ?? [],
        laneBatches: tables.laneBatches ?? [],
        laneMessages: tables.laneMessages ?? [],
      });
      this.tasks.insertAll(tables.tasks ?? []);
      this.billingCodes.insertAll({
        procedureCodes: tables.procedureCodes ?? [],
        modifiers: tables.modifiers ?? [],
        reasonCodes: tables.reasonCodes ?? [],
        payers: tables.payers ?? [],
      });
      this.billing.insertAll({
        feeSchedules: tables.feeSchedules ?? [],
        plans: tables.plans ?? [],
        entries: tables.entries ?? [],
        importLogs: tables.importLogs ?? [],
      });
      this.events.insertAll(tables.events ?? []);
      this.notifications.insertAll(tables.notifications ?? []);
      this.activities.insertAll(tables.activities ?? []);
      this.notes.insertAll(tables.notes ?? []);
      this.attachments.insertAll(tables.attachments ?? []);
      this.patientArea.insertAll(tables);
      this.patientFiles.insertAll(tables.patientFiles ?? []);
      this.therapy.insertAll(tables.therapyTypes ?? []);
      // Before the care plans: an observation goal keeps the name of its master-data type.
      this.masterData.insertAll(tables.masterDataValues ?? []);
      this.carePlans.insertAll(tables);
      this.patientGroups.insertAll(tables.clinicPatientGroups ?? []);
      this.organizationPages.insertEvents(tables.organizationEvents ?? []);
      this.claims.insertAll(tables);
      this.patientRequests.insertAll(tables.patientRequests ?? []);
      this.programs.insertAll(tables.programData ?? EMPTY_PROGRAM_TABLES);
      this.locations.insertAll(tables.locations ?? []);
      this.schoolViews.insertAll(tables.organizationAssociations ?? []);
      this.audit.insert(tables.auditEvents ?? []);
      this.clinicSetup.insertActivities(tables.clinicSetupActivities ?? []);
    });
  }

  /** The names of the collections kept in tables (the compiler checks the list is whole). */
  tableNames(): Array<keyof Tables> {
    return Object.keys(this.tableReaders()) as Array<keyof Tables>;
  }

  /** A collection for `GET /__test/state/<name>`; undefined when unknown. */
  collection(name: string): unknown {
    const tables = this.tableReaders();
    return Object.hasOwn(tables, name) ? tables[name as keyof Tables]() : undefined;
  }

  private tableReaders(): Record<keyof Tables, () => unknown> {
    return {
      lanes: () => this.lanes.all(),
      laneBatches: () => this.lanes.allBatches(),
      laneMessages: () => this.lanes.allMessages(),
      tasks: () => this.tasks.all(),
      performers: () => this.performers.all(),
      payers: () => this.billingCodes.allPayers(),
      feeSchedules: () => this.billing.allSchedules(),
      plans: () => this.billing.allPlans(),
      entries: () => this.billing.allEntries(),
      procedureCodes: () => this.billingCodes.allProcedures(),
      modifiers: () => this.billingCodes.allModifiers(),
      reasonCodes: () => this.billingCodes.allReasons(),
      importLogs: () => this.billing.allImportLogs(),
      events: () => this.events.all(),
      notifications: () => this.notifications.all(),
      activities: () => this.activities.all(),
      notes: () => this.notes.all(),
      attachments: () => this.attachments.all(),
      serviceTypes: () => this.patientArea.serviceTypes(),
      surveys: () => this.patientArea.surveys(),
      assessmentReports: () => this.patientArea.reports(),
      carePlans: () => this.carePlans.plans(),
      carePlanGoals: () => this.carePlans.goals(),
      carePlanTasks: () => this.carePlans.tasks(),
      observations: () => this.carePlans.observations(),
      therapyTypes: () => this.therapy.all(),
      invoices: () => this.patientArea.invoices(),
      patientFiles: () => this.patientFiles.all(),
      clinicPatientGroups: () => this.patientGroups.all(),
      organizationEvents: () => this.organizationPages.allEvents(),
      calendarFeeds: () => this.calendarFeeds.all(),
      masterDataValues: () => this.masterData.all(),
      claims: () => this.claims.all(),
      disputePackages: () => this.claims.allPackages(),
      patientRequests: () => this.patientRequests.all(),
      programData: () => this.programs.all(),
      locations: () => this.locations.all(),
      organizationAssociations: () => this.schoolViews.all(),
      clinicSetupActivities: () => this.clinicSetup.allActivities(),
      accounts: () => this.accounts.all(),
      passwordResets: () => this.passwordResets.all(),
      auditEvents: () => this.audit.all(),
      tokens: () => this.tokens.all(),
      organizations: () => this.organizations.all(),
      patients: () => this.patients.all(),
      idempotency: () => this.idempotency.all(),
      seq: () => this.ids.current(),
    };
  }

  nextId(prefix: string): string {
    return `${prefix}-${this.ids.next().toString(36).padStart(5, "0")}`;
  }

  /** The number the next generated id will carry (test fixtures derive names from it). */
  peekSeq(): number {
    return this.ids.current() + 1;
  }

  /** Closes the database (shutdown, tests). */
  close() {
    this.db.close();
  }
}
