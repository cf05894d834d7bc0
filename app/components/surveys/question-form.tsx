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
 * needs one, spec'd by the upstream's 422); an existing one's choices are changed one by one
 * below the form. The bounds and the length apply by type, as the hints say, so the form works
 * the same without JavaScript.
 */
export function QuestionForm({
  constraint,
  lastResult,
  defaultValue,
  submitLabel,
  cancelHref,
}: {
  /** From `newQuestionSchema` on the add page, `questionSchema` on the edit page. */
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, string | undefined>;
  submitLabel: string;
  cancelHref: string;
}) {
  const { t } = useTranslation("surveys");
  const [form, fields] = useAppForm<typeof newQuestionSchema>({
    id: "question",
    constraint,
    lastResult,
    defaultValue,
  });
  const all = fields as typeof fields & { choices?: (typeof fields)["text"] };
  return (
    <>
      <ErrorSummary
        errors={summarize(form, [
          fields.text,
          fields.type,
          ...(all.choices ? [all.choices] : []),
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
        {all.choices ? (
          <TextareaField
            meta={all.choices}
            label={t("question.firstChoices")}
            hint={t("question.firstChoicesHint")}
          />
        ) : null}
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
