import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { HealthRecordTabs } from "~/components/patient/health-record-tabs";
import { AssessmentReportTable } from "~/components/assessment-report-table";
import { dailyDiary, reportRows } from "~/domain/assessment-reports";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { getDailyAssessmentReports } from "~/upstream/assessments.server";
import { patientScope } from "./__patient-area.server";

export const handle = { i18n: ["patient"], titleKey: "patient:health.dailyTitle" };

/** How much of the diary the page shows: a month of days, as the staff's record does. */
const DIARY_DAYS = 30;

/**
 * The patient's daily assessments (spec part 2 §5: a questionnaire whose name contains "Daily"),
 * under their own heading as the live feed routes them: the latest month, newest first.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const [daily, t] = await Promise.all([
    getDailyAssessmentReports(scope.client, scope.targetId),
    getT(context.locale, "patient"),
  ]);
  const all = orThrow(daily, context);
  return {
    pageTitle: t("health.dailyTitle"),
    total: all.length,
    reports: reportRows(dailyDiary(all, DIARY_DAYS), context.locale, context.timeZone),
  };
}

export default function PatientDailyAssessments() {
  const { t } = useTranslation("patient");
  const { pageTitle, reports, total } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{pageTitle}</PageHeading>
      <HealthRecordTabs />
      {total > reports.length ? (
        <p className="mt-4">{t("health.dailyLatest", { shown: reports.length, total })}</p>
      ) : null}
      {reports.length === 0 ? (
        <p className="mt-6">{t("health.noDaily")}</p>
      ) : (
        <AssessmentReportTable
          caption={t("health.dailyCaption")}
          labels={{ day: t("health.answeredOn"), name: t("health.questionnaire"), score: t("health.score") }}
          reports={reports}
        />
      )}
    </>
  );
}
