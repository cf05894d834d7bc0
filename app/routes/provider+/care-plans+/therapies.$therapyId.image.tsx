import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ImageUploadForm, imageRuleHint } from "~/components/image-upload-form";
import { SubmitButton } from "~/components/forms";
import { Icon } from "~/components/icons";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { useOffered } from "~/components/use-offered";
import { THERAPIES_PATH } from "~/domain/care-plans";
import { IMAGE_RULES } from "~/domain/image-rules";
import { msg } from "~/domain/messages";
import { refuseImage, uploadFailure } from "~/http/upload-reply.server";
import { readImageUpload } from "~/http/image-upload.server";
import { actionFlash, redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { attachmentHref, deleteTherapyImage, uploadTherapyAttachment } from "~/upstream/care-plans.server";
import { ImageWithFallback } from "~/components/image-with-fallback";
import { loadChangeableTherapy } from "./__therapies.server";

export const handle = {
  i18n: ["carePlans"],
  titleKey: "carePlans:therapyImage.title",
  breadcrumb: crumbsFrom,
};

const RULE = IMAGE_RULES.therapyImage;

export const loader = guarded("carePlans.edit", async ({ request, context, params, session, client }) => {
  const therapy = await loadChangeableTherapy(client, context, request, session, params.therapyId);
  const t = await getT(context.locale, "carePlans");
  const heading = t("therapyImage.namedTitle", { name: therapy.name });
  const image = therapy.attachments.filter((a) => a.attachmentType === "IMAGE").at(-1);
  return {
    heading,
    pageTitle: heading,
    rule: RULE,
    hasImage: Boolean(therapy.image),
    imageName: image?.fileName ?? null,
    imageHref: attachmentHref(image?.url ?? therapy.image),
    crumbs: [
      { label: t("therapies.title"), to: THERAPIES_PATH },
      { label: therapy.name, to: `${THERAPIES_PATH}/${encodeURIComponent(therapy.id)}/edit` },
      { label: t("therapyImage.title") },
    ],
  };
});

/**
 * The picture is checked here from its bytes (type, size, pixels) before the upstream sees it.
 * "Remove" is a plain form post (no file), told apart by the request's content type.
 */
export const action = guarded("carePlans.edit", async ({ request, context, params, session, client }) => {
  const therapy = await loadChangeableTherapy(client, context, request, session, params.therapyId);
  const here = `${THERAPIES_PATH}/${encodeURIComponent(therapy.id)}/image`;
  if (!/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const result = await deleteTherapyImage(client, therapy.id);
    return redirectWithFlash(
      context,
      here,
      actionFlash(result, {
        success: "carePlans:flash.imageRemoved",
        failure: "carePlans:flash.imageFailed",
      }),
    );
  }
  const upload = await readImageUpload(request, "file", RULE);
  if (!upload.ok) return refuseImage(upload.problem);
  const { image } = upload;
  const saved = await uploadTherapyAttachment(client, therapy.id, "IMAGE", {
    bytes: image.bytes,
    mediaType: image.mediaType,
    fileName: `therapy.${image.type}`,
  });
  if (!saved.ok) return uploadFailure(saved, msg("common:images.uploadFailed"));
  return redirectWithFlash(context, here, { kind: "success", key: "carePlans:flash.imageSaved" });
});

export default function TherapyImage() {
  const { t } = useTranslation("carePlans");
  // A backend without the app's attachment reads serves no file to open (issue 39).
  const imageOffered = useOffered("carePlans.therapyAttachment");
  const { heading, rule, hasImage, imageName, imageHref } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <p className="mt-2 max-w-3xl">
        {hasImage
          ? t("therapyImage.current", { name: imageName ?? t("therapyImage.unnamed") })
          : t("therapyImage.none")}
      </p>
      {imageHref && imageOffered ? (
        <ImageWithFallback src={imageHref} alt={heading} className="mt-4" />
      ) : null}
      <div className="mt-6 max-w-2xl">
        <ImageUploadForm
          id="therapy-image"
          lastResult={actionData?.result}
          label={t("therapyImage.file")}
          hint={t("therapyImage.hint", imageRuleHint(rule))}
          submit={t("therapyImage.submit")}
          back={{ to: THERAPIES_PATH, label: t("therapyImage.back") }}
        />
        {hasImage ? (
          <Form method="post" className="mt-6">
            <SubmitButton variant="secondary">
              <Icon name="trash" />
              {t("therapyImage.remove")}
            </SubmitButton>
          </Form>
        ) : null}
      </div>
    </>
  );
}
