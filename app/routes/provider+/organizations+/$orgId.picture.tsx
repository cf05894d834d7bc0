import { redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ImageUploadForm, imageRuleHint } from "~/components/image-upload-form";
import { SubmitButton } from "~/components/forms";
import { Icon } from "~/components/icons";
import { IMAGE_WIDTH, ImageWithFallback } from "~/components/image-with-fallback";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { formatInstant } from "~/domain/format";
import { isValidId } from "~/domain/ids";
import { msg } from "~/domain/messages";
import { ORGANIZATION_PICTURE_RULE, organizationPath, organizationPictureSrc } from "~/domain/organizations";
import { readImageUpload } from "~/http/image-upload.server";
import { refuseImage, refuseUpload, uploadFailure } from "~/http/upload-reply.server";
import { notFound } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { deletePicture, getEditableOrganization } from "~/upstream/organization-admin.server";
import { uploadPicture } from "~/upstream/pictures.server";

export const handle = { i18n: ["organizations", "provider"], breadcrumb: crumbsFrom };

const RULE = ORGANIZATION_PICTURE_RULE;

/** GET/POST /provider/organizations/:orgId/picture: upload (multipart) or delete (intent delete) the picture. */
export const loader = guarded(
  "organizations.edit",
  async ({ request, context, params }) => {
    if (!isValidId(params.orgId)) throw notFound(context);
    const client = upstream(context, request);
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
  async ({ request, context, params }) => {
    const orgId = params.orgId;
    if (!isValidId(orgId)) throw notFound(context);
    const client = upstream(context, request);
    const back = `${organizationPath(orgId)}/picture`;
    if (!/^multipart\//i.test(request.headers.get("content-type") ?? "")) {
      const form = await request.formData();
      if (form.get("intent") !== "delete") return refuseUpload(msg("common:images.missing"), 400);
      const removed = await deletePicture(client, orgId);
      context.jar.setFlash(
        removed.ok
          ? { kind: "success", key: "organizations:flash.pictureDeleted" }
          : { kind: "error", key: "organizations:picture.deleteFailed" },
      );
      return redirect(back, 303);
    }
    const upload = await readImageUpload(request, "file", RULE);
    if (!upload.ok) return refuseImage(upload.problem);
    const saved = await uploadPicture(client, "organizations", orgId, upload.image);
    if (!saved.ok) return uploadFailure(saved, msg("common:images.uploadFailed"));
    context.jar.setFlash({ kind: "success", key: "organizations:flash.pictureSaved" });
    return redirect(back, 303);
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
        />
        {picture ? (
          <Form method="post" className="mt-6">
            <SubmitButton intent="delete" variant="danger">
              <Icon name="trash" />
              {t("picture.delete")}
            </SubmitButton>
          </Form>
        ) : null}
      </div>
    </>
  );
}
