import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ErrorSummary, Field, SubmitButton, buttonClass, summarize } from "../forms";
import { type FormConstraint, useAppForm } from "../use-app-form";

type RenameSchema = z.ZodType<{ id: string; name: string }, z.ZodTypeDef, unknown>;

/**
 * A name changed in place (a phase's, an enrollment step's): shown instead of the name when the
 * page's `?rename=` names the row (a link, so it works without JavaScript), or when the action
 * refused the new name, which then comes back with its error and the text typed.
 */
export function RenameForm({
  formId,
  constraint,
  intent,
  targetId,
  name,
  label,
  lastResult,
  cancelHref,
}: {
  formId: string;
  /** From the rename schema the action checks (`phaseRenameSchema`, `stepRenameSchema`). */
  constraint: FormConstraint;
  intent: string;
  targetId: string;
  name: string;
  label: string;
  lastResult?: SubmissionResult<string[]> | null;
  cancelHref: string;
}) {
  const { t } = useTranslation("programs");
  const [form, fields] = useAppForm<RenameSchema, { id: string; name: string }>({
    id: formId,
    constraint,
    lastResult,
    defaultValue: { id: targetId, name },
  });
  return (
    <div className="w-full max-w-xl">
      <ErrorSummary id={`${formId}-errors`} errors={summarize(form, [fields.name])} />
      <Form method="post" {...getFormProps(form)} noValidate preventScrollReset>
        <input type="hidden" name="id" value={targetId} />
        <Field meta={fields.name} label={label} autoComplete="off" />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <SubmitButton intent={intent}>{t("rename.save")}</SubmitButton>
          <Link to={cancelHref} className={buttonClass("secondary")}>
            {t("rename.cancel")}
          </Link>
        </div>
      </Form>
    </div>
  );
}

/** The link that opens a row's rename form, naming the row for screen readers. */
export function RenameLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation("programs");
  return (
    <Link to={href} className={buttonClass("secondary")} preventScrollReset>
      {t("rename.link")}
      <span className="sr-only">: {label}</span>
    </Link>
  );
}
