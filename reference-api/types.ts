import type { ProgramTables } from "./programs/repo";
import type { AuditEvent } from "@contract/audit";
/** The reference upstream's records, as its SQL tables hold them; see store.ts. */

import type { CarePlanStatus, TaskStatus } from "@contract/vocabulary";
import type { VaccineInfo } from "@contract/appointment-changes";
import type { Claim, DisputePackage } from "./claims/repo";
import type { CarePlanGoal, CarePlanTask, Observation, TherapyType } from "./care-plans/types";
import type {
  AssessmentReport,
  CarePlan,
  Invoice,
  PatientFile,
  ServiceType,
  Survey,
} from "./patient-area/types";

export interface Address {
  id: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  gpsLatitude?: number;
  gpsLongitude?: number;
}

export interface Privilege {
  id: number;
  name: string;
  isAdmin: boolean;
  description: string;
}

export interface Account {
  accountId: string;
  username: string;
  email: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  privilegeId: number;
  isPerformer: boolean;
  organizationId: string;
  /** A second factor by SMS: the reference upstream accepts the code 123456. */
  mfa: boolean;
  patientId?: string;
  language?: string;
  passwordResetCode?: string;
  /** When the reset code stops working (ISO instant, 15 minutes after it was sent); kept in `extra`. */
  passwordResetExpiresAt?: string;
  /** Wrong codes typed against the current reset code; the fifth voids it. Kept in `extra`. */
  passwordResetFailures?: number;
  /**
   * Organizations the account also belongs to, each with the privilege it holds there (spec part 2
   * §3, `accountOrganizations`); its own organization holds `privilegeId`.
   */
  memberships?: Array<{ organizationId: string; privilegeId: number }>;
}

export interface Organization {
  id: string;
  name: string;
  shortName: string;
  type: string;
  parentOrganizationId: string | null;
  isHeadquarter: boolean;
  timeZone: string;
  address: Address;
  approvalStatus: string;
  description: string;
  departments: Array<{ id: string; name: string }>;
  isOpen: boolean;
  /** Patient area: the code people type (or follow in a link) to register with this organization. */
  invitationCode?: string;
  canRegisterIndividuals?: boolean;
  /** Onboarding (POST /withAdmin): kept as sent, answered by basicInfo. */
  employerId?: string;
  businessLicenseNumber?: string;
  createdAt?: string;
  /** A clinic's (decision 030): what it gives, its stock's type, the id it is known by outside. */
  vaccine?: string | null;
  inventoryType?: string | null;
  clinicId?: string | null;
  /** A clinic's pod type (issue 40 item 2): MOBILE_VACCINE_SERVICE for a clinic that travels. */
  podType?: string | null;
  /** The picture's facts (the reference upstream keeps no bytes), or null once deleted. */
  organizationImage?: { contentType: string; bytes: number; uploadedAt: string } | null;
}

/** A location type (migration 051's fixed rows). */
export interface LocationType {
  id: string;
  code: string;
  name: string;
}

/** A place an organization serves from (issue 40 item 3), with its type and US address. */
export interface Location {
  id: string;
  organizationId: string;
  name: string;
  locationTypeId: string;
  address: {
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    zipcode: string;
    country: string;
  };
}

export interface Performer {
  id: string;
  name: string;
  organizationId: string;
  specialties: string[];
  accountId?: string;
  /** One of LICENCE_TYPES (providers/repo.ts); absent on performers made before profiles (decision 038). */
  licenceType?: string;
  npi?: string;
  /** The photo's facts; its bytes are in performer_photos (`content`, base64, only when seeding). */
  photo?: { contentType: string; uploadedAt: string; content?: string };
}

export interface Lane {
  id: string;
  organizationId: string;
  clinicId: string;
  host: { id: string; name: string };
  /** ISO instants. */
  startDate: string;
  endDate: string;
  status: "ACTIVE" | "CANCELLED";
  cancellationReason?: string;
  /** "Flu", "COVID" or none (counts as COVID, spec part 2 §5). */
  inventoryType?: string | null;
  manufacturer?: string | null;
  capacity: number;
  slotMinutes: number;
  serviceTypeId: number;
}

export interface Patient {
  id: string;
  accountId?: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string; // MM/dd/yyyy
  gender: string;
  email?: string;
  phoneNumber?: string;
  language: string;
  address?: Address;
  organizations: string[];
  /** The primary patient whose family this member belongs to. */
  familyOf?: string;
  relationship?: string;
  /** `payerName`: the insurer's name when chosen, read when master data no longer has it. */
  insurance?: { payerId: string; memberId: string; payerName?: string } | null;
  /** Patient area: share of the profile filled in, 0..1 (recomputed on every profile update). */
  profileCompleteness?: number;
  /** The member list's label-pack and demographic fields (decision 020); kept in `extra`. */
  sex?: "M" | "F" | "I" | "O" | "T";
  patientType?: string;
  occupation?: string;
  priority?: string;
  ethnicity?: string;
  /** ISO 3166-1 alpha-2 from the nationality list (spec part 2 §9); kept in `extra`. */
  nationality?: string;
  races?: string[];
  diagnosis?: string;
  cancerType?: string;
  stage?: string;
  treatmentStatus?: string;
  customIdentifiers?: string[];
  dateCreated?: string;
  lastActive?: string;
  /** Set when staff deleted the patient (DELETE /api/patients/{id}); the row stays, hidden. */
  deletedAt?: string;
  /** False once the patient dismissed the welcome card (`PUT /api/patients/{id}/rumecard/false`). */
  showRumeCard?: boolean;
  /** The organizations a deleted patient belonged to, for the records. */
  deletedFrom?: string[];
  /** Patient area: set when the person registered themselves (POST .../patients/individual). */
  registration?: {
    organizationId: string;
    token: string;
    expiresAt: number;
    carePlanId?: string;
    carePlanName?: string;
  };
}

export interface Task {
  id: string;
  patientId: string;
  taskType: "APPOINTMENT" | "ASSESSMENT" | "EDUCATION";
  taskTypeId: number;
  status: TaskStatus;
  name: string;
  goalName?: string;
  dueDate?: string; // ISO instant of the slot
  locationId?: string; // clinic id
  clinicAppointmentId?: string; // lane id
  additionalLaneId?: string;
  inventoryName?: string;
  serviceTypeId?: number;
  /** Raw result value (spec part 2 §4): 0, 1, -1, 2, 6, 7, 8. */
  testResult?: number | null;
  assessmentId?: string;
  createdAt: string;
  /** Patient area: the performer (lane host) of a booked appointment. */
  performerId?: string;
  /** Patient area: the invoice of a paid service. */
  invoiceId?: string;
  /** Patient area: BOOK-APPOINTMENT while unbooked, VACCINATION-COMPLETED when done. */
  currentStatus?: string;
  completedAt?: string;
  cancelledAt?: string;
  /** Patient area: education content of an EDUCATION task. */
  education?: { title: string; summary: string; body: string };
  /** A test sent to the lab: the lab's order id (decision 024). */
  elisOrderId?: string;
  /** Whether staff have contacted the patient about the result (`updateIsContacted`). */
  isContacted?: boolean;
  /** Staff's notes on the appointment (`PUT /api/tasks/{id}`; decision 025). */
  notes?: string;
  /** The vaccine given (`PUT /api/tasks/{id}/vaccineInfo`). */
  vaccineInfo?: VaccineInfo;
  /** A test's observation status (`PUT /api/tasks/{id}/observationStatus`). */
  observationStatus?: CarePlanStatus;
  /** Whether the patient has checked the test's result (decision 045). */
  resultChecked?: boolean;
}

export interface Notification {
  id: string;
  accountId: string;
  content: string;
  createdAt: string;
  read: boolean;
  replyToRequest?: { taskId: string; state: "PENDING" | "ACCEPTED" | "DECLINED" };
}

/**
 * A billing set-up record's owner (decision 054): null or absent, the platform operator's
 * network-wide record every tree reads; else the organization of the tree that made it.
 */
export interface BillingOwned {
  ownerOrganizationId?: string | null;
}

export interface Payer extends BillingOwned {
  id: string;
  payerName: string;
  payerGroupNumber: string;
  state: string;
  procedureCodes: string[];
  reasonCodes: string[];
}

export interface FeeSchedule extends BillingOwned {
  id: string;
  name: string;
  category: string;
  description: string;
  effectiveDate: string; // MM/dd/yyyy
  payerId?: string | null;
  createdAt: string;
}

export interface FeeSchedulePlan {
  id: string;
  feeScheduleId: string;
  name: string;
  description: string;
}

export interface FeeScheduleEntry {
  id: string;
  planId: string;
  procedureCode: string;
  modifier: string | null;
  /** Decimal string, never a float: "125.50". */
  amount: string;
  referencedFeeSchedulePlanId: string | null;
}

export interface ProcedureCode extends BillingOwned {
  id: string;
  code: string;
  description: string;
  group: string;
  defaultAmount: string;
}

export interface Modifier extends BillingOwned {
  id: string;
  code: string;
  description: string;
}

export interface ReasonCode extends BillingOwned {
  id: string;
  code: string;
  description: string;
}

export interface ImportLog {
  id: string;
  feeScheduleId: string;
  planId: string | null;
  fileName: string;
  status: "RUNNING" | "COMPLETED" | "FAILED";
  totalRows: number;
  processedRows: number;
  importedRows: number;
  errors: Array<{ row: number; message: string }>;
  createdAt: string;
  accountId: string;
}

/** A document uploaded for an organization (onboarding). Only its description is kept. */
export interface Attachment {
  id: string;
  organizationId: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

export interface UpstreamEvent {
  id: number;
  accountId: string | null; // null = every signed-in account of the organization
  organizationId?: string;
  type: "ACTIVITY" | "ACTIVITY_REMOVED" | "NOTIFICATION" | "CSV_IMPORT_PROGRESS" | "CLAIM_IMPORT_PROGRESS";
  data: unknown;
  at: string;
}

export interface Activity {
  id: string;
  patientId: string;
  organizationId: string;
  entityType: string;
  entityName: string;
  actorAccountRole: "PATIENT" | "DOCTOR";
  createdAt: string;
  assessmentReportResource?: {
    assessmentName: string;
    score: number;
    dateCreated: string;
    extraValue?: string;
  };
  observationResource?: { name: string; value: string };
  medicationReportResource?: { name: string; taken: boolean };
  note?: string;
  /** The note a NOTE activity tells of (not sent: the feeds read the text, not the note). */
  noteId?: string;
}

/** A provider note on a patient; a private one is seen by its author only. */
export interface Note {
  id: string;
  patientId: string;
  authorAccountId: string;
  performerId: string | null;
  performerName: string;
  text: string;
  isPrivate: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface LaneBatch {
  batchId: string;
  organizationId: string;
  kind: "RESCHEDULE" | "CANCEL";
  createdAt: string;
  undone: boolean;
  items: Array<{
    clinicAppointmentId: string;
    startDate: string;
    endDate: string;
    host: { id: string; name: string };
    diff: number;
    status: Lane["status"];
    cancellationReason?: string;
  }>;
  /** Task due dates moved with the lanes, to restore on undo. */
  tasks: Array<{ taskId: string; dueDate?: string }>;
}

export interface LaneMessage {
  id: string;
  laneId: string;
  patientId: string;
  message: string;
  at: string;
}

/** A provider's calendar subscription (migration 029): the secret is kept only as its SHA-256 (hex). */
export interface CalendarFeed {
  performerId: string;
  secretHash: string;
  includePatientNames: boolean;
  /** ISO instant: when the current secret was made. */
  createdAt: string;
}

/**
 * A master-data value (migration 036, decision 034): of the type its service path (and, on a path
 * several types share, its field name) says; a task type has its kind, a device model its
 * manufacturer's name.
 */
export interface MasterDataValue {
  id: string;
  service: string;
  type: string;
  name: string;
  description: string;
  category: string | null;
  manufacturer: string | null;
}

/** The collections kept in SQL tables (db/), no longer in the JSON document. */
/** A clinic serving a patient group (decision 027): the group's members are offered its days. */
export interface ClinicPatientGroup {
  groupId: string;
  clinicId: string;
  assignedAt: string;
}

/** Two organizations associated, read from either side (migration 054, issue 40 item 4). */
export interface OrganizationAssociation {
  id: string;
  organizationId: string;
  associatedOrganizationId: string;
  /** One of ORGANIZATION_RELATIONS (contract/organization-pages.ts). */
  relation: string;
  /** yyyy-mm-dd */
  since: string;
}

/** A vaccination event an organization holds or was asked for (migration 033, decision 031). */
export interface OrganizationEvent {
  id: string;
  organizationId: string;
  name: string;
  status: "PENDING" | "TRIAGE" | "CONFIRMED" | "ONBOARD";
  eventDate: string;
  /** Who asked for it: a school, a community group, the organization itself. */
  requesterName: string;
  requesterType: string;
  /** Wall-clock HH:mm in the organization's time zone; absent on events made before migration 051. */
  startTime?: string | null;
  endTime?: string | null;
  expectedParticipants?: number | null;
  location?: string | null;
  services?: string[] | null;
  note?: string | null;
}

/** A service a patient asked an organization for (migration 041, decision 040). */
export interface PatientRequest {
  id: string;
  organizationId: string;
  patientId: string;
  requestType: string;
  status: string;
  requestedAt: string;
  /** yyyy-mm-dd: when the service is wanted. */
  serviceDate: string | null;
  pickupAddress: string | null;
  /** The e-mail the patient gave with the request; the patient's own when null. */
  contactEmail: string | null;
  notes: string | null;
  updatedAt: string;
  /** When the last homebound status e-mail went out. */
  emailedAt: string | null;
}

/** An admin set an account's password without its current one (migration 051); never the password. */
export interface PasswordReset {
  id: string;
  accountId: string;
  accountName: string;
  /** The target's organization when it was reset. */
  organizationId: string;
  actorAccountId: string;
  actorName: string;
  resetAt: string;
}

/**
 * An access event as kept (migration 056): the event the app handed over, its id, and `scope`, the
 * organizations it belongs to (the account's trees and its patients' organizations at the time).
 */
export type StoredAuditEvent = AuditEvent & { id: string; scope: string[] };
/** One change of an organization's clinic set-up settings (migration 055); `seq` orders the log. */
export interface SetupActivity {
  seq?: number;
  organizationId: string;
  action: "HOURS_SET" | "SPECIAL_DATE_SET" | "DAY_SIGNED_OFF";
  actor: string;
  at: string;
  details: Record<string, unknown>;
}

export interface Tables {
  lanes: Lane[];
  laneBatches: LaneBatch[];
  laneMessages: LaneMessage[];
  tasks: Task[];
  performers: Performer[];
  payers: Payer[];
  feeSchedules: FeeSchedule[];
  plans: FeeSchedulePlan[];
  entries: FeeScheduleEntry[];
  procedureCodes: ProcedureCode[];
  modifiers: Modifier[];
  reasonCodes: ReasonCode[];
  importLogs: ImportLog[];
  events: UpstreamEvent[];
  notifications: Notification[];
  activities: Activity[];
  notes: Note[];
  attachments: Attachment[];
  serviceTypes: ServiceType[];
  surveys: Survey[];
  assessmentReports: AssessmentReport[];
  carePlans: CarePlan[];
  carePlanGoals: CarePlanGoal[];
  carePlanTasks: CarePlanTask[];
  observations: Observation[];
  therapyTypes: TherapyType[];
  invoices: Invoice[];
  patientFiles: PatientFile[];
  clinicPatientGroups: ClinicPatientGroup[];
  organizationEvents: OrganizationEvent[];
  calendarFeeds: CalendarFeed[];
  masterDataValues: MasterDataValue[];
  claims: Claim[];
  disputePackages: DisputePackage[];
  patientRequests: PatientRequest[];
  /** Programs and everything under them (migration 038); absent in a seed without programs. */
  programData?: ProgramTables;
  /** Organizations' locations (migration 051); absent in a seed made before them. */
  locations?: Location[];
  /** Organizations' associations (migration 054); absent in a seed made before them. */
  organizationAssociations?: OrganizationAssociation[];
  /** The clinic set-up activity log (migration 055); absent in a seed made before it. */
  clinicSetupActivities?: SetupActivity[];
  accounts: Account[];
  /** Written by resets, not seeded. */
  passwordResets?: PasswordReset[];
  /** The access audit trail (migration 056); absent in a seed made before it. */
  auditEvents?: StoredAuditEvent[];
  tokens: Tokens;
  organizations: Organization[];
  patients: Patient[];
  idempotency: IdempotencyAnswers;
  /** The counter behind generated ids (Store.nextId). */
  seq: number;
}

/** Access and refresh tokens by token, with the account and expiry (ms since the epoch). */
export interface Tokens {
  access: Record<string, { accountId: string; exp: number }>;
  refresh: Record<string, { accountId: string; exp: number }>;
}

/** Answers remembered under an Idempotency-Key, by scope and key. */
export type IdempotencyAnswers = Record<string, { at: number; status: number; body: unknown }>;

/** Reading organizations, whether from the seed's array (while seeding) or from the database. */
export interface OrganizationLookup {
  byId(id: string | undefined): Organization | undefined;
  firstNamed(name: string): Organization | undefined;
  firstOfType(type: string): Organization | undefined;
}

/** Reading patients, whether from the seed's array (while seeding) or from the database. */
export interface PatientLookup {
  byId(id: string | undefined): Patient | undefined;
}

/** What a seed builds: every table's rows. */
export type Seed = Tables;

/** Reading lanes, whether from the seed's arrays (while seeding) or from the database. */
export interface LaneLookup {
  byId(id: string): Lane | undefined;
  /** Lanes of these clinics starting within [fromIso, toIso), by start. */
  ofClinics(clinicIds: readonly string[], fromIso: string, toIso: string): Lane[];
}

/** Reading tasks, whether from the seed's array (while seeding) or from the database. */
export interface TaskLookup {
  /** The tasks booked into these lanes, optionally of one status, as created. */
  ofLanes(laneIds: readonly string[], status?: Task["status"]): Task[];
}
