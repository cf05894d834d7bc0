import { data } from "@remix-run/node";
import { audit as auditCalls } from "@contract/audit";
import type { RequestContext } from "~/load-context.server";
import { log } from "~/observability/logger.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { recordAuditEvents } from "~/upstream/audit-record.server";
import { buildEvent, type AuditFacts, type AuditRecord } from "./event.server";
import { auditSink } from "./stream.server";

/**
 * One request's audit trail: exactly one event per request (issue 43), written to the stream
 * before the response is sent, then handed to the upstream after it (`handOverAudit`, called by
 * the host when the response has finished).
 */

interface RequestTrail {
  /** The event written for this request, if any: a second handler in the request adds nothing. */
  event: AuditRecord | null;
  /** The signed-in client the event is handed over with; none when no token is at hand. */
  client: UpstreamClient | null;
  /** The tree check refused an id outside the user's trees (a 404 that is a refusal). */
  crossTree: boolean;
  /** Patients a shared loader found behind a record no route param names (an appointment's). */
  patientIds: string[];
}

// The host and the Remix build each bundle this module: the trail hangs off the request context
// under a registered symbol, so the host's copy finds what the build's copy recorded.
const KEY = Symbol.for("care-delivery.audit-trail");
type WithTrail = { [KEY]?: RequestTrail };

function trailOf(context: RequestContext): RequestTrail {
  const holder = context as unknown as WithTrail;
  return (holder[KEY] ??= { event: null, client: null, crossTree: false, patientIds: [] });
}

/** Called where the tree check answers 404 for an id outside the user's trees. */
export function markCrossTree(context: RequestContext) {
  trailOf(context).crossTree = true;
}

/**
 * A patient behind the record a shared loader read (an appointment's, a care plan's, an
 * activity's): the request's event names them, as a `$patientId` in the URL would be named. Noted
 * before the tree check, so a refused attempt names whom it tried to read.
 */
export function notePatient(context: RequestContext, patientId: string | null | undefined) {
  if (patientId) trailOf(context).patientIds.push(String(patientId));
}

export function notedPatients(context: RequestContext): readonly string[] {
  return trailOf(context).patientIds;
}

export function wasCrossTree(context: RequestContext): boolean {
  return trailOf(context).crossTree;
}

export function alreadyAudited(context: RequestContext): boolean {
  return trailOf(context).event !== null;
}

/** The answer when the trail cannot be written and the configuration requires it: the 503 page. */
export function auditUnavailable(context: RequestContext) {
  return data(
    { requestId: context.requestId, messageKey: "common:unavailable.audit" },
    { status: 503, headers: { "Retry-After": "30" } },
  );
}

/**
 * Writes the request's event to the stream (once per request; later calls are ignored) and keeps
 * it for the handover. Returns false when the stream failed and AUDIT_REQUIRED says the request
 * must then be refused; the caller throws `auditUnavailable`.
 */
export function writeAudit(
  context: RequestContext,
  facts: Omit<AuditFacts, "requestId">,
  client: UpstreamClient | null,
): boolean {
  const trail = trailOf(context);
  if (trail.event) return true;
  const event = buildEvent({ ...facts, requestId: context.requestId });
  trail.event = event;
  try {
    auditSink(context.config).write(event);
  } catch (error) {
    log.error("audit event could not be written", {
      error,
      required: context.config.audit.required,
      capability: event.capability,
    });
    // Not handed over either: the stream is the record, and the upstream's copy must not hold
    // an event the stream lacks.
    trail.client = null;
    return !context.config.audit.required;
  }
  trail.client = client;
  return true;
}

const HANDOVER_TIMEOUT_MS = 2_000;

/**
 * Hands the request's event to the upstream (`audit.record`), once, not retried: the stream is
 * the record, the upstream's copy is what the access history reads. Skipped when the upstream
 * does not offer the extension; a failure is one log line. Never throws.
 */
export async function handOverAudit(context: RequestContext): Promise<void> {
  const trail = trailOf(context);
  const { event, client } = trail;
  trail.client = null;
  if (!event || !client) return;
  try {
    const result = await recordAuditEvents(client, [event], HANDOVER_TIMEOUT_MS);
    if (!result.ok && result.kind !== "not-offered")
      log.warn("audit event not handed to the upstream", {
        entry: auditCalls.record.id,
        status: result.status,
        kind: result.kind,
      });
  } catch (error) {
    log.warn("audit event not handed to the upstream", { entry: auditCalls.record.id, error });
  }
}
