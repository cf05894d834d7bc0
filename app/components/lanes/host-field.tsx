import { Suspense, lazy } from "react";
import { useTranslation } from "react-i18next";
import { FieldError } from "../forms";
import { useHydrated } from "../use-hydrated";
import type { Host } from "./types";

// Headless UI is heavy; it is only fetched when a JS user opens the Update view.
const HostCombobox = lazy(() => import("./host-combobox"));

/** The new-host field: a plain <select> without JS (and while the combobox loads), a combobox with. */
export function HostField({
  id,
  hosts,
  placeholder,
  defaultHostId,
  errors,
  onChange,
}: {
  id: string;
  hosts: Host[];
  placeholder: string;
  defaultHostId?: string;
  errors?: string[];
  onChange: (hostId: string | null) => void;
}) {
  const { t } = useTranslation("lanes");
  const hydrated = useHydrated();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = !!errors?.length;
  const describedBy = [hintId, invalid ? errorId : ""].filter(Boolean).join(" ");
  const select = (
    <select
      id={id}
      name="host"
      defaultValue={defaultHostId ?? ""}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
      onChange={(event) => onChange(event.target.value || null)}
      className="mt-1 block min-h-touch w-full rounded border-2 border-slate-700 bg-white px-3 py-2 focus:outline-none focus:ring-4 focus:ring-amber-400"
    >
      <option value="">{placeholder}</option>
      {hosts.map((host) => (
        <option key={host.id} value={host.id}>
          {host.name}
        </option>
      ))}
    </select>
  );
  return (
    <div className="mb-2">
      <label htmlFor={id} className="block font-semibold">
        {t("update.host")}
      </label>
      <p id={hintId} className="text-sm text-slate-700">
        {t("update.hostHint")}
      </p>
      {hydrated ? (
        <Suspense fallback={select}>
          <HostCombobox
            hosts={hosts}
            inputId={id}
            placeholder={placeholder}
            defaultHostId={defaultHostId}
            describedBy={describedBy}
            invalid={invalid}
            onChange={onChange}
          />
        </Suspense>
      ) : (
        select
      )}
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}
