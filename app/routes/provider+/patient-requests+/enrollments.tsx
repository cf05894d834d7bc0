import { parseListQuery } from "~/domain/list-query";
import {
  ORGANIZATION_PARAM,
  PATIENT_REQUESTS_PATH,
  PATIENT_REQUEST_LIST,
  patientRequestParams,
} from "~/domain/patient-requests";
import { downloadResponse } from "~/http/download.server";
import { guarded } from "~/session/guards.server";
import { openDownload } from "~/upstream/downloads.server";
import { downloadEnrollments } from "~/upstream/patient-requests.server";

/** The organization's enrollments CSV under the list's filters, streamed from the upstream. */
export const loader = guarded(
  "patientRequests.read",
  async ({ request, context, session, client }) => {
    const url = new URL(request.url);
    const query = parseListQuery(PATIENT_REQUEST_LIST, url.searchParams);
    const orgId = query.kept[ORGANIZATION_PARAM] ?? session.account.organizationId ?? "";
    const result = orgId
      ? await openDownload(
          () => downloadEnrollments(client, orgId, patientRequestParams(query.filters)),
          ["text/csv"],
        )
      : ({ ok: false, reason: "status", status: 400 } as const);
    return downloadResponse(context, request, result, {
      fallbackFileName: "enrollments.csv",
      fallbackPath: PATIENT_REQUESTS_PATH,
    });
  },
  { orgSearchParam: ORGANIZATION_PARAM },
);
