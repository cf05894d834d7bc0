import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { planSchema } from "~/domain/care-plan-schemas";
import { ErrorSummary, Field, FormButtons, SelectField, TextareaField, summarize } from "../forms";
import { type FormConstraint, useAppForm } from "../use-app-form";

export interface PlanFormOptions {
  types: Array<{ id: string; name: string }>;
  serviceTypes: Array<{ id: string; name: string }>;
}

/** A template's or plan's details; the duration is typed as weeks plus days (spec part 1 §9). */
export function PlanForm({
  constraint,
  lastResult,
  defaultValue,
  options,
  submitLabel,
  cancelHref,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, string | undefined>;
  options: PlanFormOptions;
  submitLabel: string;
  cancelHref: string;
}) {
  const { t } = useTranslation("carePlans");
  const [form, fields] = useAppForm<typeof planSchema>({ id: "plan", constraint, lastResult, defaultValue });
  return (
    <>
      <ErrorSummary
        errors={summarize(form, [
          fields.name,
          fields.description,
          fields.carePlanTypeId,
          fields.serviceTypeId,
          fields.durationWeeks,
          fields.durationDays,
        ])}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl">
        <Field meta={fields.name} label={t("plan.name")} autoComplete="off" />
        <TextareaField meta={fields.description} label={t("plan.description")} hint={t("plan.optional")} />
        <SelectField
          meta={fields.carePlanTypeId}
          label={t("plan.type")}
          placeholder={t("task.none")}
          options={options.types.map((type) => ({ value: type.id, label: type.name }))}
        />
        <SelectField
          meta={fields.serviceTypeId}
          label={t("plan.service")}
          placeholder={t("task.none")}
          options={options.serviceTypes.map((s) => ({ value: s.id, label: s.name }))}
        />
        <fieldset className="mt-2">
          <legend className="font-semibold">{t("plan.duration")}</legend>
          <p className="text-sm text-slate-700">{t("plan.durationHint")}</p>
          <div className="flex flex-wrap gap-4">
            <Field
              meta={fields.durationWeeks}
              label={t("plan.weeks")}
              type="number"
              inputMode="numeric"
              min={0}
              max={104}
              className="mb-2 w-32"
            />
            <Field
              meta={fields.durationDays}
              label={t("plan.days")}
              type="number"
              inputMode="numeric"
              min={0}
              max={6}
              className="mb-2 w-32"
            />
          </div>
        </fieldset>
        <FormButtons cancelHref={cancelHref}>{submitLabel}</FormButtons>
      </Form>
    </>
  );
}
