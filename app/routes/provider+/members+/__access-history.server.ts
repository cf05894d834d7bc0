import { pageKeyOf } from "~/domain/audit";
import { formatInstant } from "~/domain/format";
import type { RequestContext } from "~/load-context.server";
import type { AuditEvent } from "~/upstream/audit.server";
import type { AccessRow } from "~/components/audit/access-events";

/** An upstream event as a row of the access history, in the reader's zone and language. */
export function accessRow(event: AuditEvent, index: number, context: RequestContext): AccessRow {
  return {
    id: event.id ?? `${event.at}-${index}`,
    at: event.at,
    when: formatInstant(event.at, context.timeZone, context.locale),
    who: event.accountName ?? event.accountId,
    action: event.action,
    pageKey: pageKeyOf(event.routeId),
    outcome: event.outcome,
    patientIds: event.patientIds,
    count: event.count ?? null,
  };
}
