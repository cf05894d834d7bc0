import type { ReactNode } from "react";
import { type AnyField, FieldError } from "../forms";

export interface ChoiceOption {
  value: string;
  label: ReactNode;
}

/**
 * Radio buttons (one answer) or checkboxes (several) in a fieldset with a legend, the GOV.UK way:
 * each choice a 44 px target, the error under the legend and linked from the fieldset.
 */
export function ChoiceGroup({
  meta,
  legend,
  hint,
  options,
  multiple = false,
  columns = 1,
}: {
  meta: AnyField;
  legend: ReactNode;
  hint?: ReactNode;
  options: ChoiceOption[];
  multiple?: boolean;
  columns?: 1 | 2 | 3;
}) {
  const error = meta.errors?.[0];
  const initial = meta.initialValue as string | string[] | undefined;
  const chosen = new Set(Array.isArray(initial) ? initial : initial !== undefined ? [initial] : []);
  const hintId = `${meta.id}-hint`;
  const describedBy = [hint ? hintId : "", error ? meta.errorId : ""].filter(Boolean).join(" ") || undefined;
  const grid =
    columns === 3 ? "grid grid-cols-3 gap-2" : columns === 2 ? "grid grid-cols-2 gap-2" : "space-y-1";
  return (
    <fieldset className="mb-4" aria-describedby={describedBy} id={`${meta.id}-group`}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <div className={`mt-2 ${grid}`}>
        {options.map((option, index) => {
          const id = index === 0 ? meta.id : `${meta.id}-${index}`;
          return (
            <div
              key={option.value}
              className="flex min-h-touch items-center gap-3 rounded border-2 border-slate-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                id={id}
                type={multiple ? "checkbox" : "radio"}
                name={meta.name}
                form={meta.formId}
                value={option.value}
                defaultChecked={chosen.has(option.value)}
                aria-invalid={error ? true : undefined}
                className="h-6 w-6 shrink-0 border-2 border-slate-700 focus:ring-4 focus:ring-amber-400"
              />
              <label htmlFor={id} className="flex-1 py-2">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={meta.errorId} messages={meta.errors} />
    </fieldset>
  );
}
