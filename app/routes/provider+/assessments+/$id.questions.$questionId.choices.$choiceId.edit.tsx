import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { ChoiceForm } from "~/components/surveys/choice-editor";
import { choiceSchema } from "~/domain/survey-schemas";
import { questionPath } from "~/domain/surveys";
import { redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { updateChoice } from "~/upstream/surveys.server";
import { surveyCrumbs } from "./__survey-page.server";
import { loadChoice } from "./__surveys.server";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";

export const handle = { i18n: ["surveys"], breadcrumb: crumbsFrom };

export const loader = guarded("assessments.edit", async ({ request, context, params, client }) => {
  const { survey, question, choice } = await loadChoice(client, context, request, params);
  const t = await getT(context.locale, "surveys");
  return {
    constraints: formConstraints({ choice: choiceSchema }),
    surveyId: survey.id,
    question: { id: question.id, text: question.text },
    choice,
    pageTitle: t("choice.editTitle"),
    crumbs: await surveyCrumbs(context, survey, t("choice.editTitle")),
  };
});

export const action = guarded("assessments.edit", async ({ request, context, params, client }) => {
  const [read, kept] = await readKeepingForm(request, () => loadChoice(client, context, request, params));
  if (kept) return kept;
  const { survey, question, choice } = read;
  const submission = parseWithZod(await request.formData(), { schema: choiceSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await updateChoice(client, choice.id, submission.value);
  if (!result.ok)
    return data(
      { result: replyWithFailure(submission, result, { fields: ["text", "score"] }) },
      { status: statusForFailure(result) },
    );
  return redirectWithFlash(context, `${questionPath(survey.id, question.id, "edit")}#choices`, {
    kind: "success",
    key: "surveys:flash.choiceSaved",
  });
});

export default function EditChoice() {
  const { t } = useTranslation("surveys");
  const { surveyId, question, choice, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("choice.editTitle")}</PageHeading>
      <p className="mt-2 text-slate-700">{t("choice.ofQuestion", { question: question.text })}</p>
      <div className="mt-6">
        <ChoiceForm
          constraint={constraints.choice}
          id="choice"
          intent="save"
          lastResult={actionData?.result}
          defaultValue={{ text: choice.text, score: String(choice.score ?? 0) }}
          submitLabel={t("choice.save")}
        >
          <Link to={`${questionPath(surveyId, question.id, "edit")}#choices`} className={buttonClass("link")}>
            {t("choice.cancel")}
          </Link>
        </ChoiceForm>
      </div>
    </>
  );
}
