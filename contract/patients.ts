import { PUBLIC, inPath, patientArea, record, staff } from "./access";
import { defineCalls } from "./call";
import { flag, id, pageOf, paging, pathId, stringOrNumber } from "./common";
import { addressSchema } from "./organizations";
import { taskSchema } from "./appointments";
import { GENDERS, SUPPORTED_LANGUAGES } from "./vocabulary";
import { NATIONALITIES } from "./nationalities";
import { z } from "./zod";

/**
 * Patients (spec part 2 §7 "Patients and family"): the record, the profile, the care plan, the
 * insurance payers, staff managing patients (member lists, adding, invitations, removal, delete and
 * purge) and registration without a session. Family members are `family.ts`, observations and
 * files `health-record.ts`.
 */

/** A patient's organization: an id, or an id with its name. */
const organizationRef = z.union([
  id.transform((value) => ({ id: value, name: null as string | null })),
  z
    .object({
      id,
      name: z
        .string()
        .nullish()
        .transform((v) => v ?? null),
    })
    .passthrough(),
]);

export const patientSchema = z
  .object({
    id,
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    dateOfBirth: z.string().nullish(),
    gender: z.string().nullish(),
    email: z.string().nullish(),
    phoneNumber: z.string().nullish(),
    language: z.string().nullish(),
    profileCompleteness: z.number().nullish(),
    address: addressSchema.nullish(),
    organizations: z
      .array(organizationRef)
      .nullish()
      .transform((v) => v ?? []),
    insurance: z
      .object({ payerId: id.nullish(), payerName: z.string().nullish(), memberId: z.string().nullish() })
      .passthrough()
      .nullish(),
    relationship: z.string().nullish(),
    /** ISO 3166-1 alpha-2 (spec part 2 §9's nationality list); a backend's other value is shown as it came. */
    nationality: z.string().nullish(),
    /** The welcome card on the patient's home, until they dismiss it. */
    showRumeCard: z.boolean().nullish(),
  })
  .passthrough();

/** A patient's care plan in the patient area's shape (MM/dd/yyyy start, whole weeks). */
export const patientCarePlanSchema = z
  .object({
    id,
    name: z.string().nullish(),
    carePlanStatus: stringOrNumber.nullish(),
    startDate: z.string().nullish(),
    durationWeeks: z.number().nullish(),
    duration: z.number().nullish(),
    tasks: z
      .array(taskSchema)
      .nullish()
      .transform((v) => v ?? []),
  })
  .passthrough();

/** The record's overview: the patient, and their plans when the caller may read them. */
export const patientOverviewSchema = z
  .object({
    patient: patientSchema,
    carePlans: z.array(patientCarePlanSchema).nullable(),
  })
  .passthrough();

export const insurancePayerSchema = z.object({ id, payerName: z.string() }).passthrough();

/** A row of an organization's member list (decision 020). */
export const memberSchema = z
  .object({
    id,
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    fullName: z.string().nullish(),
    dateOfBirth: z.string().nullish(),
    gender: z.string().nullish(),
    sex: z.string().nullish(),
    phoneNumber: z.string().nullish(),
    email: z.string().nullish(),
    language: z.string().nullish(),
    postalCode: z.string().nullish(),
    profileCompleteness: z.number().nullish(),
    carePlans: z
      .array(z.object({ id, name: z.string().nullish(), carePlanStatus: z.string().nullish() }).passthrough())
      .nullish(),
    lastActive: z.string().nullish(),
  })
  .passthrough();

/** The organization a registration code (or an id) names. */
export const registrationOrganizationSchema = z
  .object({ id, name: z.string(), canRegisterIndividuals: z.boolean().nullish() })
  .passthrough();

/**
 * A patient added to an organization. Staff adding one get the patient (and the plan made from a
 * template); a registration without a session gets its registration token too, which the app
 * requires there (`registerIndividual`).
 */
export const individualSchema = z
  .object({
    id,
    patientId: id.nullish(),
    organizationId: id.nullish(),
    carePlanId: id.nullish(),
    registrationToken: z.string().nullish(),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    accountCreated: z.boolean().nullish(),
  })
  .passthrough();

export const inviteCodeSchema = z
  .object({
    code: z.string().min(1).max(40),
    sentTo: z.string().nullish(),
    channel: z.string().nullish(),
  })
  .passthrough();

export const joinedSchema = z
  .object({ organizationId: id, organizationName: z.string().nullish() })
  .passthrough();

const text = z.string().optional();

const profileBody = z
  .object({
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    dateOfBirth: z.string().nullish(),
    gender: z.enum(GENDERS).nullish(),
    email: z.string().nullish(),
    phoneNumber: z.string().nullish(),
    language: z.enum(SUPPORTED_LANGUAGES).nullish(),
    address: addressSchema.nullish(),
    /** One of the nationality list's codes (spec part 2 §9); null clears it. */
    nationality: z.enum(NATIONALITIES).nullish(),
    insurance: z
      .object({ payerId: stringOrNumber.nullish(), memberId: z.string().nullish() })
      .passthrough()
      .nullish(),
  })
  .passthrough();

const individualBody = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string(),
    gender: z.enum(GENDERS),
    email: z.string().nullish(),
    phoneNumber: z.string().nullish(),
    /** A registration without a session makes an account with it; staff send none. */
    password: z.string().nullish(),
    language: z.enum(SUPPORTED_LANGUAGES).nullish(),
    address: addressSchema.nullish(),
  })
  .passthrough();

const PATIENTS_AND_FAMILY = { documented: "part 2 §7 Patients and family" } as const;
/** A patient-area call's patient in the path: staff must be allowed in the patient's tree. */
const PATIENT_IN_PATH = record("patient", { path: "id" }).organization;

export const patients = defineCalls("patients", {
  members: {
    method: "GET",
    path: "/api/organizations/{id}/patients",
    summary: "An organization's patients (its tree's), a page with the member list's filters",
    source: { documented: "part 2 §7 Organizations" },
    access: staff("members.read", inPath),
    query: z.object({
      ...paging,
      orderType: text,
      asc: flag.optional(),
      fullName: text,
      "global-search": text,
      gender: text,
      ageGroups: text,
      carePlanStatus: text,
      profileCompleteness: text,
      carePlan: text,
      email: text,
      phoneNumber: text,
      stringId: text,
      postal_code: text,
      patientType: text,
      occupation: text,
      priority: text,
      ethnicity: text,
      races: text,
      patientCustomIdentifiers: text,
      diagnosis: text,
      cancerType: text,
      stage: text,
      treatmentStatus: text,
    }),
    responses: { 200: { json: pageOf(memberSchema) } },
  },
  memberFilters: {
    method: "GET",
    path: "/api/organizations/{id}/patients/filters",
    summary: "The values the member list's exact filters take in the organization's tree",
    source: {
      extension:
        "The member list offers the values its exact filters take instead of text boxes (decision 029); a backend without it answers 404.",
    },
    access: staff("members.read", inPath),
    responses: { 200: { json: z.record(z.array(z.string().max(200)).max(500)) } },
  },
  // Staff managing patients: adding to an organization, invitations, removal, delete and purge.
  addIndividual: {
    method: "POST",
    path: "/api/organizations/{id}/patients/individual",
    summary:
      "A patient added to an organization: by staff (with an optional plan template), or registering without a session with the organization's registration code header",
    source: PATIENTS_AND_FAMILY,
    access: staff("members.edit", inPath),
    anonymous: "always",
    query: z.object({ carePlanId: text, carePlanName: text }),
    body: { json: individualBody },
    responses: { 201: { json: individualSchema } },
  },
  inviteCode: {
    method: "POST",
    path: "/api/patients/{id}/patient-invite-code",
    summary: "Sends the patient an invitation code to join one of their organizations",
    source: PATIENTS_AND_FAMILY,
    access: staff("members.edit", { organization: { query: "organizationId" } }),
    query: z.object({ organizationId: z.string() }),
    responses: { 201: { json: inviteCodeSchema } },
  },
  // A patient leaves one of their organizations (their own rules); staff remove a patient from one of theirs.
  removeOrganization: {
    method: "POST",
    path: "/api/patients/{id}/removeOrganization",
    summary: "The patient leaves one of their organizations",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("members.edit", { query: "organizationId" }),
    query: z.object({ organizationId: z.string() }),
    responses: { 200: { empty: true } },
  },
  joinOrganization: {
    method: "PUT",
    path: "/api/patients/{id}/organization/{code}",
    summary: "The patient joins the organization an invitation code belongs to",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("members.edit", record("patient", { path: "id" }).organization),
    params: z.object({ id: pathId, code: z.string().min(1) }),
    responses: { 200: { json: joinedSchema } },
  },
  remove: {
    method: "DELETE",
    path: "/api/patients/{id}",
    summary: "Deletes a patient; what was recorded about them is kept",
    source: PATIENTS_AND_FAMILY,
    access: staff("members.delete", record("patient", { path: "id" })),
    responses: { 204: { empty: true } },
  },
  purge: {
    method: "DELETE",
    path: "/api/patients/purge/{id}",
    summary: "Erases a patient and everything about them",
    source: PATIENTS_AND_FAMILY,
    access: staff("members.delete", record("patient", { path: "id" })),
    responses: { 204: { empty: true } },
  },
  // Patient area: patients by their own rules; staff by the record's capabilities, where the
  // record's patient is (a call naming no patient is the signed-in patient's own: staff would read
  // nothing, so only an account whose scope is everywhere passes).
  own: {
    method: "GET",
    path: "/api/patients/patient",
    summary: "The signed-in patient's own record",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("patientRecord.read", "network"),
    responses: { 200: { json: patientSchema } },
  },
  get: {
    method: "GET",
    path: "/api/patients/{id}",
    summary: "A patient (or a family member); also the registered patient, with the registration headers",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("patientRecord.read", record("patient", { path: "id" }).organization),
    anonymous: "registration",
    responses: { 200: { json: patientSchema } },
  },
  // The record's overview in one read (issue 40 item 8): the spec names the call, not its answer;
  // ours is the patient and their plans, so the page needs one round instead of two.
  overview: {
    method: "GET",
    path: "/api/patients/{id}/overview",
    summary:
      "A patient with every care plan, newest first; carePlans is null when the caller may not read the patient's plans",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("patientRecord.read", PATIENT_IN_PATH),
    responses: { 200: { json: patientOverviewSchema } },
  },
  profile: {
    method: "PUT",
    path: "/api/patients/profile/{id}",
    summary: "Changes the fields of the patient's profile present in the body (also the language alone)",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("patientRecord.edit", PATIENT_IN_PATH),
    body: { json: profileBody },
    responses: { 200: { json: patientSchema } },
  },
  welcomeCard: {
    method: "PUT",
    path: "/api/patients/{id}/rumecard/{value}",
    summary: "Hides (false) or shows again (true) the welcome card on the patient's home",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("patientRecord.edit", record("patient", { path: "id" }).organization),
    params: z.object({ id: pathId, value: z.enum(["true", "false"]) }),
    responses: { 200: { empty: true } },
  },
  carePlan: {
    method: "GET",
    path: "/api/patients/{id}/carePlan",
    summary: "The patient's care plan with its tasks",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("carePlans.read", PATIENT_IN_PATH),
    responses: { 200: { json: patientCarePlanSchema } },
  },
  carePlans: {
    method: "GET",
    path: "/api/patients/{id}/carePlans",
    summary: "Every care plan of the patient, newest first",
    source: {
      extension:
        "The record and the patient's home list every plan, so a plan assigned today shows beside the first one (decision 017); a backend with only /carePlan answers 404.",
    },
    access: patientArea("carePlans.read", PATIENT_IN_PATH),
    responses: { 200: { json: z.array(patientCarePlanSchema) } },
  },
  // The payers a patient picks for their insurance: network-wide names, read by the patient area;
  // staff read payers through /api/payers.
  insurancePayers: {
    method: "GET",
    path: "/api/insurance/payers",
    summary: "The insurance payers a patient picks from",
    source: PATIENTS_AND_FAMILY,
    access: patientArea("patientRecord.read", "network"),
    responses: { 200: { json: z.array(insurancePayerSchema) } },
  },
  checkOrganization: {
    method: "GET",
    path: "/api/organizations/{id}/checkOrgId",
    summary: "The organization an id or a registration code names",
    source: { documented: "part 2 §7 Organizations" },
    access: PUBLIC,
    anonymous: "always",
    params: z.object({ id: z.string().min(1) }),
    responses: { 200: { json: registrationOrganizationSchema } },
  },
});
