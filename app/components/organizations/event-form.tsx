import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EVENT_SERVICES } from "@contract/vocabulary";
import type { eventSchema } from "~/domain/organization-event-schemas";
import {
  EVENT_LOCATION_MAX,
  EVENT_NAME_MAX,
  EVENT_NOTE_MAX,
  EVENT_PARTICIPANTS_MAX,
} from "~/domain/organization-page-limits";
import { ErrorSummary, Field, FieldError, FormButtons, TextareaField, summarize } from "../forms";
import { useAppForm, type FormConstraint } from "../use-app-form";

// A type, not an interface: conform needs it to be a Record.
export type EventDefaults = {
  name?: string;
  eventDate?: string;
  startTime?: string;
  endTime?: string;
  expectedParticipants?: string;
  location?: string;
  services?: string[];
  note?: string;
};

/**
 * An organization event's form (issue 40), for making one and changing one. Plain inputs of the
 * browser's date and time types, checkboxes for the services: it posts without JS, and a refusal
 * comes back with every value as it was typed.
 */
export function EventForm({
  id,
  constraint,
  lastResult,
  defaultValue,
  submitLabel,
  cancelHref,
}: {
  id: string;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: EventDefaults;
  submitLabel: string;
  cancelHref: string;
}) {
  const { t } = useTranslation("events");
  const [form, fields] = useAppForm<typeof eventSchema, EventDefaults>({
    id,
    constraint,
    lastResult,
    defaultValue,
  });
  const chosen = new Set(
    ([] as unknown[])
      .concat(fields.services.initialValue ?? [])
      .filter((v): v is string => typeof v === "string"),
  );
  const servicesError = fields.services.errors?.[0];
  const order = [
    fields.name,
    fields.eventDate,
    fields.startTime,
    fields.endTime,
    fields.expectedParticipants,
    fields.location,
  ];
  const errors = summarize(form, order);
  if (servicesError) errors.push({ fieldId: `${id}-service-${EVENT_SERVICES[0]}`, message: servicesError });
  const noteError = fields.note.errors?.[0];
  if (noteError) errors.push({ fieldId: fields.note.id, message: noteError });
  return (
    <>
      <ErrorSummary errors={errors} />
      <Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl">
        <Field
          meta={fields.name}
          label={t("org.form.name")}
          hint={t("org.form.nameHint", { max: EVENT_NAME_MAX })}
          autoComplete="off"
        />
        <Field meta={fields.eventDate} type="date" label={t("org.form.date")} hint={t("org.form.dateHint")} />
        <div className="flex flex-wrap gap-x-6">
          <Field meta={fields.startTime} type="time" label={t("org.form.startTime")} />
          <Field meta={fields.endTime} type="time" label={t("org.form.endTime")} />
        </div>
        <Field
          meta={fields.expectedParticipants}
          type="number"
          inputMode="numeric"
          min={1}
          max={EVENT_PARTICIPANTS_MAX}
          label={t("org.form.participants")}
          hint={t("org.form.participantsHint", { max: EVENT_PARTICIPANTS_MAX })}
        />
        <Field
          meta={fields.location}
          label={t("org.form.location")}
          hint={t("org.form.locationHint", { max: EVENT_LOCATION_MAX })}
          autoComplete="street-address"
        />
        <fieldset className="mb-2" aria-describedby={servicesError ? fields.services.errorId : undefined}>
          <legend className="font-semibold text-slate-900">{t("org.form.services")}</legend>
          {EVENT_SERVICES.map((service) => (
            <div key={service} className="flex min-h-touch items-center gap-3">
              <input
                type="checkbox"
                id={`${id}-service-${service}`}
                name={fields.services.name}
                value={service}
                defaultChecked={chosen.has(service)}
                aria-invalid={servicesError ? true : undefined}
                className="h-6 w-6 rounded border-2 border-slate-700 focus:ring-4 focus:ring-amber-400"
              />
              <label htmlFor={`${id}-service-${service}`}>{t(`org.services.${service}`)}</label>
            </div>
          ))}
          <FieldError id={fields.services.errorId} message={servicesError} />
        </fieldset>
        <TextareaField
          meta={fields.note}
          label={t("org.form.note")}
          hint={t("org.form.noteHint", { max: EVENT_NOTE_MAX })}
        />
        <FormButtons cancelHref={cancelHref}>{submitLabel}</FormButtons>
      </Form>
    </>
  );
}
