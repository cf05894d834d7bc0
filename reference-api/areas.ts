import type { RouteFactory } from "./area";
import { appointmentActionRoutes } from "./appointments/actions-routes";
import { auditRoutes } from "./audit/routes";
import { billingRoutes } from "./billing/routes";
import { billingCodeRoutes } from "./billing/codes-routes";
import { calendarFeedRoutes } from "./providers/calendar-feed-routes";
import { carePlanRoutes } from "./care-plans/routes";
import { claimRoutes } from "./claims/routes";
import { clinicAnalyticsRoutes } from "./clinic-analytics/routes";
import { clinicScheduleRoutes } from "./clinic-setup/schedule-routes";
import { clinicSetupRoutes } from "./clinic-setup/routes";
import { eventRoutes } from "./events/routes";
import { familyRoutes } from "./family/routes";
import { exportRoutes } from "./exports/routes";
import { healthRecordRoutes } from "./health-record/routes";
import { laneRoutes } from "./lanes/routes";
import { locationRoutes } from "./locations/routes";
import { masterDataRoutes } from "./master-data/routes";
import { noteRoutes } from "./notes/routes";
import { onboardingRoutes } from "./onboarding/routes";
import { organizationAdminRoutes } from "./organizations/admin-routes";
import { organizationPageRoutes } from "./organization-pages/routes";
import { organizationRoutes } from "./organizations/routes";
import { patientAdminRoutes } from "./patients/admin-routes";
import { patientAssessmentRoutes } from "./routes/patient-assessments";
import { patientGroupRoutes } from "./patient-groups/routes";
import { patientRequestRoutes } from "./patient-requests/routes";
import { patientRoutes } from "./patients/routes";
import { performerRoutes } from "./providers/routes";
import { programRoutes } from "./programs/routes";
import { pictureRoutes } from "./routes/pictures";
import { staffTaskRoutes } from "./appointments/staff-routes";
import { surveyRoutes } from "./surveys/routes";
import { taskRoutes } from "./appointments/routes";
import { therapyMetaRoutes } from "./care-plans/therapy-routes";

/**
 * The reference upstream's areas, one router each. Express tries them in this order and a router
 * may hand a request on (`next()`), so the order is part of the behaviour.
 */
export const AREAS: RouteFactory[] = [
  // First: its paths are literal below an organization's id (…/patients/csv/download), where an
  // organization's other routes have ids.
  exportRoutes,
  // Before the organizations' routes: its literal paths (clinic-schedule, hourly-clinic-counts)
  // sit where theirs have an id.
  clinicSetupRoutes,
  clinicScheduleRoutes,
  // Before the lanes' routes: its literal paths (active-clinics, scheduling-counts) sit where
  // GET /api/lanes/{id} has an id.
  clinicAnalyticsRoutes,
  organizationRoutes,
  organizationAdminRoutes,
  organizationPageRoutes,
  locationRoutes,
  patientGroupRoutes,
  laneRoutes,
  eventRoutes,
  onboardingRoutes,
  patientRoutes,
  patientAdminRoutes,
  noteRoutes,
  staffTaskRoutes,
  calendarFeedRoutes,
  // After the staff tasks' and calendar feeds' literal paths under /api/performers.
  performerRoutes,
  taskRoutes,
  appointmentActionRoutes,
  healthRecordRoutes,
  familyRoutes,
  // Before the patient side: the network list with `page` is its, the plain array the patients'.
  surveyRoutes,
  patientAssessmentRoutes,
  // Before the billing codes: its literal paths (/api/payers/payer-group-numbers) sit where
  // GET /api/payers/{id} has an id.
  claimRoutes,
  billingRoutes,
  billingCodeRoutes,
  pictureRoutes,
  carePlanRoutes,
  // Before the therapy meta data: a paged GET of /api/meta/task or /api/meta/observation is a
  // master-data list; the care plans' plain reads go on to therapyMetaRoutes.
  masterDataRoutes,
  therapyMetaRoutes,
  patientRequestRoutes,
  programRoutes,
  auditRoutes,
];
