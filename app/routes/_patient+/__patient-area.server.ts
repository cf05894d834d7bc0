import { data } from "@remix-run/node";
import { needsProfileCompletion } from "~/domain/patient-profile";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { requirePatient } from "~/session/guards.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { upstream } from "~/upstream/client.server";
import type { Patient } from "~/upstream/patients.server";
import { getPatient } from "~/upstream/patients.server";
import { redirectWithFlash } from "~/http/outcome.server";

/**
 * Who a patient page is about. `selfId` is the signed-in patient; `targetId` is the family member
 * they act for (kept in the session, spec part 2 §3: the original kept it in local storage), or
 * themselves.
 */
export interface PatientScope {
  session: SessionData;
  client: UpstreamClient;
  selfId: string;
  targetId: string;
  actingFor: { patientId: string; name: string } | null;
}

export function patientScope(context: RequestContext, request: Request): PatientScope {
  const session = requirePatient(context, request);
  const selfId = session.account.patientId;
  if (!selfId)
    throw data(
      { messageKey: "patient:errors.noPatientRecord", requestId: context.requestId },
      { status: 403 },
    );
  const actingFor = session.actingFor ?? null;
  return {
    session,
    client: upstream(context, request),
    selfId,
    targetId: actingFor?.patientId ?? selfId,
    actingFor,
  };
}

export const PROFILE_EDIT_PATH = "/curapatient/patient/profile/edit";

/**
 * A profile completeness below 0.5 sends the patient to the profile edit screen first (spec
 * part 2 §5). The rule is about the signed-in patient's own profile, so it is not applied while
 * they act for a family member. When the profile cannot be read the page goes on without it.
 */
export async function requireCompleteProfile(
  scope: PatientScope,
  context: RequestContext,
): Promise<Patient | null> {
  if (scope.actingFor) return null;
  const self = await getPatient(scope.client, scope.selfId);
  if (!self.ok) return null;
  if (needsProfileCompletion(self.data.profileCompleteness)) {
    throw redirectWithFlash(
      context,
      `${PROFILE_EDIT_PATH}?complete=1`,
      { kind: "warn", key: "patient:profile.completeFirst" },
      302,
    );
  }
  return self.data;
}

/** The patient's display name. */
export function nameOf(
  patient: { firstName?: string | null; lastName?: string | null } | null | undefined,
): string {
  return [patient?.firstName, patient?.lastName].filter(Boolean).join(" ");
}
