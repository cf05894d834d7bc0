/**
 * The permission matrix: what each staff role may do, and where (decision 015). Pure data and
 * rules; guards, navigation and the reference upstream all read this one table.
 */
import { PRIVILEGE, type AccountLike, isPatientAccount, isProviderUser } from "./privileges";

export const CAPABILITIES = [
  "organizations.read",
  "organizations.edit",
  /** Create, move or delete a root organization (a whole tree). */
  "organizations.manageRoots",
  "branding.edit",
  "clinicSetup.edit",
  "lanes.read",
  "lanes.act",
  "appointments.read",
  "appointments.edit",
  /**
   * Make, change and revoke one's own iCalendar subscription (decision 026): a provider's own
   * appointments, so only a provider user (the super admin has every capability, and the page
   * still needs a performer).
   */
  "calendar.subscribe",
  "members.read",
  /** Add a patient to an organization, send an invitation code, remove from an organization. */
  "members.edit",
  /** Delete a patient (the record kept, hidden) or purge one (everything erased). */
  "members.delete",
  "patientRecord.read",
  "patientRecord.edit",
  "notes.read",
  "notes.write",
  "carePlans.read",
  "carePlans.edit",
  "assessments.read",
  "assessments.edit",
  "programs.read",
  "programs.edit",
  "providers.read",
  "providers.edit",
  "billing.read",
  "billing.edit",
  "claims.read",
  "claims.edit",
  "patientRequests.read",
  "patientRequests.handle",
  "exports.run",
  "masterData.edit",
  "activity.read",
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const ROLES = [
  "superAdmin",
  "organizationAdmin",
  "organizationManager",
  "clinicAdministrator",
  "coordinator",
  "testingCoordinator",
  "scheduler",
  "analyticsAdmin",
  "providerUser",
] as const;
export type Role = (typeof ROLES)[number];

const ROLE_BY_PRIVILEGE: ReadonlyMap<number, Role> = new Map([
  [PRIVILEGE.SUPER_ADMIN, "superAdmin"],
  [PRIVILEGE.ORGANIZATION_ADMIN, "organizationAdmin"],
  [PRIVILEGE.ORGANIZATION_MANAGER, "organizationManager"],
  [PRIVILEGE.CLINIC_ADMINISTRATOR, "clinicAdministrator"],
  [PRIVILEGE.COORDINATOR, "coordinator"],
  [PRIVILEGE.TESTING_COORDINATOR, "testingCoordinator"],
  [PRIVILEGE.SCHEDULER, "scheduler"],
  [PRIVILEGE.ANALYTICS_ADMIN, "analyticsAdmin"],
]);

/**
 * The staff role an account acts in, or null for a patient and for a privilege the matrix does
 * not know (ids 8 to 11 exist in the hierarchy but not in the specification's list): least
 * privilege means an unknown role may do nothing rather than what its neighbour may.
 */
export function roleOf(account: AccountLike): Role | null {
  if (isPatientAccount(account)) return null;
  if (isProviderUser(account)) return "providerUser";
  return ROLE_BY_PRIVILEGE.get(account.privilegeId) ?? null;
}

const READ_ALL_AREAS: Capability[] = [
  "organizations.read",
  "lanes.read",
  "appointments.read",
  "members.read",
  "carePlans.read",
  "assessments.read",
  "programs.read",
  "providers.read",
  "activity.read",
];

const ORGANIZATION_ADMIN: Capability[] = [
  ...READ_ALL_AREAS,
  "organizations.edit",
  "branding.edit",
  "clinicSetup.edit",
  "lanes.act",
  "appointments.edit",
  "members.edit",
  "members.delete",
  "patientRecord.read",
  "patientRecord.edit",
  "notes.read",
  "notes.write",
  "carePlans.edit",
  "assessments.edit",
  "programs.edit",
  "providers.edit",
  "billing.read",
  "billing.edit",
  "claims.read",
  "claims.edit",
  "patientRequests.read",
  "patientRequests.handle",
  "exports.run",
];

/** Read `docs/decisions/015-permission-matrix.md` for why each row is what it is. */
export const MATRIX: Readonly<Record<Role, ReadonlySet<Capability>>> = {
  superAdmin: new Set(CAPABILITIES),
  organizationAdmin: new Set(ORGANIZATION_ADMIN),
  organizationManager: new Set<Capability>([
    ...READ_ALL_AREAS,
    "clinicSetup.edit",
    "lanes.act",
    "appointments.edit",
    "patientRecord.read",
    "programs.edit",
    "providers.edit",
    "billing.read",
    "claims.read",
    "patientRequests.read",
    "patientRequests.handle",
    "exports.run",
  ]),
  clinicAdministrator: new Set<Capability>([
    "organizations.read",
    "clinicSetup.edit",
    "lanes.read",
    "lanes.act",
    "appointments.read",
    "appointments.edit",
    "members.read",
    "members.edit",
    "patientRecord.read",
    "patientRecord.edit",
    "providers.read",
    "patientRequests.read",
    "patientRequests.handle",
    "activity.read",
  ]),
  coordinator: new Set<Capability>([
    "organizations.read",
    "lanes.read",
    "appointments.read",
    "appointments.edit",
    "members.read",
    "members.edit",
    "patientRecord.read",
    "patientRecord.edit",
    "notes.read",
    "notes.write",
    "carePlans.read",
    "carePlans.edit",
    "assessments.read",
    "programs.read",
    "providers.read",
    "patientRequests.read",
    "patientRequests.handle",
    "activity.read",
  ]),
  testingCoordinator: new Set<Capability>([
    "organizations.read",
    "lanes.read",
    "lanes.act",
    "appointments.read",
    "appointments.edit",
    "members.read",
    "patientRecord.read",
    "assessments.read",
    "activity.read",
  ]),
  scheduler: new Set<Capability>([
    "organizations.read",
    "lanes.read",
    "appointments.read",
    "appointments.edit",
    "members.read",
    "providers.read",
    "patientRequests.read",
    "patientRequests.handle",
    "activity.read",
  ]),
  analyticsAdmin: new Set<Capability>([...READ_ALL_AREAS, "billing.read", "claims.read", "exports.run"]),
  providerUser: new Set<Capability>([
    "organizations.read",
    "appointments.read",
    "appointments.edit",
    "calendar.subscribe",
    "members.read",
    "members.edit",
    "patientRecord.read",
    "patientRecord.edit",
    "notes.read",
    "notes.write",
    "carePlans.read",
    "carePlans.edit",
    "assessments.read",
    "programs.read",
    "providers.read",
    "patientRequests.read",
    "activity.read",
  ]),
};

/** Whether the account may do this anywhere (its scope is a separate question: `scopeOf`). */
export function can(account: AccountLike, capability: Capability): boolean {
  const role = roleOf(account);
  return role !== null && MATRIX[role].has(capability);
}

/** Capabilities that change nothing: the ones a main-organization account may use network-wide. */
export function isReadOnly(capability: Capability): boolean {
  return capability.endsWith(".read");
}

/**
 * Where an account may use a capability: everywhere, or inside its own organization tree (its
 * account organizations and their descendants). Super admin acts everywhere. An account of the
 * main organization (the network's operator, named by MAIN_ORGANIZATION_NAME) reads every tree,
 * for network-wide oversight, and changes only its own.
 */
export function scopeOf(
  account: AccountLike,
  capability: Capability,
  mainOrganizationName: string,
): "everywhere" | "ownTree" {
  if (roleOf(account) === "superAdmin") return "everywhere";
  const isMain = !!account.organizationName && account.organizationName === mainOrganizationName;
  return isMain && isReadOnly(capability) ? "everywhere" : "ownTree";
}

/**
 * Whether an organization id is one the account may use the capability on. `tree` is the
 * account's organization tree (ids), known from sign-in, so the answer needs no upstream call.
 */
export function mayActOn(
  account: AccountLike,
  capability: Capability,
  organizationId: string,
  tree: ReadonlySet<string>,
  mainOrganizationName: string,
): boolean {
  if (!can(account, capability)) return false;
  return scopeOf(account, capability, mainOrganizationName) === "everywhere" || tree.has(organizationId);
}

/** Everything the account may do, for the navigation and a page's buttons. */
export function capabilitiesOf(account: AccountLike): Capability[] {
  const role = roleOf(account);
  return role ? [...MATRIX[role]] : [];
}
