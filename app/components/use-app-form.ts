import type { DefaultValue, SubmissionResult } from "@conform-to/react";
import { useForm } from "@conform-to/react";
import type { z } from "zod";

type FieldsOf<Schema extends z.ZodTypeAny> =
  z.input<Schema> extends Record<string, unknown> ? z.input<Schema> : Record<string, unknown>;

/**
 * The HTML constraint attributes (required, maxLength, min, max, pattern…) of a form's fields,
 * by field name, as the server computed them from the form's schema
 * (`formConstraints` in `app/http/form-constraints.server.ts`).
 */
export type FormConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

/**
 * conform as every form of the app uses it (decision 046): the action validates with the form's
 * zod schema and replies; the browser gets only the schema's constraint attributes, from the
 * loader, so zod never ships to it. The action's last result brings the errors and the values
 * back, with or without JavaScript. `Schema` (a type only) types the fields; `Fields` names the
 * inputs where the schema's input type cannot (a schema that composes one value from several
 * inputs).
 */
export function useAppForm<
  Schema extends z.ZodTypeAny,
  Fields extends Record<string, unknown> = FieldsOf<Schema>,
>({
  id,
  constraint,
  lastResult,
  defaultValue,
}: {
  id: string;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<NoInfer<Fields>>;
}) {
  // No onValidate: conform lets the submission through to the action, whose reply is lastResult.
  return useForm<Fields, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint,
    shouldValidate: "onSubmit",
    // Errors change only when the form is sent: revalidating on blur made the error summary
    // vanish under the pointer between mousedown and mouseup, and the click on Save was lost.
    shouldRevalidate: "onSubmit",
  });
}
