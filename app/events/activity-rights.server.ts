import { can } from "@contract/permissions";
import { withheldFrom, type ActivityRights } from "~/domain/activity";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { scopeTest } from "~/session/organization-tree.server";

/**
 * The app's half of "an activity feed shows what its reader may read" (the reference upstream
 * withholds the same): a function that withholds, per activity, the clinical values and note
 * text the session may not read in the activity's organization. An activity without its
 * organization (a backend that does not send it) is judged by the account's rights anywhere.
 */
export async function activityWithholder(context: RequestContext, request: Request, session: SessionData) {
  const [records, notes] = await Promise.all([
    scopeTest(context, request, session, "patientRecord.read"),
    scopeTest(context, request, session, "notes.read"),
  ]);
  const rightsAt = (organizationId: unknown): { records: boolean; notes: boolean } =>
    typeof organizationId === "string" && organizationId
      ? { records: records(organizationId), notes: notes(organizationId) }
      : { records: can(session.account, "patientRecord.read"), notes: can(session.account, "notes.read") };
  return <
    T extends Parameters<typeof withheldFrom>[0] & { organizationId?: unknown; actorAccountRole?: unknown },
  >(
    activity: T,
  ): T => {
    const may = rightsAt(activity.organizationId);
    // A note the patient wrote is part of their record; one a clinician wrote is a provider note.
    const rights: ActivityRights = {
      clinical: may.records,
      note: String(activity.actorAccountRole ?? "").toUpperCase() === "PATIENT" ? may.records : may.notes,
    };
    return withheldFrom(activity, rights);
  };
}
