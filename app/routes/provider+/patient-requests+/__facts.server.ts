import type { RequestFactsData } from "~/components/patient-requests/request-facts";
import { formatDisplayDate, formatInstantDate } from "~/domain/format";
import type { RequestContext } from "~/load-context.server";
import type { PatientRequest } from "~/upstream/patient-requests.server";

/** What a request's pages show of it, formatted for the user's zone. */
export function requestFacts(found: PatientRequest, context: RequestContext): RequestFactsData {
  return {
    patientName: found.patientName,
    requestType: found.requestType,
    status: found.status,
    requested: formatInstantDate(found.requestedAt, context.timeZone),
    serviceDate: found.serviceDate ? formatDisplayDate(found.serviceDate) : "",
    organizationName: found.organizationName ?? "",
  };
}
