import { formatDisplayDate } from "~/domain/format";
import type { SlotChoice } from "~/domain/patient-booking";
import { encodeSlot, isSameBooking } from "~/domain/patient-booking";
import type { LatLng } from "~/domain/slot-filters";
import { isLatLng, openSlots, roundedUpMiles, searchClinics } from "~/domain/slot-filters";
import type { TestingType } from "~/domain/vaccine-lanes";
import {
  isJohnsonAndJohnson,
  lanesForTestingType,
  manufacturersFor,
  testingTypesFor,
} from "~/domain/vaccine-lanes";
import { slotSearchSchema } from "~/domain/slot-schemas";
import type { UpstreamClient, UpstreamFailure } from "./client.server";
import type { ClinicLane } from "./clinics.server";
import { getClinicLanes, getOpenDays } from "./clinics.server";
import type { RegistrationPass, Task } from "./tasks.server";
import { bookAppointment, bookFirstAppointment, checkSlotOpen } from "./tasks.server";

/** The slot search and booking flow shared by the patient area and the registration. */

export interface SlotSearchQuery {
  testingType: TestingType;
  manufacture: string;
  organizationId: string;
  /** yyyy-MM-dd */
  date: string;
  zip?: string;
  miles?: number;
  /** 0-based page of clinics. */
  page?: number;
}

export interface SlotOption {
  value: string;
  start: string;
  remaining: number;
  manufacturer: string | null;
}

export interface ClinicResult {
  id: string;
  name: string;
  address: string;
  zipcode: string | null;
  timeZone: string;
  roundedMiles: number | null;
  slots: SlotOption[];
}

export type SlotSearchOutcome =
  | {
      ok: true;
      clinics: ClinicResult[];
      lanesFound: number;
      lanesForType: number;
      originKnown: boolean;
      /** 0-based; an upstream that does not page answers one page. */
      page: number;
      totalPages: number;
      /** Clinics the search found across its pages. */
      clinicsFound: number;
    }
  | { ok: false; failure: UpstreamFailure };

/** At most this many clinics are listed (nearest first). */
export const MAX_CLINICS = 10;

/**
 * Clinics a page asks the upstream for: each lists its whole day of times, so on a phone five are
 * already several screens.
 */
export const CLINICS_PER_PAGE = 5;

function printedAddress(address: ClinicLane["clinic"]["address"]): string {
  if (!address) return "";
  return [address.address1, address.address2, address.city, address.state, address.zipcode]
    .filter(Boolean)
    .join(", ");
}

export async function searchSlots(
  client: UpstreamClient,
  query: SlotSearchQuery,
  options: {
    targetPatientId?: string;
    origin?: LatLng | null;
    /** Where distances are from when the patient's home has no coordinates (the patient's ZIP). */
    originZip?: string | null;
    anonymous?: boolean;
    now?: Date;
    defaultTimeZone: string;
  },
): Promise<SlotSearchOutcome> {
  const origin = options.origin && isLatLng(options.origin) ? options.origin : null;
  const page = query.page ?? 0;
  // The upstream orders, filters and pages the clinics (issue 38 §5): the app never holds them all.
  const result = await getClinicLanes(
    client,
    query.organizationId,
    {
      date: formatDisplayDate(query.date),
      vaccine: query.testingType,
      manufacture: query.manufacture,
      targetPatientId: options.targetPatientId,
      lat: origin?.lat,
      lng: origin?.lng,
      originZip: origin ? undefined : (query.zip ?? options.originZip ?? undefined),
      zip: query.zip,
      miles: origin ? query.miles : undefined,
      page,
      size: CLINICS_PER_PAGE,
    },
    { anonymous: options.anonymous },
  );
  if (!result.ok) return { ok: false, failure: result };
  const total = result.data.find((lane) => typeof lane.clinicsTotal === "number")?.clinicsTotal;
  const paged = typeof total === "number";
  const now = options.now ?? new Date();
  const lanes = lanesForTestingType(result.data, query.testingType).filter(
    (lane) => !lane.status || lane.status === "ACTIVE",
  );
  const byClinic = new Map<string, { clinic: ClinicLane["clinic"]; lanes: ClinicLane[] }>();
  for (const lane of lanes) {
    const entry = byClinic.get(lane.clinic.id) ?? { clinic: lane.clinic, lanes: [] };
    entry.lanes.push(lane);
    byClinic.set(lane.clinic.id, entry);
  }
  const candidates = [...byClinic.values()].map(({ clinic, lanes: clinicLanes }) => {
    const lat = clinic.address?.gpsLatitude;
    const lng = clinic.address?.gpsLongitude;
    const location = typeof lat === "number" && typeof lng === "number" ? { lat, lng } : null;
    return {
      id: clinic.id,
      name: clinic.name,
      zipcode: clinic.address?.zipcode ?? null,
      location,
      clinic,
      lanes: clinicLanes,
    };
  });
  // An upstream that predates paging answers every clinic unordered: filtered and ordered here as before.
  const found = paged
    ? candidates.map((candidate) => {
        const miles = candidate.clinic.distanceMiles;
        return { ...candidate, roundedMiles: typeof miles === "number" ? roundedUpMiles(miles) : null };
      })
    : searchClinics(candidates, { origin, zip: query.zip, maxMiles: origin ? query.miles : null });
  const clinics: ClinicResult[] = [];
  for (const candidate of found) {
    const timeZone = candidate.clinic.timeZone ?? options.defaultTimeZone;
    const slots = candidate.lanes
      .flatMap((lane) =>
        openSlots(lane, timeZone, now).map((slot) => ({
          value: encodeSlot({ laneId: lane.id, clinicId: candidate.id, start: slot.start }),
          start: slot.start,
          remaining: slot.remaining,
          manufacturer: lane.manufacturer ?? null,
        })),
      )
      .sort((a, b) => a.start.localeCompare(b.start) || a.value.localeCompare(b.value));
    if (slots.length === 0) continue;
    clinics.push({
      id: candidate.id,
      name: candidate.name,
      address: printedAddress(candidate.clinic.address),
      zipcode: candidate.zipcode,
      timeZone,
      roundedMiles: candidate.roundedMiles,
      slots,
    });
    if (!paged && clinics.length >= MAX_CLINICS) break;
  }
  return {
    ok: true,
    clinics,
    lanesFound: result.data.length,
    lanesForType: lanes.length,
    originKnown: origin !== null,
    page: paged ? page : 0,
    totalPages: paged ? Math.max(1, Math.ceil(total / CLINICS_PER_PAGE)) : 1,
    // Across every page: "Clinics found" counts what the search found, not what this page shows.
    clinicsFound: paged ? total : clinics.length,
  };
}

/** yyyy-MM-dd days from the open-days call (MM/dd/yyyy); nothing when it fails. */
export async function openDays(
  client: UpstreamClient,
  organizationId: string,
  query: { targetPatientId?: string; taskId?: string; vaccineType?: string },
  options: { anonymous?: boolean } = {},
): Promise<string[]> {
  const result = await getOpenDays(client, organizationId, query, options);
  if (!result.ok) return [];
  return result.data
    .map((day) => {
      const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(day);
      return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
    })
    .filter((day): day is string => day !== null);
}

export type BookingOutcome =
  | { kind: "booked"; task: Task }
  | { kind: "unchanged" }
  | { kind: "taken" }
  | { kind: "failed"; failure: UpstreamFailure };

/**
 * Books a slot. An existing task (reschedule, or an unbooked appointment) goes through
 * bookAppointment/mini, skipped when nothing would change; otherwise a first appointment is booked
 * for the patient after checking the slot is still open.
 */
export async function bookSlot(
  client: UpstreamClient,
  input: {
    slot: SlotChoice;
    patientId: string;
    task?: Task | null;
    serviceTypeId?: string;
    pass?: RegistrationPass;
  },
): Promise<BookingOutcome> {
  const { slot } = input;
  const booking = { locationId: slot.clinicId, dueDate: slot.start, clinicAppointmentId: slot.laneId };
  if (input.task) {
    if (isSameBooking(input.task, slot)) return { kind: "unchanged" };
    const result = await bookAppointment(
      client,
      { ...booking, id: input.task.id, patientId: input.task.patientId ?? input.patientId },
      input.pass,
    );
    if (result.ok) return { kind: "booked", task: result.data };
    if (result.kind === "conflict") return { kind: "taken" };
    return { kind: "failed", failure: result };
  }
  const open = await checkSlotOpen(client, booking, input.pass);
  if (!open.ok) return { kind: "failed", failure: open };
  if (!open.data.open) return { kind: "taken" };
  const result = await bookFirstAppointment(
    client,
    { ...booking, id: input.patientId, serviceTypeId: input.serviceTypeId },
    input.pass,
  );
  if (result.ok) return { kind: "booked", task: result.data };
  if (result.kind === "conflict") return { kind: "taken" };
  return { kind: "failed", failure: result };
}

// ---- the search in the URL ----------------------------------------------------------------------

export const SEARCH_KEYS = [
  "testingType",
  "manufacture",
  "organizationId",
  "date",
  "zip",
  "miles",
  "page",
] as const;
export type SearchValues = Partial<Record<(typeof SEARCH_KEYS)[number], string>>;

/** The search as the URL holds it (after a valid search the action redirects there). */
export function searchValuesOf(params: URLSearchParams): SearchValues {
  const values: SearchValues = {};
  for (const key of SEARCH_KEYS) {
    const value = params.get(key)?.trim();
    if (value) values[key] = value.slice(0, 100);
  }
  return values;
}

/** A complete, valid search, or null. */
export function parseSearch(values: SearchValues): SlotSearchQuery | null {
  const parsed = slotSearchSchema.safeParse(values);
  if (!parsed.success) return null;
  const { miles, zip, ...rest } = parsed.data;
  // A page that is not a whole number is the first page, never an error.
  const page = /^\d{1,6}$/.test(values.page ?? "") ? Number(values.page) : 0;
  return { ...rest, zip: zip || undefined, miles: miles ? Number(miles) : undefined, page };
}

/** The URL of the page with these carried values and this search. */
export function searchUrl(
  pathname: string,
  carry: Record<string, string | undefined>,
  search: SearchValues,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(carry)) if (value) params.set(key, value);
  for (const key of SEARCH_KEYS) if (search[key]) params.set(key, search[key]!);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** What the results section shows, Johnson&Johnson's exclusion for rounds 2 and 3 called out. */
export function resultsView(outcome: Extract<SlotSearchOutcome, { ok: true }>, query: SlotSearchQuery) {
  return {
    clinics: outcome.clinics,
    lanesFound: outcome.lanesFound,
    lanesForType: outcome.lanesForType,
    originKnown: outcome.originKnown,
    page: outcome.page,
    totalPages: outcome.totalPages,
    excludedJohnsonAndJohnson:
      (query.testingType === "2" || query.testingType === "3") &&
      isJohnsonAndJohnson(query.manufacture) &&
      outcome.lanesFound > 0 &&
      outcome.lanesForType === 0,
  };
}

// ---- what a booking page shows ------------------------------------------------------------------

/** The patient's home as the search's origin, when their address has both coordinates. */
export function originOf(
  address: { gpsLatitude?: number | null; gpsLongitude?: number | null } | null | undefined,
): LatLng | null {
  const lat = address?.gpsLatitude;
  const lng = address?.gpsLongitude;
  return typeof lat === "number" && typeof lng === "number" ? { lat, lng } : null;
}

/** The testing types a service offers and the manufacturers any of them may use. */
export function searchChoices(vaccineType: string | null | undefined) {
  const testingTypes = testingTypesFor(vaccineType);
  const manufacturers = manufacturersFor(null).filter((m) =>
    testingTypes.some((type) => manufacturersFor(type).includes(m)),
  );
  return { testingTypes, manufacturers };
}

/** A complete search's results, or that the search failed (the page still renders its form). */
export async function slotResults(
  client: UpstreamClient,
  query: SlotSearchQuery | null,
  options: Parameters<typeof searchSlots>[2],
) {
  if (!query) return { results: null, resultsFailed: false };
  const outcome = await searchSlots(client, query, options);
  return outcome.ok
    ? { results: resultsView(outcome, query), resultsFailed: false }
    : { results: null, resultsFailed: true };
}
