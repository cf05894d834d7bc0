import { m001Meta } from "./001-meta";
import { m002Lanes } from "./002-lanes";
import { m003Tasks } from "./003-tasks";
import { m004Performers } from "./004-performers";
import { m005Organizations } from "./005-organizations";
import { m006Patients } from "./006-patients";
import { m007Accounts } from "./007-accounts";
import { m008Idempotency } from "./008-idempotency";
import { m009IdSequence } from "./009-id-sequence";
import { m010BillingCodes } from "./010-billing-codes";
import { m011Payers } from "./011-payers";
import { m012FeeSchedules } from "./012-fee-schedules";
import { m013ImportLogs } from "./013-import-logs";
import { m015Events } from "./015-events";
import { m016Notifications } from "./016-notifications";
import { m017Activities } from "./017-activities";
import { m018Attachments } from "./018-attachments";
import { m019PatientArea } from "./019-patient-area";
import { m020CarePlans } from "./020-care-plans";
import { m023TherapyFiles } from "./023-therapy-files";
import { m024Notes } from "./024-notes";
import { m025CalendarIndexes } from "./025-calendar-indexes";
import { m026PatientAdmin } from "./026-patient-admin";
import { m027HealthRecordFiles } from "./027-health-record-files";
import { m028AppointmentActions } from "./028-appointment-actions";
import { m029CalendarFeeds } from "./029-calendar-feeds";
import { m030PatientGroups } from "./030-patient-groups";
import { m031ActivityViews } from "./031-activity-views";
import { m032OrganizationAdmin } from "./032-organization-admin";
import { m033OrganizationPages } from "./033-organization-pages";
import { m034ClinicSetup } from "./034-clinic-setup";
import { m035SurveyAuthoring } from "./035-survey-authoring";
import { m036MasterData } from "./036-master-data";
import { m037OrganizationPictures } from "./037-organization-pictures";
import { m038Programs } from "./038-programs";
import { m039Providers } from "./039-providers";
import { m040Claims } from "./040-claims";
import { m041PatientRequests } from "./041-patient-requests";
import { m043ClaimImports } from "./043-claim-imports";
import { m044MasterDataViews } from "./044-master-data-views";
import { m045ObservationChecks } from "./045-observation-checks";
import { m046BillingOwners } from "./046-billing-owners";
import { m047InUseCounts } from "./047-in-use-counts";
import { m048ActivityNotes } from "./048-activity-notes";
import { m049MasterDataConsumers } from "./049-master-data-consumers";
import { m050TaskSubTypes } from "./050-task-sub-types";
import { m051Locations } from "./051-locations";
import { m052PasswordResets } from "./052-password-resets";
import { m053OrganizationEventDetails } from "./053-organization-event-details";
import { m054OrganizationAssociations } from "./054-organization-associations";
import { m055ClinicSetupActivities } from "./055-clinic-setup-activities";
import { m056AuditEvents } from "./056-audit-events";
import type { Migration } from "./migration";

export type { Migration } from "./migration";

/**
 * Every migration, oldest first. A migration is never edited once merged: a database that already
 * ran it would not run it again. Change the schema with a new, higher-numbered one.
 */
export const MIGRATIONS: readonly Migration[] = [
  m001Meta,
  m002Lanes,
  m003Tasks,
  m004Performers,
  m005Organizations,
  m006Patients,
  m007Accounts,
  m008Idempotency,
  m009IdSequence,
  m010BillingCodes,
  m011Payers,
  m012FeeSchedules,
  m013ImportLogs,
  m015Events,
  m016Notifications,
  m017Activities,
  m018Attachments,
  m019PatientArea,
  m020CarePlans,
  m023TherapyFiles,
  m024Notes,
  m025CalendarIndexes,
  m026PatientAdmin,
  m027HealthRecordFiles,
  m028AppointmentActions,
  m029CalendarFeeds,
  m030PatientGroups,
  m031ActivityViews,
  m032OrganizationAdmin,
  m033OrganizationPages,
  m034ClinicSetup,
  m035SurveyAuthoring,
  m036MasterData,
  m037OrganizationPictures,
  m038Programs,
  m039Providers,
  m040Claims,
  m041PatientRequests,
  m043ClaimImports,
  m044MasterDataViews,
  m045ObservationChecks,
  m046BillingOwners,
  m047InUseCounts,
  m048ActivityNotes,
  m049MasterDataConsumers,
  m050TaskSubTypes,
  m051Locations,
  m052PasswordResets,
  m053OrganizationEventDetails,
  m054OrganizationAssociations,
  m055ClinicSetupActivities,
  m056AuditEvents,
];
