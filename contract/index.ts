import type { Call } from "./call";
import { accounts } from "./accounts";
import { organizations } from "./organizations";
import { patientGroups } from "./patient-groups";
import { organizationPages } from "./organization-pages";
import { locations } from "./locations";
import { audit } from "./audit";
import { onboarding } from "./onboarding";
import { lanes } from "./lanes";
import { clinicSetup } from "./clinic-setup";
import { clinicAnalytics } from "./clinic-analytics";
import { events } from "./events";
import { patients } from "./patients";
import { notes } from "./notes";
import { family } from "./family";
import { healthRecord } from "./health-record";
import { appointments } from "./appointments";
import { providers } from "./providers";
import { surveys } from "./surveys";
import { programs } from "./programs";
import { billing } from "./billing";
import { claims } from "./claims";
import { exports } from "./exports";
import { carePlans } from "./care-plans";
import { masterData } from "./master-data";
import { patientRequests } from "./patient-requests";
import { discovery } from "./discovery";

/** Every area's entries, by area (the OpenAPI document and the conformance check walk them). */
export const AREAS = {
  accounts,
  organizations,
  patientGroups,
  organizationPages,
  locations,
  audit,
  onboarding,
  lanes,
  clinicSetup,
  clinicAnalytics,
  events,
  patients,
  notes,
  family,
  healthRecord,
  appointments,
  providers,
  surveys,
  programs,
  billing,
  claims,
  exports,
  carePlans,
  masterData,
  patientRequests,
  discovery,
} as const;

/** Every entry of the contract. */
export const CALLS: readonly Call[] = Object.values(AREAS).flatMap((area) => Object.values(area) as Call[]);

/** Every entry's id (`area.name`): pages name the extension calls a feature needs by it. */
export type CallId = {
  [Area in keyof typeof AREAS]: (typeof AREAS)[Area][keyof (typeof AREAS)[Area]] extends { id: infer Id }
    ? Id
    : never;
}[keyof typeof AREAS];
