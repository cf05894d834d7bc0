import { isOrganizationType, type OrganizationType } from "@contract/vocabulary";
import type { ImageRule } from "./image-rules";

/**
 * Organizations as the edit pages know them (spec part 2 §3, part 1 §3): the thirteen types, the
 * approval statuses, the clinic's inventory types, paths. Pure data and rules.
 */

/** The organization types (spec part 2 §3), as the upstream spells them: the vocabulary's. */
export { ORGANIZATION_TYPES, isOrganizationType, type OrganizationType } from "@contract/vocabulary";

/** A `?type=` value when it is one of the types, otherwise null (no filter). */
export function organizationTypeFrom(value: string | null): OrganizationType | null {
  return isOrganizationType(value) ? value : null;
}

/** The i18n key part of a type: "PROVIDER COMPANY" → "PROVIDER_COMPANY" (keys have no spaces). */
export function typeKey(type: string): string {
  return type.replace(/\s+/g, "_");
}

/** The translation key of a type's label; callers pass the type itself as the default value. */
export function typeLabelKey(type: string): string {
  return `organizations:types.${typeKey(type)}`;
}

/** A clinic's stock: flu vaccine or COVID-19 (part 2 §5: none counts as COVID). */
export const INVENTORY_TYPES = ["COVID", "Flu"] as const;

/** The approval statuses the custom status shows (part 1 §4). */
export { APPROVAL_STATUSES, isApprovalStatus, type ApprovalStatus } from "@contract/vocabulary";

/** The translation key of an approval status's words; callers pass the status as the default value. */
export function approvalStatusLabelKey(status: string): string {
  return `organizations:statuses.${typeKey(status)}`;
}

/** A clinic id a clinic is known by outside the product: letters, digits and hyphens. */
export const CLINIC_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,19}$/;

/** The path of an organization's page, or one of its pages below it, escaping every segment. */
export function organizationPath(orgId: string, ...rest: string[]): string {
  return [`/provider/organizations/${encodeURIComponent(orgId)}`, ...rest.map(encodeURIComponent)].join("/");
}

/**
 * Where the app serves an organization's picture, or null without one. The upload time makes a
 * new picture a new address, so a served one can be cached for good.
 */
export function organizationPictureSrc(
  orgId: string,
  image: { uploadedAt?: string | null } | null | undefined,
): string | null {
  if (!image) return null;
  const version = image.uploadedAt ? Date.parse(image.uploadedAt) : NaN;
  const path = organizationPath(orgId, "picture", "image");
  return Number.isFinite(version) ? `${path}?v=${version}` : path;
}

/** Coordinates as the form carries them: a number in range, or null. */
export function coordinate(value: unknown, limit: 90 | 180): number | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** Where an organization is, with a link to see it on a map. */
export interface Coordinates {
  latitude: number;
  longitude: number;
  mapHref: string;
}

/** An OpenStreetMap link that opens the coordinates with a marker. */
export function mapLink(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/** The one-line address the geocoder is asked about (part 1 §3: parts joined by commas). */
export function addressQuery(parts: {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
  country?: string | null;
}): string {
  const stateZip = [parts.state, parts.zipcode].filter((p) => p && p.trim()).join(" ");
  return [parts.address1, parts.city, stateZip, parts.country]
    .map((p) => (p ?? "").trim())
    .filter(Boolean)
    .join(", ");
}

/** An organization's picture: shown small beside its name, so modest sizes (decision 030). */
export const ORGANIZATION_PICTURE_RULE = {
  types: ["png", "jpeg", "webp"],
  maxBytes: 2 * 1024 * 1024,
  minWidth: 100,
  minHeight: 100,
  maxWidth: 4000,
  maxHeight: 4000,
} as const satisfies ImageRule;
