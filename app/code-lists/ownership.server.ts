import { mayChangeBillingRecord, type BillingOwner } from "@contract/billing-ownership";
import { notFound } from "~/http/not-found.server";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { forbidden } from "~/session/guards.server";
import { scopeTest } from "~/session/organization-tree.server";

/**
 * Billing set-up records have an owner (decision 054): the network's (the platform operator's) or
 * one tree's. A page offers edit and delete only on the records the user may change, and a change
 * of any other is refused here, before the upstream write.
 */

/** Which owners' records the session may change: one tree read per request, as the guard's. */
export async function billingChanges(
  context: RequestContext,
  request: Request,
  session: SessionData,
): Promise<(owner: BillingOwner) => boolean> {
  const editsIn = await scopeTest(context, request, session, "billing.edit");
  const operatorName = context.config.mainOrganizationName;
  return (owner) => mayChangeBillingRecord(session.account, owner, { operatorName, editsIn });
}

/**
 * Throws the refusal unless the session may change a record of this owner: the network's record is
 * a 403 in the operator's words (everyone reads it); another tree's is the 404 of a missing record,
 * as the upstream answers it, so its existence is not told.
 */
export async function requireChangeable(
  context: RequestContext,
  request: Request,
  session: SessionData,
  owner: BillingOwner,
  notFoundKey: string,
): Promise<void> {
  const changes = await billingChanges(context, request, session);
  if (changes(owner)) return;
  throw owner === null
    ? forbidden(context, "billing:ownership.networkOnly")
    : notFound(context, { messageKey: notFoundKey });
}

/** The owner a record's answer carries (our extension of the documented calls), if any. */
export function ownerOf(record: Record<string, unknown>): BillingOwner {
  const owner = record.ownerOrganizationId;
  return typeof owner === "string" || owner === null ? owner : undefined;
}
