import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { planSchema } from "~/domain/billing-schemas";
import { ErrorSummary, Field, SubmitButton, TextareaField, buttonClass, summarize } from "../forms";
import { type FormConstraint, useAppForm } from "../use-app-form";

/** Create and edit a fee schedule plan. */
export function PlanForm({
  constraint,
  lastResult,
  defaultValue,
  submitLabel,
  cancelHref,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: { name?: string; description?: string };
  submitLabel: string;
  cancelHref: string;
}) {
  const { t } = useTranslation("billing");
  const [form, fields] = useAppForm<typeof planSchema>({ id: "plan", constraint, lastResult, defaultValue });
  return (
    <>
      <ErrorSummary errors={summarize(form, [fields.name, fields.description])} />
      <Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl">
        <Field meta={fields.name} label={t("plans.name")} autoComplete="off" />
        <TextareaField meta={fields.description} label={t("plans.description")} hint={t("optional")} />
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <SubmitButton>{submitLabel}</SubmitButton>
          <Link to={cancelHref} className={buttonClass("link")}>
            {t("common:actions.cancel")}
          </Link>
        </div>
      </Form>
    </>
  );
}
