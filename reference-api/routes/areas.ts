import type { Request } from "express";
import { areaRoutes, publicMatchers } from "../app";
import { seedExtensions } from "../seed";
import { billingRoutes } from "./billing";
import { billingCodeRoutes } from "./billing-codes";
import { eventRoutes } from "./events";
import { laneRoutes } from "./lanes";
import { onboardingRoutes } from "./onboarding";
import { organizationRoutes } from "./organizations";
import { patientAssessmentRoutes } from "./patient-assessments";
import { seedPatientArea } from "../patient-area/seed";
import { patientRoutes } from "./patients";
import { taskRoutes } from "./tasks";

/**
 * Registers every area's routes with the reference upstream. Each area adds its module here
 * (lanes, fee schedules, patients, events, ...).
 */
areaRoutes.push(organizationRoutes);
areaRoutes.push(laneRoutes);
areaRoutes.push(eventRoutes);
areaRoutes.push(onboardingRoutes);

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
/**
 * The registration variant without a session: only with the registration headers, which the
 * routes check (booking, and reading the registered patient and the task just booked).
 */
const REGISTRATION_CALLS: Array<[string, RegExp]> = [
  ["PUT", /^\/api\/tasks\/(book-first-appointment-for-patient|bookAppointment\/mini)$/],
  ["GET", /^\/api\/tasks\/[^/]+$/],
  ["GET", /^\/api\/patients\/[^/]+$/],
];

publicMatchers.push((req: Request) => {
  const path = req.baseUrl + req.path;
  if (PATIENT_PUBLIC.some(([method, pattern]) => method === req.method && pattern.test(path))) return true;
  if (!req.get("x-registration-code") || !req.get("x-registration-token")) return false;
  return REGISTRATION_CALLS.some(([method, pattern]) => method === req.method && pattern.test(path));
});

// ---- billing -------------------------------------------------------------------------------------
areaRoutes.push(billingRoutes, billingCodeRoutes);
