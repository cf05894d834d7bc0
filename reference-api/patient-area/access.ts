import type { Request } from "express";
import { found, Refusal } from "../http";
import type { Store } from "../store";
import type { Patient } from "../types";

export const REGISTRATION_CODE_HEADER = "x-registration-code";
export const REGISTRATION_TOKEN_HEADER = "x-registration-token";

export function isPatientSession(req: Request) {
  return !!req.account && req.account.privilegeId === 4 && !req.account.isPerformer;
}

/**
 * The registration variant: a person who just registered (POST .../patients/individual) may book
 * for themselves without a session, with the organization's registration code and the one-time
 * registration token the registration answered with, for two hours.
 */
export function registrationPatient(store: Store, req: Request): Patient | undefined {
  const code = req.get(REGISTRATION_CODE_HEADER)?.trim().toLowerCase();
  const token = req.get(REGISTRATION_TOKEN_HEADER)?.trim();
  if (!code || !token) return undefined;
  const patient = store.patients.byRegistrationToken(token);
  const registration = patient?.registration;
  if (!patient || !registration || registration.expiresAt < Date.now()) return undefined;
  const organization = store.organizations.byId(registration.organizationId);
  if (organization?.invitationCode?.toLowerCase() !== code) return undefined;
  return patient;
}

/**
 * Who may read or change a patient: the patient's own account and the account of the primary
 * patient whose family it belongs to; staff accounts; a fresh registration for its own patient.
 * Answers the patient, or refuses (401/403/404).
 */
export function accessPatient(store: Store, req: Request, patientId: string | undefined): Patient {
  const patient = store.patients.byId(patientId);
  if (!req.account) {
    const registered = registrationPatient(store, req);
    if (!registered)
      throw new Refusal(401, "UNAUTHORIZED", "Full authentication is required to access this resource");
    if (!patient || registered.id !== patient.id)
      throw new Refusal(403, "FORBIDDEN", "The registration does not cover this patient");
    return patient;
  }
  const known = found(patient, "Patient");
  if (isPatientSession(req)) {
    const own = req.account.patientId;
    if (!own || (known.id !== own && known.familyOf !== own))
      throw new Refusal(403, "FORBIDDEN", "A patient can only see their own records and their family's");
  }
  return known;
}
