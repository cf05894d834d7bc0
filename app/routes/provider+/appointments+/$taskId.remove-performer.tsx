import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppointmentChangePage } from "~/components/appointments/appointment-change";
import { guarded } from "~/session/guards.server";
import { removePerformer } from "~/upstream/tasks.server";
import { appointmentFormPage, changeAppointment } from "./__appointments.server";

export const handle = { i18n: ["appointments"], titleKey: "appointments:actions.removePerformer.title" };

/** Takes the performer off an open appointment after asking (`DELETE /api/tasks/{id}/performer`). */
export const loader = guarded("appointments.edit", async (args) => {
  const { page } = await appointmentFormPage(args, "removePerformer");
  return page;
});

export const action = guarded("appointments.edit", (args) =>
  changeAppointment(args, removePerformer, "appointments:actions.removePerformer.done"),
);

export default function RemovePerformer() {
  const { t } = useTranslation("appointments");
  const { facts, backHref } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <AppointmentChangePage
      heading={t("actions.removePerformer.title")}
      question={t("actions.removePerformer.question", { name: facts.performerName ?? "" })}
      consequence={t("actions.removePerformer.consequence")}
      confirm={t("actions.removePerformer.confirm")}
      danger
      facts={facts}
      backHref={backHref}
      failure={failed?.failure}
    />
  );
}
