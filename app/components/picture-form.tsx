import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { chosenFileSchema } from "~/domain/file-rules";
import type { ImageRule } from "~/domain/image-rules";
import { msg } from "~/domain/messages";
import { ErrorSummary, Field, SubmitButton, summarize } from "./forms";
import { Icon } from "./icons";
import { useAppForm } from "./use-app-form";

const schema = chosenFileSchema(msg("common:images.missing"));

/**
 * A picture's upload form (the image upload building block's page side): one file field checked
 * on the server, and, when there is a picture and a delete key, its delete as a named POST. The
 * texts are the area's own keys; the hint gets the rule's types, megabytes and pixels.
 */
export function PictureForm({
  id,
  lastResult,
  rule,
  keys,
  canDelete = false,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  rule: ImageRule;
  /** "namespace:key"s. */
  keys: { file: string; hint: string; upload: string; delete?: string };
  canDelete?: boolean;
}) {
  const { t } = useTranslation();
  const [form, fields] = useAppForm({ id, schema, lastResult });
  const text = {
    file: t(keys.file),
    hint: t(keys.hint, {
      types: rule.types.map((type) => type.toUpperCase()).join(", "),
      mb: rule.maxBytes / (1024 * 1024),
      min: rule.minWidth,
      max: rule.maxWidth,
    }),
    upload: t(keys.upload),
    delete: keys.delete ? t(keys.delete) : null,
  };
  return (
    <>
      <ErrorSummary errors={summarize(form, [fields.file])} />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate>
        <Field
          meta={fields.file}
          label={text.file}
          hint={text.hint}
          type="file"
          accept="image/png,image/jpeg,image/webp"
        />
        <div className="mt-4">
          <SubmitButton>
            <Icon name="upload" />
            {text.upload}
          </SubmitButton>
        </div>
      </Form>
      {canDelete && text.delete ? (
        <Form method="post" className="mt-6">
          <SubmitButton intent="delete" variant="danger">
            <Icon name="trash" />
            {text.delete}
          </SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
