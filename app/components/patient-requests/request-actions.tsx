import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HOMEBOUND, PATIENT_REQUESTS_PATH, REQUEST_PATIENT_PARAM } from "~/domain/patient-requests";

type Page = "status" | "edit" | "email" | "delete";

/**
 * A request's page, coming back to `back` (the list or record it was opened from). It names the
 * request's patient: a backend without the read of one request (an extension) is read through the
 * patient's requests.
 */
export function requestPagePath(requestId: string, page: Page, back: string, patientId: string): string {
  const query = new URLSearchParams({ back, [REQUEST_PATIENT_PARAM]: patientId });
  return `${PATIENT_REQUESTS_PATH}/${encodeURIComponent(requestId)}/${page}?${query}`;
}

/**
 * What staff can do with a request, each its own page (a form or a confirmation), so every
 * action works without JavaScript; the homebound status e-mail only for a homebound request.
 */
export function RequestActions({
  requestId,
  requestType,
  patientId,
  patientName,
  back,
}: {
  requestId: string;
  patientId: string;
  requestType: string;
  patientName: string;
  back: string;
}) {
  const { t } = useTranslation("patientRequests");
  const pages: Page[] =
    requestType === HOMEBOUND ? ["status", "edit", "email", "delete"] : ["status", "edit", "delete"];
  return (
    <ul className="flex flex-wrap gap-x-3">
      {pages.map((page) => (
        <li key={page}>
          <Link
            to={requestPagePath(requestId, page, back, patientId)}
            className="inline-flex min-h-touch items-center underline"
          >
            {t(`actions.${page}`)}
            <span className="sr-only"> {t("actions.forPatient", { patient: patientName })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
