import { useTranslation } from "react-i18next";
import { questionPath, takesChoices } from "~/domain/surveys";
import { Table, Td, Th } from "../table";
import { MoveButtons } from "./move-buttons";
import { QuestionDeleteSummary } from "./delete-summaries";
import { RowActions } from "./row-actions";

export interface QuestionRow {
  id: string;
  text: string;
  type: string;
  required: boolean;
  choices: Array<{ id: string; text: string }>;
}

/** A survey's questions in order, each with its move buttons and its edit and delete links. */
export function QuestionTable({ surveyId, questions }: { surveyId: string; questions: QuestionRow[] }) {
  const { t } = useTranslation("surveys");
  if (questions.length === 0) return <p className="mt-3">{t("edit.noQuestions")}</p>;
  return (
    <Table caption={t("edit.questionsCaption")}>
      <thead>
        <tr>
          <Th>{t("question.number")}</Th>
          <Th>{t("question.text")}</Th>
          <Th>{t("question.type")}</Th>
          <Th>{t("question.choices")}</Th>
          <Th>{t("question.order")}</Th>
          <Th>{t("question.actions")}</Th>
        </tr>
      </thead>
      <tbody>
        {questions.map((question, index) => (
          <tr key={question.id}>
            <Td className="tabular-nums">{index + 1}</Td>
            <Td>
              {question.text}
              {question.required ? null : <span className="text-slate-700"> {t("question.optional")}</span>}
            </Td>
            <Td>{t(`types.${question.type}`, { defaultValue: question.type })}</Td>
            <Td>{takesChoices(question.type) ? question.choices.map((c) => c.text).join(", ") : ""}</Td>
            <Td>
              <MoveButtons
                itemId={question.id}
                itemLabel={question.text}
                index={index}
                count={questions.length}
              />
            </Td>
            <Td>
              <RowActions
                label={question.text}
                editHref={questionPath(surveyId, question.id, "edit")}
                deleteHref={questionPath(surveyId, question.id, "delete")}
                Summary={QuestionDeleteSummary}
              />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
