import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { ChoiceDeleteSummary } from "~/components/surveys/delete-summaries";
import { choicePath, questionPath } from "~/domain/surveys";
import { deleteFailure } from "~/http/delete-failure.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deleteChoice } from "~/upstream/surveys.server";
import { loadChoice } from "./__surveys.server";
import { minimumChoices } from "@contract/question-types";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["surveys"], titleKey: "surveys:deleteChoice.title" };

export const loader = guarded("assessments.edit", async ({ request, context, params, client }) => {
  const { survey, question, choice } = await loadChoice(client, context, request, params);
  const t = await getT(context.locale, "surveys");
  const minimum = Math.max(1, minimumChoices(question.type));
  return {
    title: t("deleteChoice.title"),
    pageTitle: t("deleteChoice.title"),
    // A choice question keeps at least one choice, a single-choice one two (the upstream refuses
    // such a delete too).
    canDelete: question.choices.length - 1 >= minimum,
    minimum,
    backHref: `${questionPath(survey.id, question.id, "edit")}#choices`,
    actionHref: choicePath(survey.id, question.id, choice.id, "delete"),
    text: choice.text,
    question: question.text,
  };
});

export const action = guarded("assessments.edit", async ({ request, context, params, client }) => {
  const { survey, question, choice } = await loadChoice(client, context, request, params);
  const result = await deleteChoice(client, choice.id);
  if (!result.ok) return deleteFailure(result, "surveys:delete");
  return redirectWithFlash(context, `${questionPath(survey.id, question.id, "edit")}#choices`, {
    kind: "success",
    key: "surveys:flash.choiceDeleted",
  });
});

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(ChoiceDeleteSummary);
