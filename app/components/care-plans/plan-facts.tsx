import { useTranslation } from "react-i18next";
import { carePlanStatusKey, durationParts } from "~/domain/care-plans";
import { formatDisplayDate } from "~/domain/format";
import { FactList } from "../fact-list";

/** "3 weeks 2 days" (spec part 1 §9: duration as weeks plus leftover days). */
export function Duration({ days }: { days: number }) {
  const { t } = useTranslation("carePlans");
  const parts = durationParts(days);
  if (parts.weeks === 0) return <>{t("duration.days", { count: parts.days })}</>;
  if (parts.days === 0) return <>{t("duration.weeks", { count: parts.weeks })}</>;
  return <>{t("duration.weeksAndDays", { weeks: parts.weeks, days: parts.days })}</>;
}

interface Facts {
  isTemplate: boolean;
  duration: number;
  carePlanType?: { name?: string | null } | null;
  startDate?: string | null;
  carePlanStatus?: string | null;
  carePlanStatusValue?: number | null;
  goals: Array<{ taskCount: number }>;
}

/** The plan's facts as a description list, for the overview and the printable summary. */
export function PlanFacts({ plan, service }: { plan: Facts; service?: string | null }) {
  const { t } = useTranslation("carePlans");
  const taskCount = plan.goals.reduce((sum, goal) => sum + goal.taskCount, 0);
  const rows: Array<[string, React.ReactNode]> = [
    [t("facts.kind"), plan.isTemplate ? t("facts.template") : t("facts.patientPlan")],
    [t("facts.duration"), <Duration key="d" days={plan.duration} />],
    [t("facts.type"), plan.carePlanType?.name ?? t("facts.none")],
    ...(service !== undefined ? [[t("facts.service"), service ?? t("facts.none")] as [string, string]] : []),
    [t("facts.goalsAndTasks"), t("facts.goalsAndTasksValue", { goals: plan.goals.length, tasks: taskCount })],
  ];
  if (!plan.isTemplate) {
    rows.push([t("facts.startDate"), plan.startDate ? formatDisplayDate(plan.startDate) : t("facts.none")]);
    // The status in the words every page uses; its observation value (-1 for "no reading yet") is
    // the upstream's code, never shown (issue 38).
    const statusKey = carePlanStatusKey(plan.carePlanStatus ?? plan.carePlanStatusValue);
    rows.push([t("facts.status"), statusKey ? t(statusKey) : t("facts.none")]);
  }
  return <FactList rows={rows} />;
}
