/**
 * Public service types as patients see them (spec part 2 §5): a service marked free in its
 * attributes shows price 0, keeping the original as the non-discounted price.
 */

export interface ServiceLike {
  price?: string | number | null;
  free?: boolean | null;
  attributes?: { free?: boolean | string | null } | null;
}

export interface DisplayPrice {
  /** Decimal string to show. */
  price: string;
  /** The non-discounted price, struck through; null when nothing is discounted. */
  originalPrice: string | null;
  free: boolean;
}

function decimal(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n.toFixed(2) : null;
}

export function isFreeService(service: ServiceLike): boolean {
  const flag = service.attributes?.free;
  return flag === true || flag === "true" || service.free === true;
}

export function displayPrice(service: ServiceLike): DisplayPrice {
  const original = decimal(service.price);
  if (isFreeService(service)) {
    return { price: "0.00", originalPrice: original && Number(original) > 0 ? original : null, free: true };
  }
  return { price: original ?? "0.00", originalPrice: null, free: false };
}

/**
 * The Daily Assessment service type (spec part 2 §9: id 28). It is a questionnaire the patient
 * answers each day, not a visit: its card leads to the daily assessments, never to booking a slot.
 */
export const DAILY_ASSESSMENT_SERVICE_TYPE_ID = "28";

export function isDailyAssessmentService(service: { id: string | number }): boolean {
  return String(service.id) === DAILY_ASSESSMENT_SERVICE_TYPE_ID;
}
