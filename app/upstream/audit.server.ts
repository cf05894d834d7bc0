import type { z } from "zod";
import { audit, type auditEventSchema } from "@contract/audit";
import type { UpstreamClient } from "./client.server";

/**
 * The access audit trail as kept by the upstream (issue 43; an extension, so a documented-only
 * backend answers `not-offered` and the pages say so). Writing the trail is the app's own
 * (`app/audit/`); this is the read an organization admin's history pages make.
 */

export type AuditEvent = z.output<typeof auditEventSchema>;

export interface AuditQuery {
  /** Only events that belong to this organization or one below it. */
  organizationId?: string;
  patientId?: string;
  accountId?: string;
  action?: AuditEvent["action"];
  /** Calendar days, inclusive, yyyy-mm-dd. */
  from?: string;
  to?: string;
}

export function listAuditEvents(client: UpstreamClient, query: AuditQuery, page: number, size: number) {
  return client.invoke(audit.list, { query: { ...query, page, size } });
}
