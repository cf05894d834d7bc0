import type { RequestContext } from "~/load-context.server";
import { revoke } from "./revocations.server";

/**
 * Every session operation in one module (indie-stack's session.server.ts): reading the account,
 * signing in and out. Routes call these; none touches the cookie jar's session directly.
 */

export function getSession(context: RequestContext) {
  return context.jar.getSession();
}

/** Clears the session, keeps preferences, and refuses the old cookie if it is replayed. */
export function endSession(context: RequestContext) {
  const session = context.jar.getSession();
  if (session) revoke(session.sid, session.createdAt + context.config.sessionMaxMs);
  context.jar.destroySession();
}
