import type { AnyField, AnyForm, SummaryError } from "../forms";
import { summarize } from "../forms";

/**
 * The error summary of a form whose fields include groups (a date of three inputs, radios): their
 * summary link goes to the first input of the group rather than to the group's virtual field.
 */
export function summarizeForm(
  form: AnyForm,
  fields: AnyField[],
  targets: Record<string, string> = {},
): SummaryError[] {
  return summarize(form, fields).map((error) =>
    error.fieldId && targets[error.fieldId] ? { ...error, fieldId: targets[error.fieldId] } : error,
  );
}
