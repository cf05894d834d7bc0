import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { therapySchema } from "~/domain/care-plan-schemas";
import { TASK_TYPES, TASK_TYPE_NAMES, WEEK_DAYS } from "~/domain/care-plans";
import {
  CheckboxField,
  ErrorSummary,
  Field,
  FieldError,
  FormButtons,
  SelectField,
  TextareaField,
  summarize,
} from "../forms";
import { type FormConstraint, useAppForm } from "../use-app-form";

/** A therapy type's name, task type and figures (spec part 2 §3: weekly, daily, each time, each set, week days). */
export function TherapyForm({
  constraint,
  lastResult,
  defaultValue,
  submitLabel,
  cancelHref,
  ownerName,
  ownerFixed = false,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, string | string[] | undefined>;
  submitLabel: string;
  cancelHref: string;
  /** The organization the type may be made "only for"; the choice shows only when given. */
  ownerName?: string;
  /** The type is always only for `ownerName` (the user may not make network-wide ones): said, not asked. */
  ownerFixed?: boolean;
}) {
  const { t } = useTranslation("carePlans");
  const [form, fields] = useAppForm<typeof therapySchema>({
    id: "therapy",
    constraint,
    lastResult,
    defaultValue,
  });
  const chosenDays = new Set(
    ([] as unknown[])
      .concat(fields.weekDays.initialValue ?? [])
      .filter((d): d is string => typeof d === "string"),
  );
  const figures = [fields.weekly, fields.daily, fields.eachTime, fields.eachSet] as const;
  return (
    <>
      <ErrorSummary
        errors={summarize(form, [
          fields.name,
          fields.description,
          fields.taskTypeId,
          ...figures,
          fields.weekDays,
        ])}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl">
        <Field meta={fields.name} label={t("therapies.name")} autoComplete="off" />
        <TextareaField meta={fields.description} label={t("plan.description")} hint={t("plan.optional")} />
        <SelectField
          meta={fields.taskTypeId}
          label={t("task.type")}
          placeholder={t("task.choose")}
          options={TASK_TYPE_NAMES.map((name) => ({
            value: String(TASK_TYPES[name]),
            label: t(`taskTypes.${name}`),
          }))}
        />
        <fieldset className="mt-2">
          <legend className="font-semibold">{t("therapies.figures")}</legend>
          <p className="text-sm text-slate-700">{t("therapies.figuresHint")}</p>
          <div className="flex flex-wrap gap-4">
            {figures.map((meta) => (
              <Field
                key={meta.name}
                meta={meta}
                label={t(`therapies.${meta.name}`)}
                type="number"
                inputMode="numeric"
                min={0}
                max={99}
                className="mb-2 w-32"
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-2" aria-describedby={fields.weekDays.errorId}>
          <legend className="font-semibold">{t("therapies.weekDays")}</legend>
          <div className="flex flex-wrap gap-x-4">
            {WEEK_DAYS.map((day) => (
              <label key={day} className="flex min-h-touch items-center gap-2">
                <input
                  type="checkbox"
                  name={fields.weekDays.name}
                  value={day}
                  defaultChecked={chosenDays.has(day)}
                  className="h-5 w-5"
                />
                {t(`weekDays.${day}`)}
              </label>
            ))}
          </div>
          <FieldError id={fields.weekDays.errorId} message={fields.weekDays.errors?.[0]} />
        </fieldset>
        {ownerName && ownerFixed ? (
          <p className="mt-4 max-w-2xl">{t("therapies.ownOrganizationFixed", { name: ownerName })}</p>
        ) : ownerName ? (
          <CheckboxField
            meta={fields.ownOrganization}
            label={t("therapies.ownOrganization", { name: ownerName })}
            hint={t("therapies.ownOrganizationHint")}
            className="mt-4"
          />
        ) : null}
        <FormButtons cancelHref={cancelHref}>{submitLabel}</FormButtons>
      </Form>
    </>
  );
}
