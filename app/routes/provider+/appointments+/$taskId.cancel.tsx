import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppointmentChangePage } from "~/components/appointments/appointment-change";
import { guarded } from "~/session/guards.server";
import { cancelTask } from "~/upstream/tasks.server";
import { changeAppointment, changePage } from "./__appointments.server";

export const handle = { i18n: ["appointments"], titleKey: "appointments:cancelTitle" };

/** Cancels an open appointment after asking; the upstream refunds a paid one (spec part 2 §4). */
export const loader = guarded("appointments.edit", (args) => changePage(args, "appointments:cancelTitle"));

export const action = guarded("appointments.edit", (args) =>
  changeAppointment(args, cancelTask, "appointments:flash.cancelled"),
);

export default function CancelAppointment() {
  const { t } = useTranslation("appointments");
  const { facts, paid, backHref } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <AppointmentChangePage
      heading={t("cancelTitle")}
      question={t("cancelQuestion")}
      consequence={paid ? t("cancelRefund") : t("cancelNotice")}
      confirm={t("cancelConfirm")}
      danger
      facts={facts}
      backHref={backHref}
      failure={failed?.failure}
    />
  );
}
