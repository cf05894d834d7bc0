import type { RequestContext } from "~/load-context.server";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { upstream } from "~/upstream/client.server";
import { traceIdOf, type AuditOutcome } from "./event.server";
import { writeAudit } from "./trail.server";

/**
 * Sign-in and sign-out events (issue 43). A refused sign-in has no account: it names the username
 * that was tried (never the password). Only an allowed sign-in has a token at hand, so only it is
 * handed to the upstream; the others are in the stream alone.
 *
 * Returns false when the event could not be written and the trail is required: the caller then
 * refuses (a sign-in is not completed unaudited).
 */
export function auditSignIn(
  context: RequestContext,
  request: Request,
  outcome: AuditOutcome,
  who: { account: SessionAccount } | { username: string },
): boolean {
  const account =
    "account" in who
      ? who.account
      : // The name tried goes in `username` alone: it may not be anyone's account.
        { accountId: "unknown", privilegeId: -1 };
  return writeAudit(
    context,
    {
      account,
      action: "sign-in",
      outcome,
      routeId: "/login",
      traceId: traceIdOf(request),
      ...("username" in who ? { username: who.username } : {}),
    },
    "account" in who ? upstream(context, request) : null,
  );
}

/** Sign-out is never refused for the trail's sake: staying signed in would be the worse outcome. */
export function auditSignOut(context: RequestContext, request: Request, account: SessionAccount) {
  writeAudit(
    context,
    { account, action: "sign-out", outcome: "allowed", routeId: "/logout", traceId: traceIdOf(request) },
    null,
  );
}
