import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { scopeTest } from "~/session/organization-tree.server";
import type { UpstreamClient } from "~/upstream/client.server";
import type { CarePlan } from "~/upstream/care-plans.server";
import { getPatient } from "~/upstream/patients.server";

/**
 * The patient a plan was assigned to, for the plan's page to name and link to the record: only
 * when the user may read that patient (one of the patient's organizations in their tree for
 * `patientRecord.read`, the record's own rule), so the page never names a patient whose record
 * would answer 404. Null for a template, a user without that reading, or a failed read: the page
 * shows the plan without it.
 */
export async function planPatient(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  session: SessionData,
  plan: CarePlan,
): Promise<{ id: string; name: string } | null> {
  if (plan.isTemplate || !plan.patientId) return null;
  const mayRead = await scopeTest(context, request, session, "patientRecord.read");
  // The plan's organization is one of the patient's: without reading there, no call at all.
  if (!plan.organizationId || !mayRead(plan.organizationId)) return null;
  const patient = await getPatient(client, plan.patientId);
  if (!patient.ok || !patient.data.organizations.some((o) => mayRead(o.id))) return null;
  const { id, firstName, lastName } = patient.data;
  return { id, name: [firstName, lastName].filter(Boolean).join(" ") || id };
}
