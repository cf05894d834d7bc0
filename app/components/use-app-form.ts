import type { DefaultValue, SubmissionResult } from "@conform-to/react";
import { useForm } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
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
  clearWhenSaved = false,
}: {
  id: string;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<NoInfer<Fields>>;
  /**
   * A form that adds a record and stays on the page (a note): once a post is accepted its fields
   * go back to their defaults, so what was saved is not offered to be sent again. The third value
   * returned changes then: the caller keys the form on it, so every field is made afresh.
   */
  clearWhenSaved?: boolean;
}) {
  // This form's post while it is on its way: the result it was sent with, and whether the page's
  // navigation has started (a fetcher's post never starts one, and its owner handles its reply).
  const sent = useRef<{ before: typeof lastResult; started: boolean }>();
  // An accepted post redirects and brings no result, so conform would keep showing the errors of
  // an earlier refusal: it is given an empty result instead, which clears them and keeps the
  // values, until the action answers something new.
  const [accepted, setAccepted] = useState<{
    after: typeof lastResult;
    result: SubmissionResult<string[]>;
  }>();
  const [saves, setSaves] = useState(0);
  const shown = accepted && accepted.after === lastResult ? accepted.result : lastResult;
  // No onValidate: conform lets the submission through to the action, whose reply is lastResult.
  const [form, fields] = useForm<Fields, z.output<Schema>>({
    id,
    lastResult: shown,
    defaultValue,
    constraint,
    shouldValidate: "onSubmit",
    // Errors change only when the form is sent: revalidating on blur made the error summary
    // vanish under the pointer between mousedown and mouseup, and the click on Save was lost.
    shouldRevalidate: "onSubmit",
    onSubmit: () => {
      sent.current = { before: lastResult, started: false };
    },
  });
  const navigation = useNavigation();
  useEffect(() => {
    const post = sent.current;
    if (!post) return;
    if (navigation.state !== "idle") {
      post.started = true;
      return;
    }
    if (!post.started) return;
    sent.current = undefined;
    // A refusal comes back as a new result, which conform shows as it is.
    if (lastResult && lastResult !== post.before) return;
    if (clearWhenSaved) {
      // conform's own reset (a result without values), and fields made afresh by the caller's key.
      setAccepted({ after: lastResult, result: { status: "success", initialValue: null, error: {} } });
      setSaves((n) => n + 1);
    } else if (post.before) setAccepted({ after: lastResult, result: { status: "success", error: {} } });
  }, [navigation.state, lastResult, clearWhenSaved]);
  return [form, fields, saves] as const;
}
