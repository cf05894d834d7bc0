import { redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AssessmentReportTable } from "~/components/assessment-report-table";
import { SubmitButton } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PatientHeader, patientPath } from "~/components/members/patient-record";
import { OnBehalfForm } from "~/components/surveys/on-behalf-form";
import { Table, Td, Th } from "~/components/table";
import { dailyDiary, reportRows, summarizeReports } from "~/domain/assessment-reports";
import { formatInstantDate, formatNumber } from "~/domain/format";
import { actionFlash, orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import {
  getAssessmentReports,
  getDailyAssessmentReports,
  requestRedoAssessment,
} from "~/upstream/assessments.server";
import { surveysToAnswer } from "../assessments+/__surveys.server";
import { loadPatient, organizationsAllowed, patientFacts } from "./__patient.server";

export const handle = {
  i18n: ["members", "surveys"],
  titleKey: "members:assessments.title",
  breadcrumb: crumbsFrom,
};

/** How much of a daily diary the record shows: a month of days. */
const DIARY_DAYS = 30;

/**
 * The patient's assessments (spec part 2 §2, §7): each assessment with its latest score and how
 * often it was answered, and the daily assessments as a diary. Staff who edit the record may ask
 * the patient to answer one again.
 */
export const loader = guarded(
  "assessments.read",
  async ({ request, context, params, session, client }) => {
    const patient = await loadPatient(client, context, request, params.patientId, "assessments.read");
    const [reports, daily, t, askable, surveys] = await Promise.all([
      getAssessmentReports(client, patient.id),
      getDailyAssessmentReports(client, patient.id),
      getT(context.locale, "members"),
      organizationsAllowed(context, request, session, patient, "patientRecord.edit"),
      surveysToAnswer(client, session),
    ]);
    const facts = patientFacts(patient, context.locale);
    const dailyReports = orThrow(daily, context);
    const dailyIds = new Set(dailyReports.map((r) => r.id));
    const when = (at: string | null | undefined) => (at ? formatInstantDate(at, context.timeZone) : "");
    const score = (value: number | null | undefined) =>
      value === null || value === undefined ? "" : formatNumber(value, context.locale);
    return {
      facts,
      assessments: summarizeReports(orThrow(reports, context).filter((r) => !dailyIds.has(r.id))).map(
        (s) => ({
          ...s,
          latest: when(s.latestAt),
          score: score(s.latestScore),
        }),
      ),
      diary: reportRows(dailyDiary(dailyReports, DIARY_DAYS), context.locale, context.timeZone),
      diaryTotal: dailyReports.length,
      // Only where the request would be allowed: reading a patient elsewhere is not changing them.
      mayAsk: askable.length > 0,
      // The surveys staff may answer on the patient's behalf (decision 033): only for those who may ask.
      surveys: askable.length > 0 ? surveys : [],
      pageTitle: t("assessments.titleOf", { name: facts.name }),
      crumbs: [
        { label: t("title"), to: "/provider/members" },
        { label: facts.name, to: patientPath(patient.id) },
        { label: t("assessments.title") },
      ],
    };
  },
  // Reports are part of the record: a role that reads assessments' figures but not records
  // (analytics) does not open them.
  { alsoNeeds: "patientRecord.read" },
);

export const action = guarded("patientRecord.edit", async ({ request, context, params, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "patientRecord.edit");
  const form = await request.formData();
  const assessmentId = String(form.get("assessmentId") ?? "").slice(0, 64);
  const name = String(form.get("assessmentName") ?? "").slice(0, 200);
  const back = redirect(`${patientPath(patient.id)}/assessments`, 303);
  const result = assessmentId ? await requestRedoAssessment(client, patient.id, assessmentId) : null;
  if (result && !result.ok && result.status === 409)
    context.jar.setFlash({ kind: "error", key: "members:assessments.redoPending", params: { name } });
  else if (result?.ok)
    context.jar.setFlash({ kind: "success", key: "members:assessments.redoRequested", params: { name } });
  else context.jar.setFlash(actionFlash(result, { success: "", failure: "members:assessments.redoFailed" }));
  return back;
});

export default function PatientAssessments() {
  const { t } = useTranslation("members");
  const { facts, assessments, diary, diaryTotal, mayAsk, surveys } = useLoaderData<typeof loader>();
  return (
    <>
      <PatientHeader patient={facts} />
      <h2 className="mt-6 text-xl font-bold">{t("assessments.reports")}</h2>
      {assessments.length === 0 ? (
        <p className="mt-2">{t("assessments.none")}</p>
      ) : (
        <Table caption={t("assessments.reports")} captionHidden>
          <thead>
            <tr>
              <Th>{t("assessments.assessment")}</Th>
              <Th>{t("assessments.latest")}</Th>
              <Th>{t("assessments.score")}</Th>
              <Th>{t("assessments.count")}</Th>
              {mayAsk ? <Th>{t("assessments.actions")}</Th> : null}
            </tr>
          </thead>
          <tbody>
            {assessments.map((a) => (
              <tr key={a.assessmentId}>
                <Td>{a.name}</Td>
                <Td>{a.latestAt ? <time dateTime={a.latestAt}>{a.latest}</time> : ""}</Td>
                <Td>{a.score}</Td>
                <Td>{a.count}</Td>
                {mayAsk ? (
                  <Td>
                    <Form method="post">
                      <input type="hidden" name="assessmentId" value={a.assessmentId} />
                      <input type="hidden" name="assessmentName" value={a.name} />
                      <SubmitButton variant="secondary" intent={`redo:${a.assessmentId}`}>
                        {t("assessments.redo")}
                        <span className="sr-only"> {t("assessments.redoWhich", { name: a.name })}</span>
                      </SubmitButton>
                    </Form>
                  </Td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <h2 className="mt-8 text-xl font-bold">{t("assessments.daily")}</h2>
      {diary.length === 0 ? (
        <p className="mt-2">{t("assessments.noDaily")}</p>
      ) : (
        <>
          {diaryTotal > diary.length ? (
            <p className="mt-1">{t("assessments.dailyLatest", { shown: diary.length, total: diaryTotal })}</p>
          ) : null}
          <AssessmentReportTable
            caption={t("assessments.daily")}
            captionHidden
            labels={{
              day: t("assessments.day"),
              name: t("assessments.assessment"),
              score: t("assessments.score"),
            }}
            reports={diary}
          />
        </>
      )}
      <OnBehalfForm action={`${patientPath(facts.id)}/assessments/answer`} surveys={surveys} />
    </>
  );
}
