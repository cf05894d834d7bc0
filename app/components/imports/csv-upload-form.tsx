import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CsvFileInput } from "~/components/billing/csv-file-input";
import { ErrorSummary, SubmitButton, buttonClass, summarize } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { useAppForm } from "~/components/use-app-form";
import { megabytes } from "~/domain/billing-params";
import { CHOSEN_FILE_CONSTRAINT } from "~/domain/file-rules";

export interface CsvColumn {
  /** The column's name in the file: data, not text. */
  name: string;
  /** What it holds, translated. */
  description: string;
  /** A translated remark put in brackets after it ("optional"). */
  note?: string;
}

/**
 * A CSV import's upload page (fee schedules, claims): what the file holds, an example, and the
 * streamed upload form (its action is relayCsvImport). What follows the form (a fee schedule's
 * recent imports) comes as children.
 */
export function CsvUploadForm({
  formId,
  limitBytes,
  lastResult,
  heading,
  intro,
  formatTitle,
  formatIntro,
  columns,
  example,
  back,
  children,
}: {
  formId: string;
  limitBytes: number;
  lastResult: SubmissionResult<string[]> | undefined;
  heading: string;
  intro: string;
  formatTitle: string;
  formatIntro: string;
  columns: readonly CsvColumn[];
  example: string;
  /** The link beside the submit button. */
  back: { to: string; label: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation("billing");
  // The type and size are checked on the stream by the action (decision 046): nothing but the
  // "a file is chosen" attribute runs before the upload.
  const [form, fields] = useAppForm<never, { file: File }>({
    id: formId,
    constraint: CHOSEN_FILE_CONSTRAINT,
    lastResult,
  });
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <p className="mt-2 max-w-3xl">{intro}</p>

      <h2 className="mt-6 text-lg font-bold">{formatTitle}</h2>
      <p className="mt-1 max-w-3xl">{formatIntro}</p>
      <ul className="ml-6 mt-2 max-w-3xl list-disc space-y-1">
        {columns.map((column) => (
          <li key={column.name}>
            <code className="font-mono">{column.name}</code>
            {": "}
            {column.description}
            {column.note ? ` (${column.note})` : null}
          </li>
        ))}
      </ul>
      {/* Wrapped, not scrolled: a long header line stays readable without a scrollable region. */}
      <pre className="mt-2 max-w-3xl whitespace-pre-wrap break-all rounded bg-slate-100 p-3 font-mono text-sm">
        {example}
      </pre>

      <div className="mt-6 max-w-2xl">
        <ErrorSummary errors={summarize(form, [fields.file])} />
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate>
          <CsvFileInput
            meta={fields.file}
            label={t("import.file")}
            hint={t("import.fileHint", { mb: megabytes(limitBytes) })}
          />
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <SubmitButton>
              <Icon name="upload" />
              {t("import.submit")}
            </SubmitButton>
            <Link to={back.to} className={buttonClass("link")}>
              {back.label}
            </Link>
          </div>
        </Form>
      </div>
      {children}
    </>
  );
}
