import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { feeScheduleSchema } from "~/domain/billing-schemas";
import { FEE_SCHEDULE_CATEGORIES } from "~/domain/billing-params";
import type { Option } from "../forms";
import { type FormConstraint, useAppForm } from "../use-app-form";
import {
  DateInputField,
  ErrorSummary,
  Field,
  SelectField,
  SubmitButton,
  TextareaField,
  buttonClass,
  summarize,
} from "../forms";

export interface FeeScheduleDefaults {
  name?: string;
  category?: string;
  description?: string;
  effectiveMonth?: string;
  effectiveDay?: string;
  effectiveYear?: string;
  payerId?: string;
}

type FeeScheduleFields = Required<FeeScheduleDefaults> & { effectiveDate: string };

/** Create and edit share this form: conform + zod, works without JavaScript. */
export function FeeScheduleForm({
  id,
  constraint,
  lastResult,
  defaultValue,
  payers,
  submitLabel,
  cancelHref,
}: {
  id: string;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: FeeScheduleDefaults;
  payers: Option[];
  submitLabel: string;
  cancelHref: string;
}) {
  const { t } = useTranslation("billing");
  const [form, fields] = useAppForm<typeof feeScheduleSchema, FeeScheduleFields>({
    id,
    constraint,
    lastResult,
    defaultValue,
  });
  const dateError = fields.effectiveDate.errors?.[0];
  const errors = summarize(form, [fields.name, fields.category, fields.description]);
  if (dateError) errors.push({ fieldId: fields.effectiveMonth.id, message: dateError });
  const payerError = fields.payerId.errors?.[0];
  if (payerError) errors.push({ fieldId: fields.payerId.id, message: payerError });
  return (
    <>
      <ErrorSummary errors={errors} />
      <Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl">
        <Field meta={fields.name} label={t("feeSchedules.name")} autoComplete="off" />
        <SelectField
          meta={fields.category}
          label={t("feeSchedules.category")}
          placeholder={t("feeSchedules.chooseCategory")}
          options={FEE_SCHEDULE_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
        />
        <DateInputField
          legend={t("feeSchedules.effectiveDate")}
          hint={t("feeSchedules.effectiveDateHint")}
          month={fields.effectiveMonth}
          day={fields.effectiveDay}
          year={fields.effectiveYear}
          error={dateError}
          errorId={fields.effectiveDate.errorId}
        />
        <SelectField
          meta={fields.payerId}
          label={t("feeSchedules.payer")}
          placeholder={t("feeSchedules.noPayer")}
          options={payers}
        />
        <TextareaField meta={fields.description} label={t("feeSchedules.description")} hint={t("optional")} />
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
