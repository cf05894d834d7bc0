import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { patientPath } from "~/components/members/patient-record";
import { AssessmentForm } from "~/components/patient/assessment-form";
import { assessmentQuestions, sendAssessmentForm } from "~/http/assessment-report.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import { guarded } from "~/session/guards.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { loadSurvey } from "../assessments+/__surveys.server";
import { loadPatient, patientFacts } from "./__patient.server";
import { formConstraints } from "~/http/form-constraints.server";
import { assessmentSchema } from "~/domain/patient-assessment-schema";
import { readKeepingForm } from "~/http/form-kept.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["members", "surveys", "patient", "validation"], breadcrumb: crumbsFrom };

/**
 * Staff answer an assessment on the patient's behalf (POST /api/surveys/assessment-report,
 * decision 033): the patient's own form, for a survey named by `?survey=`; both the patient and
 * the survey answer 404 outside the user's tree.
 */
async function target(client: UpstreamClient, context: RequestContext, request: Request, patientId?: string) {
  const patient = await loadPatient(client, context, request, patientId, "patientRecord.edit");
  const surveyId = new URL(request.url).searchParams.get("survey") ?? undefined;
  const survey = await loadSurvey(client, context, request, surveyId, "assessments.read");
  return { patient, survey, questions: await assessmentQuestions(client, context, survey.id) };
}

export const loader = guarded(
  "patientRecord.edit",
  async ({ request, context, params, client }) => {
    const { patient, survey, questions } = await target(client, context, request, params.patientId);
    const facts = patientFacts(patient, context.locale);
    const [t, tm] = await Promise.all([getT(context.locale, "surveys"), getT(context.locale, "members")]);
    return {
      constraints: formConstraints({ assessment: assessmentSchema(questions) }),
      facts,
      survey: { id: survey.id, name: survey.name, description: survey.description ?? "" },
      questions,
      pageTitle: t("onBehalf.title", { name: survey.name, patient: facts.name }),
      crumbs: [
        { label: tm("title"), to: "/provider/members" },
        { label: facts.name, to: patientPath(patient.id) },
        { label: tm("assessments.title"), to: `${patientPath(patient.id)}/assessments` },
        { label: survey.name },
      ],
    };
  },
  { alsoNeeds: "assessments.read" },
);

export const action = guarded(
  "patientRecord.edit",
  async ({ request, context, params, client }) => {
    const [read, kept] = await readKeepingForm(request, () =>
      target(client, context, request, params.patientId),
    );
    if (kept) return kept;
    const { patient, survey, questions } = read;
    const refused = await sendAssessmentForm(await request.formData(), client, questions, {
      assessmentId: survey.id,
      patientId: patient.id,
    });
    if (refused) return refused;
    return redirectWithFlash(context, `${patientPath(patient.id)}/assessments`, {
      kind: "success",
      key: "surveys:onBehalf.sent",
      params: { name: survey.name },
    });
  },
  { alsoNeeds: "assessments.read" },
);

export default function AnswerOnBehalf() {
  const { t } = useTranslation("surveys");
  const { facts, survey, questions, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("onBehalf.heading", { name: survey.name, patient: facts.name })}</PageHeading>
      <p className="mt-2 max-w-3xl">{t("onBehalf.intro", { patient: facts.name })}</p>
      {survey.description ? <p className="mt-2 text-slate-700">{survey.description}</p> : null}
      <div className="mt-6 max-w-xl">
        <AssessmentForm
          constraint={constraints.assessment}
          questions={questions}
          lastResult={actionData?.result}
          submitLabel={t("onBehalf.submit")}
          formId="on-behalf"
        />
      </div>
    </>
  );
}
