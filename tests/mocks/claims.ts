import { http, HttpResponse } from "msw";
import { UPSTREAM } from "./accounts";

/**
 * Default answers for the payer analytics (decision 039): a payer page read by someone with
 * claims.read asks for them beside the payer; tests of the analytics override these.
 */
export const claimDefaultHandlers = [
  http.get(`${UPSTREAM}/api/payers/:id/claims/by_month`, () => HttpResponse.json([])),
  http.get(`${UPSTREAM}/api/payers/get-top-three-reason-codes`, () => HttpResponse.json([])),
  http.get(`${UPSTREAM}/api/payers/claims-stats-per-organization`, () => HttpResponse.json([])),
];
