import { useTranslation } from "react-i18next";
import { surveyPath } from "~/domain/surveys";
import { Tabs } from "../tabs";
import { useCan } from "../use-can";

/**
 * A survey's pages as tabs, each its own URL; editing only for those who may, and the answers
 * (patients' records) only for those who may read them (`mayReadAnswers`).
 */
export function SurveyTabs({
  surveyId,
  editable,
  answers,
}: {
  surveyId: string;
  editable: boolean;
  answers: boolean;
}) {
  const { t } = useTranslation("surveys");
  const canEdit = useCan("assessments.edit") && editable;
  return (
    <Tabs
      label={t("tabs.label")}
      tabs={[
        { to: surveyPath(surveyId), label: t("tabs.overview") },
        ...(answers ? [{ to: surveyPath(surveyId, "answers"), label: t("tabs.answers") }] : []),
        ...(canEdit ? [{ to: surveyPath(surveyId, "edit"), label: t("tabs.edit") }] : []),
        { to: surveyPath(surveyId, "preview"), label: t("tabs.preview") },
      ]}
    />
  );
}
