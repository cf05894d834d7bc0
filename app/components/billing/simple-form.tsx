import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ErrorSummary, Field, SubmitButton, buttonClass, summarize } from "../forms";
import { useAppForm } from "../use-app-form";

export interface SimpleField {
  name: string;
  label: string;
  hint?: string;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "defaultValue" | "form">;
  className?: string;
}

/**
 * A create/edit form of text fields (codes, descriptions, payers): one zod schema for the browser
 * and the action, an error summary, messages under the fields, values kept on every failure.
 */
export function SimpleForm({
  id,
  schema,
  fields: list,
  lastResult,
  defaultValue,
  submitLabel,
  cancelHref,
}: {
  id: string;
  schema: z.ZodTypeAny;
  fields: SimpleField[];
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, string>;
  submitLabel: string;
  cancelHref: string;
}) {
  const { t } = useTranslation("common");
  const [form, fields] = useAppForm<z.ZodTypeAny, Record<string, string>>({
    id,
    schema,
    lastResult,
    defaultValue,
  });
  const metas = list.map((f) => fields[f.name]!);
  return (
    <>
      <ErrorSummary errors={summarize(form, metas)} />
      <Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl">
        {list.map((f, index) => (
          <Field
            key={f.name}
            meta={metas[index]!}
            label={f.label}
            hint={f.hint}
            autoComplete="off"
            className={f.className}
            {...f.input}
          />
        ))}
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <SubmitButton>{submitLabel}</SubmitButton>
          <Link to={cancelHref} className={buttonClass("link")}>
            {t("actions.cancel")}
          </Link>
        </div>
      </Form>
    </>
  );
}
