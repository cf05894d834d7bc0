import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { EXPORT_MEDIA_TYPES, exportSpec } from "~/domain/exports";
import { exportFormSchema } from "~/domain/export-schemas";
import { organizationPath } from "~/domain/organizations";
import { downloadResponse } from "~/http/download.server";
import { notFound, requireValidId } from "~/http/not-found.server";
import { guarded } from "~/session/guards.server";
import { openDownload } from "~/upstream/downloads.server";
import { downloadExport } from "~/upstream/exports.server";

/**
 * One export's file (decision 040), streamed from the upstream through the download building
 * block under the upstream's name. A form that does not pass goes back to the Exports tab with
 * its values, which shows it with its errors; an upstream failure goes to the download-failed page.
 */
export const loader = guarded(
  "exports.run",
  async ({ request, context, params, client }) => {
    const orgId = requireValidId(context, params.orgId);
    const url = new URL(request.url);
    const tab = organizationPath(orgId, "exports");
    const spec = exportSpec(url.searchParams.get("export"));
    if (!spec) throw notFound(context);
    const submission = parseWithZod(url.searchParams, { schema: exportFormSchema });
    if (submission.status !== "success") return redirect(`${tab}?${url.searchParams}`, 303);
    const result = await openDownload(
      () => downloadExport(client, orgId, spec, submission.value),
      EXPORT_MEDIA_TYPES[spec.format],
    );
    return downloadResponse(context, request, result, {
      fallbackFileName: `${spec.key}.${spec.format}`,
      fallbackPath: tab,
    });
  },
  { orgParam: "orgId" },
);
