import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { QuestionForm } from "~/components/surveys/question-form";
import { surveyPath } from "~/domain/surveys";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { questionIntent, type QuestionCtx } from "./__questions.server";
import { surveyCrumbs } from "./__survey-page.server";
import { loadQuestions, loadSurvey } from "./__surveys.server";
import { formConstraints } from "~/http/form-constraints.server";
import { newQuestionSchema } from "~/domain/survey-schemas";
import { readKeepingForm } from "~/http/form-kept.server";
import { intents } from "~/http/intents.server";

export const handle = { i18n: ["surveys"], breadcrumb: crumbsFrom };

export const loader = guarded("assessments.edit", async ({ request, context, params, client }) => {
  const survey = await loadSurvey(client, context, request, params.id, "assessments.edit");
  const t = await getT(context.locale, "surveys");
  return {
    constraints: formConstraints({ question: newQuestionSchema }),
    survey: { id: survey.id, name: survey.name },
    pageTitle: t("question.newTitle", { name: survey.name }),
    crumbs: await surveyCrumbs(context, survey, t("question.newCrumb")),
  };
});

const newQuestion = intents<QuestionCtx>()({ save: questionIntent(true) }, { fallback: "save" });

export const action = guarded("assessments.edit", async ({ request, context, params, client }) => {
  const [read, kept] = await readKeepingForm(
    request,
    async () => {
      const survey = await loadSurvey(client, context, request, params.id, "assessments.edit");
      return { survey, questions: await loadQuestions(client, context, survey.id) };
    },
    { into: newQuestion.kept },
  );
  if (kept) return kept;
  return newQuestion.answer(await request.formData(), {
    context,
    client,
    ...read,
    index: read.questions.length,
  });
});

export default function NewQuestion() {
  const { t } = useTranslation("surveys");
  const { survey, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("question.newTitle", { name: survey.name })}</PageHeading>
      <div className="mt-6">
        <QuestionForm
          constraint={constraints.question}
          lastResult={actionData?.result}
          defaultValue={{ type: "SINGLE_CHOICE", required: "on" }}
          submitLabel={t("question.add")}
          cancelHref={`${surveyPath(survey.id, "edit")}#questions`}
        />
      </div>
    </>
  );
}
