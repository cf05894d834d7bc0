import { CARE_PLAN_STATUS_VALUES } from "./care-plans/types";
import type { AssessmentReport, CarePlan, Invoice, ServiceType, Survey } from "./patient-area/types";
import type { Attachment, Lane, LaneBatch, LaneMessage, Performer, State, Tables, Task } from "./types";

/**
 * State files outlive the code that wrote them (a demo keeps its data across upgrades), so a file
 * of an older shape is upgraded on load rather than thrown away. A file of no known version is
 * answered with undefined and the store seeds afresh. Collections that have since moved to SQL
 * tables come back as `tables`, for the store to import once.
 */

const CURRENT_VERSION: State["version"] = 5;

/**
 * Collections that moved to tables while the document stayed at version 5: a file that still
 * holds them (of version 5 or, upgraded, older) hands them over to be imported once, and the next
 * write leaves them out. Table collections added later are listed too, so a file holding one is
 * imported the same way; `Store.tableNames()` is the list of every table.
 */
const MOVED_IN_VERSION_5 = [
  "accounts",
  "tokens",
  "organizations",
  "patients",
  "idempotency",
  "seq",
  "payers",
  "feeSchedules",
  "plans",
  "entries",
  "procedureCodes",
  "modifiers",
  "reasonCodes",
  "importLogs",
  "events",
  "notifications",
  "activities",
  "attachments",
  "serviceTypes",
  "surveys",
  "assessmentReports",
  "carePlans",
  "invoices",
  // Never kept in a file (they came with their tables), listed so that every table collection a
  // file might hold is imported the same way.
  "carePlanGoals",
  "carePlanTasks",
  "observations",
  "therapyTypes",
  "notes",
  "patientFiles",
  "clinicPatientGroups",
  "organizationEvents",
  "calendarFeeds",
  "masterDataValues",
  "claims",
  "disputePackages",
  "patientRequests",
  "programData",
] as const satisfies ReadonlyArray<keyof Tables>;

/** Fields version 5 no longer keeps: the event log's position is now its highest event id. */
const DROPPED_IN_VERSION_5 = ["eventSeq"] as const;

/** A version 5 file written before some of its collections moved to tables. */
type StateV5 = State &
  Partial<Pick<Tables, (typeof MOVED_IN_VERSION_5)[number]>> &
  Partial<Record<(typeof DROPPED_IN_VERSION_5)[number], unknown>>;

/** Version 4 kept performers in the document (now tables, db/). */
interface StateV4 extends Omit<StateV5, "version"> {
  version: 4;
  performers?: Performer[];
}

/** Version 3 also kept tasks in the document; its lanes were already tables. */
interface StateV3 extends Omit<StateV4, "version"> {
  version: 3;
  tasks?: Task[];
}

/** Version 2 also kept lanes, their batches and messages in the document. */
interface StateV2 extends Omit<StateV3, "version"> {
  version: 2;
  lanes?: Lane[];
  laneBatches?: LaneBatch[];
  laneMessages?: LaneMessage[];
}

/** Version 1 kept onboarding attachments and the patient area's collections in a free-form `extra`. */
interface StateV1 extends Omit<
  StateV2,
  "version" | "attachments" | "serviceTypes" | "surveys" | "assessmentReports" | "carePlans" | "invoices"
> {
  version: 1;
  extra?: {
    attachments?: Attachment[];
    patientArea?: {
      serviceTypes?: ServiceType[];
      surveys?: Survey[];
      reports?: AssessmentReport[];
      carePlans?: Array<CarePlan | CarePlanBeforeTemplates>;
      invoices?: Invoice[];
    };
  };
}

export interface Upgraded {
  state: State;
  /** Rows of an older file's collections that are now tables, to import once. */
  tables?: Partial<Tables>;
  /**
   * Whether the database must already hold this file's other tables: a file written after lanes
   * moved (version 3 on) comes with a filled database; an older one with none.
   */
  withFilledDb: boolean;
}

export function upgradeState(parsed: unknown): Upgraded | undefined {
  const upgraded = upgradeDocument(parsed);
  const moved = upgraded && moveOutOfVersion5(upgraded);
  if (moved?.tables?.carePlans)
    moved.tables.carePlans = (moved.tables.carePlans as Array<CarePlan | CarePlanBeforeTemplates>).map(
      upgradeCarePlan,
    );
  return moved;
}

/** A patient's care plan as files kept it before templates (migration 020). */
interface CarePlanBeforeTemplates {
  id: string;
  name: string;
  patientId: string;
  carePlanStatus: string;
  /** MM/dd/yyyy. */
  startDate: string;
  durationWeeks: number;
  taskIds: string[];
  usedTemplateId: string | null;
}

/**
 * Gives an older file's care plan the fields templates brought. Its organization is left empty:
 * the import takes the patient's first organization (db/care-plans.ts), as migration 020 did for
 * the rows already in the database.
 */
function upgradeCarePlan(plan: CarePlan | CarePlanBeforeTemplates): CarePlan {
  if (!("durationWeeks" in plan)) return plan;
  const [m, d, y] = plan.startDate.split("/");
  const status = plan.carePlanStatus as CarePlan["carePlanStatus"];
  return {
    id: plan.id,
    name: plan.name,
    description: "",
    organizationId: "",
    ownerId: null,
    patientId: plan.patientId,
    isTemplate: false,
    isPublic: false,
    usedTemplateId: null,
    carePlanTypeId: null,
    serviceTypeId: null,
    duration: Math.min(730, Math.max(1, plan.durationWeeks * 7)),
    startDate: y && m && d ? `${y}-${m}-${d}` : plan.startDate,
    carePlanStatus: status && status in CARE_PLAN_STATUS_VALUES ? status : null,
    taskIds: plan.taskIds,
    dateCreated: "1970-01-01T00:00:00.000Z",
  };
}

function upgradeDocument(parsed: unknown): Upgraded | undefined {
  const version = (parsed as { version?: unknown } | null)?.version;
  if (version === CURRENT_VERSION) return { state: parsed as State, withFilledDb: true };
  if (version === 4) return fromVersion4(parsed as StateV4);
  if (version === 3) return fromVersion3(parsed as StateV3);
  if (version === 2) return fromVersion2(parsed as StateV2);
  if (version === 1) return fromVersion2(fromVersion1(parsed as StateV1));
  return undefined;
}

function fromVersion4({ performers, ...rest }: StateV4): Upgraded {
  return { state: { ...rest, version: 5 }, tables: { performers: performers ?? [] }, withFilledDb: true };
}

function fromVersion3({ tasks, performers, ...rest }: StateV3): Upgraded {
  return {
    state: { ...rest, version: 5 },
    tables: { tasks: tasks ?? [], performers: performers ?? [] },
    withFilledDb: true,
  };
}

function fromVersion2({ lanes, laneBatches, laneMessages, tasks, performers, ...rest }: StateV2): Upgraded {
  return {
    state: { ...rest, version: 5 },
    tables: {
      lanes: lanes ?? [],
      laneBatches: laneBatches ?? [],
      laneMessages: laneMessages ?? [],
      tasks: tasks ?? [],
      performers: performers ?? [],
    },
    withFilledDb: false,
  };
}

function moveOutOfVersion5({ state, tables, withFilledDb }: Upgraded): Upgraded {
  const document: Record<string, unknown> = { ...state };
  const moved: Record<string, unknown> = {};
  for (const key of MOVED_IN_VERSION_5) {
    if (!Object.hasOwn(document, key)) continue;
    moved[key] = document[key];
    delete document[key];
  }
  for (const key of DROPPED_IN_VERSION_5) delete document[key];
  return {
    state: document as unknown as State,
    tables: Object.keys(moved).length ? { ...tables, ...(moved as Partial<Tables>) } : tables,
    withFilledDb,
  };
}

/** Version 1 created the patient area's collections on first use, so any of them may be missing. */
function fromVersion1({ extra, ...rest }: StateV1): StateV2 {
  const area = extra?.patientArea;
  return {
    ...rest,
    version: 2,
    attachments: extra?.attachments ?? [],
    serviceTypes: area?.serviceTypes ?? [],
    surveys: area?.surveys ?? [],
    assessmentReports: area?.reports ?? [],
    // Still in their old shape: upgradeState upgrades them with every other file's.
    carePlans: (area?.carePlans ?? []) as CarePlan[],
    invoices: area?.invoices ?? [],
  };
}
