import type { RequestContext } from "~/load-context.server";
import { upstream } from "~/upstream/client.server";
import { logout } from "~/upstream/accounts.server";
import type { SignedIn } from "./authenticator.server";
import { revoke } from "./revocations.server";
import { forgetTokens } from "./token-overrides.server";

/**
 * Every session operation in one module (indie-stack's session.server.ts): reading the account,
 * signing in and out. Routes call these; none touches the cookie jar's session directly.
 */

export function getSession(context: RequestContext) {
  return context.jar.getSession();
}

/** A new session (new id, no fixation) holding the tokens; the pending MFA cookie goes. */
export function startSession(context: RequestContext, signedIn: SignedIn) {
  const previous = context.jar.getSession();
  if (previous) revoke(previous.sid, previous.createdAt + context.config.sessionMaxMs);
  context.jar.clearPendingLogin();
  return context.jar.startSession(signedIn);
}

/** Clears the session, keeps preferences, and refuses the old cookie if it is replayed. */
export function endSession(context: Pick<RequestContext, "jar" | "config">) {
  const session = context.jar.getSession();
  if (session) {
    revoke(session.sid, session.createdAt + context.config.sessionMaxMs);
    forgetTokens(session.sid);
  }
  context.jar.destroySession();
}

/** Logs out upstream (best effort: the local session ends whatever the upstream says). */
export async function signOut(context: RequestContext, request: Request) {
  const session = context.jar.getSession();
  if (session) {
    await logout(upstream(context, request), session.refreshToken).catch(() => undefined);
  }
  endSession(context);
}
