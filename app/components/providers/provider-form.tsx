import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CheckboxField, ErrorSummary, Field, FormButtons, SelectField, summarize } from "../forms";
import { ChoiceGroup } from "../patient/choice-group";
import { type FormConstraint, useAppForm } from "../use-app-form";
import type { providerCreateSchema } from "~/domain/provider-schemas";
import { LICENCE_TYPES, PROVIDER_NAME_MAX, licenceKey } from "~/domain/providers";

export interface ProviderFormValues {
  name: string;
  licenceType: string;
  npi: string;
  specialties: string[];
}

/**
 * The provider profile form (create and edit): name, licence type, NPI, specialties. The create
 * form (`photoHint` given) also takes a photo (a multipart post; the server checks the bytes) and
 * "this provider signs in" with the e-mail of their account.
 */
export function ProviderForm({
  id,
  constraint,
  lastResult,
  defaultValue,
  specialties,
  submit,
  cancelHref,
  photoHint,
}: {
  id: string;
  /** From `providerCreateSchema` on the create page, `providerSchema` on the edit page. */
  constraint: FormConstraint;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: ProviderFormValues;
  /** The master data's specialties, by name. */
  specialties: readonly string[];
  submit: string;
  cancelHref: string;
  /** The create form's photo hint (the rule's words); the edit form has no photo field. */
  photoHint?: string;
}) {
  const { t } = useTranslation("providers");
  const create = photoHint !== undefined;
  const [form, fields] = useAppForm<typeof providerCreateSchema>({
    id,
    constraint,
    lastResult,
    defaultValue,
  });
  const createFields = create ? [fields.photo, fields.email] : [];
  // A specialty the provider lists that the master data no longer has stays offered, so it is kept.
  const offered = [...new Set([...specialties, ...(defaultValue?.specialties ?? [])])];
  return (
    <div className="mt-6 max-w-2xl">
      <ErrorSummary
        errors={summarize(form, [
          fields.name,
          fields.licenceType,
          fields.npi,
          fields.specialties,
          ...createFields,
        ])}
      />
      <Form
        method="post"
        encType={create ? "multipart/form-data" : undefined}
        {...getFormProps(form)}
        noValidate
      >
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
        {create ? (
          <>
            <Field
              meta={fields.photo}
              label={t("fields.photoOptional")}
              hint={photoHint}
              type="file"
              accept="image/png,image/jpeg,image/webp"
            />
            <fieldset className="mb-4 mt-2 rounded border-2 border-slate-300 p-4">
              <legend className="px-1 font-semibold text-slate-900">{t("form.accountLegend")}</legend>
              <CheckboxField meta={fields.signsIn} label={t("fields.signsIn")} hint={t("form.signsInHint")} />
              <Field
                meta={fields.email}
                label={t("fields.accountEmail")}
                hint={t("form.accountEmailHint")}
                type="email"
                autoComplete="off"
              />
            </fieldset>
          </>
        ) : null}
        <FormButtons cancelHref={cancelHref}>{submit}</FormButtons>
      </Form>
    </div>
  );
}
