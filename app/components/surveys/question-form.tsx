import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { newQuestionSchema } from "~/domain/survey-schemas";
import { QUESTION_TYPES } from "~/domain/surveys";
import {
  CheckboxField,
  ErrorSummary,
  Field,
  FormButtons,
  SelectField,
  TextareaField,
  summarize,
} from "../forms";
import { type FormConstraint, useAppForm } from "../use-app-form";

/**
 * A question's fields. A new one takes its first choices as lines of text (a choice question
 * needs one, a single-choice question two, as the upstream's 422 says too); an existing one adds
 * more the same way (`addsChoices`), and its choices are changed one by one below the form. The
 * bounds and the length apply by type, as the hints say, so the form works the same without
 * JavaScript.
 */
export function QuestionForm({
  constraint,
  lastResult,
  defaultValue,
  submitLabel,
  cancelHref,
  addsChoices = false,
}: {
  /** From `newQuestionSchema` on the add page, `questionSchema` on the edit page. */
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, string | undefined>;
  submitLabel: string;
  cancelHref: string;
  /** An existing question: the box's lines are added after the choices it has. */
  addsChoices?: boolean;
}) {
  const { t } = useTranslation("surveys");
  const [form, fields] = useAppForm<typeof newQuestionSchema>({
    id: "question",
    constraint,
    lastResult,
    defaultValue,
  });
  return (
    <>
      <ErrorSummary
        errors={summarize(form, [
          fields.text,
          fields.type,
          fields.choices,
          fields.required,
          fields.minValue,
          fields.maxValue,
          fields.maxLength,
        ])}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl">
        <input type="hidden" name="intent" value="save" />
        <TextareaField meta={fields.text} label={t("question.text")} hint={t("question.textHint")} />
        <SelectField
          meta={fields.type}
          label={t("question.type")}
          options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
        <TextareaField
          meta={fields.choices}
          label={t(addsChoices ? "question.moreChoices" : "question.firstChoices")}
          hint={t(addsChoices ? "question.moreChoicesHint" : "question.firstChoicesHint")}
        />
        <CheckboxField meta={fields.required} label={t("question.required")} />
        <fieldset className="mt-4 rounded border-2 border-slate-300 p-4">
          <legend className="px-1 font-semibold">{t("question.bounds")}</legend>
          <p className="text-slate-700">{t("question.boundsHint")}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              meta={fields.minValue}
              label={t("question.minValue")}
              inputMode="decimal"
              autoComplete="off"
            />
            <Field
              meta={fields.maxValue}
              label={t("question.maxValue")}
              inputMode="decimal"
              autoComplete="off"
            />
          </div>
          <Field
            meta={fields.maxLength}
            label={t("question.maxLength")}
            hint={t("question.maxLengthHint")}
            inputMode="numeric"
            autoComplete="off"
          />
        </fieldset>
        <FormButtons cancelHref={cancelHref}>{submitLabel}</FormButtons>
      </Form>
    </>
  );
}
