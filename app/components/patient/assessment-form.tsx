import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AssessmentQuestion } from "~/domain/patient-assessment";
import type { assessmentSchema } from "~/domain/patient-assessment-schema";
import {
  controlOf,
  dateParts,
  questionField,
  scaleValues,
  TEXT_MAX_DEFAULT,
} from "~/domain/patient-assessment";
import {
  type AnyField,
  buttonClass,
  DateInputField,
  ErrorSummary,
  Field,
  SubmitButton,
  TextareaField,
} from "../forms";
import { ChoiceGroup } from "./choice-group";
import { summarizeForm } from "./summary";
import { type FormConstraint, useAppForm } from "../use-app-form";

/**
 * A whole assessment as one server-rendered form. After a failed submit (ours or the upstream's)
 * every answer comes back from the reply, so nothing typed is lost.
 */
export function AssessmentForm({
  questions,
  constraint,
  lastResult,
  submitLabel,
  formId = "assessment",
  preview = false,
}: {
  questions: AssessmentQuestion[];
  /** From `assessmentSchema(questions)`, computed by the loader that loaded the questions. */
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  formId?: string;
  /** Staff see the survey exactly as a patient does (decision 033): the button is shown disabled, nothing is sent. */
  preview?: boolean;
}) {
  const { t } = useTranslation("patient");
  const [form, fields] = useAppForm<ReturnType<typeof assessmentSchema>>({
    id: formId,
    constraint,
    lastResult,
  });
  const field = (name: string) => (fields as unknown as Record<string, AnyField>)[name]!;
  const order: AnyField[] = questions.map((q) => field(questionField(q)));
  const targets: Record<string, string> = {};
  for (const q of questions) {
    const name = questionField(q);
    if (controlOf(q) === "DATE") targets[field(name).id] = field(dateParts(name).month).id;
  }
  return (
    <>
      <ErrorSummary errors={summarizeForm(form, order, targets)} />
      <Form method={preview ? "get" : "post"} {...getFormProps(form)} noValidate>
        <ol className="space-y-6">
          {questions.map((q, index) => {
            const name = questionField(q);
            const meta = field(name);
            const label = (
              <>
                <span className="mr-1">{index + 1}.</span>
                {q.text}
                {q.required ? null : (
                  <span className="ml-1 font-normal text-slate-700">{t("assessment.optional")}</span>
                )}
              </>
            );
            const control = controlOf(q);
            return (
              <li key={q.id} className="rounded border-2 border-slate-300 p-4">
                {control === "SINGLE_CHOICE" || control === "YES_NO" || control === "MULTIPLE_CHOICE" ? (
                  <ChoiceGroup
                    meta={meta}
                    legend={label}
                    hint={control === "MULTIPLE_CHOICE" ? t("assessment.chooseAll") : undefined}
                    multiple={control === "MULTIPLE_CHOICE"}
                    options={q.choices.map((c) => ({ value: c.id, label: c.text }))}
                    columns={control === "YES_NO" ? 2 : 1}
                  />
                ) : control === "SCALE" ? (
                  <ChoiceGroup
                    meta={meta}
                    legend={label}
                    hint={t("assessment.scaleHint", { min: scaleValues(q)[0]!, max: scaleValues(q).at(-1)! })}
                    options={scaleValues(q).map((n) => ({ value: String(n), label: String(n) }))}
                    columns={3}
                  />
                ) : control === "NUMBER" ? (
                  <Field
                    meta={meta}
                    label={label}
                    hint={
                      q.minValue != null && q.maxValue != null
                        ? t("assessment.numberHint", { min: q.minValue, max: q.maxValue })
                        : undefined
                    }
                    inputMode="decimal"
                    autoComplete="off"
                    className="mb-2 max-w-xs"
                  />
                ) : control === "DATE" ? (
                  <DateInputField
                    legend={label}
                    hint={t("profile.dateHint")}
                    day={field(dateParts(name).day)}
                    month={field(dateParts(name).month)}
                    year={field(dateParts(name).year)}
                    error={meta.errors?.[0]}
                    errorId={meta.errorId}
                  />
                ) : (
                  <TextareaField
                    meta={meta}
                    label={label}
                    hint={t("assessment.textHint", { max: q.maxLength ?? TEXT_MAX_DEFAULT })}
                  />
                )}
              </li>
            );
          })}
        </ol>
        {preview ? (
          <button
            type="button"
            disabled
            aria-disabled
            className={`${buttonClass("primary")} mt-6 w-full sm:w-auto`}
          >
            {submitLabel}
          </button>
        ) : (
          <SubmitButton className="mt-6 w-full sm:w-auto">{submitLabel}</SubmitButton>
        )}
      </Form>
    </>
  );
}
