import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CodeListData, CodeListType } from "~/domain/code-lists";
import { buttonClass } from "../forms";

/**
 * Opens a record by its exact name (GET ?select=, for types described `openByName`): its page,
 * or the list saying it could not.
 */
export function OpenByName({ type }: { type: CodeListType }) {
  const { t } = useTranslation(type.ns);
  const { select } = useLoaderData<CodeListData>();
  const id = `select-${type.formId}`;
  return (
    <Form
      method="get"
      className="mt-4 flex flex-wrap items-end gap-4 rounded border border-slate-300 p-4"
      aria-label={t(`${type.keys}.selectForm`)}
    >
      <div>
        <label htmlFor={id} className="block font-semibold">
          {t(`${type.keys}.selectLabel`)}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {t(`${type.keys}.selectHint`)}
        </p>
        <input
          id={id}
          name="select"
          defaultValue={select}
          aria-describedby={`${id}-hint`}
          className="mt-1 block min-h-touch rounded border-2 border-slate-700 px-3 focus:outline-none focus:ring-4 focus:ring-amber-400"
        />
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        {t(`${type.keys}.selectSubmit`)}
      </button>
    </Form>
  );
}
