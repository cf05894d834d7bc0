import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { organizationFormSchema } from "~/domain/organization-schemas";
import { INVENTORY_TYPES, ORGANIZATION_TYPES, typeKey, type Coordinates } from "~/domain/organizations";
import {
  CheckboxField,
  ErrorSummary,
  Field,
  FieldError,
  SelectField,
  SubmitButton,
  buttonClass,
  summarize,
  type Option,
} from "../forms";
import { Icon } from "../icons";
import { Link } from "@remix-run/react";
import { AddressFieldset } from "./address-fieldset";
import { AddressSearchResult } from "./address-search-result";
import { type FormConstraint, useAppForm } from "../use-app-form";

/**
 * The organization form (create and edit, decision 030). Without JS: "Search address" is a named
 * submit of the whole form (nothing typed is lost) and the coordinates found come back as hidden
 * fields sent with Save. Vaccine and inventory are a clinic's; other types ignore them. The
 * vaccines offered are master data's manufacturers, which the loader reads (issue 38).
 */
export function OrganizationForm({
  id,
  constraint,
  lastResult,
  defaultValue,
  departments,
  timeZones,
  vaccines,
  coordinates,
  found,
  parentName,
  submitLabel,
  cancelHref,
}: {
  id: string;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, unknown>;
  departments: Option[];
  timeZones: Option[];
  vaccines: Option[];
  coordinates: Coordinates | null;
  found?: string;
  parentName: string | null;
  submitLabel: string;
  cancelHref: string;
}) {
  const { t } = useTranslation("organizations");
  const [form, fields] = useAppFormFor(id, constraint, lastResult, defaultValue);
  const chosen = new Set(
    ([] as unknown[])
      .concat(fields.departments.initialValue ?? [])
      .filter((v): v is string => typeof v === "string"),
  );
  const typeOptions = ORGANIZATION_TYPES.map((type) => ({ value: type, label: t(`types.${typeKey(type)}`) }));
  const order = [
    fields.name,
    fields.shortName,
    fields.type,
    fields.employerId,
    fields.businessLicenseNumber,
    fields.departments,
    fields.address1,
    fields.address2,
    fields.city,
    fields.state,
    fields.zipcode,
    fields.country,
    fields.gpsLatitude,
    fields.gpsLongitude,
    fields.timeZone,
    fields.vaccine,
    fields.inventoryType,
  ];
  return (
    <>
      <ErrorSummary errors={summarize(form, order)} />
      <Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl">
        <fieldset className="mb-6">
          <legend className="mb-2 text-xl font-bold">{t("form.about")}</legend>
          {parentName ? (
            <p className="mb-3">
              <span className="font-semibold">{t("form.parent")}</span> {parentName}
            </p>
          ) : (
            <p className="mb-3">{t("form.root")}</p>
          )}
          <Field meta={fields.name} label={t("form.name")} autoComplete="organization" />
          <Field meta={fields.shortName} label={t("form.shortName")} hint={t("form.shortNameHint")} />
          <SelectField
            meta={fields.type}
            label={t("form.type")}
            options={typeOptions}
            placeholder={t("form.choose")}
          />
          <Field meta={fields.employerId} label={t("form.employerId")} />
          <Field meta={fields.businessLicenseNumber} label={t("form.businessLicense")} />
          <fieldset
            className="mb-2"
            aria-describedby={fields.departments.errors ? fields.departments.errorId : undefined}
          >
            <legend className="font-semibold">{t("form.departments")}</legend>
            {departments.length === 0 ? (
              <p className="text-sm text-slate-700">{t("form.noDepartments")}</p>
            ) : null}
            {departments.map((department) => (
              <div key={department.value} className="flex min-h-touch items-center gap-3">
                <input
                  type="checkbox"
                  id={`${id}-department-${department.value}`}
                  name={fields.departments.name}
                  value={department.value}
                  defaultChecked={chosen.has(department.value)}
                  className="h-6 w-6 rounded border-2 border-slate-700 focus:ring-4 focus:ring-amber-400"
                />
                <label htmlFor={`${id}-department-${department.value}`}>{department.label}</label>
              </div>
            ))}
            <FieldError id={fields.departments.errorId} messages={fields.departments.errors} />
          </fieldset>
          <SelectField
            meta={fields.timeZone}
            label={t("form.timeZone")}
            hint={t("form.timeZoneHint")}
            options={timeZones}
            placeholder={t("form.choose")}
          />
          <CheckboxField meta={fields.isHeadquarter} label={t("form.headquarter")} />
          <CheckboxField meta={fields.isOpen} label={t("form.open")} />
        </fieldset>

        <AddressFieldset fields={fields}>
          <input
            type="hidden"
            name={fields.gpsLatitude.name}
            value={coordinates ? String(coordinates.latitude) : ""}
            readOnly
          />
          <input
            type="hidden"
            name={fields.gpsLongitude.name}
            value={coordinates ? String(coordinates.longitude) : ""}
            readOnly
          />
          <SubmitButton intent="search" variant="secondary" formNoValidate>
            <Icon name="search" />
            {t("address.search")}
          </SubmitButton>
          <AddressSearchResult coordinates={coordinates} found={found} />
        </AddressFieldset>

        <fieldset className="mb-6">
          <legend className="mb-2 text-xl font-bold">{t("clinic.legend")}</legend>
          <p className="mb-2 text-sm text-slate-700">{t("clinic.onlyClinics")}</p>
          <SelectField
            meta={fields.vaccine}
            label={t("clinic.vaccine")}
            options={vaccines}
            placeholder={t("clinic.none")}
          />
          <SelectField
            meta={fields.inventoryType}
            label={t("clinic.inventoryType")}
            options={INVENTORY_TYPES.map((type) => ({ value: type, label: t(`clinic.inventory.${type}`) }))}
            placeholder={t("clinic.none")}
          />
        </fieldset>

        <div className="mt-4 flex flex-wrap items-center gap-4">
          <SubmitButton intent="save">{submitLabel}</SubmitButton>
          <Link to={cancelHref} className={buttonClass("link")}>
            {t("form.cancel")}
          </Link>
        </div>
      </Form>
    </>
  );
}

function useAppFormFor(
  id: string,
  constraint: FormConstraint,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue: Record<string, unknown> | undefined,
) {
  // "Search address" (intent search) goes to the action like Save; the action decides what each
  // intent needs.
  return useAppForm<typeof organizationFormSchema>({
    id,
    constraint,
    lastResult,
    defaultValue: defaultValue as never,
  });
}
