import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../forms";

export interface QuestionnaireToAnswer {
  taskId: string;
  assessmentId: string;
  name: string;
  /** The care plan it is part of; none for one staff asked for again. */
  plan: string | null;
}

/**
 * The questionnaires the patient is asked to answer, each a plain link to the page that takes the
 * answers (the task goes with it, so answering completes it and it leaves this list).
 */
export function QuestionnairesToAnswer({
  items,
  patientId,
}: {
  items: QuestionnaireToAnswer[];
  patientId: string;
}) {
  const { t } = useTranslation("patient");
  if (items.length === 0) return null;
  return (
    <ul className="mt-2 divide-y divide-slate-200">
      {items.map((item) => (
        <li key={item.taskId} className="py-3">
          <Link
            to={`/curapatient/patient/appointment/assessment/${encodeURIComponent(item.assessmentId)}?patientId=${encodeURIComponent(patientId)}&taskId=${encodeURIComponent(item.taskId)}`}
            className={`${buttonClass("primary")} max-w-full text-left`}
          >
            {t("dashboard.takeAssessment", { name: item.name })}
          </Link>
          <p className="mt-1 text-slate-700">
            {item.plan
              ? t("dashboard.questionnaires.fromPlan", { plan: item.plan })
              : t("dashboard.questionnaires.fromCareTeam")}
          </p>
        </li>
      ))}
    </ul>
  );
}
