import type { z } from "zod";
import { family } from "@contract/family";
import { healthRecord } from "@contract/health-record";
import { pathOf } from "@contract/call";
import {
  type individualSchema,
  type patientCarePlanSchema,
  type patientOverviewSchema,
  patients,
  type patientSchema,
} from "@contract/patients";
import { log } from "~/observability/logger.server";
import type { Nationality } from "@contract/nationalities";
import type { UpstreamClient, UpstreamResult } from "./client.server";
import { PatientLookupCache } from "./patient-lookup.server";
import type { RegistrationPass } from "./tasks.server";
import { passOptions } from "./tasks.server";

/** Patients, family members, profile, care plan, insurance and registration (spec part 2 §7). */

export type Patient = z.output<typeof patientSchema>;
export type CarePlan = z.output<typeof patientCarePlanSchema>;

const lookups = new PatientLookupCache<Patient>();

/**
 * GET /api/patients/{id} through the look-up cache (spec part 2 §9: 500 ms). With a registration
 * pass, the call goes without the session (the registration variant) and is not cached.
 */
export function getPatient(
  client: UpstreamClient,
  patientId: string,
  pass?: RegistrationPass,
): Promise<UpstreamResult<Patient>> {
  const read = () => client.invoke(patients.get, { params: { id: patientId }, ...passOptions(pass) });
  const ttlMs = client.patientLookupCacheMs;
  const caller = pass || ttlMs <= 0 ? null : client.callerKey();
  return caller ? lookups.read(caller, patientId, ttlMs, read) : read();
}

/** Drops the cached look-ups of a patient the app has just changed (every caller's). */
export function forgetPatient(patientId: string) {
  lookups.forget(patientId);
}

/** Between tests: each starts with an empty cache. */
export function resetPatientLookupsForTests() {
  lookups.clear();
}

/** A write to a patient, after which nobody's next look-up may be the cached one. */
export async function changingPatient<T>(patientId: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    forgetPatient(patientId);
  }
}

/** PUT /api/patients/{id}/rumecard/false: the patient dismissed the welcome card. */
export function dismissWelcomeCard(client: UpstreamClient, patientId: string) {
  return changingPatient(
    patientId,
    client.invoke(patients.welcomeCard, { params: { id: patientId, value: "false" } }),
  );
}

export function getFamilyMembers(client: UpstreamClient, patientId: string) {
  return client.invoke(family.members, { params: { id: patientId } });
}

export interface NewFamilyMember {
  firstName: string;
  lastName: string;
  dateOfBirth: string; // MM/dd/yyyy
  gender: string;
  relationship: string;
}

export function createFamilyMember(client: UpstreamClient, member: NewFamilyMember) {
  return client.invoke(family.create, { json: member });
}

export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  gender?: string;
  email?: string;
  phoneNumber?: string;
  language?: string;
  /** A code of the nationality list; null clears it. */
  nationality?: Nationality | null;
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
  return changingPatient(
    patientId,
    client.invoke(patients.profile, { params: { id: patientId }, json: update }),
  );
}

export function getCarePlan(client: UpstreamClient, patientId: string) {
  return client.invoke(patients.carePlan, { params: { id: patientId } });
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
  const all = await client.invoke(patients.carePlans, { params: { id: patientId } });
  if (all.ok || all.kind !== "http" || all.status !== 404) return all;
  const one = await getCarePlan(client, patientId);
  if (one.ok) return { ...one, data: [one.data] };
  return one.kind === "http" && one.status === 404 ? { ok: true, status: 200, data: [] } : one;
}

export type PatientOverview = z.output<typeof patientOverviewSchema>;

/**
 * The patient and their plans in one read: `GET /api/patients/{id}/overview` (issue 40 item 8).
 * A 404 may be a backend without the call as well as a missing patient, so it falls back to the
 * two reads, which tell the two apart; plans the caller may not read answer null either way.
 */
export async function getPatientOverview(
  client: UpstreamClient,
  patientId: string,
): Promise<UpstreamResult<PatientOverview & { plansFailed?: true }>> {
  const overview = await client.invoke(patients.overview, { params: { id: patientId } });
  if (overview.ok || overview.kind !== "http" || overview.status !== 404) return overview;
  const [patient, plans] = await Promise.all([
    getPatient(client, patientId),
    getCarePlans(client, patientId),
  ]);
  if (!patient.ok) return patient;
  if (plans.ok) return { ...patient, data: { patient: patient.data, carePlans: plans.data } };
  const refused = plans.kind === "http" && plans.status === 403;
  return {
    ...patient,
    data: { patient: patient.data, carePlans: null, ...(refused ? {} : { plansFailed: true }) },
  };
}

export function getInsurancePayers(client: UpstreamClient) {
  return client.invoke(patients.insurancePayers);
}

/** The vaccination card PDF as a stream (resource routes pipe it through). */
export function downloadVaccinationCard(client: UpstreamClient, patientId: string) {
  return client.fetch(pathOf(healthRecord.vaccinationCard, { id: patientId }), {
    method: healthRecord.vaccinationCard.method,
    headers: { Accept: "application/pdf" },
  });
}

// ---- registration (no session) ----------------------------------------------------------------

/** GET /api/organizations/{code}/checkOrgId: the organization a registration code belongs to. */
export function checkOrganization(client: UpstreamClient, code: string) {
  return client.invoke(patients.checkOrganization, { params: { id: code }, anonymous: true });
}

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

/** What a registration answers: the patient, with the registration token it requires. */
export type Registered = z.output<typeof individualSchema> & { registrationToken: string };

/**
 * POST /api/organizations/{id}/patients/individual, sent without the session, with the code header.
 * A registration's answer must carry its registration token (staff adding a patient get none):
 * one without it breaks the contract, as the client says of any answer it cannot read.
 */
export async function registerIndividual(
  client: UpstreamClient,
  organizationId: string,
  registration: Registration,
  options: { code: string; carePlanId?: string; carePlanName?: string },
): Promise<UpstreamResult<Registered>> {
  const result = await client.invoke(patients.addIndividual, {
    params: { id: organizationId },
    json: registration,
    query: { carePlanId: options.carePlanId, carePlanName: options.carePlanName },
    headers: { [REGISTRATION_CODE_HEADER]: options.code },
    anonymous: true,
    accountCall: true,
  });
  if (!result.ok) return result;
  const { registrationToken } = result.data;
  if (typeof registrationToken !== "string" || registrationToken.length === 0) {
    log.error("upstream contract error", {
      method: patients.addIndividual.method,
      path: pathOf(patients.addIndividual, { id: organizationId }),
      status: result.status,
      issues: [{ path: "registrationToken", code: "too_small" }],
    });
    return { ok: false, kind: "contract", status: 502 };
  }
  return { ...result, data: { ...result.data, registrationToken } };
}
