import { carePlanStatusKey } from "~/domain/care-plans";
import type { Capability } from "@contract/permissions";
import { formatDisplayDate, formatPercent } from "~/domain/format";
import { COMPLETENESS_THRESHOLD } from "~/domain/patient-profile";
import { nationalityName } from "~/domain/nationalities";
import { ageOn, formatPhone, languageName } from "@contract/people";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import { requireCapability } from "~/session/guards.server";
import { scopeTest } from "~/session/organization-tree.server";
import type { SessionData } from "~/session/cookie-purposes.server";
import type { UpstreamClient, UpstreamResult } from "~/upstream/client.server";
import { getPatient, getPatientOverview, type CarePlan, type Patient } from "~/upstream/patients.server";

/**
 * The patient record's side of the server: the patient a page is about, or the 404 page — for an
 * id that cannot be one (before any call), one the upstream does not have or refuses, and one
 * whose organizations are all outside the user's tree (the guard has checked the capability).
 */
export async function loadPatient(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  rawId: string | undefined,
  capability: Capability,
): Promise<Patient> {
  const patientId = requireValidId(context, rawId, { messageKey: "members:record.notFound" });
  return admitPatient(context, request, await getPatient(client, patientId), capability, (p) => p);
}

/**
 * The record's overview: the patient and, when the user may read them where the patient is, their
 * care plans, in one read. `plans` is null when the user reads no plans there (the section is not
 * shown), and `plansFailed` says the plans could not be read.
 */
export async function loadPatientOverview(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  session: SessionData,
  rawId: string | undefined,
  capability: Capability,
): Promise<{ patient: Patient; plans: CarePlan[] | null; plansFailed: boolean }> {
  const patientId = requireValidId(context, rawId, { messageKey: "members:record.notFound" });
  const overview = await admitPatient(
    context,
    request,
    await getPatientOverview(client, patientId),
    capability,
    (o) => o.patient,
  );
  const { patient } = overview;
  const readsPlans =
    (await organizationsAllowed(context, request, session, patient, "carePlans.read")).length > 0;
  return {
    patient,
    plans: readsPlans ? (overview.carePlans ?? []) : null,
    plansFailed: readsPlans && (overview.plansFailed ?? overview.carePlans === null),
  };
}

/** A read about a patient, or the 404 page when it is missing, refused or outside the tree. */
async function admitPatient<T>(
  context: RequestContext,
  request: Request,
  result: UpstreamResult<T>,
  capability: Capability,
  patientOf: (data: T) => Patient,
): Promise<T> {
  if (!result.ok && (result.status === 404 || result.status === 403))
    throw notFound(context, { messageKey: "members:record.notFound" });
  const data = orThrow(result, context);
  // Outside the tree answers as a missing id does, so ids elsewhere cannot be probed.
  await requireCapability(context, request, capability, {
    anyOf: patientOf(data).organizations.map((organization) => organization.id),
  });
  return data;
}

/**
 * The patient's organizations the user may use a capability on (empty without it), so a button
 * shows only where its action will be allowed.
 */
export async function organizationsAllowed(
  context: RequestContext,
  request: Request,
  session: SessionData,
  patient: Patient,
  capability: Capability,
): Promise<Array<{ id: string; name: string }>> {
  const allowed = await scopeTest(context, request, session, capability);
  return patient.organizations.filter((o) => allowed(o.id)).map((o) => ({ id: o.id, name: o.name ?? o.id }));
}

/**
 * For a route acting on one of the patient's organizations (`?organizationId=`): the
 * organization, or the 404 page when the patient does not belong to it or it is outside the tree.
 */
export async function requirePatientOrganization(
  context: RequestContext,
  request: Request,
  session: SessionData,
  patient: Patient,
  capability: Capability,
): Promise<{ id: string; name: string }> {
  const wanted = new URL(request.url).searchParams.get("organizationId");
  const allowed = await organizationsAllowed(context, request, session, patient, capability);
  const found = allowed.find((o) => o.id === wanted);
  if (!found) throw notFound(context, { messageKey: "members:record.notFound" });
  return found;
}

export function patientName(patient: Patient): string {
  return [patient.firstName, patient.lastName].filter(Boolean).join(" ") || patient.id;
}

/** What the record's header and overview show, as a person reads it. */
export function patientFacts(patient: Patient, locale: string) {
  const address = patient.address;
  return {
    id: patient.id,
    name: patientName(patient),
    dateOfBirth: patient.dateOfBirth ? formatDisplayDate(patient.dateOfBirth) : null,
    age: ageOn(patient.dateOfBirth, new Date()),
    gender: patient.gender ?? null,
    language: patient.language ? languageName(patient.language, locale) : null,
    nationality: patient.nationality ? nationalityName(patient.nationality, locale) : null,
    phone: patient.phoneNumber ? formatPhone(patient.phoneNumber, locale) : null,
    email: patient.email ?? null,
    address: address
      ? [
          address.address1,
          address.address2,
          [address.city, address.state].filter(Boolean).join(", "),
          address.zipcode,
        ]
          .filter(Boolean)
          .join(", ")
      : null,
    organizations: patient.organizations.map((organization) => organization.name ?? organization.id),
    profile: patient.profileCompleteness != null ? formatPercent(patient.profileCompleteness, locale) : null,
    profileIncomplete:
      patient.profileCompleteness != null && patient.profileCompleteness < COMPLETENESS_THRESHOLD,
    insurance: patient.insurance?.payerName
      ? [patient.insurance.payerName, patient.insurance.memberId].filter(Boolean).join(" · ")
      : null,
  };
}
export type PatientFacts = ReturnType<typeof patientFacts>;

/** A care plan of the patient as the record shows it, its status as a key in the one wording. */
export function planFacts(plan: CarePlan) {
  return {
    id: plan.id,
    name: plan.name ?? plan.id,
    startDate: plan.startDate ? formatDisplayDate(plan.startDate) : null,
    duration: plan.duration ?? (plan.durationWeeks != null ? plan.durationWeeks * 7 : null),
    statusKey: carePlanStatusKey(plan.carePlanStatus),
  };
}
