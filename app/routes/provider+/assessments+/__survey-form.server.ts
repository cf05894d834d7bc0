import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { surveyFormSchema } from "~/domain/survey-schemas";
import { surveyPath } from "~/domain/surveys";
import { redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { createSurvey, updateSurvey, type StaffSurvey } from "~/upstream/surveys.server";

const FIELDS = ["name", "description", "kind"];

/**
 * The survey form's action, for a new survey of an organization or an existing one: the PUT
 * leaves out the questions, so they stay as they are. A refusal keeps every typed value.
 */
export async function saveSurvey(
  formData: FormData,
  context: RequestContext,
  client: UpstreamClient,
  target: { organizationId: string } | { survey: StaffSurvey },
) {
  const submission = parseWithZod(formData, { schema: surveyFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const body = {
    name: submission.value.name,
    description: submission.value.description ?? "",
    kind: submission.value.kind,
  };
  const result =
    "survey" in target
      ? await updateSurvey(client, target.survey.id, body)
      : await createSurvey(client, { ...body, organizationId: target.organizationId });
  if (!result.ok)
    return data(
      { result: replyWithFailure(submission, result, { fields: FIELDS }) },
      { status: statusForFailure(result) },
    );
  const id = "survey" in target ? target.survey.id : String((result.data as { id: string }).id);
  return redirectWithFlash(context, surveyPath(id, "edit"), {
    kind: "success",
    key: "survey" in target ? "surveys:flash.saved" : "surveys:flash.created",
  });
}
