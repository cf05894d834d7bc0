import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppointmentActions } from "~/components/appointments/appointment-actions";
import { AppointmentFactList } from "~/components/appointments/appointment-change";
import { buttonClass } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { patientPath } from "~/components/members/patient-record";
import { useCan } from "~/components/use-can";
import { appointmentActionsOf } from "~/domain/appointment-actions";
import { LOCATION_PARAM, appointmentZone } from "~/domain/appointments";
import { zonedCalendarDate } from "~/domain/format";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { APPOINTMENTS_PATH, appointmentFacts, loadAppointment } from "./__appointments.server";

export const handle = { i18n: ["appointments"], titleKey: "appointments:columns.appointment" };

/**
 * One appointment (issue 38: a calendar entry opens it): its facts at its clinic's clock, the
 * actions that apply, and its clinic's list on its day. 404 outside the user's tree, as every
 * appointment page.
 */
export const loader = guarded("appointments.read", async ({ request, context, params, client }) => {
  const task = await loadAppointment(client, context, request, params.taskId, "appointments.read");
  const t = await getT(context.locale, "appointments");
  const facts = appointmentFacts(task, context);
  const list = new URLSearchParams({ [LOCATION_PARAM]: task.location!.id });
  if (task.dueDate) {
    const day = zonedCalendarDate(task.dueDate, appointmentZone(task, context.timeZone));
    list.set("dueFrom", day);
    list.set("dueTo", day);
  }
  return {
    pageTitle: `${t("columns.appointment")}: ${facts.patientName}`,
    taskId: task.id,
    patientId: task.patientId ?? null,
    facts,
    actions: appointmentActionsOf(task),
    listHref: `${APPOINTMENTS_PATH}?${list}`,
  };
});

export default function Appointment() {
  const { t } = useTranslation("appointments");
  const { taskId, patientId, facts, actions, listHref } = useLoaderData<typeof loader>();
  const mayEdit = useCan("appointments.edit");
  const mayOpenRecord = useCan("patientRecord.read");
  return (
    <>
      <PageHeading>{t("columns.appointment")}</PageHeading>
      <div className="mt-4 max-w-2xl">
        <AppointmentFactList facts={facts} />
        {mayEdit ? (
          <div className="mt-6">
            <AppointmentActions
              taskId={taskId}
              patientName={facts.patientName}
              due={facts.due}
              back={listHref}
              actions={actions}
            />
          </div>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={listHref} className={buttonClass("secondary")}>
            {t("caption", { clinic: facts.clinic })}
          </Link>
          {mayOpenRecord && patientId ? (
            <Link to={patientPath(patientId)} className={buttonClass("secondary")}>
              {facts.patientName}
            </Link>
          ) : null}
        </div>
      </div>
    </>
  );
}
