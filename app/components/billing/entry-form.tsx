import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { entrySchema } from "~/domain/billing-schemas";
import type { Option } from "../forms";
import { ErrorSummary, Field, SelectField, SubmitButton, buttonClass, summarize } from "../forms";
import { type FormConstraint, useAppForm } from "../use-app-form";

/** Create and edit a plan's entry: procedure code, modifier, amount, referenced plan. */
export function EntryForm({
  constraint,
  lastResult,
  defaultValue,
  modifiers,
  plans,
  submitLabel,
  cancelHref,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: {
    procedureCode?: string;
    modifier?: string;
    amount?: string;
    referencedFeeSchedulePlanId?: string;
  };
  modifiers: Option[];
  plans: Option[];
  submitLabel: string;
  cancelHref: string;
}) {
  const { t } = useTranslation("billing");
  const [form, fields] = useAppForm<typeof entrySchema>({
    id: "entry",
    constraint,
    lastResult,
    defaultValue,
  });
  return (
    <>
      <ErrorSummary
        errors={summarize(form, [
          fields.procedureCode,
          fields.modifier,
          fields.amount,
          fields.referencedFeeSchedulePlanId,
        ])}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl">
        <Field
          meta={fields.procedureCode}
          label={t("entries.procedureCode")}
          hint={t("entries.procedureCodeHint")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="mb-2 max-w-xs"
        />
        <SelectField
          meta={fields.modifier}
          label={t("entries.modifier")}
          placeholder={t("entries.noModifier")}
          options={modifiers}
          className="mb-2 max-w-md"
        />
        <Field
          meta={fields.amount}
          label={t("entries.amount")}
          hint={t("entries.amountHint")}
          inputMode="decimal"
          autoComplete="off"
          className="mb-2 max-w-xs"
        />
        <SelectField
          meta={fields.referencedFeeSchedulePlanId}
          label={t("entries.referencedPlan")}
          hint={t("entries.referencedPlanHint")}
          placeholder={t("entries.noReference")}
          options={plans}
        />
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
