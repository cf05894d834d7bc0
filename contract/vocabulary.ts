/**
 * The spec's enumerations, each written once (issue 39): the app's forms and pages, the reference
 * upstream and its seeds read them from here. Values are the codes the upstream writes; labels
 * are the app's translations (proper names, such as states, are not translated).
 */

// ---- languages -------------------------------------------------------------------------------

/** The ten interface languages. The endonym is how each language names itself in the switcher. */
export const LANGUAGES = [
  { code: "en-US", endonym: "English", dateFnsLocale: "enUS" },
  { code: "es-MX", endonym: "Español", dateFnsLocale: "es" },
  { code: "ko-KR", endonym: "한국어", dateFnsLocale: "ko" },
  { code: "vi-VN", endonym: "Tiếng Việt", dateFnsLocale: "vi" },
  { code: "zh-CN", endonym: "简体中文", dateFnsLocale: "zhCN" },
  { code: "zh-TW", endonym: "繁體中文", dateFnsLocale: "zhTW" },
  { code: "ja-JP", endonym: "日本語", dateFnsLocale: "ja" },
  { code: "hi-IN", endonym: "हिन्दी", dateFnsLocale: "hi" },
  { code: "gu-IN", endonym: "ગુજરાતી", dateFnsLocale: "gu" },
  { code: "tl-PH", endonym: "Tagalog", dateFnsLocale: "enUS" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export const DEFAULT_LANGUAGE: LanguageCode = "en-US";
/** The codes, in the switcher's order; a tuple, so a schema can take it as an enum. */
export const SUPPORTED_LANGUAGES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

export function isSupportedLanguage(value: unknown): value is LanguageCode {
  return typeof value === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

// ---- US states ---------------------------------------------------------------------------------

/** US states and territories with their abbreviations (spec part 2 §9). Proper names: not translated. */
export const US_STATES: ReadonlyArray<{ code: string; name: string }> = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["PR", "Puerto Rico"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
  ["GU", "Guam"],
  ["VI", "U.S. Virgin Islands"],
].map(([code, name]) => ({ code: code!, name: name! }));

/** The one code of the list's "Other" (an address outside the states and territories). */
export const OTHER_STATE = "OTHER";

// ---- people ------------------------------------------------------------------------------------

/** Gender values (spec part 2 §9). */
export const GENDERS = [
  "female",
  "male",
  "transgender-transfeminine",
  "transgender-transmasculine",
  "nonconforming",
  "other",
  "decline-to-state",
] as const;
export type Gender = (typeof GENDERS)[number];

/** Licence types of a provider's profile (spec part 2 §9). */
export const LICENCE_TYPES = [
  "Physician",
  "Physician MD",
  "Physician DO",
  "Physician Associate",
  "Nurse Practitioner",
  "Registered Nurse",
] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];

export const isLicenceType = (value: unknown): value is LicenceType =>
  (LICENCE_TYPES as readonly unknown[]).includes(value);

// ---- organizations -----------------------------------------------------------------------------

/** The organization types (spec part 2 §3), as the upstream spells them. */
export const ORGANIZATION_TYPES = [
  "COMMUNITYGROUP",
  "JURISDICTION",
  "GROUP",
  "FACILITY",
  "openPod",
  "SCHOOL",
  "CLINIC",
  "PROVIDER COMPANY",
  "BILLING ENTITY",
  "PAYER",
  "PROVIDER",
  "VA",
  "ALIAS",
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export function isOrganizationType(value: unknown): value is OrganizationType {
  return typeof value === "string" && (ORGANIZATION_TYPES as readonly string[]).includes(value);
}

/** The approval statuses (spec part 1 §4): the application's, then an onboarded one's events. */
export const APPROVAL_STATUSES = [
  "PENDING",
  "CONFIRMED",
  "ONBOARD",
  "DENIED",
  "NEW EVENTS PENDING",
  "ALL EVENTS PENDING",
  "NO EVENTS ADDED",
  "NO EVENTS PENDING",
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export function isApprovalStatus(value: unknown): value is ApprovalStatus {
  return typeof value === "string" && (APPROVAL_STATUSES as readonly string[]).includes(value);
}

/** An organization event's statuses (spec part 2 §4 "Event status"). */
export const EVENT_STATUSES = ["PENDING", "TRIAGE", "CONFIRMED", "ONBOARD"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * What an organization event (a school's or a community group's clinic) may offer: the vaccines a
 * clinic's lanes give (the clinic setup's inventory types), so an event can become lanes later.
 */
export const EVENT_SERVICES = ["COVID", "Flu", "RSV", "MMR", "HepB"] as const;
export type EventService = (typeof EVENT_SERVICES)[number];

/** The organization types whose events are requests that wait in PENDING (spec part 2 §1, §7 pending events). */
export const EVENT_REQUESTER_TYPES = ["SCHOOL", "COMMUNITYGROUP"] as const;

// ---- tasks and care plans ----------------------------------------------------------------------

/** A task's (an appointment's) statuses (spec part 2 §4). */
export const TASK_STATUSES = [
  "PENDING",
  "ACTIVE",
  "SCHEDULED",
  "COMPLETED",
  "MISSED",
  "READY",
  "CANCELLED",
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A task status in any case and spacing, or null when it is none of the seven. */
export function taskStatusOf(value: string | null | undefined): TaskStatus | null {
  const upper = (value ?? "").trim().toUpperCase();
  return (TASK_STATUSES as readonly string[]).includes(upper) ? (upper as TaskStatus) : null;
}

/** Care plan statuses and their observation values (spec part 2 §3). */
export const CARE_PLAN_STATUSES = {
  AwaitingTesting: -1,
  AwaitingTestResults: 2,
  TestedPositive: 1,
  TestedNegative: 0,
  PatientClosedOut: 3,
} as const;
export type CarePlanStatus = keyof typeof CARE_PLAN_STATUSES;

// ---- patient requests --------------------------------------------------------------------------

/** Service request types (spec part 2 §4), as the upstream writes them. */
export const REQUEST_TYPES = ["Homebound", "Rideshare", "Ride Request", "Flu Shot Care Plan"] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** Service request statuses (spec part 2 §4). */
export const REQUEST_STATUSES = [
  "REQUESTED",
  "APPROVED",
  "ALLOCATED",
  "COMPLETED",
  "DUPLICATE",
  "CANCELLED",
  "REJECTED",
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The only type with a status e-mail (spec part 2 §7 `homebound-request-status/send-email`). */
export const HOMEBOUND: RequestType = "Homebound";

/** A provider note's longest text (spec part 2 §5). */
export const NOTE_MAX_CHARS = 5000;

// ---- programs ----------------------------------------------------------------------------------

/** A program's statuses, the kinds of item a step can hold, and a criterion's attributes. */
export const PROGRAM_STATUSES = ["DRAFT", "ACTIVE", "INACTIVE"] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];
export const ITEM_TYPES = ["CARE_PLAN", "SURVEY", "APPOINTMENT_TYPE"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const CRITERION_ATTRIBUTES = ["MIN_AGE", "MAX_AGE", "GENDER", "LANGUAGE"] as const;
export type CriterionAttribute = (typeof CRITERION_ATTRIBUTES)[number];
/** The genders a GENDER criterion can name: the patient form's values. */
export const CRITERION_GENDERS = ["female", "male", "nonconforming", "decline-to-state"] as const;

// ---- billing -----------------------------------------------------------------------------------

/** A fee schedule's categories (spec part 2 §7 "Fee schedules"). */
export const FEE_SCHEDULE_CATEGORIES = [
  "MEDICARE",
  "MEDICAID",
  "COMMERCIAL",
  "WORKERS_COMPENSATION",
  "SELF_PAY",
  "OTHER",
] as const;
export type FeeScheduleCategory = (typeof FEE_SCHEDULE_CATEGORIES)[number];
