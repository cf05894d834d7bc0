import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, FormButtons, SelectField, summarize } from "../forms";
import { ChoiceGroup } from "../patient/choice-group";
import { useAppForm } from "../use-app-form";
import { PROVIDER_NAME_MAX, providerSchema } from "~/domain/provider-schemas";
import { LICENCE_TYPES, licenceKey } from "~/domain/providers";

export interface ProviderFormValues {
  name: string;
  licenceType: string;
  npi: string;
  specialties: string[];
}

/** The provider profile form (create and edit): name, licence type, NPI, specialties. */
export function ProviderForm({
  id,
  lastResult,
  defaultValue,
  specialties,
  submit,
  cancelHref,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: ProviderFormValues;
  /** The master data's specialties, by name. */
  specialties: readonly string[];
  submit: string;
  cancelHref: string;
}) {
  const { t } = useTranslation("providers");
  const [form, fields] = useAppForm({ id, schema: providerSchema, lastResult, defaultValue });
  // A specialty the provider lists that the master data no longer has stays offered, so it is kept.
  const offered = [...new Set([...specialties, ...(defaultValue?.specialties ?? [])])];
  return (
    <div className="mt-6 max-w-2xl">
      <ErrorSummary
        errors={summarize(form, [fields.name, fields.licenceType, fields.npi, fields.specialties])}
      />
      <Form method="post" {...getFormProps(form)} noValidate>
        <Field
          meta={fields.name}
          label={t("fields.name")}
          hint={t("form.nameHint", { max: PROVIDER_NAME_MAX })}
          autoComplete="off"
        />
        <SelectField
          meta={fields.licenceType}
          label={t("fields.licenceType")}
          placeholder={t("form.chooseLicence")}
          options={LICENCE_TYPES.map((type) => ({ value: type, label: t(`licence.${licenceKey(type)}`) }))}
        />
        <Field
          meta={fields.npi}
          label={t("fields.npiOptional")}
          hint={t("form.npiHint")}
          inputMode="numeric"
          autoComplete="off"
        />
        {offered.length > 0 ? (
          <ChoiceGroup
            meta={fields.specialties}
            legend={t("fields.specialties")}
            hint={t("form.specialtiesHint")}
            multiple
            columns={2}
            options={offered.map((name) => ({ value: name, label: name }))}
          />
        ) : (
          <p className="mb-4">{t("form.noSpecialties")}</p>
        )}
        <FormButtons cancelHref={cancelHref}>{submit}</FormButtons>
      </Form>
    </div>
  );
}
