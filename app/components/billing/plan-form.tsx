import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { planSchema } from "~/domain/billing-schemas";
import { ErrorSummary, Field, SubmitButton, TextareaField, buttonClass, summarize } from "../forms";

/** Create and edit a fee schedule plan. */
export function PlanForm({
  lastResult,
  defaultValue,
  submitLabel,
  cancelHref,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: { name?: string; description?: string };
  submitLabel: string;
  cancelHref: string;
}) {
  const { t } = useTranslation("billing");
  const [form, fields] = useForm({
    id: "plan",
    lastResult,
    defaultValue,
    constraint: getZodConstraint(planSchema),
    shouldValidate: "onSubmit",
    // Errors change only when the form is sent: revalidating on blur made the error summary
    // vanish under the pointer between mousedown and mouseup, and the click on Save was lost.
    shouldRevalidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: planSchema }),
  });
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
