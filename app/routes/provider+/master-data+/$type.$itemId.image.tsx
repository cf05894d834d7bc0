import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadItem } from "~/code-lists/resource.server";
import { codeListOf } from "~/code-lists/registry.server";
import { ImageUploadForm, imageRuleHint } from "~/components/image-upload-form";
import { PageHeading } from "~/components/layout/page-heading";
import { IMAGE_RULES } from "~/domain/image-rules";
import { msg } from "~/domain/messages";
import { readImageUpload } from "~/http/image-upload.server";
import { notFound } from "~/http/not-found.server";
import { refuseImage, uploadFailure } from "~/http/upload-reply.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { uploadMasterDataImage } from "~/upstream/master-data.server";
import { listedName } from "./__type.server";
import { useMasterDataList } from "./__type";
import { redirectWithFlash } from "~/http/outcome.server";

export { handle } from "./__type";

const RULE = IMAGE_RULES.masterDataImage;

/** The value whose picture this is: only a type that holds pictures has this page. */
async function pictureOwner(args: Parameters<Parameters<typeof guarded>[1]>[0]) {
  const type = codeListOf(listedName(args));
  if (!type.pictures) throw notFound(args.context);
  return { type, item: await loadItem(type, args) };
}

/** GET/POST /provider/master-data/:type/:itemId/image?name=: an image-library value's picture. */
export const loader = guarded("masterData.edit", async (args) => {
  const { type, item } = await pictureOwner(args);
  const t = await getT(args.context.locale, "masterData");
  const name = String(item.name);
  return {
    name,
    hasImage: item.hasImage === true,
    rule: RULE,
    pageTitle: t("image.title", { name }),
    crumbs: [{ label: t(`${type.keys}.title`), to: type.path }, { label: t("image.crumb") }],
  };
});

export const action = guarded("masterData.edit", async (args) => {
  const { type, item } = await pictureOwner(args);
  const upload = await readImageUpload(args.request, "file", RULE);
  if (!upload.ok) return refuseImage(upload.problem);
  const saved = await uploadMasterDataImage(args.client, item.id, upload.image);
  if (!saved.ok) return uploadFailure(saved, msg("common:images.uploadFailed"));
  const name = String(item.name);
  return redirectWithFlash(args.context, `${type.path}?name=${encodeURIComponent(name)}`, {
    kind: "success",
    key: "masterData:flash.imageSaved",
    params: { name },
  });
});

export default function MasterDataImage() {
  const { t } = useTranslation("masterData");
  const type = useMasterDataList();
  const { name, hasImage, rule } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("image.heading", { name })}</PageHeading>
      <p className="mt-2">{hasImage ? t("image.current") : t("image.none")}</p>
      <div className="mt-6 max-w-2xl">
        <ImageUploadForm
          id="master-data-image"
          lastResult={reply?.result}
          label={t("image.file")}
          hint={t("image.hint", imageRuleHint(rule))}
          submit={t("image.upload")}
          back={{ to: type.path, label: t("common:actions.cancel") }}
        />
      </div>
    </>
  );
}
