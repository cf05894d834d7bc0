import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { surveyFormSchema } from "~/domain/survey-schemas";
import { SURVEY_KINDS } from "~/domain/surveys";
import { ErrorSummary, Field, FormButtons, SelectField, TextareaField, summarize } from "../forms";
import { type FormConstraint, useAppForm } from "../use-app-form";

/** A survey's own fields: name, description and kind. */
export function SurveyForm({
  constraint,
  lastResult,
  defaultValue,
  submitLabel,
  cancelHref,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, string | undefined>;
  submitLabel: string;
  cancelHref: string;
}) {
  const { t } = useTranslation("surveys");
  const [form, fields] = useAppForm<typeof surveyFormSchema>({
    id: "survey",
    constraint,
    lastResult,
    defaultValue,
  });
  return (
    <>
      <ErrorSummary errors={summarize(form, [fields.name, fields.description, fields.kind])} />
      <Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl">
        <input type="hidden" name="intent" value="save" />
        <Field meta={fields.name} label={t("form.name")} autoComplete="off" />
        <TextareaField
          meta={fields.description}
          label={t("form.description")}
          hint={t("form.descriptionHint")}
        />
        <SelectField
          meta={fields.kind}
          label={t("form.kind")}
          hint={t("form.kindHint")}
          options={SURVEY_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        />
        <FormButtons cancelHref={cancelHref}>{submitLabel}</FormButtons>
      </Form>
    </>
  );
}
