import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { HealthRecordTabs } from "~/components/patient/health-record-tabs";
import { AssessmentReportTable } from "~/components/assessment-report-table";
import { reportHistory, reportRows } from "~/domain/assessment-reports";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { getAssessmentReports, getDailyAssessmentReports } from "~/upstream/assessments.server";
import { patientScope } from "./__patient-area.server";

export const handle = { i18n: ["patient"], titleKey: "patient:health.assessmentsTitle" };

/**
 * The patient's assessment report history (issue 23): every questionnaire they answered, newest
 * first, with its score. The daily ones have their own page, as the live feed routes them.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const [reports, daily, t] = await Promise.all([
    getAssessmentReports(scope.client, scope.targetId),
    getDailyAssessmentReports(scope.client, scope.targetId),
    getT(context.locale, "patient"),
  ]);
  const dailyIds = new Set(orThrow(daily, context).map((r) => r.id));
  return {
    pageTitle: t("health.assessmentsTitle"),
    reports: reportRows(
      reportHistory(orThrow(reports, context).filter((r) => !dailyIds.has(r.id))),
      context.locale,
      context.timeZone,
    ),
  };
}

export default function PatientAssessmentHistory() {
  const { t } = useTranslation("patient");
  const { pageTitle, reports } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{pageTitle}</PageHeading>
      <HealthRecordTabs />
      {reports.length === 0 ? (
        <p className="mt-6">{t("health.noAssessments")}</p>
      ) : (
        <AssessmentReportTable
          caption={t("health.assessmentsCaption")}
          labels={{ day: t("health.answeredOn"), name: t("health.questionnaire"), score: t("health.score") }}
          reports={reports}
        />
      )}
    </>
  );
}
