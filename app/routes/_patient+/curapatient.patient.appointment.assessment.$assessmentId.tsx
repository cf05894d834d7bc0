import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { AssessmentForm } from "~/components/patient/assessment-form";
import type { AssessmentQuestion } from "~/domain/patient-assessment";
import {
  answersOf,
  assessmentSchema,
  controlOf,
  dateParts,
  fieldMapOf,
  questionField,
} from "~/domain/patient-assessment";
import type { RequestContext } from "~/load-context.server";
import { getQuestions, getSurvey, submitAssessmentReport } from "~/upstream/assessments.server";
import { orThrow, replyWithFailure } from "~/http/outcome.server";
import type { PatientScope } from "./__patient-area.server";
import { patientScope } from "./__patient-area.server";
import { requireValidId } from "~/http/not-found.server";

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

async function loadQuestions(
  scope: PatientScope,
  context: RequestContext,
  assessmentId: string,
): Promise<AssessmentQuestion[]> {
  const page = orThrow(await getQuestions(scope.client, assessmentId), context);
  return page.content.map((q) => ({
    id: q.id,
    text: q.text,
    type: q.type,
    required: q.required,
    choices: q.choices.map((c) => ({ id: c.id, text: c.text })),
    minValue: q.minValue ?? null,
    maxValue: q.maxValue ?? null,
    maxLength: q.maxLength ?? null,
  }));
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const { assessmentId } = ids(params, request, context, scope);
  const [survey, questions] = await Promise.all([
    getSurvey(scope.client, assessmentId),
    loadQuestions(scope, context, assessmentId),
  ]);
  const s = orThrow(survey, context);
  return { pageTitle: s.name, name: s.name, description: s.description ?? null, questions };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const scope = patientScope(context, request);
  const { assessmentId, patientId, taskId } = ids(params, request, context, scope);
  const questions = await loadQuestions(scope, context, assessmentId);
  const submission = parseWithZod(await request.formData(), { schema: assessmentSchema(questions) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await submitAssessmentReport(scope.client, {
    assessmentId,
    patientId,
    taskId,
    answers: answersOf(questions, submission.value),
  });
  if (!result.ok) {
    const fields = questions.flatMap((q) =>
      controlOf(q) === "DATE"
        ? [questionField(q), ...Object.values(dateParts(questionField(q)))]
        : [questionField(q)],
    );
    return data(
      { result: replyWithFailure(submission, result, { fields, fieldMap: fieldMapOf(questions) }) },
      { status: 400 },
    );
  }
  context.jar.setFlash({ kind: "success", key: "patient:assessment.submitted" });
  return redirect("/curapatient/patient/dashboard", 303);
}

export default function Assessment() {
  const { t } = useTranslation("patient");
  const { name, description, questions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{name}</PageHeading>
      {description ? <p className="mt-2 text-slate-700">{description}</p> : null}
      <p className="mb-6 mt-2">{t("assessment.intro", { n: questions.length })}</p>
      <AssessmentForm
        questions={questions}
        lastResult={actionData?.result}
        submitLabel={t("assessment.submit")}
      />
    </>
  );
}
