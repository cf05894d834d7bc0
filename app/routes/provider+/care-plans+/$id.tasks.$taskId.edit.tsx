import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TaskForm } from "~/components/care-plans/task-form";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { getT } from "~/i18n/i18n.server";
import { planPath } from "~/domain/care-plans";
import { guarded } from "~/session/guards.server";
import { loadPlan, taskOf } from "./__care-plans.server";
import { saveTask, taskFormOptions } from "./__tasks.server";
import { formConstraints } from "~/http/form-constraints.server";
import { taskSchema } from "~/domain/care-plan-schemas";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["carePlans"], titleKey: "carePlans:task.editTitle", breadcrumb: crumbsFrom };

export const loader = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  const plan = await loadPlan(client, context, request, params.id, "carePlans.edit");
  const { task } = taskOf(context, plan, params.taskId);
  const [options, t] = await Promise.all([
    taskFormOptions(client, context, plan),
    getT(context.locale, "carePlans"),
  ]);
  const heading = t("task.editNamedTitle", { name: task.name });
  return {
    constraints: formConstraints({ task: taskSchema(options.weeks, Boolean(task.parentTaskId)) }),
    planId: plan.id,
    heading,
    pageTitle: heading,
    options,
    task: {
      name: task.name,
      taskTypeId: String(task.taskTypeId),
      week: String(task.week),
      count: String(task.count ?? 1),
      parentTaskId: task.parentTaskId ?? undefined,
      serviceTypeId: task.serviceTypeId != null ? String(task.serviceTypeId) : undefined,
      therapyTypeId: task.therapyTypeId ?? undefined,
      subTypeId: task.subTypeId ?? undefined,
      locationId: task.locationId ?? undefined,
      performerId: task.performerId ?? undefined,
    },
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
  const { goal, task } = taskOf(context, plan, params.taskId);
  return saveTask(request, context, client, plan, {
    goalId: goal.id,
    goalStatus: goal.goalStatus,
    taskId: task.id,
    isSubtask: Boolean(task.parentTaskId),
  });
});

export default function EditTask() {
  const { t } = useTranslation("carePlans");
  const { planId, heading, options, task, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-6">
        <TaskForm
          constraint={constraints.task}
          lastResult={actionData?.result}
          defaultValue={task}
          options={options}
          isSubtask={Boolean(task.parentTaskId)}
          submitLabel={t("task.save")}
          cancelHref={planPath(planId)}
        />
      </div>
    </>
  );
}
