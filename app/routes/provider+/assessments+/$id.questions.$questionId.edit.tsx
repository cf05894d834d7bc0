import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { ChoiceForm, ChoiceTable } from "~/components/surveys/choice-editor";
import { QuestionForm } from "~/components/surveys/question-form";
import { questionSchema, choiceSchema, moveSchema } from "~/domain/survey-schemas";
import type { AssessmentQuestion } from "~/domain/patient-assessment";
import { movedPosition, questionPath, surveyPath, takesChoices } from "~/domain/surveys";
import { intents } from "~/http/intents.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { addChoice, updateChoice } from "~/upstream/surveys.server";
import { questionIntent, type QuestionCtx } from "./__questions.server";
import { surveyCrumbs } from "./__survey-page.server";
import { loadQuestions, loadSurvey, questionOf } from "./__surveys.server";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["surveys"], breadcrumb: crumbsFrom };

/** A question's fields, and for a choice question its choices: added, moved, changed, deleted. */
export const loader = guarded("assessments.edit", async ({ request, context, params, client }) => {
  const survey = await loadSurvey(client, context, request, params.id, "assessments.edit");
  const questions = await loadQuestions(client, context, survey.id);
  const { question, index } = questionOf(context, questions, params.questionId);
  const t = await getT(context.locale, "surveys");
  return {
    constraints: formConstraints({ question: questionSchema(question.choices.length), choice: choiceSchema }),
    survey: { id: survey.id, name: survey.name },
    question,
    number: index + 1,
    pageTitle: t("question.editTitle", { n: index + 1 }),
    crumbs: await surveyCrumbs(context, survey, t("question.editTitle", { n: index + 1 })),
  };
});

const questionIntents = intents<QuestionCtx & { question: AssessmentQuestion }>()(
  {
    save: questionIntent(false),
    "add-choice": {
      schema: choiceSchema,
      run: (value, { client, question }) => addChoice(client, question.id, value),
      success: "surveys:flash.choiceAdded",
      fields: ["text", "score"],
    },
    "move-choice": {
      schema: moveSchema,
      run: async ({ itemId, direction }, { client, question }) => {
        const at = question.choices.findIndex((c) => c.id === itemId);
        const to = movedPosition(at, question.choices.length, direction);
        const choice = question.choices[at];
        if (!choice || to === null) return null;
        return updateChoice(client, choice.id, { text: choice.text, score: choice.score ?? 0, position: to });
      },
      success: "surveys:flash.moved",
      failure: "surveys:flash.moveFailed",
    },
  },
  {
    to: ({ survey, question }) => `${questionPath(survey.id, question.id, "edit")}#choices`,
    fallback: "save",
    // The reply goes to the form that was sent: the question's, or the new choice's.
    reply: (intent, result) =>
      intent === "add-choice"
        ? { form: "choice" as const, result }
        : intent === "move-choice"
          ? { form: "move" as const, result }
          : { result },
  },
);

export const action = guarded("assessments.edit", async ({ request, context, params, client }) => {
  const [read, kept] = await readKeepingForm(
    request,
    async () => {
      const survey = await loadSurvey(client, context, request, params.id, "assessments.edit");
      const questions = await loadQuestions(client, context, survey.id);
      return { survey, questions, ...questionOf(context, questions, params.questionId) };
    },
    { into: questionIntents.kept },
  );
  if (kept) return kept;
  return questionIntents.answer(await request.formData(), { context, client, ...read });
});

export default function EditQuestion() {
  const { t } = useTranslation("surveys");
  const { survey, question, number, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formOf = actionData && "form" in actionData ? actionData.form : "question";
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  return (
    <>
      <PageHeading>{t("question.editHeading", { n: number, name: survey.name })}</PageHeading>
      <div className="mt-6">
        <QuestionForm
          constraint={constraints.question}
          lastResult={formOf === "question" ? result : undefined}
          defaultValue={{
            text: question.text,
            type: question.type,
            required: question.required ? "on" : undefined,
            minValue: question.minValue != null ? String(question.minValue) : undefined,
            maxValue: question.maxValue != null ? String(question.maxValue) : undefined,
            maxLength: question.maxLength != null ? String(question.maxLength) : undefined,
          }}
          submitLabel={t("question.save")}
          cancelHref={`${surveyPath(survey.id, "edit")}#questions`}
          addsChoices
        />
      </div>
      {takesChoices(question.type) ? (
        <section aria-labelledby="choices" className="mt-8">
          <h2 id="choices" className="text-xl font-bold" tabIndex={-1}>
            {t("choice.heading")}
          </h2>
          <ChoiceTable surveyId={survey.id} questionId={question.id} choices={question.choices} />
          <h3 className="mt-6 text-lg font-bold">{t("choice.addHeading")}</h3>
          <ChoiceForm
            constraint={constraints.choice}
            id="new-choice"
            intent="add-choice"
            lastResult={formOf === "choice" ? result : undefined}
            defaultValue={{ score: "0" }}
            submitLabel={t("choice.add")}
          />
        </section>
      ) : null}
    </>
  );
}
