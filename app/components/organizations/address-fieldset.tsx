import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { OTHER_STATE, US_STATES } from "@contract/us-states";
import { Field, SelectField, type AnyField } from "../forms";

export interface AddressFieldMetas {
  address1: AnyField;
  address2: AnyField;
  city: AnyField;
  state: AnyField;
  zipcode: AnyField;
  country: AnyField;
}

/**
 * A postal address's fields (the fields of `addressFields`, app/domain/address-schema.ts) in one
 * fieldset: the organization form and a location's form. The states are the vocabulary's, with
 * its one "Other"; `children` follow the fields (the organization form's address search).
 */
export function AddressFieldset({
  fields,
  legend,
  children,
}: {
  fields: AddressFieldMetas;
  legend?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("organizations");
  const stateOptions = [
    ...US_STATES.map((s) => ({ value: s.code, label: `${s.code} — ${s.name}` })),
    { value: OTHER_STATE, label: t("address.otherState") },
  ];
  return (
    <fieldset className="mb-6">
      <legend className="mb-2 text-xl font-bold">{legend ?? t("address.legend")}</legend>
      <Field meta={fields.address1} label={t("address.address1")} autoComplete="address-line1" />
      <Field meta={fields.address2} label={t("address.address2")} autoComplete="address-line2" />
      <Field meta={fields.city} label={t("address.city")} autoComplete="address-level2" />
      <SelectField
        meta={fields.state}
        label={t("address.state")}
        options={stateOptions}
        placeholder={t("form.choose")}
      />
      <Field meta={fields.zipcode} label={t("address.zipcode")} autoComplete="postal-code" />
      <Field meta={fields.country} label={t("address.country")} autoComplete="country-name" />
      {children}
    </fieldset>
  );
}
