import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppointmentChangePage } from "~/components/appointments/appointment-change";
import { isOpenAppointment } from "~/domain/appointments";
import { notFound } from "~/http/not-found.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { completeTask } from "~/upstream/tasks.server";
import { appointmentFacts, backTo, changeFailure, loadAppointment } from "./__appointments.server";

export const handle = { i18n: ["appointments"], titleKey: "appointments:completeTitle" };

/** Marks an open appointment completed (PUT /api/tasks/{id}/complete); the list posts here directly. */
export const loader = guarded("appointments.edit", async ({ request, context, params }) => {
  const client = upstream(context, request);
  const task = await loadAppointment(client, context, request, params.taskId, "appointments.edit");
  if (!isOpenAppointment(task.status)) throw notFound(context, { messageKey: "appointments:notOpen" });
  const t = await getT(context.locale, "appointments");
  return { pageTitle: t("completeTitle"), facts: appointmentFacts(task, context), backHref: backTo(request) };
});

export const action = guarded("appointments.edit", async ({ request, context, params }) => {
  const client = upstream(context, request);
  const task = await loadAppointment(client, context, request, params.taskId, "appointments.edit");
  const result = await completeTask(client, task.id);
  if (!result.ok) return changeFailure(result, result.status === 409 ? 409 : 502);
  context.jar.setFlash({ kind: "success", key: "appointments:flash.completed" });
  return redirect(backTo(request), 303);
});

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
