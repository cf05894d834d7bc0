import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppointmentActions, AppointmentSummary } from "~/components/appointments/appointment-actions";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PatientHeader, patientPath } from "~/components/members/patient-record";
import { Table, Td, Th } from "~/components/table";
import { useCan } from "~/components/use-can";
import { appointmentActionsOf } from "~/domain/appointment-actions";
import { dueLabel } from "~/domain/appointments";
import { formatDisplayDate } from "~/domain/format";
import { orThrow } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import {
  getAppointments,
  getAppointmentsInActiveGoals,
  getFamilyAppointments,
  type Task,
} from "~/upstream/tasks.server";
import { loadPatient, patientFacts } from "./__patient.server";

export const handle = {
  i18n: ["members", "appointments"],
  titleKey: "members:appointments.title",
  breadcrumb: crumbsFrom,
};

function row(task: Task, context: RequestContext) {
  return {
    id: task.id,
    patientName: task.patientName ?? "",
    name: task.name ?? "",
    inventoryName: task.inventoryName ?? null,
    clinic: task.location?.name ?? "",
    status: task.status ?? null,
    dueDate: task.dueDate ?? null,
    due: dueLabel(task.dueDate, task.location?.timeZoneId ?? context.timeZone, context.locale),
    performerName: task.performerName ?? null,
    lotNumber: task.vaccineInfo?.lotNumber ?? null,
    // An appointment not booked yet has no clinic, so no staff action.
    actions: task.location?.id && task.dueDate ? appointmentActionsOf(task) : null,
  };
}
type Row = ReturnType<typeof row>;

/** The patient's appointments and their family members' (spec part 2 §7), newest due first. */
export const loader = guarded("appointments.read", async ({ request, context, params, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "appointments.read");
  const [own, family, inGoals, t] = await Promise.all([
    getAppointments(client, patient.id),
    getFamilyAppointments(client, patient.id),
    getAppointmentsInActiveGoals(client, patient.id),
    getT(context.locale, "members"),
  ]);
  const facts = patientFacts(patient, context.locale);
  const newestFirst = (a: Row, b: Row) => (b.dueDate ?? "").localeCompare(a.dueDate ?? "");
  return {
    facts,
    pageTitle: t("appointments.titleOf", { name: facts.name }),
    crumbs: [
      { label: t("title"), to: "/provider/members" },
      { label: facts.name, to: patientPath(patient.id) },
      { label: t("appointments.title") },
    ],
    own: orThrow(own, context)
      .map((task) => row(task, context))
      .sort(newestFirst),
    // The family's list is a second look: when it fails, the patient's own still show.
    family: family.ok ? family.data.map((task) => row(task, context)).sort(newestFirst) : null,
    // The care plans' appointments, by due date (the upstream's order); a failure hides only them.
    inGoals: inGoals.ok
      ? inGoals.data.map((task) => ({
          id: task.id,
          name: task.name ?? "",
          goalName: task.goalName ?? "",
          carePlanName: task.carePlanName ?? "",
          week: task.week ?? null,
          dueDate: task.dueDate ?? null,
          due: task.dueDate ? formatDisplayDate(task.dueDate) : null,
          clinic: task.location?.name ?? "",
          status: task.status ?? null,
        }))
      : null,
  };
});

function AppointmentTable({
  rows,
  caption,
  withPatient,
  back,
}: {
  rows: Row[];
  caption: string;
  withPatient: boolean;
  back: string;
}) {
  const { t } = useTranslation("appointments");
  const mayEdit = useCan("appointments.edit");
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          {withPatient ? <Th>{t("columns.patient")}</Th> : null}
          <Th>{t("columns.due")}</Th>
          <Th>{t("columns.appointment")}</Th>
          <Th>{t("clinic")}</Th>
          <Th>{t("columns.status")}</Th>
          {mayEdit ? <Th>{t("columns.actions")}</Th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            {withPatient ? <Td>{r.patientName}</Td> : null}
            <Td>{r.dueDate ? <time dateTime={r.dueDate}>{r.due}</time> : t("notBooked")}</Td>
            <Td>
              <AppointmentSummary
                name={r.name}
                inventoryName={r.inventoryName}
                performerName={r.performerName}
                lotNumber={r.lotNumber}
              />
            </Td>
            <Td>{r.clinic}</Td>
            <Td>{r.status ? t(`statuses.${r.status}`, { defaultValue: r.status }) : ""}</Td>
            {mayEdit ? (
              <Td>
                {r.actions ? (
                  <AppointmentActions
                    taskId={r.id}
                    patientName={r.patientName}
                    due={r.due}
                    back={back}
                    actions={r.actions}
                  />
                ) : null}
              </Td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

type GoalRow = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["inGoals"]>[number];

/** The appointments the patient's care plans hold in their active goals (not booked through a slot). */
function GoalAppointments({ rows }: { rows: GoalRow[] | null }) {
  const { t } = useTranslation(["members", "appointments"]);
  return (
    <>
      <h2 className="mt-8 text-xl font-bold">{t("appointments.inGoals")}</h2>
      {rows === null ? (
        <p className="mt-2">{t("appointments.inGoalsUnavailable")}</p>
      ) : rows.length === 0 ? (
        <p className="mt-2">{t("appointments.noneInGoals")}</p>
      ) : (
        <Table caption={t("appointments.inGoals")}>
          <thead>
            <tr>
              <Th>{t("appointments.dueWeek")}</Th>
              <Th>{t("appointments:columns.appointment")}</Th>
              <Th>{t("appointments.goal")}</Th>
              <Th>{t("appointments:clinic")}</Th>
              <Th>{t("appointments:columns.status")}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <Td>
                  {r.dueDate ? <time dateTime={r.dueDate}>{r.due}</time> : null}
                  {r.week !== null ? (
                    <span className="block text-sm text-slate-700">
                      {t("appointments.week", { n: r.week })}
                    </span>
                  ) : null}
                </Td>
                <Td>{r.name}</Td>
                <Td>
                  {r.goalName}
                  <span className="block text-sm text-slate-700">{r.carePlanName}</span>
                </Td>
                <Td>{r.clinic}</Td>
                <Td>{r.status ? t(`appointments:statuses.${r.status}`, { defaultValue: r.status }) : ""}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

export default function PatientAppointments() {
  const { t } = useTranslation("members");
  const { facts, own, family, inGoals } = useLoaderData<typeof loader>();
  const back = `${patientPath(facts.id)}/appointments`;
  return (
    <>
      <PatientHeader patient={facts} />
      <h2 className="mt-6 text-xl font-bold">{t("appointments.title")}</h2>
      {own.length === 0 ? (
        <p className="mt-2">{t("appointments.none")}</p>
      ) : (
        <AppointmentTable
          rows={own}
          caption={t("appointments.caption", { name: facts.name })}
          withPatient={false}
          back={back}
        />
      )}
      <GoalAppointments rows={inGoals} />
      <h2 className="mt-8 text-xl font-bold">{t("appointments.family")}</h2>
      {family === null ? (
        <p className="mt-2">{t("appointments.familyUnavailable")}</p>
      ) : family.length === 0 ? (
        <p className="mt-2">{t("appointments.noFamily")}</p>
      ) : (
        <AppointmentTable rows={family} caption={t("appointments.family")} withPatient back={back} />
      )}
    </>
  );
}
