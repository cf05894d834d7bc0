import type { Request } from "express";
import { REGISTRATION_CODE_HEADER, REGISTRATION_TOKEN_HEADER } from "./access";

/** Patient-area calls that also work without a session (public catalogue, registration). */
const PUBLIC: Array<[string, RegExp]> = [
  ["GET", /^\/api\/meta\/getAllPublicServiceType$/],
  ["GET", /^\/api\/surveys\/public-brief$/],
  ["GET", /^\/api\/surveys\/[^/]+(\/questions)?$/],
  ["GET", /^\/api\/organizations\/[^/]+\/checkOrgId$/],
  ["POST", /^\/api\/organizations\/[^/]+\/patients\/individual$/],
  ["GET", /^\/api\/organizations\/organizationublicClinics\/[^/]+\/allDateV2$/],
  ["GET", /^\/api\/organizations\/[^/]+\/clinic-appointments\/open-days$/],
  ["POST", /^\/api\/tasks\/check-for-slot-open$/],
];
/**
 * The registration variant without a session: only with the registration headers, which the
 * routes check (booking, and reading the registered patient and the task just booked).
 */
const REGISTRATION_CALLS: Array<[string, RegExp]> = [
  ["PUT", /^\/api\/tasks\/(book-first-appointment-for-patient|bookAppointment\/mini)$/],
  ["GET", /^\/api\/tasks\/[^/]+$/],
  ["GET", /^\/api\/patients\/[^/]+$/],
];

export function isPublicPatientCall(req: Request) {
  const path = req.baseUrl + req.path;
  if (PUBLIC.some(([method, pattern]) => method === req.method && pattern.test(path))) return true;
  if (!req.get(REGISTRATION_CODE_HEADER) || !req.get(REGISTRATION_TOKEN_HEADER)) return false;
  return REGISTRATION_CALLS.some(([method, pattern]) => method === req.method && pattern.test(path));
}
