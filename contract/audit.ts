import { ACCOUNT, staff } from "./access";
import { defineCalls } from "./call";
import { id, instant, pageOf, paging } from "./common";
import { z } from "./zod";

/**
 * The access audit trail (issue 43): who read or changed which patient's data, when, with what
 * outcome. The app writes every event to its own JSON-lines stream first (the record a SIEM
 * ships); it also hands each request's events to the upstream, which keeps them so an
 * organization admin can read a patient's access history in the app. The spec names no audit
 * call: both are extensions, and with a documented-only backend the history says it is not
 * offered while the stream is still written.
 */

export const AUDIT_ACTIONS = [
  "read",
  "create",
  "change",
  "delete",
  "export",
  "download",
  "sign-in",
  "sign-out",
] as const;
export const AUDIT_OUTCOMES = ["allowed", "refused", "failed"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const auditEventSchema = z
  .object({
    id: id.optional(),
    /** When the request was judged, ISO 8601. */
    at: instant,
    accountId: id,
    accountName: z.string().nullish(),
    privilegeId: z.number().int().nullish(),
    /** The account's organization tree(s): the roots the event belongs to. */
    organizationIds: z.array(id).default([]),
    /** The patients the request touched; a list or an export names none and says `count`. */
    patientIds: z.array(id).default([]),
    count: z.number().int().nonnegative().nullish(),
    /** A list's or an export's filter, as the query string the person chose (no page). */
    filter: z.string().nullish(),
    capability: z.string().nullish(),
    routeId: z.string().nullish(),
    action: z.enum(AUDIT_ACTIONS),
    outcome: z.enum(AUDIT_OUTCOMES),
    requestId: z.string().nullish(),
    traceId: z.string().nullish(),
  })
  .passthrough();

export type AuditEvent = z.infer<typeof auditEventSchema>;

const REASON =
  "The spec names no audit call; the access history an organization admin reads (issue 43) is kept by the upstream from the events the app hands it.";

export const audit = defineCalls("audit", {
  record: {
    method: "POST",
    path: "/api/audit-events",
    summary: "Keeps the signed-in account's own access events (a request's, usually one)",
    source: { extension: REASON },
    // Any signed-in account hands over its own events; the upstream refuses events of another
    // account or of a patient outside the account's trees.
    access: ACCOUNT,
    body: { json: z.object({ events: z.array(auditEventSchema).min(1).max(50) }).passthrough() },
    responses: { 204: { empty: true } },
  },
  list: {
    method: "GET",
    path: "/api/audit-events",
    summary: "Access events in the caller's trees, newest first, filtered and paged",
    source: { extension: REASON },
    // An organization's page names it: the caller must be allowed there; without it, every tree
    // the caller reads the trail of.
    access: staff("audit.read", { organization: { query: "organizationId" } }),
    query: z
      .object({
        /** Only events that belong to this organization or one below it. */
        organizationId: z.string().optional(),
        patientId: z.string().optional(),
        accountId: z.string().optional(),
        action: z.enum(AUDIT_ACTIONS).optional(),
        /** Calendar days, inclusive, YYYY-MM-DD. */
        from: z.string().optional(),
        to: z.string().optional(),
        ...paging,
      })
      .passthrough(),
    responses: { 200: { json: pageOf(auditEventSchema) } },
  },
});
