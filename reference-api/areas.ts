import type { PublicCall, RouteFactory } from "./area";
import { isPublicPatientCall } from "./patient-area/public-calls";
import { appointmentActionRoutes } from "./routes/appointment-actions";
import { billingRoutes } from "./routes/billing";
import { billingCodeRoutes } from "./routes/billing-codes";
import { calendarFeedRoutes, isPublicCalendarFeedCall } from "./routes/calendar-feeds";
import { carePlanRoutes } from "./routes/care-plans";
import { claimRoutes } from "./routes/claims";
import { clinicAnalyticsRoutes } from "./routes/clinic-analytics";
import { clinicScheduleRoutes } from "./routes/clinic-schedule";
import { clinicSetupRoutes } from "./routes/clinic-setup";
import { eventRoutes } from "./routes/events";
import { familyRoutes } from "./routes/family";
import { exportRoutes } from "./routes/exports";
import { healthRecordRoutes } from "./routes/health-record";
import { laneRoutes } from "./routes/lanes";
import { masterDataRoutes } from "./routes/master-data";
import { noteRoutes } from "./routes/notes";
import { isPublicOnboardingCall, onboardingRoutes } from "./routes/onboarding";
import { isPublicGeocoderCall, organizationAdminRoutes } from "./routes/organization-admin";
import { isPublicBrandingCall, organizationPageRoutes } from "./routes/organization-pages";
import { organizationRoutes } from "./routes/organizations";
import { patientAdminRoutes } from "./routes/patient-admin";
import { patientAssessmentRoutes } from "./routes/patient-assessments";
import { patientGroupRoutes } from "./routes/patient-groups";
import { patientRequestRoutes } from "./routes/patient-requests";
import { patientRoutes } from "./routes/patients";
import { performerRoutes } from "./routes/performers";
import { programRoutes } from "./routes/programs";
import { pictureRoutes } from "./routes/pictures";
import { staffTaskRoutes } from "./routes/staff-tasks";
import { surveyRoutes } from "./routes/surveys";
import { taskRoutes } from "./routes/tasks";
import { therapyMetaRoutes } from "./routes/therapy-meta";

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
];

/** The areas' calls that need no bearer token, besides the account calls (app.ts). */
export const PUBLIC_AREA_CALLS: PublicCall[] = [
  isPublicOnboardingCall,
  isPublicPatientCall,
  isPublicCalendarFeedCall,
  isPublicGeocoderCall,
  isPublicBrandingCall,
];
