import { can, mayResetPasswordOf, scopeOf, type OrganizationTrees } from "@contract/permissions";
import { forbidden } from "~/session/guards.server";
import { notFound, requireValidId } from "~/http/not-found.server";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { organizationTree } from "~/session/organization-tree.server";
import type { UpstreamResult } from "~/upstream/client.server";
import type { StaffAccount } from "~/upstream/organization-pages.server";

/**
 * Whose password the session may reset without the current one (issue 40 item 6), judged from
 * its own trees as the upstream judges it (`mayResetPasswordOf`), so the staff tab offers only
 * resets the upstream will take and the reset page refuses the rest before calling it. A row the
 * upstream lists without its privilege or organization is offered nothing: it cannot be judged.
 */
export async function passwordResetTest(
  context: RequestContext,
  request: Request,
  session: SessionData,
): Promise<(row: StaffAccount) => boolean> {
  if (!can(session.account, "accounts.resetPassword")) return () => false;
  const main = context.config.mainOrganizationName;
  let trees: OrganizationTrees = new Map();
  if (scopeOf(session.account, "accounts.resetPassword", main) === "ownTree") {
    const read = await organizationTree(context, request, session);
    if (!read.ok) return () => false;
    trees = read.data;
  }
  return (row) =>
    typeof row.privilegeId === "number" &&
    !!row.organizationId &&
    mayResetPasswordOf(
      session.account,
      { accountId: row.accountId, privilegeId: row.privilegeId, organizationId: row.organizationId },
      trees,
      main,
    );
}

/** The account id in the path; one's own is refused at once (the checked change is for that). */
export function resetAccountId(context: RequestContext, session: SessionData, raw: string | undefined) {
  const accountId = requireValidId(context, raw, { messageKey: "orgPages:staff.reset.notFound" });
  if (accountId === session.account.accountId) throw forbidden(context, "orgPages:staff.reset.own");
  return accountId;
}

/**
 * The account among the organization's staff, or why not: not on this organization's staff is
 * the 404 page, a privilege the session may not reset the 403 page. The staff read's own failure
 * is handed back, for the loader's error page or the action's kept form.
 */
export async function resetTarget(
  context: RequestContext,
  request: Request,
  session: SessionData,
  accountId: string,
  staff: UpstreamResult<StaffAccount[]>,
): Promise<UpstreamResult<StaffAccount>> {
  if (!staff.ok) return staff;
  const target = staff.data.find((row) => row.accountId === accountId);
  if (!target) throw notFound(context, { messageKey: "orgPages:staff.reset.notFound" });
  const mayReset = await passwordResetTest(context, request, session);
  if (!mayReset(target)) throw forbidden(context, "orgPages:staff.reset.notLower");
  return { ok: true, status: 200, data: target };
}

export const staffName = (row: StaffAccount) =>
  [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email || row.accountId;
