import type { PatientChange, PatientChangeData } from "~/components/members/patient-admin";
import { patientChangePath } from "~/components/members/patient-admin";
import { patientPath } from "~/components/members/patient-record";
import type { Capability } from "@contract/permissions";
import { deleteFailure } from "~/http/delete-failure.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deletePatient, purgePatient, removeFromOrganization } from "~/upstream/patient-admin.server";
import { getFamilyMembers } from "~/upstream/patients.server";
import { loadPatient, patientName, requirePatientOrganization } from "./__patient.server";
import { redirectWithFlash } from "~/http/outcome.server";

/**
 * The three confirmation routes of the record's "Manage" section (remove from an organization,
 * delete, purge): the delete-confirmation building block's loader and action for each.
 */

const CAPABILITY: Record<PatientChange, Capability> = {
  remove: "members.edit",
  delete: "members.delete",
  purge: "members.delete",
};

export function patientChangeLoader(change: PatientChange) {
  const capability = CAPABILITY[change];
  return guarded(capability, async ({ request, context, params, session, client }) => {
    const patient = await loadPatient(client, context, request, params.patientId, capability);
    const organization =
      change === "remove"
        ? await requirePatientOrganization(context, request, session, patient, capability)
        : null;
    const [family, t] = await Promise.all([
      change === "remove" ? null : getFamilyMembers(client, patient.id),
      getT(context.locale, "members"),
    ]);
    const name = patientName(patient);
    const data: PatientChangeData = {
      title: t(`manage.${change}.title`, { name, organization: organization?.name ?? "" }),
      confirmLabel: t(`manage.${change}.confirm`),
      // A patient keeps one organization: removing the last one is deleting, which says so.
      canDelete: change !== "remove" || patient.organizations.length > 1,
      backHref: patientPath(patient.id),
      actionHref: patientChangePath(patient.id, change, organization?.id),
      change,
      name,
      organization: organization?.name ?? null,
      family: family?.ok ? family.data.length : null,
    };
    return { ...data, pageTitle: data.title };
  });
}

export function patientChangeAction(change: PatientChange) {
  const capability = CAPABILITY[change];
  return guarded(capability, async ({ request, context, params, session, client }) => {
    const patient = await loadPatient(client, context, request, params.patientId, capability);
    const name = patientName(patient);
    if (change === "remove") {
      const organization = await requirePatientOrganization(context, request, session, patient, capability);
      const result = await removeFromOrganization(client, patient.id, organization.id);
      if (!result.ok) return deleteFailure(result, "members:manage.remove");
      return redirectWithFlash(context, patientPath(patient.id), {
        kind: "success",
        key: "members:manage.remove.done",
        params: { name, organization: organization.name },
      });
    }
    const result = await (change === "delete" ? deletePatient : purgePatient)(client, patient.id);
    if (!result.ok) return deleteFailure(result, `members:manage.${change}`);
    return redirectWithFlash(context, "/provider/members", {
      kind: "success",
      key: `members:manage.${change}.done`,
      params: { name },
    });
  });
}
