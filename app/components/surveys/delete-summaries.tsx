import { useTranslation } from "react-i18next";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";

/** What a question's delete confirmation says (its page, or its dialog with JavaScript). */
export function QuestionDeleteSummary({ data }: { data: DeleteConfirmationBase & { text: string } }) {
  const { t } = useTranslation("surveys");
  return (
    <>
      <p className="text-lg">{t("deleteQuestion.question", { text: data.text })}</p>
      <p className="mt-2">{t("deleteQuestion.answersKept")}</p>
    </>
  );
}

/** What a choice's delete confirmation says; the last choice of a question cannot go. */
export function ChoiceDeleteSummary({
  data,
}: {
  data: DeleteConfirmationBase & { text: string; question: string; minimum: number };
}) {
  const { t } = useTranslation("surveys");
  return (
    <>
      <p className="text-lg">{t("deleteChoice.question", { text: data.text, question: data.question })}</p>
      {data.canDelete ? null : (
        <p className="mt-2">{t(data.minimum > 1 ? "deleteChoice.lastTwo" : "deleteChoice.last")}</p>
      )}
    </>
  );
}
