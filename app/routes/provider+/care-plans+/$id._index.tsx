import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GoalList } from "~/components/care-plans/goal-list";
import { PlanFacts } from "~/components/care-plans/plan-facts";
import { BarChart } from "~/components/charts/bar-chart";
import { StackedBarChart } from "~/components/charts/stacked-bar-chart";
import { SubmitButton, buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { patientPath } from "~/components/members/patient-record";
import { useCan } from "~/components/use-can";
import { useOffers } from "~/components/use-offered";
import { planGoalViews, planPath } from "~/domain/care-plans";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { loadPlan } from "./__care-plans.server";
import { planPatient } from "./__plan-patient.server";
import {
  overviewAction,
  planServiceName,
  planStatusChoices,
  templateAnalytics,
} from "./__plan-overview.server";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:overview.title", breadcrumb: crumbsFrom };

export const loader = guarded("carePlans.read", async ({ request, context, params, session, client }) => {
  const plan = await loadPlan(client, context, request, params.id, "carePlans.read");
  const serviceName = planServiceName(client, plan, context.locale);
  const [analytics, service, patient, t] = await Promise.all([
    templateAnalytics(client, plan, context.locale, serviceName),
    serviceName,
    planPatient(client, context, request, session, plan),
    getT(context.locale, "carePlans"),
  ]);
  return {
    plan: { ...plan, goals: planGoalViews(plan.goals) },
    analytics,
    service,
    statuses: planStatusChoices(plan, service),
    patient,
    pageTitle: plan.name,
    crumbs: [{ label: t("dashboard.title"), to: "/provider/care-plans" }, { label: plan.name }],
  };
});

export const action = guarded("carePlans.edit", async ({ request, context, params, client }) =>
  overviewAction(client, context, request, params.id),
);

export default function CarePlanOverview() {
  const { t } = useTranslation("carePlans");
  const { plan, analytics, service, statuses, patient } = useLoaderData<typeof loader>();
  const mayEdit = useCan("carePlans.edit");
  // The plan, its goals and its tasks are saved with one extension call (carePlans.update): a
  // backend without it shows the plan for reading, with the documented status and assignment.
  const offers = useOffers();
  const mayChange = mayEdit && offers("carePlans.update");
  const mayKeepAsTemplate = mayEdit && offers("carePlans.saveAsTemplate");
  const path = planPath(plan.id);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{plan.name}</PageHeading>
        <div className="flex flex-wrap gap-2">
          {mayChange ? (
            <Link to={`${path}/edit`} className={buttonClass("secondary")}>
              {t("actions.editDetails")}
            </Link>
          ) : null}
          {mayEdit && plan.isTemplate ? (
            <Link to={`${path}/assign`} className={buttonClass("primary")}>
              {t("actions.assign")}
            </Link>
          ) : null}
          {mayKeepAsTemplate ? (
            <Link to={`${path}/save-as-template`} className={buttonClass("secondary")}>
              {t("actions.saveAsTemplate")}
            </Link>
          ) : null}
          <Link to={`${path}/summary`} className={buttonClass("secondary")}>
            {t("actions.summary")}
          </Link>
          {mayEdit ? (
            <Link to={`${path}/delete`} className={`${buttonClass("secondary")} text-red-800`}>
              <Icon name="trash" />
              {t("actions.deletePlan")}
            </Link>
          ) : null}
        </div>
      </div>
      {patient ? (
        <p className="mt-2 text-lg">
          {t("overview.patient")}{" "}
          <Link to={patientPath(patient.id)} className="font-semibold underline">
            {patient.name}
          </Link>
        </p>
      ) : null}
      {plan.description ? <p className="mt-2 max-w-3xl text-slate-700">{plan.description}</p> : null}
      <PlanFacts plan={plan} service={service} />
      {!plan.isTemplate && mayEdit ? (
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="care-plan-status" className="block font-semibold">
              {t("status.label")}
            </label>
            <select
              id="care-plan-status"
              name="carePlanStatus"
              defaultValue={plan.carePlanStatus ?? ""}
              className="mt-1 min-h-touch rounded border-2 border-slate-700 px-2"
            >
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <SubmitButton intent="set-status" variant="secondary">
            {t("status.change")}
          </SubmitButton>
        </Form>
      ) : null}
      <h2 className="sr-only">{t("overview.goalsHeading")}</h2>
      <GoalList goals={plan.goals} planPath={path} mayEdit={mayChange} teamActions={!plan.isTemplate} />
      {mayChange ? (
        <Link to={`${path}/goals/new`} className={`${buttonClass("primary")} mt-6`}>
          <Icon name="plus" />
          {t("goal.add")}
        </Link>
      ) : null}
      {analytics ? (
        <section aria-labelledby="analytics-title" className="mt-10">
          <h2 id="analytics-title" className="text-2xl font-bold">
            {t("analytics.title")}
          </h2>
          <p className="mt-1">
            {analytics.patients === null
              ? t("analytics.patientsUnknown")
              : t("analytics.patients", { n: analytics.patients })}
          </p>
          <div className="grid gap-x-6 lg:grid-cols-2">
            <BarChart
              headingLevel={3}
              title={t("analytics.byStatusTitle")}
              description={t("analytics.byStatusDescription")}
              chart={analytics.byStatus}
              categoryHeader={t("analytics.status")}
              valueHeader={t("analytics.patientsHeader")}
            />
            <BarChart
              headingLevel={3}
              title={t("analytics.tasksTitle")}
              description={t("analytics.tasksDescription")}
              chart={analytics.tasks}
              categoryHeader={t("analytics.taskStatus")}
              valueHeader={t("analytics.tasksHeader")}
            />
          </div>
          {analytics.weeks ? (
            <StackedBarChart
              headingLevel={3}
              title={t("analytics.weeksTitle")}
              description={t("analytics.weeksDescription")}
              chart={analytics.weeks}
              categoryHeader={t("analytics.weekHeader")}
            />
          ) : null}
        </section>
      ) : null}
    </>
  );
}
