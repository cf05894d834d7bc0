/** Roles and privileges, spec part 2 §6 and part 1 §6. Pure rules; no I/O. */

export const PRIVILEGE = {
  SUPER_ADMIN: 1,
  ORGANIZATION_ADMIN: 2,
  ORGANIZATION_MANAGER: 3,
  USER: 4,
  COORDINATOR: 5,
  ANALYTICS_ADMIN: 6,
  CLINIC_ADMINISTRATOR: 7,
  TESTING_COORDINATOR: 12,
  SCHEDULER: 14,
} as const;

/** The hierarchy, lowest first; a privilege's level is its position here (-1 when absent). */
export const PRIVILEGE_HIERARCHY = [11, 10, 9, 8, 6, 5, 4, 7, 3, 2, 1] as const;

export function privilegeLevel(privilegeId: number): number {
  return (PRIVILEGE_HIERARCHY as readonly number[]).indexOf(privilegeId);
}

export interface AccountLike {
  privilegeId: number;
  privilegeName?: string;
  isPerformer: boolean;
  organizationName?: string | null;
  parentOrganizationId?: string | null;
  organizationId?: string | null;
  accountOrganizations?: ReadonlyArray<{
    organizationId: string;
    parentOrganizationId?: string | null;
    privilegeId?: number;
  }>;
}

/** A patient is an account whose privilege id is 4 and who is not a performer. */
export function isPatientAccount(account: AccountLike): boolean {
  return account.privilegeId === PRIVILEGE.USER && !account.isPerformer;
}

/** A provider user: privilege named User and a performer. */
export function isProviderUser(account: AccountLike): boolean {
  return (account.privilegeName ?? "").toUpperCase() === "USER" && account.isPerformer;
}

export function isSuperAdmin(account: AccountLike): boolean {
  return account.privilegeId === PRIVILEGE.SUPER_ADMIN;
}

/** Organization admin: that privilege with no parent organization. */
export function isOrganizationAdmin(account: AccountLike): boolean {
  return account.privilegeId === PRIVILEGE.ORGANIZATION_ADMIN && !account.parentOrganizationId;
}

/** Parent-organization admin: admin of an organization that has a parent, through accountOrganizations. */
export function isParentOrganizationAdmin(account: AccountLike): boolean {
  return (
    (account.accountOrganizations ?? []).some(
      (o) => o.privilegeId === PRIVILEGE.ORGANIZATION_ADMIN && o.parentOrganizationId === null,
    ) && account.privilegeId === PRIVILEGE.ORGANIZATION_ADMIN
  );
}

export function isMainOrganization(account: AccountLike, mainOrganizationName: string): boolean {
  return !!account.organizationName && account.organizationName === mainOrganizationName;
}

/** Privileges that do not see parent organizations in breadcrumbs (spec part 2 §2). */
const NO_PARENT_BREADCRUMBS: readonly number[] = [
  PRIVILEGE.COORDINATOR,
  PRIVILEGE.CLINIC_ADMINISTRATOR,
  PRIVILEGE.ORGANIZATION_MANAGER,
  PRIVILEGE.TESTING_COORDINATOR,
];

export function showsParentOrganizations(account: AccountLike): boolean {
  return !NO_PARENT_BREADCRUMBS.includes(account.privilegeId);
}

/** The breadcrumb index starts at 1 for super admin, otherwise 0. */
export function breadcrumbStartIndex(account: AccountLike): number {
  return isSuperAdmin(account) ? 1 : 0;
}

/** Where an account lands after sign-in. */
export function homePathFor(account: AccountLike): string {
  return isPatientAccount(account) ? "/curapatient/patient/dashboard" : "/provider";
}
