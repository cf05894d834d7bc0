import { parseWithZod } from "@conform-to/zod";
import { actionFlash } from "~/http/outcome.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DownloadLink } from "~/components/download-link";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { TaskStatusBadge, TestResultBadge } from "~/components/patient/badges";
import { When } from "~/components/patient/when";
import { canChangeBooking, isFinalResult, needsBooking, testResultOf } from "~/domain/patient-results";
import { cancelSchema } from "~/domain/patient-schemas";
import { getT } from "~/i18n/i18n.server";
import { patientScope } from "./__patient-area.server";
import type { Task } from "~/upstream/tasks.server";
import { cancelAppointment, getAppointments, getFamilyAppointments } from "~/upstream/tasks.server";

export const handle = { i18n: ["patient"], titleKey: "patient:appointments.title" };

const PATH = "/curapatient/patient/appointments";

function view(task: Task, timeZone: string, now: Date) {
  const result = testResultOf(task.testResult);
  return {
    id: task.id,
    patientId: task.patientId ?? "",
    patientName: task.patientName ?? null,
    name: task.name ?? "",
    status: task.status ?? null,
    dueDate: task.dueDate ?? null,
    clinic: task.location?.name ?? null,
    address: task.location?.address
      ? [task.location.address.address1, task.location.address.city, task.location.address.state]
          .filter(Boolean)
          .join(", ")
      : null,
    timeZone: task.location?.timeZoneId ?? timeZone,
    changeable: canChangeBooking(task, now),
    toBook: needsBooking(task),
    result,
    finalResult: isFinalResult(result),
    invoiceId: task.invoiceId ?? null,
  };
}
type AppointmentView = ReturnType<typeof view>;

function byDate(a: AppointmentView, b: AppointmentView) {
  return (a.dueDate ?? "").localeCompare(b.dueDate ?? "");
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const url = new URL(request.url);
  const now = new Date();
  const [own, family] = await Promise.all([
    getAppointments(scope.client, scope.targetId),
    scope.actingFor ? Promise.resolve(null) : getFamilyAppointments(scope.client, scope.selfId),
  ]);
  const mine = own.ok ? own.data.map((task) => view(task, context.timeZone, now)) : [];
  const familyList = family?.ok ? family.data.map((task) => view(task, context.timeZone, now)) : [];
  const cancelId = url.searchParams.get("cancel");
  const toCancel = cancelId
    ? ([...mine, ...familyList].find((a) => a.id === cancelId && a.changeable) ?? null)
    : null;
  const t = await getT(context.locale, "patient");
  return {
    pageTitle: toCancel ? t("appointments.cancelTitle") : t("appointments.title"),
    upcoming: mine.filter((a) => a.changeable || a.toBook).sort(byDate),
    past: mine.filter((a) => !a.changeable && !a.toBook).sort((a, b) => byDate(b, a)),
    family: familyList.filter((a) => a.changeable || a.toBook).sort(byDate),
    failed: !own.ok,
    familyFailed: family !== null && !family.ok,
    toCancel,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const scope = patientScope(context, request);
  const submission = parseWithZod(await request.formData(), { schema: cancelSchema });
  if (submission.status !== "success") return redirect(PATH, 303);
  const result = await cancelAppointment(scope.client, submission.value.patientId, submission.value.taskId);
  if (result.ok === false && result.kind === "conflict")
    context.jar.setFlash({ kind: "warn", key: "patient:appointments.cancelConflict" });
  else
    context.jar.setFlash(
      actionFlash(result, {
        success: "patient:appointments.cancelled",
        failure: "patient:appointments.cancelFailed",
      }),
    );
  return redirect(PATH, 303);
}

function AppointmentCard({ a, showPatient = false }: { a: AppointmentView; showPatient?: boolean }) {
  const { t } = useTranslation("patient");
  return (
    <li className="rounded border-2 border-slate-300 p-4">
      <h3 className="text-lg font-bold">
        {showPatient && a.patientName
          ? t("appointments.forPatient", { name: a.name, patient: a.patientName })
          : a.name}
      </h3>
      {a.dueDate ? (
        <p>
          <When instant={a.dueDate} timeZone={a.timeZone} />
        </p>
      ) : (
        <p>{t("appointments.notBooked")}</p>
      )}
      {a.clinic ? (
        <p className="text-slate-700">
          {a.clinic}
          {a.address ? `, ${a.address}` : ""}
        </p>
      ) : null}
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <span className="sr-only">{t("appointments.statusLabel")}</span>
        <TaskStatusBadge status={a.status} />
        {a.result ? <TestResultBadge result={a.result} /> : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {a.toBook ? (
          <Link
            to={`/curapatient/patient/schedule-appointment?taskId=${encodeURIComponent(a.id)}`}
            className={buttonClass("primary")}
          >
            {t("appointments.book")}
            <span className="sr-only">: {a.name}</span>
          </Link>
        ) : null}
        {a.changeable ? (
          <>
            <Link
              to={`/curapatient/patient/schedule-appointment?taskId=${encodeURIComponent(a.id)}`}
              className={buttonClass("secondary")}
            >
              {t("appointments.reschedule")}
              <span className="sr-only">: {a.name}</span>
            </Link>
            <Link to={`${PATH}?cancel=${encodeURIComponent(a.id)}`} className={buttonClass("secondary")}>
              {t("appointments.cancel")}
              <span className="sr-only">: {a.name}</span>
            </Link>
          </>
        ) : null}
        {a.finalResult ? (
          <DownloadLink
            href={`/curapatient/patient/test-result/${encodeURIComponent(a.id)}`}
            returnTo={PATH}
            look="link"
          >
            {t("appointments.downloadResult")}
          </DownloadLink>
        ) : null}
        {a.invoiceId ? (
          <DownloadLink
            href={`/curapatient/patient/invoice/${encodeURIComponent(a.invoiceId)}`}
            returnTo={PATH}
            look="link"
          >
            {t("appointments.downloadInvoice")}
          </DownloadLink>
        ) : null}
      </div>
    </li>
  );
}

function CancelConfirmation({ a }: { a: AppointmentView }) {
  const { t } = useTranslation("patient");
  return (
    <>
      <PageHeading>{t("appointments.cancelTitle")}</PageHeading>
      <div className="mt-4 rounded border-2 border-slate-300 p-4">
        <p className="font-semibold">
          {a.patientName ? t("appointments.forPatient", { name: a.name, patient: a.patientName }) : a.name}
        </p>
        {a.dueDate ? (
          <p>
            <When instant={a.dueDate} timeZone={a.timeZone} />
          </p>
        ) : null}
        {a.clinic ? <p className="text-slate-700">{a.clinic}</p> : null}
      </div>
      <p className="mt-4 text-lg">{t("appointments.cancelQuestion")}</p>
      <Form method="post" action={PATH} className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="taskId" value={a.id} />
        <input type="hidden" name="patientId" value={a.patientId} />
        <button type="submit" name="intent" value="cancel" className={buttonClass("danger")}>
          {t("appointments.confirmCancel")}
        </button>
        <Link to={PATH} className={buttonClass("secondary")}>
          {t("appointments.keep")}
        </Link>
      </Form>
    </>
  );
}

export default function Appointments() {
  const { t } = useTranslation("patient");
  const data = useLoaderData<typeof loader>();
  if (data.toCancel) return <CancelConfirmation a={data.toCancel} />;
  return (
    <>
      <PageHeading>{t("appointments.title")}</PageHeading>
      <p className="mt-4">
        <Link to="/curapatient/patient/service-centre" className={buttonClass("primary")}>
          <Icon name="plus" />
          {t("appointments.bookNew")}
        </Link>
      </p>
      {data.failed ? (
        <p className="mt-4 border-l-4 border-amber-600 bg-amber-50 p-3">
          {t("dashboard.sectionUnavailable")}
        </p>
      ) : null}
      <section aria-labelledby="upcoming-list" className="mt-6">
        <h2 id="upcoming-list" className="text-xl font-bold">
          {t("appointments.upcoming")}
        </h2>
        {data.upcoming.length === 0 && !data.failed ? (
          <p className="mt-2">{t("dashboard.noUpcoming")}</p>
        ) : null}
        <ul className="mt-3 space-y-3">
          {data.upcoming.map((a) => (
            <AppointmentCard key={a.id} a={a} />
          ))}
        </ul>
      </section>
      {data.family.length > 0 || data.familyFailed ? (
        <section aria-labelledby="family-list" className="mt-8">
          <h2 id="family-list" className="text-xl font-bold">
            {t("appointments.family")}
          </h2>
          {data.familyFailed ? (
            <p className="mt-2 border-l-4 border-amber-600 bg-amber-50 p-3">
              {t("dashboard.sectionUnavailable")}
            </p>
          ) : null}
          <ul className="mt-3 space-y-3">
            {data.family.map((a) => (
              <AppointmentCard key={a.id} a={a} showPatient />
            ))}
          </ul>
        </section>
      ) : null}
      {data.past.length > 0 ? (
        <section aria-labelledby="past-list" className="mt-8">
          <h2 id="past-list" className="text-xl font-bold">
            {t("appointments.past")}
          </h2>
          <ul className="mt-3 space-y-3">
            {data.past.map((a) => (
              <AppointmentCard key={a.id} a={a} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
