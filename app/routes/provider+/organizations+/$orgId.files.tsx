import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, SubmitButton, summarize } from "~/components/forms";
import { Icon } from "~/components/icons";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { Table, Td, Th } from "~/components/table";
import { useAppForm } from "~/components/use-app-form";
import { useCanHere } from "~/components/use-can";
import { CHOSEN_FILE_CONSTRAINT, FILE_MEDIA_TYPES, FILE_RULES } from "~/domain/file-rules";
import { formatFileSize, formatInstant } from "~/domain/format";
import { msg } from "~/domain/messages";
import { organizationPath } from "~/domain/organizations";
import { safeFileName } from "~/http/download.server";
import { readFileUpload } from "~/http/file-upload.server";
import { orThrow, redirectWithFlash } from "~/http/outcome.server";
import { refuseUpload, uploadFailure } from "~/http/upload-reply.server";
import { guarded } from "~/session/guards.server";
import { addOrganizationDocument, getOrganizationAttachments } from "~/upstream/onboarding.server";
import { loadOrganizationTab } from "./__org.server";
import { OrganizationTabHeading } from "./__tabs";

export const handle = { i18n: ["provider", "orgPages"], breadcrumb: crumbsFrom };

const RULE = FILE_RULES.organizationDocument;

/**
 * An organization's files (`GET /api/attachments/organization/{id}`): the onboarding's document
 * and those added here, in the order they were added; editors add a PDF
 * (`POST /api/attachments/organization/{id}`, answered with the new id as text).
 */
export const loader = guarded(
  "organizations.read",
  async (args) => {
    const tab = await loadOrganizationTab(args, "files");
    const { context } = args;
    const files = orThrow(await getOrganizationAttachments(tab.client, tab.organization.id), context);
    return {
      pageTitle: tab.title,
      title: tab.title,
      crumbs: tab.crumbs,
      orgId: tab.organization.id,
      maxMb: RULE.maxBytes / (1024 * 1024),
      files: files.map((file) => ({
        id: file.id,
        name: file.fileName || file.id,
        size: file.size != null ? formatFileSize(file.size, context.locale) : null,
        added: file.uploadedAt ? formatInstant(file.uploadedAt, context.timeZone, context.locale) : null,
        addedIso: file.uploadedAt ?? null,
      })),
    };
  },
  { orgParam: "orgId" },
);

/** The file is checked from its bytes (a PDF, within the size) before the upstream sees it. */
export const action = guarded(
  "organizations.edit",
  async ({ request, context, params, client }) => {
    const orgId = params.orgId!;
    const upload = await readFileUpload(request, "file", RULE);
    if (!upload.ok) {
      const { key, ...values } = upload.problem;
      return refuseUpload(msg(`common:${key}`, values), 400);
    }
    const { file } = upload;
    // The person's own name for the file (people recognise it), made safe, with our extension.
    const base = safeFileName(file.fileName.replace(/\.[^.]*$/, ""), "document");
    const saved = await addOrganizationDocument(client, orgId, {
      bytes: file.bytes,
      mediaType: FILE_MEDIA_TYPES[file.type],
      fileName: `${base}.${file.type}`,
    });
    if (!saved.ok) return uploadFailure(saved, msg("common:files.uploadFailed"));
    return redirectWithFlash(context, organizationPath(orgId, "files"), {
      kind: "success",
      key: "orgPages:files.addedFlash",
    });
  },
  { orgParam: "orgId" },
);

export default function OrganizationFiles() {
  const { t } = useTranslation("orgPages");
  const { title, orgId, files, maxMb } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const mayEdit = useCanHere("organizations.edit");
  const [form, fields] = useAppForm<never, { file: File }>({
    id: "organization-file",
    constraint: CHOSEN_FILE_CONSTRAINT,
    lastResult: actionData?.result,
  });
  return (
    <>
      <OrganizationTabHeading title={title} orgId={orgId} />
      {files.length === 0 ? (
        <p className="mt-4">{t("files.none")}</p>
      ) : (
        <Table caption={t("files.caption")}>
          <thead>
            <tr>
              <Th>{t("files.name")}</Th>
              <Th>{t("files.added")}</Th>
              <Th className="text-right">{t("files.size")}</Th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.id}>
                <Td className="break-all">{file.name}</Td>
                <Td>{file.added ? <time dateTime={file.addedIso ?? undefined}>{file.added}</time> : ""}</Td>
                <Td className="text-right tabular-nums">{file.size ?? ""}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {mayEdit ? (
        <div className="mt-8 max-w-2xl">
          <h2 className="text-xl font-bold">{t("files.add")}</h2>
          <ErrorSummary errors={summarize(form, [fields.file])} />
          <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate>
            <Field
              meta={fields.file}
              label={t("files.file")}
              hint={t("files.hint", { mb: maxMb })}
              type="file"
              accept="application/pdf"
            />
            <div className="mt-4">
              <SubmitButton>
                <Icon name="upload" />
                {t("files.submit")}
              </SubmitButton>
            </div>
          </Form>
        </div>
      ) : null}
    </>
  );
}
