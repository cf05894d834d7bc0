import { audit } from "@contract/audit";
import type { AuditRecord } from "~/audit/event.server";
import type { UpstreamClient } from "./client.server";

/**
 * Hands a request's audit events to the upstream (issue 43), which keeps them for the access
 * history. An extension: a documented-only backend answers `not-offered` and the stream alone
 * is the record. Reading the history is `audit.server.ts`'s.
 */
export function recordAuditEvents(client: UpstreamClient, events: AuditRecord[], timeoutMs: number) {
  return client.invoke(audit.record, { json: { events }, timeoutMs });
}
