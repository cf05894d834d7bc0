import { exports } from "@contract/exports";
import { pathOf } from "@contract/call";
import { toWireDate } from "~/domain/appointments";
import { EXPORT_MEDIA_TYPES, type ExportSpec } from "~/domain/exports";
import { type ExportForm } from "~/domain/export-schemas";
import type { UpstreamClient } from "./client.server";

/** Each export's contract entry, by its path under the organization (ExportSpec.path). */
const ENTRIES: Record<string, (typeof exports)[keyof typeof exports]> = {
  "patients/csv": exports.patients,
  "homebound/csv": exports.homebound,
  "vaccinations/excel": exports.vaccinations,
  "appointments/excel": exports.appointments,
  "completed-tests/excel": exports.completedTests,
  "billing/excel": exports.billing,
  "incentive/csv": exports.incentive,
};

/**
 * An organization export (spec part 2 §7 "Exports"; decision 040): the upstream's file, opened
 * with openDownload and streamed through by the route; days go as MM/dd/yyyy (part 2 §9).
 */
export function downloadExport(client: UpstreamClient, orgId: string, spec: ExportSpec, form: ExportForm) {
  const entry = ENTRIES[spec.path];
  if (!entry) throw new Error(`No export entry for ${spec.path}`);
  return client.fetch(pathOf(entry, { id: orgId }), {
    method: entry.method,
    headers: { Accept: EXPORT_MEDIA_TYPES[spec.format].join(", ") },
    query: { dateFrom: toWireDate(form.from), dateTo: toWireDate(form.to), status: form.status },
  });
}
