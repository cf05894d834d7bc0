import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { upstream, type UpstreamClient } from "~/upstream/client.server";
import type { RequestContext } from "~/load-context.server";
import { filterOf, routePatternOf, traceIdOf, type AuditAction, type AuditOutcome } from "./event.server";
import { isPatientLevel, PATIENT_PARAMS } from "./patient-level";
import { auditUnavailable, notedPatients, wasCrossTree, writeAudit } from "./trail.server";

export type { AuditAction };

/**
 * How `guarded` (app/session/guards.server.ts) turns a settled provider request into its audit
 * event (issue 43): which requests are recorded, with what action and outcome.
 */

type Args = LoaderFunctionArgs | ActionFunctionArgs;

/** What the handler reported through `scope.audit`, and the form's intent. */
export interface AuditNotes {
  patientIds: string[];
  count: number | null;
  action: AuditAction | null;
  intent: string | null;
}

export type DeclaredAction = AuditAction | ((intent: string | null) => AuditAction | undefined) | undefined;

const FORM = "application/x-www-form-urlencoded";

/**
 * The form's `intent`, read from a copy of the body so the handler still reads it. Only plain
 * forms (small, under BODY_LIMIT_KB): an upload's multipart body is not read twice.
 */
export async function intentOf(request: Request): Promise<string | null> {
  if (request.method === "GET" || request.method === "HEAD") return null;
  if (!request.headers.get("content-type")?.startsWith(FORM)) return null;
  try {
    const intent = (await request.clone().formData()).get("intent");
    return typeof intent === "string" ? intent : null;
  } catch {
    return null;
  }
}

/** The status of a thrown or returned answer (a Response or Remix's `data()`), or null for plain data. */
function statusOf(answer: unknown): number | null {
  if (answer instanceof Response) return answer.status;
  if (answer && typeof answer === "object" && (answer as { type?: unknown }).type === "DataWithResponseInit")
    return (answer as { init?: { status?: number } | null }).init?.status ?? 200;
  return null;
}

function isAttachment(answer: unknown): boolean {
  return answer instanceof Response && /attachment/i.test(answer.headers.get("content-disposition") ?? "");
}

/**
 * Allowed: the guard let the request through and it was served (a validation error is still an
 * allowed access). Refused: a 403, the tree check's 404, or any other 4xx that served no data.
 * Failed: the upstream or the app failed (5xx, an error).
 */
export function outcomeOf(settled: { thrown: unknown } | { result: unknown }): AuditOutcome {
  if ("result" in settled) return (statusOf(settled.result) ?? 200) >= 500 ? "failed" : "allowed";
  const status = statusOf(settled.thrown);
  if (status === null || status >= 500) return "failed";
  return status >= 400 ? "refused" : "allowed";
}

const DELETE_WORDS = /^(delete|remove|purge|discard)$/;
const CREATE_WORDS = /^(new|create|add|invite|upload|answer)$/;

/** The action from the method, the declared action, the intent and the route's last path segment. */
export function actionOf(input: {
  method: string;
  capability: string;
  routeId: string;
  declared: DeclaredAction;
  reported: AuditAction | null;
  intent: string | null;
  answer: unknown;
}): AuditAction {
  if (input.reported) return input.reported;
  const declared =
    typeof input.declared === "function" ? input.declared(input.intent) : (input.declared ?? undefined);
  if (declared) return declared;
  const method = input.method.toUpperCase();
  if (method === "GET" || method === "HEAD") {
    if (!isAttachment(input.answer)) return "read";
    return input.capability === "exports.run" ? "export" : "download";
  }
  if (method === "DELETE") return "delete";
  if (input.capability === "exports.run") return "export";
  const words = [...(input.intent ?? "").split(/[^A-Za-z]+/), input.routeId.split("/").pop() ?? ""].map((w) =>
    w.toLowerCase(),
  );
  if (words.some((w) => DELETE_WORDS.test(w))) return "delete";
  if (words.some((w) => CREATE_WORDS.test(w))) return "create";
  return "change";
}

/**
 * Records the settled request. Returns what the guard must throw instead of serving: for a
 * thrown answer, that answer (or the 503 when the trail could not be written and is required);
 * for a returned one, the 503 or undefined.
 */
export function auditRequest(
  args: Args,
  capability: string,
  declared: DeclaredAction,
  notes: AuditNotes,
  settled: { thrown: unknown } | { result: unknown },
  client?: UpstreamClient,
): unknown {
  const passThrough = "thrown" in settled ? settled.thrown : undefined;
  const context = args.context as RequestContext;
  const session = context.jar.getSession();
  // Nobody signed in: the guard sends them to sign in, and there is no account to name.
  if (!session) return passThrough;
  const patientIds = [
    ...new Set([
      ...PATIENT_PARAMS.map((name) => args.params[name]).filter((id): id is string => Boolean(id)),
      ...notes.patientIds,
      ...notedPatients(context),
    ]),
  ];
  const outcome = outcomeOf(settled);
  const crossTree = wasCrossTree(context);
  if (!isPatientLevel(capability, patientIds.length > 0) && !(crossTree && outcome === "refused"))
    return passThrough;
  const url = new URL(args.request.url);
  const routeId = routePatternOf(url, args.params);
  const action = actionOf({
    method: args.request.method,
    capability,
    routeId,
    declared,
    reported: notes.action,
    intent: notes.intent,
    answer: "result" in settled ? settled.result : settled.thrown,
  });
  // A list or an export names its count and filter, not every patient it showed.
  const isList = patientIds.length === 0;
  const written = writeAudit(
    context,
    {
      account: session.account,
      action,
      outcome,
      capability,
      routeId,
      patientIds,
      count: isList ? notes.count : null,
      filter: isList ? filterOf(url) : null,
      traceId: traceIdOf(args.request),
    },
    session.accessToken ? (client ?? upstream(context, args.request)) : null,
  );
  return written ? passThrough : auditUnavailable(context);
}
