import { distanceMiles, isLatLng, roundedUpMiles, type LatLng } from "@contract/distances";
import { DEFAULT_HOURS, effectiveWeek, hoursOn } from "../clinic-setup/schedule-routes";
import { placeOfZip } from "../gazetteer";
import { invalid, str } from "../http";
import { openSlots } from "../patient-area/slots";
import type { Store } from "../store";
import { zonedDate } from "../time";
import type { Lane, Organization } from "../types";

/**
 * The public clinic finder (`GET /api/organizations/publicClinics/web` and `web/next`; issue 40
 * item 5). The spec names the calls and nothing else, so the rules are ours (README "Public clinic
 * finder"): every network's clinics that are open and confirmed, nearest first from a ZIP code the
 * gazetteer places (or a latitude and longitude), with their hours today and the first slot still
 * open in the next four weeks.
 */

/** How far ahead a clinic's next open slot, and the services it offers, are looked for. */
export const PUBLIC_CLINIC_HORIZON_DAYS = 28;
export const PUBLIC_CLINIC_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;
const DAY_MS = 86_400_000;

/** A clinic the public may find: a clinic, open, and confirmed by the operator (an unconfirmed one is not yet taking patients). */
export function isPublicClinic(org: Organization): boolean {
  return org.type === "CLINIC" && org.isOpen && org.approvalStatus === "CONFIRMED";
}

export interface PublicClinicQuery {
  origin: LatLng;
  serviceTypeId: number | null;
  miles: number | null;
  page: number;
  size: number;
}

/** The search a request names, or the 422 that says what is wrong with it. */
export function readPublicClinicQuery(query: Record<string, unknown>, page: number): PublicClinicQuery {
  const lat = Number(str(query.lat) ?? NaN);
  const lng = Number(str(query.lng) ?? NaN);
  const zip = str(query.zip)?.trim();
  let origin: LatLng | null = null;
  if (isLatLng({ lat, lng })) origin = { lat, lng };
  else if (zip) {
    if (!/^\d{5}(-\d{4})?$/.test(zip)) invalid([{ field: "zip", message: "zip must be a 5-digit ZIP code" }]);
    origin = placeOfZip(zip);
    if (!origin) invalid([{ field: "zip", message: "Unknown ZIP code" }]);
  } else invalid([{ field: "zip", message: "zip (or lat and lng) is required" }]);

  const service = str(query.serviceTypeId)?.trim();
  const serviceTypeId = service ? Number(service) : null;
  if (serviceTypeId !== null && !Number.isSafeInteger(serviceTypeId))
    invalid([{ field: "serviceTypeId", message: "Unknown service type" }]);
  const milesText = str(query.miles);
  const miles = milesText === undefined ? null : Number(milesText);
  if (miles !== null && !(Number.isFinite(miles) && miles > 0))
    invalid([{ field: "miles", message: "miles must be a positive number" }]);
  const sizeText = str(query.size);
  const size =
    sizeText === undefined
      ? PUBLIC_CLINIC_PAGE_SIZE
      : Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(Number(sizeText)) || PUBLIC_CLINIC_PAGE_SIZE));
  return { origin: origin!, serviceTypeId, miles, page, size };
}

/** The weekly hours the clinic keeps (its own, an ancestor's, or the default every day). */
function weekOf(store: Store, clinicId: string) {
  const { week, from } = effectiveWeek(store, clinicId);
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    if (!from) return { weekday, ...DEFAULT_HOURS };
    const day = week.find((d) => d.weekday === weekday);
    return { weekday, open: day?.open ?? null, close: day?.close ?? null };
  });
}

/** The first slot still open at the clinic (of the service), skipping signed-off days. */
function nextOpenSlot(store: Store, clinic: Organization, lanes: Lane[], now: number): string | null {
  for (const lane of lanes) {
    if (store.clinicSetup.signOff(clinic.id, zonedDate(new Date(lane.startDate), clinic.timeZone))) continue;
    const open = openSlots(store.tasks, lane, now);
    if (open.length > 0) return open[0]!;
  }
  return null;
}

/** One page of the search, as a Spring page of public clinics. */
export function publicClinicPage(
  store: Store,
  query: PublicClinicQuery,
  language: string | undefined,
  now = Date.now(),
) {
  const from = new Date(now).toISOString();
  const to = new Date(now + PUBLIC_CLINIC_HORIZON_DAYS * DAY_MS).toISOString();
  let candidates = store.organizations
    .all()
    .filter(isPublicClinic)
    .map((clinic) => {
      const at = { lat: clinic.address?.gpsLatitude, lng: clinic.address?.gpsLongitude };
      return { clinic, miles: isLatLng(at) ? distanceMiles(query.origin, at) : null };
    })
    .filter(({ miles }) => query.miles === null || (miles !== null && miles <= query.miles));
  if (query.serviceTypeId !== null) {
    const offering = store.lanes.clinicsOffering(
      candidates.map(({ clinic }) => clinic.id),
      query.serviceTypeId,
      from,
      to,
    );
    candidates = candidates.filter(({ clinic }) => offering.has(clinic.id));
  }
  // Whole miles as shown, then name, then id: a stable order, so pages never overlap.
  const rounded = (miles: number | null) => (miles === null ? Infinity : roundedUpMiles(miles));
  candidates.sort(
    (a, b) =>
      rounded(a.miles) - rounded(b.miles) ||
      a.clinic.name.localeCompare(b.clinic.name) ||
      a.clinic.id.localeCompare(b.clinic.id),
  );
  const onPage = candidates.slice(query.page * query.size, (query.page + 1) * query.size);

  const lanesOf = new Map<string, Lane[]>();
  for (const lane of store.lanes.ofClinics(
    onPage.map(({ clinic }) => clinic.id),
    new Date(now - DAY_MS).toISOString(),
    to,
  )) {
    if (lane.status !== "ACTIVE" || Date.parse(lane.endDate) <= now) continue;
    lanesOf.set(lane.clinicId, [...(lanesOf.get(lane.clinicId) ?? []), lane]);
  }
  const services = new Map(store.patientArea.serviceTypes().map((s) => [s.id, s]));
  const serviceName = (id: number) => {
    const service = services.get(id);
    return service ? (language && service.translations[language]?.name) || service.name : null;
  };

  const content = onPage.map(({ clinic, miles }) => {
    const lanes = lanesOf.get(clinic.id) ?? [];
    const today = zonedDate(new Date(now), clinic.timeZone);
    const offered = [...new Set(lanes.map((lane) => lane.serviceTypeId))]
      .sort((a, b) => a - b)
      .flatMap((id) => {
        const name = serviceName(id);
        return name ? [{ id: String(id), name }] : [];
      });
    const searched =
      query.serviceTypeId === null
        ? lanes
        : lanes.filter((lane) => lane.serviceTypeId === query.serviceTypeId);
    return {
      id: clinic.id,
      name: clinic.name,
      timeZone: clinic.timeZone,
      address: clinic.address,
      distanceMiles: miles,
      today,
      hoursToday: hoursOn(store, clinic.id, today),
      hoursOfOperation: weekOf(store, clinic.id),
      nextOpenSlot: nextOpenSlot(store, clinic, searched, now),
      services: offered,
    };
  });
  return {
    content,
    totalElements: candidates.length,
    totalPages: Math.ceil(candidates.length / query.size),
    number: query.page,
    size: query.size,
  };
}
