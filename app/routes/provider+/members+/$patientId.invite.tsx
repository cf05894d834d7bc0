import { redirect } from "@remix-run/node";
import { patientPath } from "~/components/members/patient-record";
import { actionFlash } from "~/http/outcome.server";
import { guarded } from "~/session/guards.server";
import { sendInviteCode } from "~/upstream/patient-admin.server";
import { loadPatient, organizationsAllowed } from "./__patient.server";

/** Nothing to show: a GET (a reload after the post) goes back to the record. */
export const loader = guarded("members.edit", ({ params }) =>
  redirect(patientPath(params.patientId ?? ""), 303),
);

/**
 * Sends the patient an invitation code for one of their organizations (spec part 2 §7): the
 * upstream makes the code and sends it; the record says where it went and shows the code, which
 * staff often read out over the phone.
 */
export const action = guarded("members.edit", async ({ request, context, params, session, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "members.edit");
  const form = await request.formData();
  const organizationId = String(form.get("organizationId") ?? "");
  const allowed = await organizationsAllowed(context, request, session, patient, "members.edit");
  const organization = allowed.find((o) => o.id === organizationId);
  const back = redirect(patientPath(patient.id), 303);
  if (!organization) {
    context.jar.setFlash({ kind: "error", key: "members:manage.invite.failed" });
    return back;
  }
  const result = await sendInviteCode(client, patient.id, organization.id);
  if (result.ok)
    context.jar.setFlash({
      kind: "success",
      key: "members:manage.invite.sent",
      params: { code: result.data.code, sentTo: result.data.sentTo ?? "", organization: organization.name },
    });
  else context.jar.setFlash(actionFlash(result, { success: "", failure: "members:manage.invite.failed" }));
  return back;
});
