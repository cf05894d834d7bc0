import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { CodeListField, CodeListFormData, CodeListType } from "~/domain/code-lists";
import { ErrorSummary, Field, SelectField, SubmitButton, buttonClass, summarize } from "../forms";
import { PageHeading } from "../layout/page-heading";
import { type FormConstraint, useAppForm } from "../use-app-form";

const INPUTS = {
  code: { autoCapitalize: "characters", spellCheck: false },
  amount: { inputMode: "decimal" },
} as const;

const inputOf = (field: CodeListField) => (field.input ? INPUTS[field.input] : {});

/** A select's options: fixed values by their labels, or another type's values as they are. */
function optionsOf(
  options: NonNullable<CodeListField["options"]>,
  choices: string[] | undefined,
  t: (key: string) => string,
) {
  return "values" in options
    ? options.values.map((value) => ({ value, label: t(`${options.labels}.${value}`) }))
    : (choices ?? []).map((value) => ({ value, label: value }));
}

/**
 * A code list's create or edit page: the description's fields, the constraint attributes of the
 * schema the action checks (decision 046), an error summary, messages under the fields, values kept on every failure. A
 * field with options is a select (its placeholder is the type's `fields.choose`).
 */
export function CodeListFormPage({ type }: { type: CodeListType }) {
  const { t } = useTranslation(type.ns);
  const { defaults, identity, choices, constraints } = useLoaderData<
    CodeListFormData & { constraints: { item: FormConstraint } }
  >();
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const [form, fields] = useAppForm<z.AnyZodObject, Record<string, string>>({
    id: type.formId,
    constraint: constraints.item,
    lastResult: actionData?.result,
    defaultValue: defaults ?? undefined,
  });
  const metas = type.fields.map((field) => fields[field.name]!);
  const key = (name: string) => `${type.keys}.${name}`;
  return (
    <>
      <PageHeading>
        {identity === null
          ? t(key("createTitle"))
          : t(key("editHeading"), { [type.identityParam]: identity })}
      </PageHeading>
      <div className="mt-6">
        <ErrorSummary errors={summarize(form, metas)} />
        <Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl">
          {type.fields.map((field, index) =>
            field.options ? (
              <SelectField
                key={field.name}
                meta={metas[index]!}
                label={t(field.label)}
                hint={field.hint ? t(field.hint) : undefined}
                placeholder={t("fields.choose")}
                options={optionsOf(field.options, choices?.[field.name], t)}
              />
            ) : (
              <Field
                key={field.name}
                meta={metas[index]!}
                label={t(field.label)}
                hint={field.hint ? t(field.hint) : undefined}
                autoComplete="off"
                className={field.short ? "mb-2 max-w-xs" : undefined}
                {...inputOf(field)}
              />
            ),
          )}
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <SubmitButton>{t(key(identity === null ? "createSubmit" : "saveSubmit"))}</SubmitButton>
            <Link to={type.path} className={buttonClass("link")}>
              {t("common:actions.cancel")}
            </Link>
          </div>
        </Form>
      </div>
    </>
  );
}
