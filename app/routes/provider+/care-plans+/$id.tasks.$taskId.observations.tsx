import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, SelectField, SubmitButton, buttonClass, summarize } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { useAppForm } from "~/components/use-app-form";
import { useCan } from "~/components/use-can";
import { useOffered } from "~/components/use-offered";
import {
  observationGoalRemoveSchema,
  observationGoalSchema,
  observationSchema,
} from "~/domain/care-plan-schemas";
import { goalIsReadOnly, planPath } from "~/domain/care-plans";
import { notFound, requireValidId } from "~/http/not-found.server";
import { intents } from "~/http/intents.server";
import { redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import { guarded } from "~/session/guards.server";
import type { UpstreamClient } from "~/upstream/client.server";
import {
  addObservationGoal,
  recordObservation,
  removeObservationGoal,
  type CarePlan,
} from "~/upstream/care-plans.server";
import { masterDataChoices } from "~/code-lists/choices.server";
import { loadPlan, taskOf } from "./__care-plans.server";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = {
  i18n: ["carePlans"],
  titleKey: "carePlans:observations.title",
  breadcrumb: crumbsFrom,
};

/**
 * A task's observation goals (POST /task/observation-goal, one per observation type) and, on a
 * patient's plan, the values recorded against them (POST /api/observations). The types offered
 * are master data's (issue 38), by name; a goal names its type as the upstream keeps it.
 */
export const loader = guarded("carePlans.read", async ({ request, context, params, client }) => {
  const plan = await loadPlan(client, context, request, params.id, "carePlans.read");
  const { goal, task } = taskOf(context, plan, params.taskId);
  const [types, t] = await Promise.all([
    masterDataChoices(client, "observation-type"),
    getT(context.locale, "carePlans"),
  ]);
  const heading = t("observations.namedTitle", { name: task.name });
  return {
    constraints: formConstraints({ goal: observationGoalSchema, record: observationSchema }),
    planId: plan.id,
    taskId: task.id,
    isTemplate: plan.isTemplate,
    readOnly: goalIsReadOnly(goal.goalStatus),
    heading,
    pageTitle: heading,
    goals: task.observationGoals.map((g) => ({
      id: g.id ?? null,
      typeId: g.observationType.id,
      type: g.observationType.name || t("observations.unnamedType"),
      target: g.targetValue ?? null,
    })),
    types: types.ok ? types.data : [],
    typesFailed: !types.ok,
    crumbs: [
      { label: t("dashboard.title"), to: "/provider/care-plans" },
      { label: plan.name, to: planPath(plan.id) },
      { label: t("observations.title") },
    ],
  };
});

interface TaskCtx {
  context: RequestContext;
  client: UpstreamClient;
  plan: CarePlan;
  task: ReturnType<typeof taskOf>["task"];
  here: string;
}

const GOAL_NOT_FOUND = { messageKey: "carePlans:observationGoalNotFound" };

const observationIntents = intents<TaskCtx>()(
  {
    "add-goal": {
      schema: observationGoalSchema,
      run: (value, { client, task }) => addObservationGoal(client, { taskId: task.id, ...value }),
      success: "carePlans:flash.observationGoalAdded",
      fields: ["observationTypeId", "targetValue"],
    },
    record: {
      schema: observationSchema,
      run: ({ observationTypeId, value }, { client, plan, task }) =>
        recordObservation(client, {
          taskId: task.id,
          observationTypeId,
          value,
          patientId: plan.patientId ?? undefined,
        }),
      success: "carePlans:flash.observationRecorded",
      fields: ["observationTypeId", "value"],
    },
    "remove-goal": {
      schema: observationGoalRemoveSchema,
      // Only a goal of this task: an id of another task, plan or tree is a 404, never an upstream delete.
      run: async ({ observationGoalId }, { client, context, task }) => {
        const id = requireValidId(context, observationGoalId, GOAL_NOT_FOUND);
        if (!task.observationGoals.some((g) => g.id === id)) throw notFound(context, GOAL_NOT_FOUND);
        return removeObservationGoal(client, id);
      },
      success: "carePlans:flash.observationGoalRemoved",
      failure: "carePlans:flash.observationGoalFailed",
    },
  },
  { to: ({ here }) => here, fallback: "add-goal" },
);

export const action = guarded("carePlans.edit", async ({ request, context, params, client }) => {
  // The reply goes to the form that was sent; removing a goal is a button.
  const [plan, kept] = await readKeepingForm(
    request,
    () => loadPlan(client, context, request, params.id, "carePlans.edit"),
    { into: observationIntents.kept },
  );
  if (kept) return kept;
  const { goal, task } = taskOf(context, plan, params.taskId);
  const here = `${planPath(plan.id)}/tasks/${encodeURIComponent(task.id)}/observations`;
  const form = await request.formData();
  // A read-only goal's observation goals stay as they are; a value is still recorded against them.
  if (observationIntents.of(form) !== "record" && goalIsReadOnly(goal.goalStatus))
    return redirectWithFlash(context, here, { kind: "error", key: "carePlans:flash.goalReadOnly" });
  return observationIntents.answer(form, { context, client, plan, task, here });
});

export default function TaskObservations() {
  const { t } = useTranslation("carePlans");
  const { planId, heading, goals, types, typesFailed, isTemplate, readOnly, constraints } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const mayEdit = useCan("carePlans.edit");
  const mayRemoveGoal = useOffered("carePlans.removeObservationGoal") && mayEdit;
  const last = (intent: string) => (actionData && actionData.intent === intent ? actionData.result : null);
  const [goalForm, goalFields] = useAppForm<typeof observationGoalSchema>({
    id: "observation-goal",
    constraint: constraints.goal,
    lastResult: last("add-goal"),
  });
  const [recordForm, recordFields] = useAppForm<typeof observationSchema>({
    id: "observation",
    constraint: constraints.record,
    lastResult: last("record"),
  });
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <Link to={planPath(planId)} className={`${buttonClass("link")} mt-2`}>
        {t("summary.back")}
      </Link>
      <h2 className="mt-6 text-xl font-bold">{t("observations.goals")}</h2>
      {goals.length === 0 ? (
        <p className="mt-2">{t("observations.noGoals")}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {goals.map((goal) => (
            <li key={goal.id ?? goal.typeId} className="flex flex-wrap items-center gap-3">
              <span>
                {t("task.observationGoal", { type: goal.type, target: goal.target ?? t("task.noTarget") })}
              </span>
              {mayRemoveGoal && !readOnly && goal.id ? (
                <Form method="post">
                  <input type="hidden" name="observationGoalId" value={goal.id} />
                  <SubmitButton
                    intent="remove-goal"
                    variant="secondary"
                    aria-label={t("observations.removeNamed", { name: goal.type })}
                  >
                    {t("observations.remove")}
                  </SubmitButton>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {mayEdit && !readOnly ? (
        <section aria-labelledby="add-observation-goal" className="mt-6 max-w-2xl">
          <h2 id="add-observation-goal" className="text-xl font-bold">
            {t("observations.addTitle")}
          </h2>
          {typesFailed ? (
            <p className="my-2 border-l-4 border-amber-600 bg-amber-50 p-3">
              {t("observations.typesFailed")}
            </p>
          ) : null}
          <ErrorSummary
            id="observation-goal-errors"
            errors={summarize(goalForm, [goalFields.observationTypeId, goalFields.targetValue])}
          />
          <Form method="post" {...getFormProps(goalForm)} noValidate>
            <SelectField
              meta={goalFields.observationTypeId}
              label={t("observations.type")}
              placeholder={t("observations.chooseType")}
              options={types}
            />
            <Field
              meta={goalFields.targetValue}
              label={t("observations.target")}
              hint={t("plan.optional")}
              autoComplete="off"
            />
            <SubmitButton intent="add-goal">{t("observations.add")}</SubmitButton>
          </Form>
        </section>
      ) : null}
      {mayEdit && !isTemplate ? (
        <section aria-labelledby="record-observation" className="mt-8 max-w-2xl">
          <h2 id="record-observation" className="text-xl font-bold">
            {t("observations.recordTitle")}
          </h2>
          <ErrorSummary
            id="observation-errors"
            errors={summarize(recordForm, [recordFields.observationTypeId, recordFields.value])}
          />
          <Form method="post" {...getFormProps(recordForm)} noValidate>
            <SelectField
              meta={recordFields.observationTypeId}
              label={t("observations.type")}
              placeholder={t("observations.chooseType")}
              options={types}
            />
            <Field meta={recordFields.value} label={t("observations.value")} autoComplete="off" />
            <SubmitButton intent="record">{t("observations.record")}</SubmitButton>
          </Form>
        </section>
      ) : null}
    </>
  );
}
