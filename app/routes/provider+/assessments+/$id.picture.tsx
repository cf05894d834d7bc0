import { ImageUploadForm, imageRuleHint } from "~/components/image-upload-form";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { formatInstant } from "~/domain/format";
import { IMAGE_RULES } from "~/domain/image-rules";
import { surveyPath } from "~/domain/surveys";
import { pictureAction } from "~/http/upload-reply.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { uploadPicture } from "~/upstream/pictures.server";
import { deleteSurveyPicture } from "~/upstream/surveys.server";
import { surveyCrumbs } from "./__survey-page.server";
import { loadSurvey } from "./__surveys.server";

export const handle = { i18n: ["surveys"], breadcrumb: crumbsFrom };

const RULE = IMAGE_RULES.surveyPicture;

/** The survey's picture through the image upload building block; a delete is a named POST. */
export const loader = guarded("assessments.edit", async ({ request, context, params, client }) => {
  const survey = await loadSurvey(client, context, request, params.id, "assessments.edit");
  const t = await getT(context.locale, "surveys");
  const uploadedAt = survey.picture?.uploadedAt;
  return {
    survey: { id: survey.id, name: survey.name },
    picture: survey.picture
      ? { uploadedAt: uploadedAt ? formatInstant(uploadedAt, context.timeZone, context.locale) : "" }
      : null,
    rule: RULE,
    pageTitle: t("picture.title", { name: survey.name }),
    crumbs: await surveyCrumbs(context, survey, t("picture.heading")),
  };
});

export const action = guarded("assessments.edit", async ({ request, context, params, client }) => {
  const survey = await loadSurvey(client, context, request, params.id, "assessments.edit");
  return pictureAction(request, context, {
    rule: RULE,
    upload: (image) => uploadPicture(client, "surveys", survey.id, image),
    remove: () => deleteSurveyPicture(client, survey.id),
    back: surveyPath(survey.id, "picture"),
    keys: {
      saved: "surveys:flash.pictureSaved",
      deleted: "surveys:flash.pictureDeleted",
      deleteFailed: "surveys:picture.deleteFailed",
    },
  });
});

export default function SurveyPicture() {
  const { t } = useTranslation("surveys");
  const { survey, picture, rule } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("picture.title", { name: survey.name })}</PageHeading>
      <p className="mt-2">
        {picture ? t("picture.current", { when: picture.uploadedAt }) : t("picture.none")}
      </p>
      <div className="mt-6 max-w-2xl">
        <ImageUploadForm
          id="survey-picture"
          lastResult={reply?.result}
          label={t("picture.file")}
          hint={t("picture.hint", imageRuleHint(rule))}
          submit={t("picture.upload")}
          remove={picture ? t("picture.delete") : null}
        />
        <p className="mt-6">
          <Link to={surveyPath(survey.id, "edit")} className="underline">
            {t("picture.back")}
          </Link>
        </p>
      </div>
    </>
  );
}
