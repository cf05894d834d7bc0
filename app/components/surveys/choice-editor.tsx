import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { choiceSchema } from "~/domain/survey-schemas";
import { choicePath } from "~/domain/surveys";
import { formatNumber } from "~/domain/format";
import { ErrorSummary, Field, SubmitButton, summarize } from "../forms";
import { Table, Td, Th } from "../table";
import { type FormConstraint, useAppForm } from "../use-app-form";
import { MoveButtons } from "./move-buttons";
import { ChoiceDeleteSummary } from "./delete-summaries";
import { RowActions } from "./row-actions";

/** A choice's text and score, for adding one and for changing one. */
export function ChoiceForm({
  id,
  intent,
  constraint,
  lastResult,
  defaultValue,
  submitLabel,
  children,
}: {
  id: string;
  intent: string;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, string | undefined>;
  submitLabel: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("surveys");
  const [form, fields] = useAppForm<typeof choiceSchema>({ id, constraint, lastResult, defaultValue });
  return (
    <>
      <ErrorSummary id={`${id}-summary`} errors={summarize(form, [fields.text, fields.score])} />
      <Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl">
        <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
          <Field meta={fields.text} label={t("choice.text")} autoComplete="off" />
          <Field
            meta={fields.score}
            label={t("choice.score")}
            hint={t("choice.scoreHint")}
            inputMode="decimal"
          />
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-4">
          <SubmitButton intent={intent}>{submitLabel}</SubmitButton>
          {children}
        </div>
      </Form>
    </>
  );
}

/** A question's choices in order: move, edit and delete each. */
export function ChoiceTable({
  surveyId,
  questionId,
  choices,
}: {
  surveyId: string;
  questionId: string;
  choices: Array<{ id: string; text: string; score?: number | null }>;
}) {
  const { t, i18n } = useTranslation("surveys");
  if (choices.length === 0) return <p className="mt-3">{t("choice.none")}</p>;
  return (
    <Table caption={t("choice.caption")}>
      <thead>
        <tr>
          <Th>{t("choice.text")}</Th>
          <Th className="text-right">{t("choice.score")}</Th>
          <Th>{t("question.order")}</Th>
          <Th>{t("question.actions")}</Th>
        </tr>
      </thead>
      <tbody>
        {choices.map((choice, index) => (
          <tr key={choice.id}>
            <Td>{choice.text}</Td>
            <Td className="text-right tabular-nums">{formatNumber(choice.score ?? 0, i18n.language)}</Td>
            <Td>
              <MoveButtons
                itemId={choice.id}
                itemLabel={choice.text}
                index={index}
                count={choices.length}
                intent="move-choice"
              />
            </Td>
            <Td>
              <RowActions
                label={choice.text}
                editHref={choicePath(surveyId, questionId, choice.id, "edit")}
                deleteHref={choicePath(surveyId, questionId, choice.id, "delete")}
                Summary={ChoiceDeleteSummary}
              />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
