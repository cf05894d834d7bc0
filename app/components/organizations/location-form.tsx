import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { locationFormSchema } from "~/domain/location-schemas";
import { ErrorSummary, Field, SelectField, summarize, type Option } from "../forms";
import { type FormConstraint, useAppForm } from "../use-app-form";
import { AddressFieldset } from "./address-fieldset";

/**
 * A location's form (issue 40 item 3): its name, its type among the upstream's location types and
 * its address in the organization form's fieldset. `buttons` ends the form (add, or save and
 * cancel). Posts to the page's own action; nothing typed is lost on a refusal.
 */
export function LocationForm({
  id,
  constraint,
  lastResult,
  defaultValue,
  types,
  nameHint,
  buttons,
}: {
  id: string;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, string>;
  types: Option[];
  nameHint: string;
  buttons: ReactNode;
}) {
  const { t } = useTranslation(["orgPages", "organizations"]);
  const [form, fields] = useAppForm<typeof locationFormSchema>({
    id,
    constraint,
    lastResult,
    defaultValue,
  });
  const order = [
    fields.name,
    fields.locationTypeId,
    fields.address1,
    fields.address2,
    fields.city,
    fields.state,
    fields.zipcode,
    fields.country,
  ];
  return (
    <>
      <ErrorSummary errors={summarize(form, order)} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <Field meta={fields.name} label={t("locations.name")} hint={nameHint} autoComplete="off" />
        <SelectField
          meta={fields.locationTypeId}
          label={t("locations.type")}
          options={types}
          placeholder={t("organizations:form.choose")}
        />
        <AddressFieldset fields={fields} />
        {buttons}
      </Form>
    </>
  );
}
