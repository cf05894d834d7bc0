import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { AssessmentQuestion } from "~/domain/patient-assessment";
import { assessmentSchema } from "~/domain/patient-assessment-schema";
import { answersOf, controlOf, dateParts, fieldMapOf, questionField } from "~/domain/patient-assessment";
import type { RequestContext } from "~/load-context.server";
import { getQuestions, submitAssessmentReport } from "~/upstream/assessments.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { orThrow, replyWithFailure } from "./outcome.server";

/**
 * An assessment as one form, for whoever answers it: the patient from their task, or staff on the
 * patient's behalf (decision 033). The questions are read once (page 0, size 100); the answers are
 * checked by the same schema as the browser's and sent as one report.
 */
export async function assessmentQuestions(
  client: UpstreamClient,
  context: RequestContext,
  assessmentId: string,
): Promise<AssessmentQuestion[]> {
  const page = orThrow(await getQuestions(client, assessmentId), context);
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

/**
 * Checks and sends the answers: null when the report was taken, else the answer to return (400
 * with every answer kept; the upstream's 422 under the question it names).
 */
export async function sendAssessmentForm(
  formData: FormData,
  client: UpstreamClient,
  questions: AssessmentQuestion[],
  report: { assessmentId: string; patientId: string; taskId?: string },
) {
  const submission = parseWithZod(formData, { schema: assessmentSchema(questions) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await submitAssessmentReport(client, {
    ...report,
    answers: answersOf(questions, submission.value),
  });
  if (result.ok) return null;
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
