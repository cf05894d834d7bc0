import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppointmentChangePage } from "~/components/appointments/appointment-change";
import { guarded } from "~/session/guards.server";
import { completeTask } from "~/upstream/tasks.server";
import { changeAppointment, changePage } from "./__appointments.server";

export const handle = { i18n: ["appointments"], titleKey: "appointments:completeTitle" };

/** Marks an open appointment completed (PUT /api/tasks/{id}/complete); the list posts here directly. */
export const loader = guarded("appointments.edit", (args) => changePage(args, "appointments:completeTitle"));

export const action = guarded("appointments.edit", (args) =>
  changeAppointment(args, completeTask, "appointments:flash.completed"),
);

export default function CompleteAppointment() {
  const { t } = useTranslation("appointments");
  const { facts, backHref } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <AppointmentChangePage
      heading={t("completeTitle")}
      question={t("completeQuestion")}
      confirm={t("completeConfirm")}
      facts={facts}
      backHref={backHref}
      failure={failed?.failure}
    />
  );
}
