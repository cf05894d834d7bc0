import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ImageUploadForm, imageRuleHint } from "~/components/image-upload-form";
import { PageHeading } from "~/components/layout/page-heading";
import { IMAGE_RULES } from "~/domain/image-rules";
import { msg } from "~/domain/messages";
import { readImageUpload } from "~/http/image-upload.server";
import { refuseImage, uploadFailure } from "~/http/upload-reply.server";
import { log } from "~/observability/logger.server";
import { ANY_STAFF, guarded } from "~/session/guards.server";
import { uploadPicture } from "~/upstream/pictures.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { titleKey: "provider:picture.title" };

const RULE = IMAGE_RULES.profilePicture;

export const loader = guarded(ANY_STAFF, async () => {
  return { rule: RULE };
});

/**
 * The image is checked here, from its bytes (type, size, pixel dimensions), before the upstream
 * sees it; the browser's file name and type are not trusted or passed on.
 */
export const action = guarded(ANY_STAFF, async ({ request, context, session, client }) => {
  const upload = await readImageUpload(request, "file", RULE);
  if (!upload.ok) return refuseImage(upload.problem);
  const saved = await uploadPicture(client, "accounts", session.account.accountId, upload.image);
  if (!saved.ok) {
    log.warn("picture upload failed", { kind: saved.kind, status: saved.status });
    return uploadFailure(saved, msg("common:images.uploadFailed"));
  }
  return redirectWithFlash(context, "/provider/profile/picture", {
    kind: "success",
    key: "provider:picture.saved",
  });
});

/** GET/POST /provider/profile/picture: the signed-in provider's profile picture (spec part 2 §7, §9). */
export default function ProfilePicture() {
  const { t } = useTranslation("provider");
  const { rule } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("picture.title")}</PageHeading>
      <p className="mt-2 max-w-3xl">{t("picture.intro")}</p>
      <div className="mt-6 max-w-2xl">
        <ImageUploadForm
          id="profile-picture"
          lastResult={actionData?.result}
          label={t("picture.file")}
          hint={t("picture.hint", imageRuleHint(rule))}
          submit={t("picture.submit")}
        />
      </div>
    </>
  );
}
