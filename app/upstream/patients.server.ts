import { z } from "zod";
import type { UpstreamClient, UpstreamResult } from "./client.server";
import { addressSchema } from "./organizations.server";
import type { RegistrationPass } from "./tasks.server";
import { passOptions, taskSchema } from "./tasks.server";
import { stringOrNumber, upstreamId as id } from "./schemas.server";

/** Patients, family members, profile, care plan, insurance and registration (spec part 2 §7). */

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
    /** The welcome card on the patient's home, until they dismiss it. */
    showRumeCard: z.boolean().nullish(),
  })
  .passthrough();
export type Patient = z.output<typeof patientSchema>;

export const carePlanSchema = z
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
export type CarePlan = z.output<typeof carePlanSchema>;

export const payerSchema = z.object({ id, payerName: z.string() }).passthrough();

const base = (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}`;

/** With a registration pass, the call goes without the session (the registration variant). */
export function getPatient(client: UpstreamClient, patientId: string, pass?: RegistrationPass) {
  return client.call(base(patientId), { schema: patientSchema, ...passOptions(pass) });
}

/** PUT /api/patients/{id}/rumecard/false: the patient dismissed the welcome card. */
export function dismissWelcomeCard(client: UpstreamClient, patientId: string) {
  return client.call(`${base(patientId)}/rumecard/false`, { method: "PUT" });
}

export function getFamilyMembers(client: UpstreamClient, patientId: string) {
  return client.call(`${base(patientId)}/family-members`, { schema: z.array(patientSchema) });
}

export interface NewFamilyMember {
  firstName: string;
  lastName: string;
  dateOfBirth: string; // MM/dd/yyyy
  gender: string;
  relationship: string;
}

export function createFamilyMember(client: UpstreamClient, member: NewFamilyMember) {
  return client.call("/api/patients", { method: "POST", json: member, schema: patientSchema });
}

export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  gender?: string;
  email?: string;
  phoneNumber?: string;
  language?: string;
  address?: {
    address1?: string;
    address2?: string;
    city?: string;
    state?: string;
    zipcode?: string;
    country?: string;
  } | null;
  insurance?: { payerId: string; memberId: string } | null;
}

/** PUT /api/patients/profile/{id}: only the fields present change (also the language-only update). */
export function updateProfile(client: UpstreamClient, patientId: string, update: ProfileUpdate) {
  return client.call(`/api/patients/profile/${encodeURIComponent(patientId)}`, {
    method: "PUT",
    json: update,
    schema: patientSchema,
  });
}

export function getCarePlan(client: UpstreamClient, patientId: string) {
  return client.call(`${base(patientId)}/carePlan`, { schema: carePlanSchema });
}

/**
 * Every plan of the patient, newest first: `GET /api/patients/{id}/carePlans`, a call the
 * specification does not name (decision 017). A backend with only the documented `/carePlan`
 * answers it 404: its one plan is then the list (none when that answers 404 too).
 */
export async function getCarePlans(
  client: UpstreamClient,
  patientId: string,
): Promise<UpstreamResult<CarePlan[]>> {
  const all = await client.call(`${base(patientId)}/carePlans`, { schema: z.array(carePlanSchema) });
  if (all.ok || all.kind !== "http" || all.status !== 404) return all;
  const one = await getCarePlan(client, patientId);
  if (one.ok) return { ...one, data: [one.data] };
  return one.kind === "http" && one.status === 404 ? { ok: true, status: 200, data: [] } : one;
}

export function getInsurancePayers(client: UpstreamClient) {
  return client.call("/api/insurance/payers", { schema: z.array(payerSchema) });
}

/** The vaccination card PDF as a stream (resource routes pipe it through). */
export function downloadVaccinationCard(client: UpstreamClient, patientId: string) {
  return client.fetch(`${base(patientId)}/vaccination-card/pdf/download`, {
    headers: { Accept: "application/pdf" },
  });
}

// ---- registration (no session) ----------------------------------------------------------------

export const registrationOrgSchema = z
  .object({ id, name: z.string(), canRegisterIndividuals: z.boolean().nullish() })
  .passthrough();

/** GET /api/organizations/{code}/checkOrgId: the organization a registration code belongs to. */
export function checkOrganization(client: UpstreamClient, code: string) {
  return client.call(`/api/organizations/${encodeURIComponent(code)}/checkOrgId`, {
    schema: registrationOrgSchema,
    anonymous: true,
  });
}

export const registeredSchema = z
  .object({
    id,
    patientId: id.nullish(),
    organizationId: id.nullish(),
    registrationToken: z.string().min(1),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    accountCreated: z.boolean().nullish(),
  })
  .passthrough();

/** Header that proves a registration without a session: the organization's registration code. */
export const REGISTRATION_CODE_HEADER = "X-Registration-Code";
export const REGISTRATION_TOKEN_HEADER = "X-Registration-Token";

export interface Registration {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  email: string;
  phoneNumber?: string;
  password: string;
  language: string;
  address: { zipcode: string; country: string };
}

/** POST /api/organizations/{id}/patients/individual, sent without the session, with the code header. */
export function registerIndividual(
  client: UpstreamClient,
  organizationId: string,
  registration: Registration,
  options: { code: string; carePlanId?: string; carePlanName?: string },
) {
  return client.call(`/api/organizations/${encodeURIComponent(organizationId)}/patients/individual`, {
    method: "POST",
    json: registration,
    query: { carePlanId: options.carePlanId, carePlanName: options.carePlanName },
    headers: { [REGISTRATION_CODE_HEADER]: options.code },
    schema: registeredSchema,
    anonymous: true,
    accountCall: true,
  });
}
