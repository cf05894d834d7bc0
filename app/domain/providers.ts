import type { CalendarView } from "./calendar";
import { addDays } from "./calendar";
import { isIsoDate } from "./lanes";
import type { ListSpec } from "./list-query";

/**
 * Providers (spec part 2 §3 "Performer/provider", §9): the licence types a profile takes, the
 * NPI's check digit, and the provider pages' paths. The reference upstream checks bodies with the
 * same rules (decision 038).
 */

/** The provider form's limits (decision 038), read by its schema and its hints. */
export const PROVIDER_NAME_MAX = 100;
export const PROVIDER_SPECIALTIES_MAX = 10;
export const PROVIDER_EMAIL_MAX = 254;

/** The licence types are the vocabulary's; the NPI's check digit is the contract's. */
export { LICENCE_TYPES, isLicenceType, type LicenceType } from "@contract/vocabulary";
export { isValidNpi } from "@contract/npi";

/** The key a licence type's label has in the providers namespace ("Physician MD" → physicianMd). */
export function licenceKey(type: string): string {
  return type
    .split(" ")
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join("");
}

export const PROVIDERS_PATH = "/provider/providers";

export type ProviderTab =
  "appointments" | "organization-appointments" | "patients" | "edit" | "photo" | "delete";

export function providerPath(id: string, tab?: ProviderTab): string {
  const base = `${PROVIDERS_PATH}/${encodeURIComponent(id)}`;
  return tab ? `${base}/${tab}` : base;
}

/**
 * The photo's address: changes with each upload (`v`), so a browser may keep it for good. Null
 * when there is none, and the page shows the empty image.
 */
export function providerPhotoSrc(
  id: string,
  photo: { uploadedAt: string } | null | undefined,
): string | null {
  return photo ? `${providerPath(id)}/photo/image?v=${encodeURIComponent(photo.uploadedAt)}` : null;
}

/** The providers list (spec part 2 §2): search by name, a specialty, a service type; 20 a page. */
export const PROVIDER_LIST: ListSpec = {
  id: "providers",
  filters: [
    { kind: "text", name: "name", max: 100, label: "providers:list.searchName" },
    {
      kind: "text",
      name: "specialty",
      max: 100,
      label: "providers:list.specialty",
      any: "providers:list.anySpecialty",
    },
    {
      kind: "choice",
      name: "serviceType",
      label: "providers:list.serviceType",
      any: "providers:list.anyServiceType",
    },
  ],
  pageSizes: [20, 50, 100],
};

/** The longest range a provider's appointments tab asks for (the upstream's calendar limit). */
export const RANGE_MAX_DAYS = 42;
/** The range shown when none is asked for: today and the six days after it. */
const RANGE_DEFAULT_DAYS = 7;

export interface DateRange {
  from: string;
  to: string;
  /** What was asked but could not be used: the default range is shown instead. */
  problem: "date" | "range" | "span" | null;
}

/** The `from` and `to` days (yyyy-mm-dd, both included) an appointments tab shows. */
export function readDateRange(search: URLSearchParams, today: string): DateRange {
  const fallback = { from: today, to: addDays(today, RANGE_DEFAULT_DAYS - 1) };
  const from = search.get("from");
  const to = search.get("to");
  if (!from && !to) return { ...fallback, problem: null };
  if (!isIsoDate(from) || !isIsoDate(to)) return { ...fallback, problem: "date" };
  if (to < from) return { ...fallback, problem: "range" };
  if (daysBetween(from, to) + 1 > RANGE_MAX_DAYS) return { ...fallback, problem: "span" };
  return { from, to, problem: null };
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** The calendar view that shows a range whole from its first day: a day, a week, or a month. */
export function calendarViewFor(range: { from: string; to: string }): CalendarView {
  const days = daysBetween(range.from, range.to) + 1;
  return days <= 1 ? "day" : days <= 7 ? "week" : "month";
}

/** A provider's patients with their metrics (`patients-with-metrics`): by name, 20 a page. */
export const PROVIDER_PATIENTS_LIST: ListSpec = {
  id: "providerPatients",
  filters: [{ kind: "text", name: "name", max: 100, label: "providers:patients.searchName" }],
  pageSizes: [20, 50, 100],
};
