import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ImageUploadForm, imageRuleHint } from "~/components/image-upload-form";
import { IMAGE_WIDTH, ImageWithFallback } from "~/components/image-with-fallback";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { formatInstant } from "~/domain/format";
import { isValidId } from "~/domain/ids";
import { ORGANIZATION_PICTURE_RULE, organizationPath, organizationPictureSrc } from "~/domain/organizations";
import { pictureAction } from "~/http/upload-reply.server";
import { notFound } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deletePicture, getEditableOrganization } from "~/upstream/organization-admin.server";
import { uploadPicture } from "~/upstream/pictures.server";

export const handle = { i18n: ["organizations", "provider"], breadcrumb: crumbsFrom };

const RULE = ORGANIZATION_PICTURE_RULE;

/** GET/POST /provider/organizations/:orgId/picture: upload (multipart) or delete (intent delete) the picture. */
export const loader = guarded(
  "organizations.edit",
  async ({ context, params, client }) => {
    if (!isValidId(params.orgId)) throw notFound(context);
    const org = orThrow(await getEditableOrganization(client, params.orgId), context);
    const t = await getT(context.locale, "organizations");
    const uploadedAt = org.organizationImage?.uploadedAt;
    return {
      pageTitle: t("picture.title", { name: org.name }),
      org: { id: org.id, name: org.name },
      picture: org.organizationImage
        ? {
            uploadedAt: uploadedAt ? formatInstant(uploadedAt, context.timeZone, context.locale) : "",
            src: organizationPictureSrc(org.id, org.organizationImage),
          }
        : null,
      rule: RULE,
      crumbs: [
        { label: t("dashboard.title"), to: "/provider/organizations" },
        { label: org.name, to: organizationPath(org.id) },
        { label: t("picture.crumb") },
      ],
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ request, context, params, client }) => {
    const orgId = params.orgId;
    if (!isValidId(orgId)) throw notFound(context);
    return pictureAction(request, context, {
      rule: RULE,
      upload: (image) => uploadPicture(client, "organizations", orgId, image),
      remove: () => deletePicture(client, orgId),
      back: `${organizationPath(orgId)}/picture`,
      keys: {
        saved: "organizations:flash.pictureSaved",
        deleted: "organizations:flash.pictureDeleted",
        deleteFailed: "organizations:picture.deleteFailed",
      },
    });
  },
  { orgParam: "orgId" },
);

export default function OrganizationPicture() {
  const { t } = useTranslation("organizations");
  const { org, picture, rule } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("picture.heading", { name: org.name })}</PageHeading>
      <p className="mt-2">
        {picture ? t("picture.current", { when: picture.uploadedAt }) : t("picture.none")}
      </p>
      {picture ? (
        <ImageWithFallback
          src={picture.src}
          alt={t("picture.shown", { name: org.name })}
          width={IMAGE_WIDTH.default}
          className="mt-2"
        />
      ) : null}
      <div className="mt-6 max-w-2xl">
        <ImageUploadForm
          id="organization-picture"
          lastResult={reply?.result}
          label={t("picture.file")}
          hint={t("picture.hint", imageRuleHint(rule))}
          submit={t("picture.upload")}
          remove={picture ? t("picture.delete") : null}
        />
      </div>
    </>
  );
}
