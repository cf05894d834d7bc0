import { claims } from "@contract/claims";
import { onCall } from "./contract";
import { HttpResponse } from "msw";

/**
 * Default answers for the payer analytics (decision 039): a payer page read by someone with
 * claims.read asks for them beside the payer; tests of the analytics override these.
 */
export const claimDefaultHandlers = [
  onCall(claims.payerByMonth, () => HttpResponse.json([])),
  onCall(claims.topReasonCodes, () => HttpResponse.json([])),
  onCall(claims.perOrganization, () => HttpResponse.json([])),
];
