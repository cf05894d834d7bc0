import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, SubmitButton, buttonClass, summarize } from "~/components/forms";
import { Icon } from "~/components/icons";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { Table, Td, Th } from "~/components/table";
import { useAppForm } from "~/components/use-app-form";
import { useOffered } from "~/components/use-offered";
import { THERAPIES_PATH } from "~/domain/care-plans";
import { ATTACHMENT_KIND, CHOSEN_FILE_CONSTRAINT, FILE_MEDIA_TYPES, FILE_RULES } from "~/domain/file-rules";
import { formatFileSize } from "~/domain/format";
import { msg } from "~/domain/messages";
import { refuseUpload, uploadFailure } from "~/http/upload-reply.server";
import { safeFileName } from "~/http/download.server";
import { readFileUpload } from "~/http/file-upload.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { attachmentHref, uploadTherapyAttachment } from "~/upstream/care-plans.server";
import { loadChangeableTherapy } from "./__therapies.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = {
  i18n: ["carePlans"],
  titleKey: "carePlans:therapyFiles.title",
  breadcrumb: crumbsFrom,
};

const RULE = FILE_RULES.therapyFile;

/** A therapy type's videos and documents (its IMAGE attachments are its picture, on their own page). */
export const loader = guarded("carePlans.edit", async ({ request, context, params, session, client }) => {
  const therapy = await loadChangeableTherapy(client, context, request, session, params.therapyId);
  const t = await getT(context.locale, "carePlans");
  const heading = t("therapyFiles.namedTitle", { name: therapy.name });
  const files = therapy.attachments
    .filter((a) => a.attachmentType === "VIDEO" || a.attachmentType === "DOCUMENT")
    .map((a) => ({
      id: a.id,
      kind: a.attachmentType as "VIDEO" | "DOCUMENT",
      name: a.fileName ?? a.id,
      size: a.size != null ? formatFileSize(a.size, context.locale) : null,
      href: attachmentHref(a.url),
    }));
  return {
    heading,
    pageTitle: heading,
    files,
    types: RULE.types.map((type) => type.toUpperCase()).join(", "),
    maxMb: RULE.maxBytes / (1024 * 1024),
    crumbs: [
      { label: t("therapies.title"), to: THERAPIES_PATH },
      { label: therapy.name, to: `${THERAPIES_PATH}/${encodeURIComponent(therapy.id)}/edit` },
      { label: t("therapyFiles.title") },
    ],
  };
});

/** The file is checked here from its bytes (type and size) before the upstream sees it. */
export const action = guarded("carePlans.edit", async ({ request, context, params, session, client }) => {
  const therapy = await loadChangeableTherapy(client, context, request, session, params.therapyId);
  const upload = await readFileUpload(request, "file", RULE);
  if (!upload.ok) {
    const { key, ...values } = upload.problem;
    return refuseUpload(msg(`common:${key}`, values), 400);
  }
  const { file } = upload;
  // The person's own name for the file (people recognise it), made safe, with our extension.
  const base = safeFileName(file.fileName.replace(/\.[^.]*$/, ""), "file");
  const saved = await uploadTherapyAttachment(client, therapy.id, ATTACHMENT_KIND[file.type], {
    bytes: file.bytes,
    mediaType: FILE_MEDIA_TYPES[file.type],
    fileName: `${base}.${file.type}`,
  });
  if (!saved.ok) return uploadFailure(saved, msg("common:files.uploadFailed"));
  return redirectWithFlash(context, `${THERAPIES_PATH}/${encodeURIComponent(therapy.id)}/files`, {
    kind: "success",
    key: "carePlans:flash.fileAdded",
  });
});

export default function TherapyFiles() {
  const { t } = useTranslation("carePlans");
  // A backend without the app's attachment reads serves no file to open (issue 39).
  const filesOffered = useOffered("carePlans.therapyAttachment");
  const { heading, files, types, maxMb } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<never, { file: File }>({
    id: "therapy-file",
    constraint: CHOSEN_FILE_CONSTRAINT,
    lastResult: actionData?.result,
  });
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      {files.length === 0 ? (
        <p className="mt-4">{t("therapyFiles.none")}</p>
      ) : (
        <Table caption={t("therapyFiles.caption")}>
          <thead>
            <tr>
              <Th>{t("therapyFiles.name")}</Th>
              <Th>{t("therapyFiles.kind")}</Th>
              <Th className="text-right">{t("therapyFiles.size")}</Th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.id}>
                <Td>
                  {file.href && filesOffered ? (
                    <a
                      href={file.href}
                      className="inline-flex min-h-touch items-center font-semibold underline"
                      aria-label={t("therapyFiles.download", { name: file.name })}
                    >
                      {file.name}
                    </a>
                  ) : (
                    file.name
                  )}
                </Td>
                <Td>{t(`therapyFiles.kinds.${file.kind}`)}</Td>
                <Td className="text-right tabular-nums">{file.size ?? ""}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <div className="mt-8 max-w-2xl">
        <h2 className="text-xl font-bold">{t("therapyFiles.add")}</h2>
        <ErrorSummary errors={summarize(form, [fields.file])} />
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate>
          <Field
            meta={fields.file}
            label={t("therapyFiles.file")}
            hint={t("therapyFiles.hint", { types, mb: maxMb })}
            type="file"
            accept="video/mp4,video/webm,application/pdf"
          />
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <SubmitButton>
              <Icon name="upload" />
              {t("therapyFiles.submit")}
            </SubmitButton>
            <Link to={THERAPIES_PATH} className={buttonClass("link")}>
              {t("therapyImage.back")}
            </Link>
          </div>
        </Form>
      </div>
    </>
  );
}
