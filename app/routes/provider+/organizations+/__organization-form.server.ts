import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { dateTimeFormat, timeZoneName } from "~/domain/format";
import { msg } from "~/domain/messages";
import {
  ORGANIZATION_FIELDS,
  ORGANIZATION_FIELD_MAP,
  clinicIdSchema,
  organizationBody,
  organizationFormSchema,
} from "~/domain/organization-schemas";
import {
  addressQuery,
  coordinate,
  mapLink,
  organizationPath,
  type Coordinates,
} from "~/domain/organizations";
import { US_TIME_ZONES, orderTimeZones, zoneCity } from "@contract/time-zones";
import { redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { treeChanged } from "~/session/organization-tree.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { geocode } from "~/upstream/geocoder.server";
import {
  createOrganization,
  updateClinicId,
  updateOrganization,
  type EditableOrganization,
} from "~/upstream/organization-admin.server";

/**
 * The organization form's server side (create and edit, decision 030): the choices it offers, its
 * values from a record, and its post: "Search address" (intent `search`) geocodes and comes back
 * with every typed value; "Save" creates or updates; "Update clinic id" (intent `clinicId`).
 */

export interface FormReply {
  /** The organization form's reply; absent when the clinic id form was sent. */
  result?: SubmissionResult<string[]>;
  coordinates: Coordinates | null;
  /** After a search: the place found, as the geocoder names it. */
  found?: string;
  clinicIdResult?: SubmissionResult<string[]>;
}

export function coordinatesOf(lat: unknown, lon: unknown): Coordinates | null {
  const latitude = coordinate(lat, 90);
  const longitude = coordinate(lon, 180);
  if (latitude === null || longitude === null) return null;
  return { latitude, longitude, mapHref: mapLink(latitude, longitude) };
}

/** Offset east of UTC in minutes on a fixed winter day (the ordering needs no daylight saving). */
function winterOffset(zone: string): number {
  const part = dateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(Date.UTC(2026, 0, 15))
    .find((p) => p.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(part ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** The US time zones in the spec's order, each named in the user's language ("Eastern Time — New York"). */
export function timeZoneOptions(locale: string) {
  return orderTimeZones(US_TIME_ZONES, winterOffset).map((zone) => ({
    value: zone,
    label: `${timeZoneName(zone, locale)} — ${zoneCity(zone)}`,
  }));
}

/** The departments to choose from: the organization's own and its parent's, once each. */
export function departmentOptions(...sources: Array<EditableOrganization | null | undefined>) {
  const seen = new Map<string, string>();
  for (const source of sources)
    for (const department of source?.departments ?? [])
      if (!seen.has(department.id)) seen.set(department.id, department.name);
  return [...seen].map(([value, label]) => ({ value, label }));
}

/** The form's values from a record (edit). */
export function defaultsOf(org: EditableOrganization) {
  return {
    name: org.name,
    shortName: org.shortName ?? "",
    type: org.type ?? "",
    employerId: org.employerId ?? "",
    businessLicenseNumber: org.businessLicenseNumber ?? "",
    country: org.address?.country ?? "United States",
    departments: (org.departments ?? []).map((d) => d.id),
    address1: org.address?.address1 ?? "",
    address2: org.address?.address2 ?? "",
    city: org.address?.city ?? "",
    state: org.address?.state ?? "",
    zipcode: org.address?.zipcode ?? "",
    isHeadquarter: org.isHeadquarter ? "on" : undefined,
    isOpen: org.isOpen ? "on" : undefined,
    timeZone: org.timeZone ?? "",
    vaccine: org.vaccine ?? "",
    inventoryType: org.inventoryType ?? "",
  };
}

async function searchAddress(context: RequestContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: organizationFormSchema });
  const value = (submission.payload ?? {}) as Record<string, unknown>;
  const field = (name: string) => (typeof value[name] === "string" ? (value[name] as string) : "");
  const found = await geocode(
    context.config,
    addressQuery({
      address1: field("address1"),
      city: field("city"),
      state: field("state"),
      zipcode: field("zipcode"),
      country: field("country"),
    }),
    context.locale,
  );
  if (found.kind !== "found") {
    const key =
      found.kind === "notFound" ? "organizations:address.notFound" : "organizations:address.searchFailed";
    return data<FormReply>({
      result: {
        status: "error",
        initialValue: value as Record<string, string>,
        error: { address1: [msg(key)] },
      },
      coordinates: coordinatesOf(value.gpsLatitude, value.gpsLongitude),
    });
  }
  const coordinates = coordinatesOf(found.latitude, found.longitude)!;
  return data<FormReply>({
    result: {
      initialValue: {
        ...(value as Record<string, string>),
        gpsLatitude: String(coordinates.latitude),
        gpsLongitude: String(coordinates.longitude),
      },
    },
    coordinates,
    found: found.displayName,
  });
}

/**
 * For `readKeepingForm` when the organization (or the parent) cannot be read before the post: the
 * reply reaches the form that was sent, with the message a failed save of it gives.
 */
export const keptOrganizationForm = {
  into: (result: SubmissionResult<string[]>, formData: FormData): FormReply =>
    formData.get("intent") === "clinicId"
      ? { coordinates: null, clinicIdResult: result }
      : { result, coordinates: coordinatesOf(formData.get("gpsLatitude"), formData.get("gpsLongitude")) },
  genericKey: "common:save.failed",
};

/** The organization form's post; `orgId` null creates under `parentId`. */
export async function organizationFormAction(
  request: Request,
  context: RequestContext,
  client: UpstreamClient,
  session: SessionData,
  target: { orgId: string | null; parentId: string | null; departments: ReadonlyMap<string, string> },
) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "search") return searchAddress(context, formData);
  if (intent === "clinicId" && target.orgId) return saveClinicId(context, client, target.orgId, formData);
  const coordinates = coordinatesOf(formData.get("gpsLatitude"), formData.get("gpsLongitude"));
  const submission = parseWithZod(formData, { schema: organizationFormSchema });
  if (submission.status !== "success")
    return data<FormReply>({ result: submission.reply(), coordinates }, { status: 400 });
  const body = organizationBody(submission.value, target.parentId, target.departments);
  const saved = target.orgId
    ? await updateOrganization(client, target.orgId, body)
    : await createOrganization(client, body);
  if (!saved.ok) {
    return data<FormReply>(
      {
        result: replyWithFailure(submission, saved, {
          fields: ORGANIZATION_FIELDS,
          fieldMap: ORGANIZATION_FIELD_MAP,
          genericKey: "common:save.failed",
        }),
        coordinates,
      },
      { status: statusForFailure(saved) },
    );
  }
  const id = target.orgId ?? (saved.data as { id: string }).id;
  if (!target.orgId) await treeChanged(context, session);
  return redirectWithFlash(context, organizationPath(id), {
    kind: "success",
    key: target.orgId ? "common:save.updated" : "organizations:flash.created",
  });
}

async function saveClinicId(
  context: RequestContext,
  client: UpstreamClient,
  orgId: string,
  formData: FormData,
) {
  const coordinates = null;
  const submission = parseWithZod(formData, { schema: clinicIdSchema });
  if (submission.status !== "success")
    return data<FormReply>({ coordinates, clinicIdResult: submission.reply() }, { status: 400 });
  const saved = await updateClinicId(client, orgId, submission.value.clinicId);
  if (!saved.ok) {
    return data<FormReply>(
      {
        coordinates,
        clinicIdResult: replyWithFailure(submission, saved, {
          fields: ["clinicId"],
          genericKey: "common:save.failed",
        }),
      },
      { status: statusForFailure(saved) },
    );
  }
  return redirectWithFlash(context, `${organizationPath(orgId)}/edit`, {
    kind: "success",
    key: "organizations:flash.clinicIdUpdated",
  });
}
