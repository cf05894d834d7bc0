import type { Capability } from "./permissions";

/**
 * Who may make a call, and where (decision 015): the capability from the permission matrix
 * (`permissions.ts`) and the organization the call is about. The app's guards and the reference
 * upstream's permission check read the same entries.
 */

/** Where a call names an id: a path parameter, a query parameter or a body field. */
export type IdSource = { path: string } | { query: string } | { body: string };

/** Records whose organization a call's id stands for. */
export type RecordKind =
  | "carePlan"
  | "planTask"
  | "observationGoal"
  | "performer"
  | "entity"
  | "department"
  | "location"
  | "survey"
  | "surveyQuestion"
  | "surveyChoice"
  | "patientRequest"
  | "lane"
  | ProgramRecordKind
  | PatientRecordKind;

/** Records that belong to a program (decision 037): their organization is the program's. */
export type ProgramRecordKind = "program" | "programPhase" | "programPhaseItem" | "product" | "productItem";

/** Records that belong to a patient: their organizations are the patient's. */
export type PatientRecordKind =
  "patient" | "note" | "task" | "labOrder" | "patientFile" | "activity" | "invoice";

/** Where a call names the organization it is about; the account must be allowed there. */
export type OrganizationSource =
  | IdSource
  /**
   * The call names a record: its organization is looked up (a plan's, a task's plan's, a
   * patient's). An unknown id names none, and the call answers 404. A public template is
   * readable from every tree: a call with read capabilities only passes.
   */
  | { of: RecordKind; id: IdSource }
  /** The call has no organization and reads every tree: only an account whose scope is everywhere. */
  | "network";

export type Access =
  /** A staff call: the account's role needs one of the capabilities (and the scope); patients get 403. */
  | {
      kind: "staff";
      capabilities: readonly Capability[];
      organization?: OrganizationSource;
    }
  /**
   * A patient-area call: patient sessions are judged by the area's own rules. With `planTask`, an
   * id in the path that is a care plan's task is judged by that access instead
   * (`PUT /api/tasks/{id}/complete` serves appointments and plan tasks).
   */
  | {
      kind: "patientArea";
      capabilities: readonly Capability[];
      planTask?: { param: string; access: Access };
      /** Where the record is, for staff: a staff caller must be allowed there (patients: their rules). */
      staffOrganization?: OrganizationSource;
    }
  /** The signed-in account's own things (session, notifications, events, password): every account. */
  | { kind: "account" }
  /** No session at all (sign-in, the public catalogue); `anonymous` on the entry says so too. */
  | { kind: "public" };

export type StaffOptions = Omit<Extract<Access, { kind: "staff" }>, "kind" | "capabilities">;

export const staff = (
  capabilities: Capability | readonly Capability[],
  options: StaffOptions = {},
): Access => ({
  kind: "staff",
  capabilities: ([] as Capability[]).concat(capabilities),
  ...options,
});

/** A patient-area call; with `staffOrganization`, a staff caller must be allowed where the record is. */
export const patientArea = (
  capabilities: Capability | readonly Capability[],
  staffOrganization?: OrganizationSource,
): Extract<Access, { kind: "patientArea" }> => ({
  kind: "patientArea",
  capabilities: ([] as Capability[]).concat(capabilities),
  ...(staffOrganization ? { staffOrganization } : {}),
});

export const ACCOUNT: Access = { kind: "account" };
export const PUBLIC: Access = { kind: "public" };

/** The organization is the path's `{id}` (most organization calls). */
export const inPath: StaffOptions = { organization: { path: "id" } };
/** The organization is a record's, named by `id`. */
export const record = (of: RecordKind, id: IdSource): StaffOptions => ({ organization: { of, id } });

/** The access of a call that needs a session. */
export type SessionAccess = Exclude<Access, { kind: "public" }>;
