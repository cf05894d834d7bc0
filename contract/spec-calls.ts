import type { Method } from "./call";

/**
 * The spec's own lists of calls (part 1 §7, part 2 §7), transcribed by hand, and what stands for
 * each one the app does not make (issue 40's proof, `tests/unit/spec-coverage.test.ts`). The
 * contract's `source.documented` says which line an entry comes from; this is the other direction:
 * every line, so a call nobody wrote an entry for is seen too.
 *
 * Transcription rules:
 * - Shorthand is expanded: "GET /{id}/overview, basicInfo" under a base is one GET per name, "PUT
 *   and DELETE /x" one call per method. A call listed twice (in both parts, or twice in one part
 *   with other query parameters) is written where each list names it; the test counts it once.
 * - Placeholders sit where the contract's entry for the call has its parameters (the test matches
 *   segment by segment). Where the spec writes a value in a parameter's place (`/rumecard/false`,
 *   `/{id}/true/update-checked-status`) the placeholder stands for it.
 * - Where the spec gives a bare collection ("/api/program-phase") or says "paths: not shown", the
 *   calls are the contract's reading of that line (its entries citing the line), and calls the
 *   spec names without a path get one in the style of their neighbours, said in a comment.
 * - Two things the lists name are not `/api` calls: the version check (a configured URL) and the
 *   payer benchmark (an asset); `NOT_UPSTREAM` says where the app makes them.
 */

export interface SpecCall {
  method: Method;
  path: string;
  /** "part N §7 <heading>", as the spec titles the list. */
  section: string;
}

/** A call the app does not make, and the call or route that serves its need instead. */
export interface ServedBy {
  method: Method;
  path: string;
  /** The entry id (`area.name`) or the app route that serves the need. */
  servedBy: string;
  why: string;
  /** The `docs/areas/<area>.md` page whose "Calls the app serves with another call" has its line. */
  area: string;
}

function under(section: string, base: string, calls: ReadonlyArray<readonly [Method, string]>): SpecCall[] {
  return calls.map(([method, rest]) => ({ method, path: base + rest, section }));
}

const P1 = (heading: string) => `part 1 §7 ${heading}`;
const P2 = (heading: string) => `part 2 §7 ${heading}`;

const ORG = "/api/organizations";

export const SPEC_CALLS: readonly SpecCall[] = [
  // Part 1 §7 "Fee schedules": paths not shown; the paths are part 2's list of the same calls.
  ...under(P1("Fee schedules"), "/api/fee-schedules", [
    ["GET", ""],
    ["POST", "/create-fee-schedules"],
    ["GET", "/{id}"],
    ["PUT", "/{id}"],
    ["DELETE", "/{id}"],
    ["GET", "/{id}/entries"],
    ["POST", "/create-fee-schedule-entry"],
    ["PUT", "/entry/{id}"],
    ["DELETE", "/entry/{id}"],
    ["GET", "/schedule-with-plans"],
  ]),
  ...under(P1("Schedules"), "/api/schedule/{id}", [
    ["GET", "/regular"],
    ["POST", "/regular"],
    ["GET", "/special"],
    ["POST", "/special"],
  ]),
  ...under(P1("Claims modifiers"), "/api/claims-modifiers", [
    ["GET", ""],
    ["POST", ""],
    ["PUT", "/{id}"],
    ["DELETE", "/{id}"],
  ]),
  ...under(P1("Procedure codes"), "/api/procedure-codes", [
    ["GET", "/overview"],
    ["GET", ""],
    ["POST", ""],
    ["PUT", "/{id}"],
    ["DELETE", "/{id}"],
    ["GET", "/grouped-codes"],
  ]),
  ...under(P1("Sign-in and account"), "/api", [
    ["POST", "/accounts/login"],
    ["POST", "/accounts/refreshToken"],
    ["POST", "/accounts/{accountId}/password"],
    ["POST", "/accounts/{accountId}/password-without-check"],
    ["POST", "/accounts/forgot-password"],
    ["POST", "/accounts/confirm-new-password"],
    ["POST", "/accounts/password"],
    ["POST", "/accounts/mfa"],
    ["POST", "/accounts/logout"],
    ["GET", "/session/web"],
  ]),
  ...under(P1("Surveys"), "/api/surveys", [
    ["GET", "/{id}"],
    ["GET", "/organization/{orgId}"],
    ["GET", "/organization/{orgId}/filters"],
    ["GET", "/public-filters"],
    ["GET", "/public-brief"],
    ["POST", ""],
    ["PUT", "/{id}"],
    ["POST", "/{id}/picture"],
    ["DELETE", "/{id}/picture"],
    ["POST", "/questions/{id}/choices"],
    ["PUT", "/choices/{id}"],
    ["DELETE", "/choices/{id}"],
    ["GET", "/questions/{id}/answers/patients"],
    ["GET", "/{id}/answer-stats"],
    ["GET", "/{id}/questions"],
    ["GET", "/patient/{id}/assessment-reports"],
    ["POST", "/patient/{id}/requestRedoAssessment"],
    ["GET", "/{id}/answer-breakdown"],
    ["POST", "/assessment-report"],
  ]),
  ...under(P1("Meta data"), "/api/meta", [
    ["GET", "/therapy"],
    ["POST", "/therapy"],
    ["PUT", "/therapy/{id}"],
    ["DELETE", "/therapy/{id}"],
    ["DELETE", "/therapy/entity/{id}"],
    ["DELETE", "/therapy/{id}/image"],
    ["GET", "/task"],
    ["GET", "/observation"],
  ]),
  ...under(P1("Care plans"), "/api/carePlans", [
    ["GET", "/{id}"],
    ["DELETE", "/{id}"],
    ["POST", "/task"],
    ["PUT", "/task/{id}"],
    ["DELETE", "/{planId}/task/{taskId}"],
    ["GET", "/carePlanTypes"],
    ["GET", "/templates"],
    ["GET", "/public-templates"],
    ["POST", "/patient-care-plan-from-template"],
    ["POST", "/{id}/care-plan-status"],
    ["POST", "/task/observation-goal"],
    ["GET", "/{id}/serviceId"],
    ["GET", "/{id}/patients-on-plan-stats"],
  ]),
  ...under(P1("Care plans"), "/api", [
    ["GET", "/performers/{id}/care-plans"],
    ["PUT", "/tasks/{id}/complete"],
    ["PUT", "/tasks/{id}/activate"],
    ["POST", "/observations"],
  ]),
  ...under(P1("Activities and packages"), "/api", [
    ["GET", "/activties"],
    ["GET", "/activties/activity/{id}"],
    ["GET", "/packages/{id}"],
  ]),
  // Part 1 §7 "Clinic lanes, per organization": paths not shown; part 2 "Clinic setup and lanes"
  // lists the same six calls with theirs (the patient count among its further reads).
  ...under(P1("Clinic lanes, per organization"), `${ORG}/{id}`, [
    ["PUT", "/reschedule-clinic-appointments"],
    ["PUT", "/cancel-clinic-appointments"],
    ["PUT", "/notify-clinic-appointment-patients"],
    ["GET", "/clinic-appointment-patient-count"],
    ["PUT", "/undo-reschedule-clinic-appointments/{batchId}"],
    ["PUT", "/undo-cancel-clinic-appointments"],
  ]),

  // Part 2 §7 "Organizations" (base /api/organizations).
  ...under(P2("Organizations"), ORG, [
    ["GET", "/{id}/checkOrgId"],
    ["GET", "/exist"],
    ["POST", ""],
    ["POST", "/withAdmin"],
    ["PUT", "/{id}"],
    ["DELETE", "/{id}"],
    ["DELETE", "/{id}/picture"],
  ]),
  // "POST /api/{resource}/{id}/picture": the resources whose pictures the spec's screens upload
  // (surveys' own picture call is part 1's).
  ...under(P2("Organizations"), "/api", [
    ["POST", "/organizations/{id}/picture"],
    ["POST", "/performers/{id}/picture"],
    ["POST", "/programs/{id}/picture"],
    ["POST", "/accounts/{id}/picture"],
  ]),
  ...under(P2("Organizations"), `${ORG}/{id}`, [
    ["GET", "/overview"],
    ["GET", "/basicInfo"],
    ["GET", "/departments"],
    ["GET", "/performers"],
    ["GET", "/performers_brief"],
    ["GET", "/allStaff"],
    ["GET", "/summary-counts"],
    ["GET", "/name"],
    ["GET", "/branches-brief"],
    ["GET", "/locations"],
    ["GET", "/getAllOrganizationClinic"],
    ["GET", "/getAllOrganizationClinic_brief"],
    ["GET", "/clinic-appointments"],
    ["GET", "/clinic-appointments/open-days"],
    ["GET", "/clinic-appointment-counts"],
    ["GET", "/getClinicSuggestionsForPatientGroup"],
    ["GET", "/patients"],
  ]),
  ...under(P2("Organizations"), ORG, [
    ["GET", ""],
    ["GET", "/rootOrganizations"],
    ["GET", "/all"],
    ["GET", "/organizationPatientGroups/{id}"],
    ["GET", "/publicClinics/web"],
    ["GET", "/publicClinics/web/next"],
  ]),
  ...under(P2("Organizations"), `${ORG}/{id}`, [
    ["PUT", "/extraSettings"],
    ["PUT", "/consent"],
    ["PUT", "/refresh-invitation-code"],
    ["PUT", "/change-organization"],
    ["POST", "/appointment"],
    ["PUT", "/appointment"],
    ["DELETE", "/appointment"],
    ["POST", "/appointment/{clinicId}"],
    ["PUT", "/appointment/{clinicId}"],
    ["DELETE", "/appointment/{clinicId}"],
    // "Further reads", each under the organization like the list's first, /{id}/branches.
    ["GET", "/branches"],
    ["GET", "/organization-stats"],
    ["GET", "/organization-branches-count"],
    // (branches-brief again: the first list's call, with its type query.)
    ["GET", "/org-association"],
    ["GET", "/patientgroups-analytics"],
    ["GET", "/status-aggregation"],
    ["GET", "/overview-card-analytics"],
    ["GET", "/patients-departments"],
    ["GET", "/get-noschool-districts"],
    ["GET", "/communitygroup-and-school-pending-events"],
    ["GET", "/triage-events"],
    ["GET", "/clinics-analytics"],
    ["GET", "/clinics-analytics-all"],
    ["GET", "/hourly-summary-chart-data"],
    ["GET", "/clinic-setup/activities"],
    ["GET", "/clinic-appointment-audits"],
    ["GET", "/clinic-appointment-patient-count"],
    ["GET", "/clinic-appointment/check-break"],
  ]),
  ...under(P2("Organizations"), ORG, [
    // "hourly-clinic-counts/{a}/{b}": the clinic and the day, as the contract reads it.
    ["GET", "/hourly-clinic-counts/{id}/{date}"],
    ["GET", "/parent-clinics/{id}"],
    ["GET", "/clinic-patient-groups/{id}"],
    ["GET", "/clinic-patient-groups/{id}/clinic-appointment"],
    ["GET", "/clinic-patient-groups/{id}/all"],
    ["GET", "/clinics-vaccination-status/with-date-range/{id}"],
    ["GET", "/clinics/pod-type/mobile-vaccine-service"],
    ["GET", "/clinicsLaneCheck"],
    ["GET", "/clinic-schedule/{id}"],
    ["GET", "/parent-events/{id}"],
    ["GET", "/productItems/clinic/{id}"],
  ]),
  ...under(P2("Organizations"), `${ORG}/{id}`, [
    ["PUT", "/change-status"],
    ["POST", "/approvalStatus"],
  ]),

  ...under(P2("Departments and locations"), "/api", [
    ["POST", "/departments"],
    ["PUT", "/departments/{id}"],
    ["DELETE", "/departments/{id}"],
    ["GET", "/departments/options"],
    ["GET", "/locations/locationTypes"],
  ]),

  ...under(P2("Clinic setup and lanes"), `${ORG}/{id}`, [
    ["PUT", "/clinic-appointment"],
    ["POST", "/clinic-appointment"],
    ["PUT", "/clinic-day-sign-off"],
    ["DELETE", "/clinic-appointment/{slot}"],
    ["POST", "/clinic-appointments/bulk-delete"],
    ["PUT", "/reschedule-clinic-appointments"],
    ["PUT", "/undo-reschedule-clinic-appointments/{batchId}"],
    ["PUT", "/cancel-clinic-appointments"],
    ["PUT", "/undo-cancel-clinic-appointments"],
    ["PUT", "/notify-clinic-appointment-patients"],
    ["PUT", "/update-clinicId"],
    ["PUT", "/clinic-vaccine-info/{laneId}"],
    ["PUT", "/clinic-lane-update"],
  ]),
  ...under(P2("Clinic setup and lanes"), "/api", [
    ["GET", "/lanes/{id}"],
    ["GET", "/lanes/active-clinics"],
    ["GET", "/lanes/aggregated-stats"],
    ["GET", "/lanes/scheduling-counts"],
    // "(and all-clinics variants)": the spec shows no path; these name them.
    ["GET", "/lanes/all-clinics/active-clinics"],
    ["GET", "/lanes/all-clinics/aggregated-stats"],
    ["GET", "/lanes/all-clinics/scheduling-counts"],
    ["GET", "/schedule/{id}/hoursOfOperation"],
    ["GET", "/schedule/{id}/hoursOfOperationParent"],
  ]),

  ...under(P2("Tasks and appointments"), "/api/tasks", [
    ["GET", "/{locationId}/location"],
    ["PUT", "/bulk-cancel"],
    ["PUT", "/book-first-appointment-for-patient"],
    // Also sent without the login session (registration): the same call.
    ["PUT", "/bookAppointment/mini"],
    ["PUT", "/bookAppointment/cancel"],
    ["POST", "/check-for-slot-open"],
    ["GET", "/{id}"],
    ["GET", "/{id}/appointments"],
    ["GET", "/{id}/family-member-appointments"],
    ["GET", "/{id}/appointments-in-active-goals"],
    ["PUT", "/{id}"],
    ["PUT", "/{id}/complete"],
    ["PUT", "/{id}/cancel"],
    ["PUT", "/{id}/vaccineInfo"],
    ["PUT", "/{id}/observationStatus"],
    ["DELETE", "/{id}/vaccineInfo"],
    ["DELETE", "/{id}/performer"],
  ]),
  ...under(P2("Tasks and appointments"), ORG, [["GET", "/organizationublicClinics/{orgId}/allDateV2"]]),

  // "/api/programs: CRUD, ...": CRUD is the collection's create, list, read, change and delete.
  ...under(P2("Programs"), "/api/programs", [
    ["POST", ""],
    ["GET", ""],
    ["GET", "/{id}"],
    ["PUT", "/{id}"],
    ["DELETE", "/{id}"],
    ["POST", "/create-program"],
    ["POST", "/enroll-program"],
    ["GET", "/clinic/{id}"],
    ["GET", "/templates"],
    ["GET", "/templates-mini"],
    ["GET", "/organization/{orgId}"],
    ["GET", "/{id}/patients"],
    ["POST", "/{id}/eligible-not-enrolled"],
    ["GET", "/care-plan/{planId}"],
    ["POST", "/{id}/qualification"],
    ["PUT", "/{id}/qualification/{rank}"],
    ["DELETE", "/{id}/qualification/{rank}"],
    // "product-item(s)": a program's product items, read and added (no path or method shown).
    ["GET", "/{id}/product-items"],
    ["POST", "/{id}/product-item"],
    ["POST", "/{id}/invite-patients"],
    ["GET", "/analytics"],
    ["GET", "/counts"],
    ["GET", "/service-types"],
    ["GET", "/name"],
    // "enrollment steps (a list of id and rank)".
    ["GET", "/{id}/enrollment-steps"],
    ["POST", "/{id}/enrollment-steps"],
    ["PUT", "/{id}/enrollment-steps"],
    ["PUT", "/{id}/enrollment-steps/{stepId}"],
    ["DELETE", "/{id}/enrollment-steps/{stepId}"],
  ]),
  ...under(P2("Programs"), "/api", [
    ["GET", "/program-phase"],
    ["POST", "/program-phase"],
    ["PUT", "/program-phase/{id}"],
    ["DELETE", "/program-phase/{id}"],
    ["POST", "/program-phase-item"],
    ["PUT", "/program-phase-item/{id}"],
    ["DELETE", "/program-phase-item/{id}"],
    ["GET", "/products"],
    ["POST", "/products"],
    ["DELETE", "/products/{id}"],
    ["GET", "/productItems"],
    ["POST", "/productItems"],
    ["DELETE", "/productItems/{id}"],
    ["GET", "/productItems/clinic/{id}"],
    // "(and template)".
    ["GET", "/productItems/template"],
    ["GET", "/program-type"],
    ["GET", "/program-category"],
  ]),

  ...under(P2("Providers"), "/api/performers", [
    ["GET", "/{id}"],
    ["POST", ""],
    ["PUT", "/profile/{id}"],
    ["DELETE", "/{id}"],
    ["GET", "/serviceProviders"],
    ["GET", "/{id}/appointments"],
    ["GET", "/organization/{orgId}/appointments"],
    ["GET", "/patients-with-metrics"],
  ]),

  // "update and delete are made through the links on the note": the links lead to /api/note/{id}.
  ...under(P2("Notes"), "/api/note", [
    ["POST", ""],
    ["GET", "/patient/{id}"],
    ["PUT", "/{id}"],
    ["DELETE", "/{id}"],
  ]),

  ...under(P2("Patients and family"), "/api/patients", [
    ["GET", "/patient"],
    ["GET", "/{id}"],
    ["GET", "/{id}/overview"],
    ["GET", "/{id}/family-members"],
    ["GET", "/{id}/activities"],
    ["GET", "/{id}/carePlan"],
    ["GET", "/{id}/patientOrganization"],
    ["GET", "/programs/{id}"],
    ["GET", "/{id}/vaccination-card/pdf/download"],
  ]),
  ...under(P2("Patients and family"), "/api", [
    ["GET", "/session/{id}/family-member-details"],
    ["GET", "/session/{id}/vaccinationInfo"],
    ["POST", "/patients"],
    ["PUT", "/patients/profile/{id}"],
    ["DELETE", "/patients/{id}"],
    ["DELETE", "/patients/purge/{id}"],
    ["POST", "/patients/{id}/patient-invite-code"],
    ["POST", "/patients/{id}/removeOrganization"],
    ["PUT", "/patients/{id}/organization/{code}"],
    // "/rumecard/false".
    ["PUT", "/patients/{id}/rumecard/{value}"],
    ["POST", "/organizations/{id}/patients/individual"],
    ["GET", "/carePlans/{id}/patients-stats"],
    ["POST", "/carePlans/addCarePlanToPatient"],
    ["GET", "/carePlans/{id}/serviceId"],
    ["GET", "/meta/getAllPublicServiceType"],
    ["GET", "/meta/getServiceTypesWithCarePlans"],
    ["GET", "/surveys/patient/{id}/daily-assessment-reports"],
    ["GET", "/surveys/patient/{id}/assessment-reports"],
    ["GET", "/accounts/exist"],
    ["GET", "/accounts/{id}"],
    ["POST", "/accounts"],
    ["GET", "/insurance/payers"],
    ["GET", "/paymentCart/download/invoice/{id}"],
    // "/{id}/true/update-checked-status".
    ["PATCH", "/observations/{id}/{checked}/update-checked-status"],
    ["POST", "/observations/{id}/updateValue/{value}"],
    ["GET", "/file-uploads/patient/{id}"],
    ["GET", "/file-uploads/{id}/download"],
    ["PUT", "/activties/patient/{patientId}/{id}/view"],
    ["GET", "/activties/{id}/full"],
    ["GET", "/elis/test-result/{taskId}/pdf"],
    ["GET", "/elis/order-result/{id}/pdf"],
    ["PUT", "/elis/updateIsContacted/{id}"],
    // "Session: GET session fetch": the session read, part 1's GET /api/session/web.
    ["GET", "/session/web"],
    ["GET", "/session/mobile"],
  ]),

  ...under(P2("Patient requests"), "/api/patient-requests", [
    ["GET", "/patient/{id}"],
    ["GET", "/lite/patient/{id}"],
    ["DELETE", "/{id}"],
    ["GET", "/organization/{id}"],
    ["GET", "/organization/{id}/grouped-stats"],
    ["GET", "/organization/{id}/csv/download"],
    ["GET", "/organization/{id}/csv/download/enrollments"],
    ["PUT", "/{id}/status"],
    ["PUT", "/{id}"],
    ["POST", "/{id}/homebound-request-status/send-email"],
  ]),

  ...under(P2("Master data"), "/api", [
    ["GET", "/meta/therapy"],
    ["GET", "/meta/sub-type"],
    ["POST", "/meta/therapy"],
    ["PUT", "/meta/therapy/{id}"],
    ["DELETE", "/meta/therapy/{id}"],
    ["DELETE", "/meta/therapy/{id}/image"],
    ["POST", "/attachments/therapy-type"],
    ["GET", "/meta/device"],
    ["GET", "/masterData/inventories"],
    ["GET", "/products"],
    ["GET", "/insurance-providers"],
    ["POST", "/insurance-providers/search"],
    // "DELETE {type path}/{id}", one per type path.
    ["DELETE", "/meta/observation/{id}"],
    ["DELETE", "/meta/privilege/{id}"],
    ["DELETE", "/meta/role/{id}"],
    ["DELETE", "/meta/service/{id}"],
    ["DELETE", "/specialties/{id}"],
    ["DELETE", "/meta/task/{id}"],
    ["DELETE", "/masterData/{id}"],
    ["DELETE", "/program-type/{id}"],
    ["DELETE", "/program-category/{id}"],
    ["DELETE", "/masterData/payer/{id}"],
    ["DELETE", "/fee-schedules/{id}"],
    ["DELETE", "/procedure-codes/overview/{id}"],
    ["DELETE", "/claims-modifiers/{id}"],
    ["DELETE", "/reason-codes/overview/{id}"],
    ["GET", "/attachments/organization/{id}"],
    ["POST", "/attachments/organization/{id}"],
  ]),

  // "GET ?category; ?providerId&payerId" are both the collection's GET.
  ...under(P2("Fee schedules"), "/api/fee-schedules", [
    ["GET", ""],
    ["GET", "/{id}"],
    ["GET", "/{id}/overview"],
    ["GET", "/{id}/entries"],
    ["GET", "/{id}/name"],
    ["GET", "/{id}/dependencies"],
    ["GET", "/schedule-with-plans"],
    ["GET", "/plan/{id}/entry"],
    ["GET", "/entry/{id}/dependencies"],
    ["GET", "/plan/{id}/dependencies"],
    ["GET", "/{id}/plans"],
    ["GET", "/plan/{id}/entries"],
    ["POST", "/create-fee-schedule-entry"],
    ["PUT", "/entry/{id}"],
    ["DELETE", "/entry/{id}"],
    ["POST", "/create-fee-schedules"],
    ["PUT", "/{id}"],
    ["DELETE", "/{id}"],
    ["POST", "/create-fee-schedule-plan"],
    ["PUT", "/plan/{id}"],
    ["DELETE", "/plan/{id}"],
    ["POST", "/{id}/upload/csv"],
  ]),

  // "GET /api/payers (name, size 20)" and "?payer_name" are both the collection's GET.
  ...under(P2("Payers and claims"), "/api/payers", [
    ["GET", ""],
    ["GET", "/{id}"],
    ["GET", "/{id}/name"],
    ["POST", ""],
    ["GET", "/claims-stats-per-organization"],
    ["GET", "/payers-covid-stats"],
    ["GET", "/{id}/claims/by_month"],
    ["GET", "/{id}/reason_codes"],
    ["GET", "/{id}/reason_codes/{code}"],
    ["GET", "/{id}/procedure_codes"],
    ["GET", "/payer-group-numbers"],
    ["GET", "/get-top-three-reason-codes"],
    ["GET", "/payers-covid-apl-summary-download"],
  ]),
  ...under(P2("Payers and claims"), "/api", [
    ["GET", "/claims/{id}"],
    ["GET", "/claims"],
    ["GET", "/claims/claims-total-stats"],
    ["GET", "/claims/claims-ranges-stats"],
    ["GET", "/claims/states"],
    ["GET", "/claims/zip-codes"],
    ["GET", "/reason-codes"],
    ["GET", "/procedure-codes"],
    ["GET", "/logs/import"],
  ]),

  ...under(P2("Exports"), `${ORG}/{id}`, [
    ["GET", "/patients/csv/download"],
    ["GET", "/homebound/csv/download"],
    ["GET", "/vaccinations/excel/download"],
    ["GET", "/appointments/excel/download"],
    ["GET", "/completed-tests/excel/download"],
    ["GET", "/billing/excel/download"],
    ["GET", "/incentive/csv/download"],
  ]),

  // "A socket delivers ACTIVITY, NOTIFICATION, ...": no path shown; the contract's stream.
  ...under(P2("Live events"), "/api", [["GET", "/events/stream"]]),
];

/**
 * What the lists name that is no `/api` call, and the app file that makes it (the test reads the
 * file for the marker).
 */
export const NOT_UPSTREAM: ReadonlyArray<{ what: string; section: string; madeIn: string; marker: string }> =
  [
    {
      what: "GET a configured URL with a timestamp (its hash)",
      section: P1("Version check"),
      madeIn: "app/components/version-check.tsx",
      marker: "hash",
    },
    {
      what: "a static benchmark JSON file from the application assets",
      section: P2("Payers and claims"),
      madeIn: "app/routes/provider+/billing+/__payer-benchmark.server.ts",
      marker: "benchmark",
    },
  ];

/**
 * Calls the app does not make because another call it makes serves the same need. Each has its
 * line in the area page's "Calls the app serves with another call" section.
 */
export const SERVED_BY: readonly ServedBy[] = [
  // Organization events: one call per act, the event named in the path where it exists.
  {
    method: "PUT",
    path: "/api/organizations/{id}/appointment",
    servedBy: "organizationPages.updateEvent",
    why: "A change names the event it changes: the app sends PUT /api/organizations/{id}/appointment/{clinicId}; a change without the event's id has nothing to change.",
    area: "organizations",
  },
  {
    method: "DELETE",
    path: "/api/organizations/{id}/appointment",
    servedBy: "organizationPages.cancelEvent",
    why: "A cancellation names the event it cancels: the app sends DELETE /api/organizations/{id}/appointment/{clinicId}; cancelling every event of an organization at once is no screen's act.",
    area: "organizations",
  },
  {
    method: "POST",
    path: "/api/organizations/{id}/appointment/{clinicId}",
    servedBy: "organizationPages.createEvent",
    why: "A new event has no id yet: the app creates it with POST /api/organizations/{id}/appointment and the upstream gives it its id, which the change and cancel calls then name.",
    area: "organizations",
  },
  // Sign-in and accounts.
  {
    method: "POST",
    path: "/api/accounts/password",
    servedBy: "accounts.changePassword",
    why: "The spec lists it with no account and no fields, so it can only be the signed-in user's own change; the account page makes that change with POST /api/accounts/{accountId}/password, which names the account and checks the current password.",
    area: "sign-in-and-accounts",
  },
  // Patient summary reads (issue 40 item 8).
  {
    method: "GET",
    path: "/api/patients/{id}/patientOrganization",
    servedBy: "patients.get",
    why: "Every page of the patient record reads GET /api/patients/{id}, whose organizations (id and name) are what the page's tree check and the record's header use; a second read of the same organizations would add a call to each page and say nothing new.",
    area: "members-and-patient-record",
  },
  {
    method: "GET",
    path: "/api/accounts/{id}",
    servedBy: "organizationPages.allStaff",
    why: "The staff tab lists each account's name, e-mail, privilege and organization from allStaff, and the one page about one account (its password reset) finds the account in that list, which also proves it is on the organization's staff; a read by id would show nothing more and still need that check.",
    area: "organizations",
  },
  // Organizations.
  {
    method: "GET",
    path: "/api/organizations",
    servedBy: "organizations.rootOrganizations",
    why: "The organizations dashboard lists trees with their figures (the roots for a super admin, the user's organization and its branches otherwise) and filters them by type itself; a flat page of organizations of a type carries no figures and would list branches the trees already hold.",
    area: "organizations",
  },
  {
    method: "GET",
    path: "/api/organizations/all",
    servedBy: "organizations.rootOrganizations",
    why: "Every organization at once is what the dashboard's root trees and each organization's branches page already show, page by page; no screen needs the whole network unpaged.",
    area: "organizations",
  },
  {
    method: "GET",
    path: "/api/organizations/{id}/name",
    servedBy: "organizations.basicInfo",
    why: "Every page that names an organization (headings, breadcrumbs) already reads its basic information, which holds the name with the type and status the page also shows.",
    area: "organizations",
  },
  {
    method: "GET",
    path: "/api/organizations/{id}/performers_brief",
    servedBy: "organizations.performers",
    why: "The provider pickers and the staff lists read the tree's performers once; a brief list would be a second read of a subset of the same rows.",
    area: "organizations",
  },
  {
    method: "GET",
    path: "/api/organizations/{id}/getAllOrganizationClinic_brief",
    servedBy: "organizations.clinics",
    why: "The clinics tab and the clinic pickers read the tree's clinics in full (getAllOrganizationClinic); the brief list with a date holds nothing those rows lack, and the day's activity comes from active-clinics.",
    area: "organizations",
  },
  {
    method: "PUT",
    path: "/api/organizations/{id}/change-status",
    servedBy: "organizations.approvalStatus",
    why: "The approval page changes the status with POST approvalStatus, which takes the denial's reason; change-status is the spec's second form of the same change, so making both would be two doors to one record.",
    area: "organizations",
  },
  {
    method: "GET",
    path: "/api/organizations/clinic-patient-groups/{id}/all",
    servedBy: "patientGroups.clinicSuggestions",
    why: "A patient group's page shows the clinics serving it (clinic-patient-groups/{id}) and offers the organization's other clinics nearest first (getClinicSuggestionsForPatientGroup); together they are every clinic the group could use.",
    area: "organizations",
  },

  // Clinic lanes and set-up.
  {
    method: "GET",
    path: "/api/schedule/{id}/regular",
    servedBy: "clinicSetup.hours",
    why: "The hours page needs the week that applies and whether it is the clinic's own: hoursOfOperation answers both (inherited or not, with the days), so the own regular week is read through it and only the save goes to /regular.",
    area: "clinic-lanes-and-setup",
  },
  {
    method: "PUT",
    path: "/api/organizations/{id}/clinic-lane-update",
    servedBy: "clinicSetup.updateLane",
    why: "A lane is changed on its edit page with PUT clinic-appointment (the lane's id in the body), which the spec lists for the same change; a second call for one lane's update would split one form's refusals over two answers.",
    area: "clinic-lanes-and-setup",
  },
  {
    method: "GET",
    path: "/api/organizations/{id}/clinics-analytics-all",
    servedBy: "clinicAnalytics.clinics",
    why: "Clinics analytics are read per tree (decision 035); a root organization's analytics cover all its clinics, and the network's totals are on the organizations dashboard.",
    area: "clinic-lanes-and-setup",
  },
  {
    method: "GET",
    path: "/api/lanes/all-clinics/active-clinics",
    servedBy: "clinicAnalytics.activeClinics",
    why: "The clinics tab reads the clinics active on a day over the organization's tree (decision 035); over a root that is every clinic of the network the user sees, so the all-clinics variant adds nothing a page shows.",
    area: "clinic-lanes-and-setup",
  },
  {
    method: "GET",
    path: "/api/lanes/all-clinics/scheduling-counts",
    servedBy: "clinicAnalytics.schedulingCounts",
    why: "The analytics read bookings per day over the organization's tree (decision 035); over a root that is every clinic, and the network's counts are the organizations dashboard's.",
    area: "clinic-lanes-and-setup",
  },
  {
    method: "GET",
    path: "/api/organizations/parent-clinics/{id}",
    servedBy: "organizations.basicInfo",
    why: "A clinic's pages show the organizations above it in their breadcrumb trail, walked up through each one's basicInfo only while the user may read it (organizationTrail); a clinic's parents are facilities and networks, not clinics, so a second list of them would repeat the trail.",
    area: "clinic-lanes-and-setup",
  },
  {
    method: "GET",
    path: "/api/organizations/clinicsLaneCheck",
    servedBy: "lanes.patientCount",
    why: "Before a lanes change the lanes page's panel (a GET step that works without JavaScript) reads clinic-appointment-patient-count for the chosen lanes and says how many booked patients the change affects; the action re-reads the lanes and the upstream refuses a signed-off day, and one lane's change is checked with check-break, so no further check call has anything to add.",
    area: "clinic-lanes-and-setup",
  },

  // Programs.
  {
    method: "GET",
    path: "/api/programs/templates",
    servedBy: "programs.templatesMini",
    why: "The program form offers the care-plan templates a program may use, by name (templateIds); templates-mini answers the tree's and the public ones with what the form shows, and the full templates are not read there.",
    area: "programs",
  },
  {
    method: "GET",
    path: "/api/program-phase",
    servedBy: "programs.get",
    why: "A program is read with its phases and their items (GET /api/programs/{id}); the phases page shows them from that answer, so a separate list of phases would be a second read of the same rows.",
    area: "programs",
  },
  {
    method: "GET",
    path: "/api/productItems",
    servedBy: "programs.products",
    why: "A program's products page reads its products with their items (GET /api/products?programId=); the items list of the program is the same rows without their products.",
    area: "programs",
  },
  {
    method: "GET",
    path: "/api/productItems/clinic/{id}",
    servedBy: "programs.clinicProductItems",
    why: "The products page shows a clinic's items over every program with their product and program (GET /api/organizations/productItems/clinic/{id}); the items alone would need those names read again.",
    area: "programs",
  },

  // Issue 40 item 9: programs.
  {
    method: "POST",
    path: "/api/programs",
    servedBy: "programs.create",
    why: "The new-program form sends its fields with the organization to POST /api/programs/create-program, which the spec lists beside the CRUD; POST /api/programs would make the same record a second way, and one write keeps the organization check in one place.",
    area: "programs",
  },
  {
    method: "GET",
    path: "/api/programs/{id}/product-items",
    servedBy: "programs.products",
    why: "The products tab reads the program's products with their items (GET /api/products?programId=); the program's item list is the same rows without their products, as with GET /api/productItems.",
    area: "programs",
  },
  {
    method: "POST",
    path: "/api/programs/{id}/product-item",
    servedBy: "programs.addProductItem",
    why: "An item is added under the product it belongs to (POST /api/productItems with productId, name, template and clinic); the program follows from the product, so a second add path under the program would make the same row.",
    area: "programs",
  },
  {
    method: "GET",
    path: "/api/productItems/template",
    servedBy: "programs.templatesMini",
    why: "A product item carries care-plan templates (part 2 §3); the add-item form offers them from templates-mini, the same list the program form uses, so a second list of templates for items would be the same rows.",
    area: "programs",
  },

  // Issue 40 item 9: packages.
  {
    method: "GET",
    path: "/api/packages/{id}",
    servedBy: "claims.disputePackage",
    why: "The only packages the app shows are dispute packages (decision 039); their page reads a package with its claims through GET /api/dispute-packages/{id}. The spec gives /api/packages/{id} no field or screen, so a second read of a package would show nothing more.",
    area: "billing-and-claims",
  },

  // Patient area.
  {
    method: "GET",
    path: "/api/patients/patient",
    servedBy: "patients.get",
    why: "The session (GET /api/session/web) names the signed-in patient's id, and the patient area reads that record by id, the same read it uses for a family member it acts for; one read serves both.",
    area: "patient-area",
  },

  // Care plans.
  {
    method: "POST",
    path: "/api/carePlans/addCarePlanToPatient",
    servedBy: "carePlans.fromTemplate",
    why: "A patient's plan is made from a template with the day it starts, as the form asks; addCarePlanToPatient copies a plan starting today and offers no choice the form has.",
    area: "care-plans",
  },

  // Master data.
  {
    method: "GET",
    path: "/api/insurance-providers",
    servedBy: "masterData.searchInsuranceProviders",
    why: "The insurance providers' list is searched and paged with POST /api/insurance-providers/search (name, limit, page), as the spec lists for it; the plain GET answers the same rows without the search.",
    area: "master-data",
  },

  // Billing and claims.
  {
    method: "GET",
    path: "/api/procedure-codes",
    servedBy: "billing.procedureCodesOverview",
    why: "Procedure codes are listed, searched and looked up on the code list's page from GET /api/procedure-codes/overview (page, size, code); fee schedule entries take a typed code and check it against the plan, so no picker needs the search by provider and payer.",
    area: "billing-and-claims",
  },
  {
    method: "DELETE",
    path: "/api/procedure-codes/overview/{id}",
    servedBy: "billing.removeProcedureCode",
    why: "The procedure codes page deletes a code with DELETE /api/procedure-codes/{id}, which part 1 lists for the same record; the master-data page sends procedure codes to that page rather than deleting them itself.",
    area: "billing-and-claims",
  },
  {
    method: "GET",
    path: "/api/fee-schedules/{id}/name",
    servedBy: "billing.getSchedule",
    why: "Every page under a fee schedule reads the schedule itself (its name, and the owner that decides whether the page offers changes), so its name as text would be a second read.",
    area: "billing-and-claims",
  },
  {
    method: "GET",
    path: "/api/payers/{id}/name",
    servedBy: "claims.getPayer",
    why: "A payer's pages read the payer (name, group number, state); claims and fee schedules carry the payer's name in their own rows, so no page needs the name alone.",
    area: "billing-and-claims",
  },
];
