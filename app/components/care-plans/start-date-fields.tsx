import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { START_CHOICES } from "~/domain/care-plans";
import { formatLongDate, formatNumericDate } from "~/domain/format";
import { Field, FieldError } from "../forms";

/** The date the hint shows as an example. */
const START_DATE_EXAMPLE = "2026-12-01";

/**
 * The start-date step of a patient's plan (spec part 2 §2 "start today or choose a date"): two
 * radios and the date, which counts only when "on a date" is chosen.
 */
export function StartDateFields({
  start,
  startDate,
  today,
}: {
  start: FieldMetadata<string | undefined>;
  startDate: FieldMetadata<string | undefined>;
  /** Today in the user's time zone (yyyy-mm-dd), as the "start today" choice names it, in words. */
  today: string;
}) {
  const { t, i18n } = useTranslation("carePlans");
  const chosen = String(start.value ?? start.initialValue ?? "today");
  return (
    <>
      <fieldset className="mt-4" aria-describedby={start.errorId}>
        <legend className="text-lg font-bold">{t("assign.start")}</legend>
        {START_CHOICES.map((value) => (
          <label key={value} className="flex min-h-touch items-center gap-3">
            <input
              type="radio"
              name={start.name}
              value={value}
              defaultChecked={chosen === value}
              className="h-5 w-5"
            />
            <span>
              {value === "today"
                ? t("assign.startToday", { date: formatLongDate(today, i18n.language) })
                : t("assign.startOn")}
            </span>
          </label>
        ))}
        <FieldError id={start.errorId} message={start.errors?.[0]} />
      </fieldset>
      <Field
        meta={startDate}
        label={t("assign.startDate")}
        // The example as the date box shows dates in this language; the box still sends yyyy-mm-dd.
        hint={t("assign.startDateHint", { example: formatNumericDate(START_DATE_EXAMPLE, i18n.language) })}
        type="date"
        className="mb-2 w-56"
      />
    </>
  );
}
