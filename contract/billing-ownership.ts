/**
 * Who may change a billing set-up record (decision 054): fee schedules with their plans and
 * entries, payers, procedure codes, modifiers and reason codes. Pure, so the app (which shows
 * controls and refuses before the upstream write) and the reference upstream (which enforces)
 * apply one rule.
 */
import { can, rootsGranting } from "./permissions";
import { isMainOrganization, isSuperAdmin, type AccountLike } from "./privileges";

/**
 * A record's owner, as the upstream answers it (`ownerOrganizationId`, our extension: the
 * documented API has no owner). null: the platform operator's, network-wide, read by every tree.
 * An id: the organization of the tree that made it. undefined: the upstream does not say.
 */
export type BillingOwner = string | null | undefined;

/**
 * The network's records are the platform operator's: a super admin, or an account of the
 * operator's organization (the spec's main organization) whose privilege there grants
 * `billing.edit`. Staff of other organizations under the operator are a tree like any other.
 */
export function changesNetworkBilling(account: AccountLike, operatorName: string): boolean {
  if (isSuperAdmin(account)) return true;
  return (
    isMainOrganization(account, operatorName) &&
    !!account.organizationId &&
    rootsGranting(account, "billing.edit").includes(account.organizationId)
  );
}

/**
 * Whether the account may change (edit, delete, add to) a record of this owner. `editsIn` answers
 * whether an organization is inside a tree where the account holds `billing.edit` (the app from
 * the tree read at sign-in, the reference upstream from its organizations). An owner the upstream
 * does not give leaves the decision to the upstream's own check, as before owners existed.
 */
export function mayChangeBillingRecord(
  account: AccountLike,
  owner: BillingOwner,
  where: { operatorName: string; editsIn: (organizationId: string) => boolean },
): boolean {
  if (!can(account, "billing.edit")) return false;
  if (owner === undefined || isSuperAdmin(account)) return true;
  if (owner === null) return changesNetworkBilling(account, where.operatorName);
  return where.editsIn(owner);
}

/**
 * The owner of a record the account creates: the network's when it changes the network's records,
 * else the organization at the top of its tree where its privilege grants `billing.edit` (its own
 * organization first). Undefined for an account that may create none.
 */
export function ownerOfNewBillingRecord(account: AccountLike, operatorName: string): BillingOwner {
  if (changesNetworkBilling(account, operatorName)) return null;
  return rootsGranting(account, "billing.edit")[0];
}
