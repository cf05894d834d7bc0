import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TaskForm } from "~/components/care-plans/task-form";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import { planPath } from "~/domain/care-plans";
import { guarded } from "~/session/guards.server";
import type { CarePlan } from "~/upstream/care-plans.server";
import { goalOf, loadPlan, taskOf } from "./__care-plans.server";
import { saveTask, taskFormOptions } from "./__tasks.server";
import { formConstraints } from "~/http/form-constraints.server";
import { taskSchema } from "~/domain/care-plan-schemas";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:task.addTitle", breadcrumb: crumbsFrom };

/** The goal a new task goes to: named by `goalId`, or the goal of the parent a subtask is added under. */
function targetOf(context: RequestContext, plan: CarePlan, request: Request) {
  const url = new URL(request.url);
  const parentTaskId = url.searchParams.get("parentTaskId");
  if (parentTaskId) {
    const { goal, task } = taskOf(context, plan, parentTaskId);
    return { goal, parent: task };
  }
  return { goal: goalOf(context, plan, url.searchParams.get("goalId")), parent: null };
}

export const loader = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const plan = await loadPlan(client, context, request, params.id, "carePlans.edit");
  const { goal, parent } = targetOf(context, plan, request);
  const [options, t] = await Promise.all([
    taskFormOptions(client, context, plan),
    getT(context.locale, "carePlans"),
  ]);
  const heading = parent
    ? t("task.addSubtaskTitle", { name: parent.name })
    : t("task.addToGoalTitle", { name: goal.name });
  return {
    constraints: formConstraints({ task: taskSchema(options.weeks, parent !== null) }),
    planId: plan.id,
    heading,
    pageTitle: heading,
    parent: parent ? { id: parent.id, week: parent.week } : null,
    options,
    crumbs: [
      { label: t("dashboard.title"), to: "/provider/care-plans" },
      { label: plan.name, to: planPath(plan.id) },
      { label: heading },
    ],
  };
});

export const action = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const [plan, kept] = await readKeepingForm(request, () =>
    loadPlan(client, context, request, params.id, "carePlans.edit"),
  );
  if (kept) return kept;
  const { goal, parent } = targetOf(context, plan, request);
  return saveTask(request, context, client, plan, {
    goalId: goal.id,
    goalStatus: goal.goalStatus,
    isSubtask: parent !== null,
  });
});

export default function NewTask() {
  const { t } = useTranslation("carePlans");
  const { planId, heading, parent, options, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-6">
        <TaskForm
          constraint={constraints.task}
          lastResult={actionData?.result}
          defaultValue={{ count: "1", parentTaskId: parent?.id }}
          options={options}
          isSubtask={parent !== null}
          submitLabel={t("task.add")}
          cancelHref={planPath(planId)}
        />
      </div>
    </>
  );
}
