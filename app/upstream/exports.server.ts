import { toWireDate } from "~/domain/appointments";
import { EXPORT_MEDIA_TYPES, type ExportSpec } from "~/domain/exports";
import { type ExportForm } from "~/domain/export-schemas";
import type { UpstreamClient } from "./client.server";

/**
 * An organization export (spec part 2 §7 "Exports"; decision 040): the upstream's file, opened
 * with openDownload and streamed through by the route; days go as MM/dd/yyyy (part 2 §9).
 */
export function downloadExport(client: UpstreamClient, orgId: string, spec: ExportSpec, form: ExportForm) {
  return client.fetch(`/api/organizations/${encodeURIComponent(orgId)}/${spec.path}/download`, {
    headers: { Accept: EXPORT_MEDIA_TYPES[spec.format].join(", ") },
    query: { dateFrom: toWireDate(form.from), dateTo: toWireDate(form.to), status: form.status },
  });
}
