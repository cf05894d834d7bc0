import { Form, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../forms";
import { fieldClass } from "../list/state";

/**
 * Which organization's requests the page shows (decision 043): a GET form of the organizations in
 * the user's tree, each under its parent. Without JS the button shows the choice; with JS the
 * choice applies as it is made. The list's filters travel along as hidden fields.
 */
export function OrganizationPicker({
  organizations,
  current,
  param,
  keep,
}: {
  organizations: ReadonlyArray<{ id: string; name: string; depth: number }>;
  current: string;
  param: string;
  /** The list's query string without page and organization ("?type=…"), kept across a change. */
  keep: string;
}) {
  const { t } = useTranslation("patientRequests");
  const submit = useSubmit();
  const kept = [...new URLSearchParams(keep.replace(/^\?/, "")).entries()];
  return (
    <Form
      method="get"
      className="mt-4 flex flex-wrap items-end gap-4"
      aria-label={t("organizationPicker.label")}
      onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
    >
      <div>
        <label htmlFor="organization-picker" className="block font-semibold">
          {t("organizationPicker.organization")}
        </label>
        <select
          key={current}
          id="organization-picker"
          name={param}
          defaultValue={current}
          className={fieldClass}
        >
          {organizations.map((organization) => (
            <option key={organization.id} value={organization.id}>
              {`${"\u00a0\u00a0".repeat(organization.depth)}${organization.name}`}
            </option>
          ))}
        </select>
      </div>
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass("secondary")}>
        {t("organizationPicker.show")}
      </button>
    </Form>
  );
}
