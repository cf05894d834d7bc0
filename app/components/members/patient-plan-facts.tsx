import { useTranslation } from "react-i18next";
import { Duration } from "~/components/care-plans/plan-facts";

/** What the record and the share page say of each of a patient's plans, in the same words. */
export function PatientPlanFacts({
  plan,
  className,
}: {
  plan: { statusKey?: string | null; startDate?: string | null; duration?: number | null };
  className: string;
}) {
  const { t } = useTranslation("members");
  return (
    <dl className={`${className} grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]`}>
      <dt className="font-semibold">{t("record.planStatus")}</dt>
      <dd>{plan.statusKey ? t(plan.statusKey) : t("record.notGiven")}</dd>
      <dt className="font-semibold">{t("record.planStart")}</dt>
      <dd>{plan.startDate ?? t("record.notGiven")}</dd>
      <dt className="font-semibold">{t("record.planDuration")}</dt>
      <dd>{plan.duration ? <Duration days={plan.duration} /> : t("record.notGiven")}</dd>
    </dl>
  );
}
