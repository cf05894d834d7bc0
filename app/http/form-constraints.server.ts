import { getZodConstraint } from "@conform-to/zod";
import type { z } from "zod";
import type { FormConstraint } from "~/components/use-app-form";

// Computed once per schema object: most schemas are module constants, so a page does not walk
// them again on every request. Schemas built per request (from loaded questions, a plan's weeks)
// are new objects, computed each time, and collected with them.
const memo = new WeakMap<z.ZodTypeAny, FormConstraint>();

/** One form's constraint attributes (required, maxLength, min, max, pattern…), from its schema. */
export function formConstraint(schema: z.ZodTypeAny): FormConstraint {
  let constraint = memo.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(schema);
    memo.set(schema, constraint);
  }
  return constraint;
}

/**
 * The constraint attributes of a page's forms, by form, for its loader to return: the browser
 * renders them without zod, and the action validates (decision 046).
 * `formConstraints({ task: taskSchema, goal: goalSchema })` → `{ task: {…}, goal: {…} }`.
 */
export function formConstraints<Forms extends Record<string, z.ZodTypeAny>>(
  schemas: Forms,
): { [Form in keyof Forms]: FormConstraint } {
  return Object.fromEntries(
    Object.entries(schemas).map(([form, schema]) => [form, formConstraint(schema)]),
  ) as { [Form in keyof Forms]: FormConstraint };
}
