import type { ReactNode } from "react";
import type { Option } from "../forms";
import { FieldError } from "../forms";

interface GroupMeta {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
}

/** Several values of one field as tick boxes in a fieldset: works without JS, sends one entry per tick. */
export function CheckboxGroup({
  meta,
  legend,
  hint,
  options,
  empty,
}: {
  meta: GroupMeta;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly Option[];
  empty: ReactNode;
}) {
  const initial = meta.initialValue;
  const chosen = new Set(Array.isArray(initial) ? initial.map(String) : initial ? [String(initial)] : []);
  const error = meta.errors?.[0];
  return (
    <fieldset className="mb-2" aria-describedby={error ? meta.errorId : undefined}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      {hint ? <p className="text-slate-700">{hint}</p> : null}
      {options.length === 0 ? <p className="text-slate-700">{empty}</p> : null}
      <ul className="mt-1 grid gap-1 sm:grid-cols-2">
        {options.map((option, index) => (
          <li key={option.value} className="flex min-h-touch items-center gap-3">
            <input
              type="checkbox"
              id={`${meta.id}-${index}`}
              name={meta.name}
              form={meta.formId}
              value={option.value}
              defaultChecked={chosen.has(option.value)}
              className="h-6 w-6 rounded border-2 border-slate-700 focus:ring-4 focus:ring-amber-400"
            />
            <label htmlFor={`${meta.id}-${index}`}>{option.label}</label>
          </li>
        ))}
      </ul>
      <FieldError id={meta.errorId} message={error} />
    </fieldset>
  );
}
