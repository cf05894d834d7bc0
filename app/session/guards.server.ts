import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { isValidId } from "~/domain/ids";
import { can, mayActOn, scopeOf, type Capability } from "@contract/permissions";
import { isPatientAccount } from "@contract/privileges";
import type { RequestContext } from "~/load-context.server";
import { notFound } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { upstream, type UpstreamClient } from "~/upstream/client.server";
import { auditRequest, intentOf, type AuditAction, type AuditNotes } from "~/audit/guard.server";
import { markCrossTree } from "~/audit/trail.server";
import type { SessionData } from "./cookie-jar.server";
import { organizationTree } from "./organization-tree.server";

function loginRedirect(request: Request, extra: Record<string, string> = {}) {
  const url = new URL(request.url);
  const path = url.pathname.endsWith(".data") ? url.pathname.slice(0, -5) || "/" : url.pathname + url.search;
  return redirect(`/login?${new URLSearchParams({ redirectTo: path, ...extra })}`, 303);
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

export function forbidden(context: RequestContext, messageKey: string) {
  return data({ messageKey, requestId: context.requestId }, { status: 403 });
}

/** Staff pages (/provider/*). A patient gets a clear 403 page, not a redirect loop. */
export function requireStaff(context: RequestContext, request: Request): SessionData {
  const session = requireUser(context, request);
  if (isPatientAccount(session.account)) throw forbidden(context, "common:forbidden.staffOnly");
  return session;
}

/**
 * Patient pages (/curapatient/patient/*): a patient session with an access token. Anyone else is
 * sent to /login (spec part 2 §2) with the reason, and the form is shown even to a signed-in
 * staff user (`as=patient`), so they can sign in with a patient account.
 */
export function requirePatient(context: RequestContext, request: Request): SessionData {
  const session = requireUser(context, request);
  if (!isPatientAccount(session.account)) {
    context.jar.setFlash({ kind: "warn", key: "common:forbidden.patientOnly" });
    throw loginRedirect(request, { as: "patient" });
  }
  if (!session.accessToken) throw loginRedirect(request);
  return session;
}

/** Pages every staff member may open (the provider home and layout): no capability beyond staff. */
export const ANY_STAFF = "staff";
export type Needs = Capability | typeof ANY_STAFF;

/**
 * A staff session allowed this capability (and, when given, on this organization, or on any one
 * of `anyOf`: a record such as a patient belongs to several).
 */
export async function requireCapability(
  context: RequestContext,
  request: Request,
  capability: Needs,
  where: { organizationId?: string; anyOf?: readonly string[] } = {},
): Promise<SessionData> {
  const session = requireStaff(context, request);
  if (capability !== ANY_STAFF && !can(session.account, capability))
    throw forbidden(context, "common:forbidden.body");
  const candidates = where.organizationId !== undefined ? [where.organizationId] : where.anyOf;
  if (candidates !== undefined) {
    // Outside the tree answers as a missing id does, so ids elsewhere cannot be probed.
    const valid = candidates.filter((id) => isValidId(id));
    if (where.organizationId !== undefined && valid.length === 0) throw notFound(context);
    // A page for any staff member reads; it is scoped as reading an organization is.
    const scoped = capability === ANY_STAFF ? "organizations.read" : capability;
    const main = context.config.mainOrganizationName;
    if (scopeOf(session.account, scoped, main) === "ownTree") {
      const trees = orThrow(await organizationTree(context, request, session), context);
      if (!valid.some((id) => mayActOn(session.account, scoped, id, trees, main))) {
        // The audit trail records this 404 as a refusal (issue 43): an id outside the trees.
        markCrossTree(context);
        throw notFound(context);
      }
    }
  }
  return session;
}

type Args = LoaderFunctionArgs | ActionFunctionArgs;
interface GuardOptions {
  /** The route param holding an organization (or clinic) id the user must be allowed to act on. */
  orgParam?: string;
  /** The same, from the query string, for pages that show one organization of several (optional). */
  orgSearchParam?: string;
  /**
   * A second capability the account must also have (anywhere): a page that belongs to two areas,
   * such as a patient's assessment reports (assessments, and the record they are part of).
   */
  alsoNeeds?: Capability;
  /**
   * What the audit trail records as the action when the method, the intent and the route's path
   * do not say it (issue 43): a value, or one chosen from the form's `intent`.
   */
  auditAction?: AuditAction | ((intent: string | null) => AuditAction | undefined);
}

function organizationOf(args: Args, options: GuardOptions): { organizationId?: string } {
  if (options.orgParam) return { organizationId: args.params[options.orgParam] ?? "" };
  if (options.orgSearchParam) {
    const value = new URL(args.request.url).searchParams.get(options.orgSearchParam);
    if (value !== null) return { organizationId: value };
  }
  return {};
}

/**
 * What a guarded handler is handed: Remix's arguments (request, context, params), the session the
 * guard checked, and the request's upstream client, made on first use and the same instance for
 * the whole handler (issue 39 §4).
 */
export type Scope<A extends Args = Args> = A & {
  session: SessionData;
  client: UpstreamClient;
  /** What the handler tells the audit trail that the guard cannot see (issue 43). */
  audit: AuditScope;
};

export interface AuditScope {
  /** A list or an export: how many patients it showed (the trail names the count and filter, not ids). */
  count(n: number): void;
  /** A patient the handler touched that no route param names (an appointment's patient). */
  patient(id: string): void;
  /** The action, when only the handler knows it. */
  action(action: AuditAction): void;
}

function handedScope<A extends Args>(args: A, session: SessionData, notes: AuditNotes): Scope<A> {
  let client: UpstreamClient | undefined;
  const audit: AuditScope = {
    count: (n) => void (notes.count = n),
    patient: (id) => void notes.patientIds.push(id),
    action: (action) => void (notes.action = action),
  };
  return Object.defineProperty({ ...args, session, audit }, "client", {
    get: () => (client ??= upstream(args.context, args.request)),
    enumerable: true,
  }) as Scope<A>;
}

/**
 * A provider loader or action that states its capability. The guard runs before the handler, so
 * a refusal makes no upstream call; the capability is kept on the function so a test can walk
 * every route and compare it with the matrix.
 */
export function guarded<A extends Args, T>(
  capability: Needs,
  handler: (scope: Scope<A>) => Promise<T> | T,
  options: GuardOptions = {},
) {
  const guardedHandler = async (args: A): Promise<T> => {
    const notes: AuditNotes = { patientIds: [], count: null, action: null, intent: null };
    let session: SessionData;
    try {
      session = await requireCapability(
        args.context,
        args.request,
        capability,
        organizationOf(args, options),
      );
      if (options.alsoNeeds && !can(session.account, options.alsoNeeds))
        throw forbidden(args.context, "common:forbidden.body");
    } catch (refusal) {
      // Exactly one event per request, whatever the handler did (issue 43): refusals too.
      throw auditRequest(args, capability, options.auditAction, notes, { thrown: refusal });
    }
    notes.intent = await intentOf(args.request);
    const scope = handedScope(args, session, notes);
    let result: T;
    try {
      result = await handler(scope);
    } catch (thrown) {
      throw auditRequest(args, capability, options.auditAction, notes, { thrown }, scope.client);
    }
    const refusal = auditRequest(args, capability, options.auditAction, notes, { result }, scope.client);
    if (refusal) throw refusal;
    return result;
  };
  return Object.assign(guardedHandler, {
    capability,
    alsoNeeds: options.alsoNeeds,
    orgParam: options.orgParam,
    orgSearchParam: options.orgSearchParam,
  });
}
