import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppointmentChangePage } from "~/components/appointments/appointment-change";
import { inputClass } from "~/components/forms";
import { isValidId } from "~/domain/ids";
import { guarded } from "~/session/guards.server";
import { deleteVaccineInfo, getAppointments } from "~/upstream/tasks.server";
import { appointmentFormPage, changeAppointment, dueOf } from "./__appointments.server";

export const handle = { i18n: ["appointments"], titleKey: "appointments:actions.removeVaccine.title" };

/**
 * Removes an appointment's vaccine record after asking (`DELETE /api/tasks/{id}/vaccineInfo`;
 * decision 025), and, when chosen, the record of another dose of the same patient (`task2`): a
 * series recorded against the wrong patient goes in one step. The other doses are the patient's
 * appointments with a record; when they cannot be read, only this one is offered.
 */
export const loader = guarded("appointments.edit", async (args) => {
  const { client, task, page } = await appointmentFormPage(args, "removeVaccine");
  const theirs = task.patientId ? await getAppointments(client, task.patientId) : null;
  const otherDoses = (theirs?.ok ? theirs.data : [])
    .filter((other) => other.id !== task.id && other.vaccineInfo)
    .map((other) => ({
      value: other.id,
      label: `${other.name ?? ""} ${dueOf(other, args.context)} (${other.vaccineInfo!.lotNumber})`,
    }));
  return { ...page, otherDoses };
});

export const action = guarded("appointments.edit", async (args) => {
  const chosen = (await args.request.formData()).get("task2");
  const task2 = typeof chosen === "string" && isValidId(chosen) ? chosen : undefined;
  return changeAppointment(
    args,
    (client, taskId) => deleteVaccineInfo(client, taskId, task2),
    "appointments:actions.removeVaccine.done",
  );
});

export default function RemoveVaccine() {
  const { t } = useTranslation("appointments");
  const { facts, backHref, otherDoses } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <AppointmentChangePage
      heading={t("actions.removeVaccine.title")}
      question={t("actions.removeVaccine.question")}
      consequence={t("actions.removeVaccine.consequence")}
      confirm={t("actions.removeVaccine.confirm")}
      danger
      facts={facts}
      backHref={backHref}
      failure={failed?.failure}
    >
      {otherDoses.length > 0 ? (
        <div>
          <label htmlFor="task2" className="block font-semibold">
            {t("actions.removeVaccine.second")}
          </label>
          <select id="task2" name="task2" defaultValue="" className={`${inputClass} mt-1`}>
            <option value="">{t("actions.removeVaccine.onlyThis")}</option>
            {otherDoses.map((dose) => (
              <option key={dose.value} value={dose.value}>
                {dose.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </AppointmentChangePage>
  );
}
