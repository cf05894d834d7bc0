import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { CHOSEN_FILE_CONSTRAINT } from "~/domain/file-rules";
import type { ImageRule } from "~/domain/image-rules";
import { ErrorSummary, Field, SubmitButton, buttonClass, summarize } from "./forms";
import { Icon } from "./icons";
import { useAppForm } from "./use-app-form";

/** The values an image rule's hint is written with: its types, megabytes and pixel bounds. */
export function imageRuleHint(rule: ImageRule) {
  return {
    types: rule.types.map((type) => type.toUpperCase()).join(", "),
    mb: rule.maxBytes / (1024 * 1024),
    min: rule.minWidth,
    max: rule.maxWidth,
  };
}

/**
 * One image's upload form (the upload building block's page side): a multipart POST of its `file`
 * field to the route, the "a file is chosen" attribute, the error summary and the message
 * under the field (from app/http/upload-reply.server.ts), an optional way back, and the image's
 * delete when there is one. The route checks the bytes again (app/http/image-upload.server.ts);
 * `pictureAction` there handles both posts.
 */
export function ImageUploadForm({
  id,
  lastResult,
  label,
  hint,
  submit,
  back,
  remove,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  label: string;
  hint: string;
  submit: string;
  back?: { to: string; label: string };
  /** The delete button's text, when there is an image to delete: a named POST (intent delete). */
  remove?: string | null;
}) {
  const [form, fields] = useAppForm<never, { file: File }>({
    id,
    constraint: CHOSEN_FILE_CONSTRAINT,
    lastResult,
  });
  return (
    <>
      <ErrorSummary errors={summarize(form, [fields.file])} />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate>
        <Field
          meta={fields.file}
          label={label}
          hint={hint}
          type="file"
          accept="image/png,image/jpeg,image/webp"
        />
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <SubmitButton>
            <Icon name="upload" />
            {submit}
          </SubmitButton>
          {back ? (
            <Link to={back.to} className={buttonClass("link")}>
              {back.label}
            </Link>
          ) : null}
        </div>
      </Form>
      {remove ? (
        <Form method="post" className="mt-6">
          <SubmitButton intent="delete" variant="danger">
            <Icon name="trash" />
            {remove}
          </SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
