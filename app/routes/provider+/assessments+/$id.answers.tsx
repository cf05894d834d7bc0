import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass, inputClass } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { Pagination } from "~/components/pagination";
import { SurveyTabs } from "~/components/surveys/survey-tabs";
import { Table, Td, Th } from "~/components/table";
import { formatInstant } from "~/domain/format";
import { isValidId } from "~/domain/ids";
import { ANSWERS_PAGE_SIZE } from "~/domain/surveys";
import { notFound } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getQuestionAnswers } from "~/upstream/surveys.server";
import { surveyCrumbs } from "./__survey-page.server";
import { loadQuestions, loadSurvey, mayEdit, mayReadAnswers, patientLinkTest } from "./__surveys.server";

export const handle = { i18n: ["surveys"], breadcrumb: crumbsFrom };

/**
 * Who answered a question and what, newest first, 20 a page, each linking to the patient record
 * when the user may open it. The question is chosen with a GET form (`?question=`); the first
 * question without one. Patients' answers are their records (issue 37): the page needs
 * `patientRecord.read` as well, and a survey the user may read but not its answers (the
 * network's) answers as a missing one does, before any call but the survey's.
 */
export const loader = guarded(
  "assessments.read",
  async ({ request, context, params, session, client }) => {
    const survey = await loadSurvey(client, context, request, params.id, "assessments.read");
    if (!(await mayReadAnswers(context, request, session, survey)))
      throw notFound(context, { messageKey: "surveys:notFound" });
    const search = new URL(request.url).searchParams;
    const [questions, editable, linkable, t] = await Promise.all([
      loadQuestions(client, context, survey.id),
      mayEdit(context, request, session, survey),
      patientLinkTest(context, request, session),
      getT(context.locale, "surveys"),
    ]);
    const asked = search.get("question");
    const question = questions.find((q) => q.id === asked) ?? questions[0] ?? null;
    const page = Math.min(Math.max(Number.parseInt(search.get("page") ?? "0", 10) || 0, 0), 100_000);
    const answers =
      question && isValidId(question.id)
        ? orThrow(await getQuestionAnswers(client, question.id, { page, size: ANSWERS_PAGE_SIZE }), context)
        : null;
    const choiceText = new Map(question?.choices.map((c) => [c.id, c.text]) ?? []);
    return {
      survey: { id: survey.id, name: survey.name },
      editable,
      questions: questions.map((q, index) => ({ id: q.id, label: `${index + 1}. ${q.text}` })),
      question: question ? { id: question.id, text: question.text } : null,
      answers: answers
        ? {
            ...answers,
            content: answers.content.map((a) => ({
              reportId: a.reportId,
              patientId: a.patientId,
              patientName: a.patientName ?? "",
              linked: linkable(a.patientOrganizationIds),
              answeredAt: formatInstant(a.answeredAt, context.timeZone, context.locale),
              answer: a.choiceIds.length
                ? a.choiceIds.map((id) => choiceText.get(id) ?? id).join(", ")
                : (a.value ?? ""),
            })),
          }
        : null,
      pageTitle: t("answers.title", { name: survey.name }),
      crumbs: await surveyCrumbs(context, survey, t("tabs.answers")),
    };
  },
  { alsoNeeds: "patientRecord.read" },
);

export default function SurveyAnswers() {
  const { t } = useTranslation("surveys");
  const { survey, editable, questions, question, answers } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t("answers.heading", { name: survey.name })}</PageHeading>
      <SurveyTabs surveyId={survey.id} editable={editable} answers />
      {question ? (
        <>
          <Form method="get" className="mt-6 flex max-w-3xl flex-wrap items-end gap-4">
            <div className="min-w-0 flex-1">
              <label htmlFor="answers-question" className="block font-semibold">
                {t("answers.question")}
              </label>
              <select
                id="answers-question"
                name="question"
                defaultValue={question.id}
                className={`${inputClass} mt-1`}
              >
                {questions.map((q) => (
                  <option key={q.id} value={q.id}>
                    {q.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass("secondary")}>
              {t("answers.show")}
            </button>
          </Form>
          {answers && answers.content.length > 0 ? (
            <>
              <Table caption={t("answers.caption", { question: question.text })}>
                <thead>
                  <tr>
                    <Th>{t("answers.patient")}</Th>
                    <Th>{t("answers.answeredAt")}</Th>
                    <Th>{t("answers.answer")}</Th>
                  </tr>
                </thead>
                <tbody>
                  {answers.content.map((a) => (
                    <tr key={a.reportId}>
                      <Td>
                        {a.linked ? (
                          <Link
                            to={`/provider/members/${encodeURIComponent(a.patientId)}`}
                            className="inline-flex min-h-touch items-center font-semibold underline"
                          >
                            {a.patientName || t("answers.unnamed")}
                          </Link>
                        ) : (
                          a.patientName || t("answers.unnamed")
                        )}
                      </Td>
                      <Td>{a.answeredAt}</Td>
                      <Td>{a.answer}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <Pagination
                page={answers.number}
                totalPages={answers.totalPages}
                totalElements={answers.totalElements}
                label={t("answers.pages")}
              />
            </>
          ) : (
            <p className="mt-4">{t("answers.none")}</p>
          )}
        </>
      ) : (
        <p className="mt-6">{t("edit.noQuestions")}</p>
      )}
    </>
  );
}
