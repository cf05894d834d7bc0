import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { filterHosts } from "~/domain/lanes";
import { Icon } from "../icons";
import type { Host } from "./types";

/**
 * The host autocomplete (JS only; loaded on demand). Filters by a case-insensitive substring of
 * the name and submits the chosen host's id as `host`, like the <select> it replaces.
 */
export default function HostCombobox({
  hosts,
  inputId,
  placeholder,
  defaultHostId,
  describedBy,
  invalid,
  onChange,
}: {
  hosts: Host[];
  inputId: string;
  placeholder: string;
  defaultHostId?: string;
  describedBy?: string;
  invalid?: boolean;
  onChange: (hostId: string | null) => void;
}) {
  const { t } = useTranslation("lanes");
  const [query, setQuery] = useState("");
  // The value is the host's id, so the form submits `host=<id>` like the <select> it replaces.
  const [value, setValue] = useState<string | null>(defaultHostId ?? null);
  const matches = filterHosts(hosts, query);
  const nameOf = (id: string | null) => hosts.find((h) => h.id === id)?.name ?? "";
  return (
    <Combobox
      value={value}
      name="host"
      onChange={(id: string | null) => {
        setValue(id);
        onChange(id);
      }}
      onClose={() => setQuery("")}
    >
      <div className="relative mt-1">
        <ComboboxInput
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={invalid ? true : undefined}
          className="block min-h-touch w-full rounded border-2 border-slate-700 bg-white px-3 py-2 pr-12 focus:outline-none focus:ring-4 focus:ring-amber-400"
          placeholder={placeholder}
          displayValue={nameOf}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        <ComboboxButton className="absolute inset-y-0 right-0 flex min-w-touch items-center justify-center">
          <Icon name="chevronRight" className="h-5 w-5 rotate-90" />
          <span className="sr-only">{t("update.showHosts")}</span>
        </ComboboxButton>
      </div>
      <ComboboxOptions
        anchor="bottom start"
        className="z-50 w-[var(--input-width)] rounded border-2 border-slate-800 bg-white shadow-lg empty:invisible"
      >
        {matches.length === 0 ? (
          <div className="p-3 text-slate-700">{t("update.noHostMatches")}</div>
        ) : (
          matches.map((host) => (
            <ComboboxOption
              key={host.id}
              value={host.id}
              className="flex min-h-touch cursor-pointer items-center px-3 data-[focus]:bg-brand-100 data-[selected]:font-bold"
            >
              {host.name}
            </ComboboxOption>
          ))
        )}
      </ComboboxOptions>
    </Combobox>
  );
}
