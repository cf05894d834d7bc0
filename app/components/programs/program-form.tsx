import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { programFormSchema } from "~/domain/program-schemas";
import { PROGRAM_STATUSES } from "~/domain/programs";
import type { Option } from "../forms";
import { ErrorSummary, Field, FormButtons, SelectField, TextareaField, summarize } from "../forms";
import { type FormConstraint, useAppForm } from "../use-app-form";
import { CheckboxGroup } from "./checkbox-group";

export interface ProgramFormChoices {
  types: Option[];
  categories: Option[];
  clinics: Option[];
  templates: Option[];
  serviceTypes: Option[];
}

/** A program's fields: name, description, type, category, status, clinic, templates and service types. */
export function ProgramForm({
  constraint,
  lastResult,
  defaultValue,
  choices,
  submitLabel,
  cancelHref,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, string | string[] | undefined>;
  choices: ProgramFormChoices;
  submitLabel: string;
  cancelHref: string;
}) {
  const { t } = useTranslation("programs");
  const [form, fields] = useAppForm<typeof programFormSchema>({
    id: "program",
    constraint,
    lastResult,
    defaultValue,
  });
  return (
    <>
      <ErrorSummary
        errors={summarize(form, [
          fields.name,
          fields.description,
          fields.typeId,
          fields.categoryId,
          fields.status,
          fields.clinicId,
          fields.templateIds,
          fields.serviceTypeIds,
        ])}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl">
        <Field meta={fields.name} label={t("form.name")} autoComplete="off" />
        <TextareaField meta={fields.description} label={t("form.description")} />
        <SelectField
          meta={fields.typeId}
          label={t("form.type")}
          options={choices.types}
          placeholder={t("form.choose")}
        />
        <SelectField
          meta={fields.categoryId}
          label={t("form.category")}
          options={choices.categories}
          placeholder={t("form.choose")}
        />
        <SelectField
          meta={fields.status}
          label={t("form.status")}
          options={PROGRAM_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <SelectField
          meta={fields.clinicId}
          label={t("form.clinic")}
          hint={t("form.clinicHint")}
          options={choices.clinics}
          placeholder={t("form.noClinic")}
        />
        <CheckboxGroup
          meta={fields.templateIds}
          legend={t("form.templates")}
          options={choices.templates}
          empty={t("form.noTemplates")}
        />
        <CheckboxGroup
          meta={fields.serviceTypeIds}
          legend={t("form.serviceTypes")}
          options={choices.serviceTypes}
          empty={t("form.noServiceTypes")}
        />
        <FormButtons cancelHref={cancelHref}>{submitLabel}</FormButtons>
      </Form>
    </>
  );
}

/** What the form reads of a program (the upstream's program). */
interface ProgramValues {
  name: string;
  description?: string | null;
  status: string;
  type?: { id: string } | null;
  category?: { id: string } | null;
  clinic?: { id: string } | null;
  templates: ReadonlyArray<{ id: string }>;
  serviceTypes: ReadonlyArray<{ id: string }>;
}

/** A program's values as the form shows them. */
export function programFormValues(program: ProgramValues) {
  return {
    name: program.name,
    description: program.description ?? "",
    typeId: program.type?.id ?? "",
    categoryId: program.category?.id ?? "",
    status: program.status,
    clinicId: program.clinic?.id ?? "",
    templateIds: program.templates.map((t) => t.id),
    serviceTypeIds: program.serviceTypes.map((s) => s.id),
  };
}
