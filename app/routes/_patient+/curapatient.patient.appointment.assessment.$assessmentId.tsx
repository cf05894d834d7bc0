import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { AssessmentForm } from "~/components/patient/assessment-form";
import type { RequestContext } from "~/load-context.server";
import { getSurvey } from "~/upstream/assessments.server";
import { assessmentQuestions, sendAssessmentForm } from "~/http/assessment-report.server";
import { orThrow, redirectWithFlash } from "~/http/outcome.server";
import type { PatientScope } from "./__patient-area.server";
import { patientScope } from "./__patient-area.server";
import { requireValidId } from "~/http/not-found.server";
import { formConstraints } from "~/http/form-constraints.server";
import { assessmentSchema } from "~/domain/patient-assessment-schema";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["patient", "validation"], titleKey: "patient:assessment.title" };

function ids(
  params: { assessmentId?: string },
  request: Request,
  context: RequestContext,
  scope: PatientScope,
) {
  const assessmentId = requireValidId(context, params.assessmentId);
  const url = new URL(request.url);
  const patientId = requireValidId(context, url.searchParams.get("patientId") || scope.targetId);
  const taskId = url.searchParams.get("taskId");
  return { assessmentId, patientId, taskId: taskId ? requireValidId(context, taskId) : undefined };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const { assessmentId } = ids(params, request, context, scope);
  const [survey, questions] = await Promise.all([
    getSurvey(scope.client, assessmentId),
    assessmentQuestions(scope.client, context, assessmentId),
  ]);
  const s = orThrow(survey, context);
  return {
    constraints: formConstraints({ assessment: assessmentSchema(questions) }),
    pageTitle: s.name,
    name: s.name,
    description: s.description ?? null,
    questions,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const scope = patientScope(context, request);
  const { assessmentId, patientId, taskId } = ids(params, request, context, scope);
  const [questions, kept] = await readKeepingForm(request, () =>
    assessmentQuestions(scope.client, context, assessmentId),
  );
  if (kept) return kept;
  const refused = await sendAssessmentForm(await request.formData(), scope.client, questions, {
    assessmentId,
    patientId,
    taskId,
  });
  if (refused) return refused;
  return redirectWithFlash(context, "/curapatient/patient/dashboard", {
    kind: "success",
    key: "patient:assessment.submitted",
  });
}

export default function Assessment() {
  const { t } = useTranslation("patient");
  const { name, description, questions, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{name}</PageHeading>
      {description ? <p className="mt-2 text-slate-700">{description}</p> : null}
      <p className="mb-6 mt-2">{t("assessment.intro", { n: questions.length })}</p>
      <AssessmentForm
        constraint={constraints.assessment}
        questions={questions}
        lastResult={actionData?.result}
        submitLabel={t("assessment.submit")}
      />
    </>
  );
}
