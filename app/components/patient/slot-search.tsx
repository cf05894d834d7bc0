import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatDistance, formatLongDate, formatTime, zoneAbbreviation } from "~/domain/format";
import type { bookSchema, slotSearchSchema } from "~/domain/slot-schemas";
import { DISTANCE_CHOICES } from "~/domain/slot-filters";
import type { TestingType } from "~/domain/vaccine-lanes";
import { ErrorSummary, Field, FieldError, SelectField, SubmitButton } from "../forms";
import { Pagination } from "../pagination";
import { summarizeForm } from "./summary";
import { type FormConstraint, useAppForm } from "../use-app-form";

export interface SlotOptionView {
  value: string;
  start: string;
  remaining: number;
  manufacturer: string | null;
}

export interface ClinicView {
  id: string;
  name: string;
  address: string;
  zipcode: string | null;
  timeZone: string;
  roundedMiles: number | null;
  slots: SlotOptionView[];
}

export interface SlotResultsView {
  clinics: ClinicView[];
  lanesFound: number;
  lanesForType: number;
  originKnown: boolean;
  excludedJohnsonAndJohnson: boolean;
  /** 0-based page of clinics, nearest first, as the upstream paged them. */
  page?: number;
  totalPages?: number;
  /** Clinics the search found across its pages (this page's when absent). */
  clinicsFound?: number;
}

/** Hidden fields every form of the page carries (service, reschedule task, registration pass). */
export type Carry = Record<string, string>;

function Hidden({ carry }: { carry: Carry }) {
  return (
    <>
      {Object.entries(carry).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/**
 * Step one of booking: what, who makes it, where, when. Service type, manufacturer, organization
 * and date are each required (spec part 2 §5); zip code and distance narrow the clinics.
 */
export function SlotSearchForm({
  constraint,
  lastResult,
  defaults,
  testingTypes,
  manufacturers,
  organizations,
  openDays,
  carry,
  organizationFixed,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaults: Record<string, string | undefined>;
  testingTypes: TestingType[];
  manufacturers: string[];
  organizations: Array<{ id: string; name: string }>;
  openDays: string[];
  carry: Carry;
  /** Registration: the organization is the one registered with; it goes as a hidden field. */
  organizationFixed?: boolean;
}) {
  const { t, i18n } = useTranslation("patient");
  const [form, fields] = useAppForm<typeof slotSearchSchema>({
    id: "slot-search",
    constraint,
    lastResult,
    defaultValue: defaults as Partial<z.input<typeof slotSearchSchema>>,
  });
  const testingTypeLabel = (type: TestingType) => t(`testingTypes.${type}`);
  return (
    <section aria-labelledby="search-heading" className="mt-6">
      <h2 id="search-heading" className="text-xl font-bold">
        {t("schedule.searchHeading")}
      </h2>
      <p className="mt-1 text-slate-700">{t("schedule.searchIntro")}</p>
      <div className="mt-4">
        <ErrorSummary
          id="search-errors"
          errors={summarizeForm(form, [
            fields.testingType,
            fields.manufacture,
            fields.organizationId,
            fields.date,
            fields.zip,
            fields.miles,
          ])}
        />
      </div>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-2">
        <Hidden carry={carry} />
        <SelectField
          meta={fields.testingType}
          label={t("schedule.fields.testingType")}
          placeholder={t("schedule.choose")}
          options={testingTypes.map((type) => ({ value: type, label: testingTypeLabel(type) }))}
        />
        <SelectField
          meta={fields.manufacture}
          label={t("schedule.fields.manufacture")}
          hint={
            // The dose rule only matters when the service has a second or third dose.
            testingTypes.some((type) => type === "2" || type === "3")
              ? t("schedule.manufactureHint")
              : undefined
          }
          placeholder={t("schedule.choose")}
          options={manufacturers.map((m) => ({ value: m, label: m }))}
        />
        {organizationFixed ? (
          <input type="hidden" name={fields.organizationId.name} value={defaults.organizationId ?? ""} />
        ) : (
          <SelectField
            meta={fields.organizationId}
            label={t("schedule.fields.organizationId")}
            placeholder={t("schedule.choose")}
            options={organizations.map((o) => ({ value: o.id, label: o.name }))}
          />
        )}
        <SelectField
          meta={fields.date}
          label={t("schedule.fields.date")}
          hint={openDays.length ? t("schedule.dateHint") : t("schedule.noOpenDays")}
          placeholder={t("schedule.choose")}
          options={openDays.map((day) => ({ value: day, label: formatLongDate(day, i18n.language) }))}
        />
        <Field
          meta={fields.zip}
          label={t("schedule.fields.zip")}
          hint={t("schedule.zipHint")}
          inputMode="numeric"
          autoComplete="postal-code"
          className="mb-2 max-w-xs"
        />
        <SelectField
          meta={fields.miles}
          label={t("schedule.fields.miles")}
          placeholder={t("schedule.anyDistance")}
          options={DISTANCE_CHOICES.map((miles) => ({
            value: String(miles),
            label: t("schedule.withinMiles", { distance: formatDistance(miles, "mile", i18n.language) }),
          }))}
        />
        <SubmitButton intent="search" className="mt-2 w-full sm:w-auto">
          {t("schedule.findTimes")}
        </SubmitButton>
      </Form>
    </section>
  );
}

function ResultsNotice({
  results,
  search,
}: {
  results: SlotResultsView;
  search: Record<string, string | undefined>;
}) {
  const { t } = useTranslation("patient");
  let key: string | null = null;
  if (results.excludedJohnsonAndJohnson) key = "schedule.noJohnsonAndJohnson";
  else if (results.lanesFound === 0) key = "schedule.noLanes";
  else if (results.lanesForType === 0) key = "schedule.noLanesForType";
  else if (results.clinics.length === 0)
    key = search.zip || search.miles ? "schedule.noClinicsNearby" : "schedule.noTimesLeft";
  return (
    <>
      {search.miles && !results.originKnown ? (
        <p className="mt-2 border-l-4 border-amber-600 bg-amber-50 p-3">{t("schedule.noOrigin")}</p>
      ) : null}
      {key ? (
        <p role="status" className="mt-4 border-l-4 border-slate-600 bg-slate-50 p-3 font-semibold">
          {t(key)}
        </p>
      ) : null}
    </>
  );
}

/** Step two: the clinics, nearest first, each with its free times as radio buttons. */
export function SlotResults({
  results,
  search,
  constraint,
  lastResult,
  carry,
  submitLabel,
}: {
  results: SlotResultsView;
  search: Record<string, string | undefined>;
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  carry: Carry;
  submitLabel: string;
}) {
  const { t, i18n } = useTranslation("patient");
  const locale = i18n.language;
  const [form, fields] = useAppForm<typeof bookSchema>({
    id: "slot-book",
    constraint,
    lastResult,
  });
  const slotError = fields.slot.errors?.[0];
  const firstRadioId = results.clinics[0]?.slots[0] ? `slot-${results.clinics[0].id}-0` : undefined;
  const searchCarry: Carry = Object.fromEntries(
    Object.entries(search).filter((entry): entry is [string, string] => !!entry[1]),
  );
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <h2 id="results-heading" className="text-xl font-bold">
        {t("schedule.resultsHeading")}
      </h2>
      <ResultsNotice results={results} search={search} />
      {results.clinics.length > 0 ? (
        <>
          <p className="mt-1 text-slate-700">
            {t("schedule.resultsIntro", { n: results.clinicsFound ?? results.clinics.length })}
          </p>
          <div className="mt-4">
            <ErrorSummary
              id="book-errors"
              errors={summarizeForm(
                form,
                [fields.slot],
                firstRadioId ? { [fields.slot.id]: firstRadioId } : {},
              )}
            />
          </div>
          <Form method="post" {...getFormProps(form)} noValidate>
            <Hidden carry={{ ...carry, ...searchCarry }} />
            <FieldError id={fields.slot.errorId} message={slotError} />
            <ol className="space-y-4">
              {results.clinics.map((clinic) => (
                <li key={clinic.id} className="rounded border-2 border-slate-300 p-4">
                  <h3 id={`clinic-${clinic.id}`} className="text-lg font-bold">
                    {clinic.name}
                  </h3>
                  <p className="text-slate-700">{clinic.address}</p>
                  {clinic.roundedMiles !== null ? (
                    <p className="font-semibold">
                      {t("schedule.distance", {
                        distance: formatDistance(clinic.roundedMiles, "mile", locale),
                      })}
                    </p>
                  ) : null}
                  <fieldset className="mt-3" aria-describedby={slotError ? fields.slot.errorId : undefined}>
                    <legend className="font-semibold">
                      {t("schedule.timesAt", {
                        clinic: clinic.name,
                        zone: zoneAbbreviation(clinic.slots[0]!.start, clinic.timeZone, locale),
                      })}
                    </legend>
                    <div className="mt-2 grid grid-cols-2 gap-2 min-[400px]:grid-cols-3">
                      {clinic.slots.map((slot, index) => {
                        const id = `slot-${clinic.id}-${index}`;
                        return (
                          <div
                            key={slot.value}
                            className="flex min-h-touch items-center gap-2 rounded border-2 border-slate-300 px-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                          >
                            <input
                              id={id}
                              type="radio"
                              name={fields.slot.name}
                              form={form.id}
                              value={slot.value}
                              // A refused booking comes back with the time still chosen.
                              defaultChecked={fields.slot.initialValue === slot.value}
                              aria-invalid={slotError ? true : undefined}
                              className="h-6 w-6 shrink-0 border-2 border-slate-700 focus:ring-4 focus:ring-amber-400"
                            />
                            <label htmlFor={id} className="flex-1 py-1 leading-tight">
                              <span className="block font-semibold">
                                {formatTime(slot.start, clinic.timeZone, locale)}
                              </span>
                              <span className="block text-xs text-slate-700">
                                {t("schedule.placesLeft", { count: slot.remaining })}
                              </span>
                            </label>
                          </div>
                        );
                      })}
                    </div>
                  </fieldset>
                  {/* One button per clinic: on a phone it is right under the times just chosen. */}
                  <SubmitButton intent="book" className="mt-3 w-full sm:w-auto">
                    {submitLabel}
                    <span className="sr-only">: {clinic.name}</span>
                  </SubmitButton>
                </li>
              ))}
            </ol>
          </Form>
          {/* GET links that keep the search: the next clinics without JavaScript too. */}
          <Pagination
            page={results.page ?? 0}
            totalPages={results.totalPages ?? 1}
            label={t("schedule.clinicPages")}
          />
        </>
      ) : null}
    </section>
  );
}
