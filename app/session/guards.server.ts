import { data, redirect } from "@remix-run/node";
import { isPatientAccount } from "~/domain/privileges";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "./cookie-jar.server";

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const path = url.pathname.endsWith(".data") ? url.pathname.slice(0, -5) || "/" : url.pathname + url.search;
  return redirect(`/login?redirectTo=${encodeURIComponent(path)}`, 303);
}

/** Any signed-in user, else /login with the way back. */
export function requireUser(context: RequestContext, request: Request): SessionData {
  const session = context.jar.getSession();
  if (!session) {
    if (context.jar.sessionWasRejected)
      context.jar.setFlash({ kind: "warn", key: "common:errors.sessionExpired" });
    throw loginRedirect(request);
  }
  return session;
}

function forbidden(context: RequestContext, messageKey: string) {
  return data({ messageKey, requestId: context.requestId }, { status: 403 });
}

/** Staff pages (/provider/*). A patient gets a clear 403 page, not a redirect loop. */
export function requireStaff(context: RequestContext, request: Request): SessionData {
  const session = requireUser(context, request);
  if (isPatientAccount(session.account)) throw forbidden(context, "common:forbidden.staffOnly");
  return session;
}

/** Patient pages (/curapatient/patient/*): a patient session with an access token. */
export function requirePatient(context: RequestContext, request: Request): SessionData {
  const session = requireUser(context, request);
  if (!isPatientAccount(session.account)) throw forbidden(context, "common:forbidden.patientOnly");
  if (!session.accessToken) throw loginRedirect(request);
  return session;
}
