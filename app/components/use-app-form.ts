import type { DefaultValue, SubmissionResult } from "@conform-to/react";
import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { z } from "zod";

type FieldsOf<Schema extends z.ZodTypeAny> =
  z.input<Schema> extends Record<string, unknown> ? z.input<Schema> : Record<string, unknown>;

const ANYTHING = z.object({}).passthrough();

/**
 * conform as every form of the app uses it: one zod schema for the browser and the action, the
 * action's last result (so a form refused without JavaScript comes back with its values and
 * errors), validation when the form is sent. `Fields` names the inputs where the schema's input
 * type cannot (a schema that composes one value from several inputs).
 */
export function useAppForm<
  Schema extends z.ZodTypeAny,
  Fields extends Record<string, unknown> = FieldsOf<Schema>,
>({
  id,
  schema,
  lastResult,
  defaultValue,
  unvalidatedIntents,
}: {
  id: string;
  schema: Schema;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<NoInfer<Fields>>;
  /**
   * Named intents that send the form as it is, unchecked (an address search inside a form whose
   * other fields are not filled in yet); the action decides what they need.
   */
  unvalidatedIntents?: readonly string[];
}) {
  return useForm<Fields, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    // Errors change only when the form is sent: revalidating on blur made the error summary
    // vanish under the pointer between mousedown and mouseup, and the click on Save was lost.
    shouldRevalidate: "onSubmit",
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: unvalidatedIntents?.includes(String(formData.get("intent"))) ? ANYTHING : schema,
      }),
  });
}
