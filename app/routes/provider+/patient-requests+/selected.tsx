import { downloadResponse } from "~/http/download.server";
import {
  ORGANIZATION_PARAM,
  PATIENT_REQUESTS_PATH,
  SELECTED_PARAM,
  selectedIds,
} from "~/domain/patient-requests";
import { guarded } from "~/session/guards.server";
import { openDownload } from "~/upstream/downloads.server";
import { downloadSelected } from "~/upstream/patient-requests.server";

/**
 * The requests chosen on the list, as the upstream's CSV (`.../csv/download?patientRequestIds=`),
 * streamed through. None chosen: the download-failed page, which leads back to the list.
 */
export const loader = guarded(
  "patientRequests.read",
  async ({ request, context, session, client }) => {
    const url = new URL(request.url);
    const orgId = url.searchParams.get(ORGANIZATION_PARAM) ?? session.account.organizationId ?? "";
    const ids = selectedIds(url.searchParams.getAll(SELECTED_PARAM));
    const result =
      ids.length === 0 || !orgId
        ? ({ ok: false, reason: "status", status: 400 } as const)
        : await openDownload(() => downloadSelected(client, orgId, ids), ["text/csv"]);
    return downloadResponse(context, request, result, {
      fallbackFileName: "patient-requests.csv",
      fallbackPath: PATIENT_REQUESTS_PATH,
    });
  },
  { orgSearchParam: ORGANIZATION_PARAM },
);
