import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data as reply, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DownloadLink } from "~/components/download-link";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import type { IconName } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { TaskStatusBadge, TestResultBadge } from "~/components/patient/badges";
import { ObservationsToDo } from "~/components/patient/observations-to-do";
import { QuestionnairesToAnswer } from "~/components/patient/questionnaires-to-answer";
import { When } from "~/components/patient/when";
import { carePlanStatusKey } from "~/domain/care-plans";
import {
  isFinalResult,
  isUpcoming,
  needsBooking,
  observationsToDo,
  testsWithResults,
} from "~/domain/patient-results";
import { patientScope, requireCompleteProfile } from "./__patient-area.server";
import { actionFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { getObservationList } from "~/upstream/observations.server";
import { dismissWelcomeCard, getCarePlans } from "~/upstream/patients.server";
import { getAppointments, getAssessmentsToAnswer } from "~/upstream/tasks.server";
import { observationAction } from "./__observations.server";
import type { PatientLoaderData } from "./curapatient.patient";

export const handle = { i18n: ["patient"], titleKey: "patient:dashboard.title" };

const DASHBOARD_PATH = "/curapatient/patient/dashboard";
const UPCOMING_SHOWN = 3;
const RESULTS_SHOWN = 4;
/** A questionnaire in these states is no longer the patient's to answer. */
const CLOSED = new Set(["COMPLETED", "CANCELLED"]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const self = await requireCompleteProfile(scope, context);
  // The observations are the signed-in account's own (the mobile session), so not while acting
  // for a family member.
  const [appointments, carePlans, assessments, observations, t] = await Promise.all([
    getAppointments(scope.client, scope.targetId),
    getCarePlans(scope.client, scope.targetId),
    getAssessmentsToAnswer(scope.client, scope.targetId),
    scope.actingFor ? null : getObservationList(scope.client),
    getT(context.locale, "carePlans"),
  ]);
  const now = new Date();
  const zone = (task: { location?: { timeZoneId?: string | null } | null }) =>
    task.location?.timeZoneId ?? context.timeZone;
  const list = appointments.ok ? appointments.data : [];

  const upcoming = list
    .filter((task) => isUpcoming(task, now))
    .slice(0, UPCOMING_SHOWN)
    .map((task) => ({
      id: task.id,
      name: task.name ?? "",
      status: task.status ?? null,
      dueDate: task.dueDate!,
      clinic: task.location?.name ?? null,
      timeZone: zone(task),
    }));
  const toBook = list.filter(needsBooking).map((task) => ({ id: task.id, name: task.name ?? "" }));
  const results = testsWithResults(list)
    .filter((entry) => entry.task.dueDate)
    .slice(0, RESULTS_SHOWN)
    .map(({ task, result }) => ({
      id: task.id,
      name: task.name ?? "",
      dueDate: task.dueDate!,
      timeZone: zone(task),
      result,
      final: isFinalResult(result),
    }));

  // Every plan, newest first; the status in the words staff read on the record (translated here,
  // so the patient's phone does not load the care plan pages' words for five of them).
  const plans = carePlans.ok
    ? carePlans.data.map((plan) => {
        const statusKey = carePlanStatusKey(plan.carePlanStatus);
        return { id: plan.id, name: plan.name ?? "", status: statusKey ? t(statusKey) : null };
      })
    : [];

  // Every questionnaire the patient is asked to answer, newest first, a plan's or not (one staff
  // asked for again belongs to no plan). A backend without the read has only its plans' ones.
  const planOf = new Map(
    (carePlans.ok ? carePlans.data : []).flatMap((plan) =>
      plan.tasks.map((task) => [task.id, plan.name ?? ""]),
    ),
  );
  const asked =
    assessments.ok && assessments.data
      ? assessments.data
      : (carePlans.ok ? carePlans.data : []).flatMap((plan) => plan.tasks);
  const questionnaires = asked
    .filter((task) => task.assessmentId && !CLOSED.has(task.status ?? ""))
    .map((task) => ({
      taskId: task.id,
      assessmentId: task.assessmentId!,
      name: task.name ?? "",
      plan: planOf.get(task.id) ?? null,
    }));

  return {
    targetId: scope.targetId,
    // The welcome card is the signed-in patient's own: not shown while acting for someone.
    welcomeCard: self?.showRumeCard === true,
    upcoming,
    toBook,
    results,
    plans,
    questionnaires,
    questionnairesFailed: !assessments.ok,
    todo: observations?.ok ? observationsToDo(observations.data) : [],
    todoFailed: observations ? !observations.ok : false,
    appointmentsFailed: !appointments.ok,
    carePlanFailed: !carePlans.ok,
  };
}

/**
 * Dismisses the welcome card for good (PUT /api/patients/{id}/rumecard/false); marks a result read
 * or reports a home test's result (decision 045). A refused report comes back under its choices.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const scope = patientScope(context, request);
  const form = await request.formData();
  const observation = await observationAction(scope, context, form);
  if (observation === "done") return redirect(DASHBOARD_PATH, 303);
  if (observation) return reply(observation, { status: observation.status });
  if (form.get("intent") === "dismiss-welcome") {
    const result = await dismissWelcomeCard(scope.client, scope.selfId);
    if (!result.ok) context.jar.setFlash(actionFlash(result, { success: "", failure: "common:save.failed" }));
  }
  return redirect(DASHBOARD_PATH, 303);
}

function WelcomeCard() {
  const { t } = useTranslation("patient");
  return (
    <section
      aria-labelledby="welcome-heading"
      className="mt-6 rounded border-2 border-brand-700 bg-brand-50 p-4"
    >
      <h2 id="welcome-heading" className="text-xl font-bold">
        {t("dashboard.welcomeCard.title")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>{t("dashboard.welcomeCard.book")}</li>
        <li>{t("dashboard.welcomeCard.results")}</li>
        <li>{t("dashboard.welcomeCard.questionnaires")}</li>
      </ul>
      <Form method="post" className="mt-3">
        <button type="submit" name="intent" value="dismiss-welcome" className={buttonClass("secondary")}>
          {t("dashboard.welcomeCard.dismiss")}
        </button>
      </Form>
    </section>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 rounded border-2 border-slate-300 p-4">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Unavailable() {
  const { t } = useTranslation("patient");
  return (
    <p className="mt-2 border-l-4 border-amber-600 bg-amber-50 p-3">{t("dashboard.sectionUnavailable")}</p>
  );
}

const QUICK_LINKS: ReadonlyArray<{ to: string; key: string; icon: IconName; reload?: boolean }> = [
  { to: "/curapatient/patient/service-centre", key: "dashboard.links.book", icon: "plus" },
  { to: "/curapatient/patient/appointments", key: "dashboard.links.appointments", icon: "calendar" },
  { to: "/curapatient/patient/family", key: "dashboard.links.family", icon: "users" },
  {
    to: "/curapatient/patient/vaccination-card?returnTo=%2Fcurapatient%2Fpatient%2Fdashboard",
    key: "dashboard.links.vaccinationCard",
    icon: "download",
    reload: true,
  },
  { to: "/curapatient/patient/education-center", key: "dashboard.links.education", icon: "book" },
  { to: "/curapatient/patient/profile", key: "dashboard.links.profile", icon: "user" },
];

export default function PatientDashboard() {
  const { t } = useTranslation("patient");
  const layout = useRouteLoaderData<PatientLoaderData>("routes/_patient+/curapatient.patient");
  const data = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("dashboard.title")}</PageHeading>
      <p className="mt-2 text-lg">{t("dashboard.welcome", { name: layout?.user.displayName ?? "" })}</p>
      {layout?.actingFor ? (
        <p className="mt-1 text-slate-700">{t("dashboard.showingFor", { name: layout.actingFor.name })}</p>
      ) : null}
      {data.welcomeCard ? <WelcomeCard /> : null}
      {data.todo.length > 0 || data.todoFailed ? (
        <Section id="todo-heading" title={t("dashboard.todo.title")}>
          {data.todoFailed ? (
            <Unavailable />
          ) : (
            <ObservationsToDo items={data.todo} refused={refused ?? null} />
          )}
        </Section>
      ) : null}

      {data.questionnaires.length > 0 || data.questionnairesFailed ? (
        <Section id="questionnaires-heading" title={t("dashboard.questionnaires.title")}>
          {/* A failed read still offers the plans' questionnaires, read apart. */}
          {data.questionnairesFailed ? <Unavailable /> : null}
          <QuestionnairesToAnswer items={data.questionnaires} patientId={data.targetId} />
        </Section>
      ) : null}

      <Section id="upcoming-heading" title={t("dashboard.upcoming")}>
        {data.appointmentsFailed ? <Unavailable /> : null}
        {!data.appointmentsFailed && data.upcoming.length === 0 ? (
          <p className="mt-2">{t("dashboard.noUpcoming")}</p>
        ) : null}
        <ul className="mt-2 space-y-3">
          {data.upcoming.map((a) => (
            <li key={a.id} className="border-l-4 border-brand-700 pl-3">
              <p className="font-semibold">{a.name}</p>
              <p>
                <When instant={a.dueDate} timeZone={a.timeZone} />
              </p>
              {a.clinic ? <p className="text-slate-700">{a.clinic}</p> : null}
              <p className="mt-1">
                <span className="sr-only">{t("appointments.statusLabel")} </span>
                <TaskStatusBadge status={a.status} />
              </p>
            </li>
          ))}
        </ul>
        {data.toBook.length > 0 ? (
          <div className="mt-4">
            <h3 className="font-bold">{t("dashboard.toBook")}</h3>
            <ul className="mt-2 space-y-2">
              {data.toBook.map((task) => (
                <li key={task.id}>
                  <Link
                    to={`/curapatient/patient/schedule-appointment?taskId=${encodeURIComponent(task.id)}`}
                    className={buttonClass("secondary")}
                  >
                    {t("dashboard.bookNamed", { name: task.name })}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="mt-3">
          <Link
            to="/curapatient/patient/appointments"
            className="inline-flex min-h-touch items-center underline"
          >
            {t("dashboard.allAppointments")}
          </Link>
        </p>
      </Section>

      <Section id="results-heading" title={t("dashboard.results")}>
        {!data.appointmentsFailed && data.results.length === 0 ? (
          <p className="mt-2">{t("dashboard.noResults")}</p>
        ) : null}
        <ul className="mt-2 divide-y divide-slate-200">
          {data.results.map((r) => (
            <li key={r.id} className="py-3">
              <p className="font-semibold">{r.name}</p>
              <p className="text-slate-700">
                <When instant={r.dueDate} timeZone={r.timeZone} />
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-3">
                <span>
                  <span className="sr-only">{t("dashboard.resultLabel")} </span>
                  <TestResultBadge result={r.result} />
                </span>
                {r.final ? (
                  <DownloadLink
                    href={`/curapatient/patient/test-result/${encodeURIComponent(r.id)}`}
                    returnTo="/curapatient/patient/dashboard"
                  >
                    {t("dashboard.downloadResult", { name: r.name })}
                  </DownloadLink>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-3">
          <Link
            to="/curapatient/patient/health-record"
            className="inline-flex min-h-touch items-center underline"
          >
            {t("dashboard.allResults")}
          </Link>
        </p>
      </Section>

      <Section id="plan-heading" title={t("dashboard.carePlans")}>
        {data.carePlanFailed ? <Unavailable /> : null}
        {data.plans.length === 0 && !data.carePlanFailed ? (
          <p className="mt-2">{t("dashboard.noCarePlan")}</p>
        ) : null}
        {data.plans.length > 0 ? (
          <ul className="mt-2 divide-y divide-slate-200">
            {data.plans.map((plan) => (
              <li key={plan.id} className="py-3">
                <h3 className="font-semibold">{plan.name}</h3>
                <p>
                  {t("dashboard.carePlanStatus")} <strong>{plan.status ?? t("status.unknown")}</strong>
                </p>
              </li>
            ))}
          </ul>
        ) : null}
      </Section>

      <nav aria-labelledby="quick-heading" className="mt-6">
        <h2 id="quick-heading" className="text-xl font-bold">
          {t("dashboard.quickLinks")}
        </h2>
        <ul className="mt-2 grid grid-cols-1 gap-2 min-[480px]:grid-cols-2">
          {QUICK_LINKS.map((link) => (
            <li key={link.key}>
              {link.reload ? (
                <a href={link.to} className={`${buttonClass("secondary")} w-full justify-start`}>
                  <Icon name={link.icon} />
                  {t(link.key)}
                </a>
              ) : (
                <Link to={link.to} className={`${buttonClass("secondary")} w-full justify-start`}>
                  <Icon name={link.icon} />
                  {t(link.key)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
