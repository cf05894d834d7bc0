/**
 * The permission matrix: what each staff role may do, and where (decision 015). Pure data and
 * rules; guards, navigation and the reference upstream all read this one table.
 */
import { PRIVILEGE, type AccountLike, isPatientAccount, isProviderUser, privilegeLevel } from "./privileges";

export const CAPABILITIES = [
  "organizations.read",
  "organizations.edit",
  /** Create, move or delete a root organization (a whole tree). */
  "organizations.manageRoots",
  /**
   * Set another account's password without its current one (issue 40 item 6): taking over a
   * sign-in is not editing an organization, so it is named on its own and a role that gains
   * `organizations.edit` later does not gain it unnoticed. Lower privileges only (the rule is the
   * upstream's `passwordResetRefusal`; the app asks `mayResetPasswordOf` first).
   */
  "accounts.resetPassword",
  /**
   * Read who saw and changed which patient's data (issue 43): a privacy officer's question, so an
   * organization admin's over their trees, and nobody's who only works with patients.
   */
  "audit.read",
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
  "accounts.resetPassword",
  "audit.read",
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

/**
 * What the platform operator (the main organization, MAIN_ORGANIZATION_NAME) may read in every
 * tree: organization-level facts (names, status, approval, counts, aggregated analytics), never a
 * patient-level record, a claim with a name, a note, an answer or a file (decision 015, HIPAA's
 * minimum-necessary rule). Everything else the operator's staff do in their own tree only.
 */
export const OPERATOR_NETWORK_READS: ReadonlySet<Capability> = new Set<Capability>(["organizations.read"]);

/**
 * The organizations an account belongs to, each with the role it holds there: its own
 * organization with its primary privilege, and each account organization with that
 * organization's privilege (spec part 2 §3: `accountOrganizations` carry their own privilege). An
 * account organization that names no privilege holds the primary one. A patient holds none.
 */
export function membershipsOf(account: AccountLike): Array<{ organizationId: string; role: Role | null }> {
  if (isPatientAccount(account)) return [];
  const found: Array<{ organizationId: string; role: Role | null }> = [];
  if (account.organizationId) found.push({ organizationId: account.organizationId, role: roleOf(account) });
  for (const o of account.accountOrganizations ?? []) {
    const role =
      o.privilegeId === undefined || o.privilegeId === account.privilegeId
        ? roleOf(account)
        : roleOf({
            ...account,
            privilegeId: o.privilegeId,
            privilegeName: o.privilegeId === PRIVILEGE.USER ? "USER" : "",
          });
    found.push({ organizationId: o.organizationId, role });
  }
  return found;
}

/** The roots (organizations the account belongs to) under which its role there has the capability. */
export function rootsGranting(account: AccountLike, capability: Capability): string[] {
  if (roleOf(account) === "superAdmin") return [];
  return [
    ...new Set(
      membershipsOf(account)
        .filter((m) => m.role !== null && MATRIX[m.role].has(capability))
        .map((m) => m.organizationId),
    ),
  ];
}

/**
 * Whether the account may do this somewhere: with its primary privilege, or in one of its account
 * organizations with that organization's privilege (where: `scopeOf` and `mayActOn`).
 */
export function can(account: AccountLike, capability: Capability): boolean {
  const role = roleOf(account);
  if (role !== null && MATRIX[role].has(capability)) return true;
  return membershipsOf(account).some((m) => m.role !== null && MATRIX[m.role].has(capability));
}

/** Capabilities that change nothing. */
export function isReadOnly(capability: Capability): boolean {
  return capability.endsWith(".read");
}

/** Whether the account is the platform operator's (its organization is the main organization). */
function isOperator(account: AccountLike, mainOrganizationName: string): boolean {
  return !!account.organizationName && account.organizationName === mainOrganizationName;
}

/**
 * Where an account may use a capability: everywhere, or inside the trees of the organizations it
 * belongs to whose privilege grants it (`rootsGranting`). Super admin acts everywhere. The
 * platform operator's staff (MAIN_ORGANIZATION_NAME) read organization-level facts in every tree
 * (`OPERATOR_NETWORK_READS`) and do everything else, patients included, in their own tree only.
 */
export function scopeOf(
  account: AccountLike,
  capability: Capability,
  mainOrganizationName: string,
): "everywhere" | "ownTree" {
  if (roleOf(account) === "superAdmin") return "everywhere";
  return isOperator(account, mainOrganizationName) &&
    OPERATOR_NETWORK_READS.has(capability) &&
    can(account, capability)
    ? "everywhere"
    : "ownTree";
}

/**
 * An account's organization trees, as read at sign-in: each organization it belongs to (a root)
 * with the ids of that organization and everything under it.
 */
export type OrganizationTrees = ReadonlyMap<string, ReadonlySet<string>>;

/** The organizations where the account may use the capability, from its trees (not "everywhere"). */
export function organizationsGranting(
  account: AccountLike,
  capability: Capability,
  trees: OrganizationTrees,
): Set<string> {
  const ids = new Set<string>();
  for (const root of rootsGranting(account, capability)) for (const id of trees.get(root) ?? []) ids.add(id);
  return ids;
}

/**
 * Whether an organization id is one the account may use the capability on. `trees` are the
 * account's organization trees, known from sign-in, so the answer needs no upstream call.
 */
export function mayActOn(
  account: AccountLike,
  capability: Capability,
  organizationId: string,
  trees: OrganizationTrees,
  mainOrganizationName: string,
): boolean {
  if (!can(account, capability)) return false;
  if (scopeOf(account, capability, mainOrganizationName) === "everywhere") return true;
  return rootsGranting(account, capability).some((root) => trees.get(root)?.has(organizationId) === true);
}

/** A staff account as a password reset's target is listed: who, with which privilege, where. */
export interface ResetTarget {
  accountId: string;
  privilegeId: number;
  organizationId: string;
}

/**
 * Whether the caller may set the target's password without its current one, as far as the
 * caller's own trees tell (issue 40 item 6): never its own; the target's organization in a tree
 * where the caller holds `accounts.resetPassword`; the target's privilege lower, in the hierarchy,
 * than the highest the caller holds over that organization. Stricter than the upstream for a super
 * admin (no peer's reset); the upstream has the last word on what the caller cannot see here (the
 * target's memberships in other trees).
 */
export function mayResetPasswordOf(
  caller: AccountLike & { accountId: string },
  target: ResetTarget,
  trees: OrganizationTrees,
  mainOrganizationName: string,
): boolean {
  const capability: Capability = "accounts.resetPassword";
  if (caller.accountId === target.accountId) return false;
  if (!mayActOn(caller, capability, target.organizationId, trees, mainOrganizationName)) return false;
  const targetLevel = privilegeLevel(target.privilegeId);
  if (scopeOf(caller, capability, mainOrganizationName) === "everywhere")
    return targetLevel < privilegeLevel(caller.privilegeId);
  // membershipsOf lists the same organizations in the same order, with the role held in each.
  const roles = membershipsOf(caller);
  const held = [
    ...(caller.organizationId
      ? [{ organizationId: caller.organizationId, privilegeId: caller.privilegeId }]
      : []),
    ...(caller.accountOrganizations ?? []).map((o) => ({
      organizationId: o.organizationId,
      privilegeId: o.privilegeId ?? caller.privilegeId,
    })),
  ].filter((m, i) => {
    const role = roles[i]?.role;
    return !!role && MATRIX[role].has(capability) && trees.get(m.organizationId)?.has(target.organizationId);
  });
  return held.some((m) => targetLevel < privilegeLevel(m.privilegeId));
}

/** Everything the account may do, for the navigation and a page's buttons. */
export function capabilitiesOf(account: AccountLike): Capability[] {
  return CAPABILITIES.filter((capability) => can(account, capability));
}
