import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useOffered } from "~/components/use-offered";
import { ImageUploadForm, imageRuleHint } from "~/components/image-upload-form";
import { IMAGE_WIDTH, ImageWithFallback } from "~/components/image-with-fallback";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { formatInstant } from "~/domain/format";
import { IMAGE_RULES } from "~/domain/image-rules";
import { providerPath } from "~/domain/providers";
import { pictureAction } from "~/http/upload-reply.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { uploadPicture } from "~/upstream/pictures.server";
import { deleteProviderPhoto, forgetProvider } from "~/upstream/providers.server";
import { loadProvider, providerHeader } from "./__provider.server";

export const handle = { i18n: ["providers"], breadcrumb: crumbsFrom };

const RULE = IMAGE_RULES.profilePicture;

/** `/provider/providers/:id/photo`: the photo through the image upload building block; delete is a named POST. */
export const loader = guarded("providers.edit", async ({ request, context, params, client }) => {
  const provider = await loadProvider(client, context, request, params.id, "providers.edit");
  const t = await getT(context.locale, "providers");
  const heading = t("photo.title", { name: provider.name });
  return {
    ...(await providerHeader(context, provider, t("photo.crumb"))),
    pageTitle: heading,
    heading,
    uploadedAt: provider.photo
      ? formatInstant(provider.photo.uploadedAt, context.timeZone, context.locale)
      : null,
    rule: RULE,
  };
});

export const action = guarded("providers.edit", async ({ request, context, params, client }) => {
  const provider = await loadProvider(client, context, request, params.id, "providers.edit");
  return pictureAction(request, context, {
    rule: RULE,
    upload: async (image) => {
      const saved = await uploadPicture(client, "performers", provider.id, image);
      forgetProvider(provider.id);
      return saved;
    },
    remove: () => deleteProviderPhoto(client, provider.id),
    back: providerPath(provider.id),
    keys: {
      saved: "providers:flash.photoSaved",
      deleted: "providers:flash.photoDeleted",
      deleteFailed: "providers:photo.deleteFailed",
    },
  });
});

export default function ProviderPhoto() {
  const { t } = useTranslation("providers");
  // Taking a picture off is an extension: a backend without it keeps the upload alone.
  const removable = useOffered("providers.removePicture");
  const { provider, heading, uploadedAt, rule } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <p className="mt-2">{uploadedAt ? t("photo.current", { when: uploadedAt }) : t("photo.noneYet")}</p>
      {provider.photoSrc ? (
        <ImageWithFallback
          src={provider.photoSrc}
          alt={t("photo.of", { name: provider.name })}
          width={IMAGE_WIDTH.providerProfile}
          className="mt-2"
        />
      ) : null}
      <div className="mt-6 max-w-2xl">
        <ImageUploadForm
          id="provider-photo"
          lastResult={reply?.result}
          label={t("photo.file")}
          hint={t("photo.hint", imageRuleHint(rule))}
          submit={t("photo.upload")}
          back={{ to: providerPath(provider.id), label: t("photo.back") }}
          remove={uploadedAt && removable ? t("photo.delete") : null}
        />
      </div>
    </>
  );
}
