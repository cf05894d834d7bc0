import type { Request } from "express";
import { areaRoutes, publicMatchers } from "../app";
import { seedExtensions } from "../seed";
import { organizationRoutes } from "./organizations";
import { patientAssessmentRoutes } from "./patient-assessments";
import { seedPatientArea } from "./patient-data";
import { patientRoutes } from "./patients";
import { taskRoutes } from "./tasks";

/**
 * Registers every area's routes with the reference upstream. Each area adds its module here
 * (lanes, fee schedules, patients, events, ...).
 */
areaRoutes.push(organizationRoutes);

// ---- patient area ------------------------------------------------------------------------------
areaRoutes.push(patientRoutes, taskRoutes, patientAssessmentRoutes);
seedExtensions.push(seedPatientArea);

/** Patient-area calls that also work without a session (public catalogue, registration). */
const PATIENT_PUBLIC: Array<[string, RegExp]> = [
  ["GET", /^\/api\/meta\/getAllPublicServiceType$/],
  ["GET", /^\/api\/surveys\/public-brief$/],
  ["GET", /^\/api\/surveys\/[^/]+(\/questions)?$/],
  ["GET", /^\/api\/organizations\/[^/]+\/checkOrgId$/],
  ["POST", /^\/api\/organizations\/[^/]+\/patients\/individual$/],
  ["GET", /^\/api\/organizations\/organizationublicClinics\/[^/]+\/allDateV2$/],
  ["GET", /^\/api\/organizations\/[^/]+\/clinic-appointments\/open-days$/],
  ["POST", /^\/api\/tasks\/check-for-slot-open$/],
];
/** Booking without a session: only with the registration headers (checked by the route). */
const REGISTRATION_BOOKING = /^\/api\/tasks\/(book-first-appointment-for-patient|bookAppointment\/mini)$/;

publicMatchers.push((req: Request) => {
  const path = req.baseUrl + req.path;
  if (PATIENT_PUBLIC.some(([method, pattern]) => method === req.method && pattern.test(path))) return true;
  return req.method === "PUT" && REGISTRATION_BOOKING.test(path) && !!req.get("x-registration-code") && !!req.get("x-registration-token");
});
