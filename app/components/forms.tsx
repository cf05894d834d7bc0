import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Link, useNavigation } from "@remix-run/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { reportFormErrors } from "./form-error-title";
import { translateMessage } from "./translate-message";

/* eslint-disable @typescript-eslint/no-explicit-any -- conform's metadata is generic over any field shape */
/** Any conform field or form, for the building blocks that work with every form's fields. */
export type AnyField = FieldMetadata<any, any, any>;
export type AnyForm = FormMetadata<any, any>;

export const inputClass =
  "block w-full min-h-touch rounded border-2 border-slate-700 bg-white px-3 py-2 text-base text-slate-900 " +
  "focus:outline-none focus:ring-4 focus:ring-amber-400 aria-[invalid=true]:border-red-700";

function describedBy(...ids: Array<string | false | undefined>) {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

/**
 * The constraint attributes of the field's schema (computed on the server, decision 046). Not
 * maxLength: the browser would cut what is typed or pasted without a word, where the action's
 * "too long" message says so and keeps the text. Not pattern: a zod pattern need not be valid
 * in the browser's pattern syntax. Forms are noValidate, so none of these blocks a submit.
 */
function constraintProps(meta: AnyField) {
  return {
    required: meta.required || undefined,
    minLength: meta.minLength,
    min: meta.min,
    max: meta.max,
    step: meta.step,
  };
}

function firstError(field: AnyField) {
  return field.errors?.[0];
}

/**
 * The error line(s) under a field, each with a hidden "Error:" prefix. One line of space is always
 * reserved so the layout does not jump when an error appears.
 */
export function FieldError({ id, message, messages }: { id: string; message?: string; messages?: string[] }) {
  const { t } = useTranslation("common");
  const list = messages?.length ? messages : message ? [message] : [];
  return (
    <p id={id} className="min-h-[1.5rem] pt-1 text-sm font-semibold text-red-700">
      {list.map((m, index) => (
        <span key={`${index}-${m}`} className="block">
          <span className="sr-only">{t("errors.prefix")} </span>
          {translateMessage(t, m)}
        </span>
      ))}
    </p>
  );
}

function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-slate-700">
      {children}
    </p>
  );
}

interface FieldProps {
  meta: AnyField;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

export function Field({
  meta,
  label,
  hint,
  className,
  type = "text",
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "defaultValue" | "form">) {
  const error = firstError(meta);
  const hintId = `${meta.id}-hint`;
  return (
    <div className={className ?? "mb-2"}>
      <label htmlFor={meta.id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <Hint id={hintId}>{hint}</Hint>
      <input
        {...constraintProps(meta)}
        {...input}
        id={meta.id}
        name={meta.name}
        form={meta.formId}
        type={type}
        defaultValue={type === "password" ? undefined : (meta.initialValue as string | undefined)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, error ? meta.errorId : undefined)}
        className={`${inputClass} mt-1`}
      />
      <FieldError id={meta.errorId} messages={meta.errors} />
    </div>
  );
}

export function TextareaField({
  meta,
  label,
  hint,
  className,
  ...input
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "defaultValue" | "form">) {
  const error = firstError(meta);
  const hintId = `${meta.id}-hint`;
  return (
    <div className={className ?? "mb-2"}>
      <label htmlFor={meta.id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <Hint id={hintId}>{hint}</Hint>
      <textarea
        required={meta.required || undefined}
        minLength={meta.minLength}
        {...input}
        id={meta.id}
        name={meta.name}
        form={meta.formId}
        defaultValue={meta.initialValue as string | undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, error ? meta.errorId : undefined)}
        className={`${inputClass} mt-1 min-h-[6rem]`}
      />
      <FieldError id={meta.errorId} message={error} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  meta,
  label,
  hint,
  className,
  options,
  placeholder,
  ...select
}: FieldProps & { options: Option[]; placeholder?: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    "name" | "id" | "defaultValue" | "form"
  >) {
  const error = firstError(meta);
  const hintId = `${meta.id}-hint`;
  return (
    <div className={className ?? "mb-2"}>
      <label htmlFor={meta.id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <Hint id={hintId}>{hint}</Hint>
      <select
        required={meta.required || undefined}
        {...select}
        id={meta.id}
        name={meta.name}
        form={meta.formId}
        defaultValue={(meta.initialValue as string | undefined) ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, error ? meta.errorId : undefined)}
        className={`${inputClass} mt-1`}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={meta.errorId} message={error} />
    </div>
  );
}

export function CheckboxField({
  meta,
  label,
  hint,
  className,
  value = "on",
  ...input
}: FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "defaultValue" | "form" | "type">) {
  const error = firstError(meta);
  const hintId = `${meta.id}-hint`;
  const initial = meta.initialValue as string | undefined;
  return (
    <div className={className ?? "mb-2"}>
      <div className="flex min-h-touch items-center gap-3">
        <input
          {...input}
          type="checkbox"
          id={meta.id}
          name={meta.name}
          form={meta.formId}
          value={value}
          defaultChecked={initial === value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : undefined, error ? meta.errorId : undefined)}
          className="h-6 w-6 rounded border-2 border-slate-700 focus:ring-4 focus:ring-amber-400"
        />
        <label htmlFor={meta.id} className="font-semibold text-slate-900">
          {label}
        </label>
      </div>
      <Hint id={hintId}>{hint}</Hint>
      <FieldError id={meta.errorId} message={error} />
    </div>
  );
}

/** A date as three numeric inputs in a fieldset (GOV.UK date input): no picker needed, no JS. */
export function DateInputField({
  legend,
  hint,
  day,
  month,
  year,
  error,
  errorId,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  day: AnyField;
  month: AnyField;
  year: AnyField;
  /** An error for the date as a whole (for example "must be in the past"). */
  error?: string;
  errorId: string;
}) {
  const { t } = useTranslation("common");
  const message = error ?? firstError(day) ?? firstError(month) ?? firstError(year);
  const hintId = `${errorId}-hint`;
  const parts: Array<[AnyField, string, string]> = [
    [month, t("date.month"), "w-16"],
    [day, t("date.day"), "w-16"],
    [year, t("date.year"), "w-24"],
  ];
  return (
    <fieldset
      className="mb-2"
      aria-describedby={describedBy(hint ? hintId : undefined, message ? errorId : undefined)}
    >
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <Hint id={hintId}>{hint}</Hint>
      <div className="mt-1 flex gap-3">
        {parts.map(([meta, label, width]) => (
          <div key={meta.name}>
            <label htmlFor={meta.id} className="block text-sm">
              {label}
            </label>
            <input
              id={meta.id}
              name={meta.name}
              form={meta.formId}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={meta.initialValue as string | undefined}
              aria-invalid={message ? true : undefined}
              className={`${inputClass} ${width}`}
            />
          </div>
        ))}
      </div>
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}

export interface SummaryError {
  /** The id of the field to link to; none for form-level errors. */
  fieldId?: string;
  message: string;
  /** The field's label, said before the message where the message alone does not name the field. */
  label?: string;
}

/** Collects the errors conform holds, in the order the fields appear, for the summary. */
/**
 * The form's errors, then each field's first. `labels` (by field name) names the field in the
 * summary where several fields say the same words ("Invalid hex color", "Enter both times" on
 * every day): away from its field, a message must say which one it is about.
 */
export function summarize(
  form: AnyForm,
  fields: AnyField[],
  labels?: Readonly<Record<string, string>>,
): SummaryError[] {
  const list: SummaryError[] = (form.errors ?? []).map((message: string) => ({ message }));
  for (const field of fields) {
    const message = field.errors?.[0];
    const label = labels?.[field.name];
    if (message) list.push({ fieldId: field.id, message, ...(label ? { label } : {}) });
  }
  return list;
}

/**
 * "There is a problem" with a link to each field (GOV.UK error summary). It takes focus when it
 * appears, so keyboard and screen-reader users land on it after a failed submit.
 */
export function ErrorSummary({ errors, id = "error-summary" }: { errors: SummaryError[]; id?: string }) {
  const { t } = useTranslation("common");
  const ref = useRef<HTMLDivElement>(null);
  const signature = errors.map((e) => e.message).join("|");
  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);
  useEffect(() => {
    reportFormErrors(id, errors.length > 0);
    return () => reportFormErrors(id, false);
  }, [id, errors.length]);
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      data-error-summary=""
      aria-labelledby={`${id}-title`}
      className="mb-6 border-4 border-red-700 bg-white p-4 focus:outline-none focus:ring-4 focus:ring-amber-400"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("errors.summaryTitle")}
      </h2>
      <ul className="mt-2 list-none space-y-1">
        {errors.map((error, index) => {
          const message = translateMessage(t, error.message);
          const text = error.label ? t("errors.labelled", { label: error.label, message }) : message;
          return (
            <li key={`${error.fieldId ?? "form"}-${index}`}>
              {error.fieldId ? (
                <a href={`#${error.fieldId}`} className="font-semibold text-red-700 underline">
                  {text}
                </a>
              ) : (
                <span className="font-semibold text-red-700">{text}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A submit button that locks while its form is submitting (no double submit with JS; the server
 * guards the no-JS case with an idempotency key where it matters).
 */
export function SubmitButton({
  children,
  intent,
  variant = "primary",
  disabled,
  className = "",
  ...rest
}: {
  children: ReactNode;
  intent?: string;
  variant?: "primary" | "secondary" | "danger";
  disabled?: boolean;
  className?: string;
} & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type" | "name" | "value">) {
  const navigation = useNavigation();
  // Locked until the page the post leads to has loaded, not only while it is sent: in between,
  // the form still holds what was sent, and a second click would send it again.
  const submittingThis =
    navigation.state !== "idle" &&
    navigation.formData !== undefined &&
    navigation.formMethod?.toUpperCase() !== "GET" &&
    (intent === undefined || navigation.formData.get("intent") === intent);
  return (
    <button
      {...rest}
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      disabled={disabled || submittingThis}
      aria-disabled={disabled || submittingThis ? true : undefined}
      className={`${buttonClass(variant)} ${className}`}
    >
      {children}
    </button>
  );
}

/**
 * A button's look, for a button or a link. The classes are defined once in app/tailwind.css: a
 * page like a care plan has hundreds of buttons, and the spelled-out utilities were a third of
 * its HTML (decision 049). Utilities added beside them (`mt-6`, `text-red-800`) win, as the
 * components layer comes first.
 */
export function buttonClass(variant: "primary" | "secondary" | "danger" | "link" = "primary") {
  // Spelled out: Tailwind keeps only the classes it finds written in the source.
  switch (variant) {
    case "primary":
      return "btn btn-primary";
    case "secondary":
      return "btn btn-secondary";
    case "danger":
      return "btn btn-danger";
    case "link":
      return "btn btn-link";
  }
}

/**
 * A form's buttons: submit, and "Cancel" back to `cancelHref`, or, for a form opened in place,
 * a button that closes it (`onCancel`).
 */
export function FormButtons({
  children,
  cancelHref,
  onCancel,
}: {
  children: ReactNode;
  cancelHref: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("common");
  return (
    <div className="mt-4 flex flex-wrap items-center gap-4">
      <SubmitButton>{children}</SubmitButton>
      {onCancel ? (
        <button type="button" className={buttonClass("link")} onClick={onCancel}>
          {t("actions.cancel")}
        </button>
      ) : (
        <Link to={cancelHref} className={buttonClass("link")}>
          {t("actions.cancel")}
        </Link>
      )}
    </div>
  );
}
