import { Form } from "@remix-run/react";
import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "./forms";

/**
 * What a form sent when the page that answers it cannot be drawn (issue 42): without JavaScript a
 * post answers with a whole document, whose loaders also need the upstream, so a hung upstream
 * turns a kept form into the "taking too long" page. entry.server puts the values the action's
 * reply kept (conform's `initialValue`, passwords already left out) here, and the error page shows
 * them with a button that sends them again. With JavaScript the page stays and so does the form.
 */
export interface KeptSubmission {
  /** Where the form was sent. */
  action: string;
  /** Every value in the form's own names (`tags[0]`, `address.city`), in order. */
  values: Array<[string, string]>;
}

export const KeptFormContext = createContext<KeptSubmission | null>(null);

/** The reply's kept values as form fields: nested objects and lists in conform's names. */
export function keptValues(initialValue: unknown, prefix = ""): Array<[string, string]> {
  if (initialValue === null || initialValue === undefined) return [];
  if (Array.isArray(initialValue))
    return initialValue.flatMap((item, i) => keptValues(item, `${prefix}[${i}]`));
  if (typeof initialValue === "object")
    return Object.entries(initialValue).flatMap(([key, value]) =>
      keptValues(value, prefix ? `${prefix}.${key}` : key),
    );
  return [[prefix, String(initialValue)]];
}

/** The kept values on the error page, and the button that sends them again. */
export function KeptFormSection() {
  const kept = useContext(KeptFormContext);
  const { t } = useTranslation("common");
  if (!kept || kept.values.length === 0) return null;
  const shown = kept.values.filter(([name, value]) => name !== "intent" && value.trim() !== "");
  return (
    <section aria-labelledby="kept-form-heading" className="mt-6 rounded border border-slate-300 p-4">
      <h2 id="kept-form-heading" className="text-lg font-bold">
        {t("keptForm.title")}
      </h2>
      <ul className="mt-2 list-disc pl-6">
        {shown.map(([name, value]) => (
          <li key={name} className="break-words">
            {value}
          </li>
        ))}
      </ul>
      <Form method="post" action={kept.action} className="mt-4">
        {kept.values.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={buttonClass("primary")}>
          {t("keptForm.sendAgain")}
        </button>
      </Form>
    </section>
  );
}
