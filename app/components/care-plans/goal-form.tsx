import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { goalSchema } from "~/domain/care-plan-schemas";
import { EDITABLE_GOAL_STATUSES } from "~/domain/care-plans";
import { ErrorSummary, Field, FormButtons, SelectField, summarize } from "../forms";
import { type FormConstraint, useAppForm } from "../use-app-form";

/** A goal's name and status (ACTIVE or INACTIVE: the statuses a person may set). */
export function GoalForm({
  constraint,
  lastResult,
  defaultValue,
  submitLabel,
  cancelHref,
  FormComponent = Form,
  action,
  onCancel,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: { name?: string; goalStatus: string };
  submitLabel: string;
  cancelHref: string;
  /** Editing in place with JS: a fetcher's form posting to the page route's `action`. */
  FormComponent?: typeof Form;
  action?: string;
  /** In place, "Cancel" closes the editor instead of leaving the page. */
  onCancel?: () => void;
}) {
  const { t } = useTranslation("carePlans");
  const [form, fields] = useAppForm<typeof goalSchema>({ id: "goal", constraint, lastResult, defaultValue });
  return (
    <>
      <ErrorSummary errors={summarize(form, [fields.name, fields.goalStatus])} />
      <FormComponent method="post" action={action} {...getFormProps(form)} noValidate>
        <Field meta={fields.name} label={t("goal.name")} autoComplete="off" />
        <SelectField
          meta={fields.goalStatus}
          label={t("goal.status")}
          options={EDITABLE_GOAL_STATUSES.map((status) => ({
            value: status,
            label: t(`goalStatuses.${status}`),
          }))}
        />
        <FormButtons cancelHref={cancelHref} onCancel={onCancel}>
          {submitLabel}
        </FormButtons>
      </FormComponent>
    </>
  );
}
