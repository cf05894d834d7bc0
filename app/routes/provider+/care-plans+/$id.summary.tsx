import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GoalList } from "~/components/care-plans/goal-list";
import { PlanFacts } from "~/components/care-plans/plan-facts";
import { buttonClass } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { useHydrated } from "~/components/use-hydrated";
import { getT } from "~/i18n/i18n.server";
import { planGoalViews, planPath } from "~/domain/care-plans";
import { guarded } from "~/session/guards.server";
import { loadPlan } from "./__care-plans.server";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:summary.title", breadcrumb: crumbsFrom };

/** The plan as a document to print or read: its facts, goals and tasks by week, no controls. */
export const loader = guarded("carePlans.read", async ({ request, context, params, client }) => {
  const plan = await loadPlan(client, context, request, params.id, "carePlans.read");
  const t = await getT(context.locale, "carePlans");
  const heading = t("summary.namedTitle", { name: plan.name });
  return {
    plan: { ...plan, goals: planGoalViews(plan.goals) },
    heading,
    pageTitle: heading,
    crumbs: [
      { label: t("dashboard.title"), to: "/provider/care-plans" },
      { label: plan.name, to: planPath(plan.id) },
      { label: t("summary.title") },
    ],
  };
});

export default function PlanSummary() {
  const { t } = useTranslation("carePlans");
  const { plan, heading } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  return (
    <article>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-2 flex flex-wrap gap-2 print:hidden">
        {hydrated ? (
          <button type="button" className={buttonClass("primary")} onClick={() => window.print()}>
            {t("summary.print")}
          </button>
        ) : (
          <p className="text-slate-700">{t("summary.printHint")}</p>
        )}
        <Link to={planPath(plan.id)} className={buttonClass("link")}>
          {t("summary.back")}
        </Link>
      </div>
      {plan.description ? <p className="mt-2 max-w-3xl">{plan.description}</p> : null}
      <PlanFacts plan={plan} />
      <GoalList
        goals={plan.goals}
        planPath={planPath(plan.id)}
        mayEdit={false}
        teamActions={false}
        printable
      />
    </article>
  );
}
