import type { Request } from "express";
import { missing, Refusal } from "../http";
import { billingScope, type BillingScope } from "../permissions";
import type { Store } from "../store";

/**
 * Owners of billing set-up records (decision 054, README "Billing"): what a call may see and
 * change. A record of another tree answers as a missing one (404), so its existence is not told;
 * a record the caller reads but may not change answers 403 and nothing changes.
 */

/** The caller's billing scope, once per request (a call may ask several times). */
const scopes = new WeakMap<Request, BillingScope>();

export function scopeOf(store: Store, req: Request): BillingScope {
  let scope = scopes.get(req);
  if (!scope) {
    scope = billingScope(store, req.account!);
    scopes.set(req, scope);
  }
  return scope;
}

type Owned = { ownerOrganizationId?: string | null };

/** The record when the caller reads it; otherwise the 404. */
export function readable<T extends Owned>(scope: BillingScope, record: T | undefined, what: string): T {
  return record && scope.reads(record.ownerOrganizationId) ? record : missing(what);
}

/** The record when the caller may change it; otherwise the 404 or 403. */
export function changeable<T extends Owned>(scope: BillingScope, record: T | undefined, what: string): T {
  const owner = readable(scope, record, what).ownerOrganizationId;
  if (!scope.changes(owner)) throw new Refusal(403, "FORBIDDEN", refusal(what, owner));
  return record!;
}

function refusal(what: string, owner: string | null | undefined) {
  return owner
    ? `${what} belongs to an organization whose billing set-up you may not change`
    : `${what} is shared by the whole network: only the platform operator changes it`;
}

/**
 * A duplicate's message names the record only to those who read it: a code of another tree is
 * still taken (codes are unique across the network), but what it is stays that tree's.
 */
export function twinMessage(scope: BillingScope, twin: Owned, named: string, taken: string): string {
  return scope.reads(twin.ownerOrganizationId) ? named : taken;
}
