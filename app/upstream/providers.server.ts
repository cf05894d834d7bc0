import { z } from "zod";
import type { ProviderForm } from "~/domain/provider-schemas";
import type { UpstreamClient, UpstreamResult } from "./client.server";
import { listOf } from "./code-lists.server";
import { pageOf } from "./organizations.server";
import { ProviderCache } from "./provider-cache.server";
import { upstreamId, upstreamInstant } from "./schemas.server";

/** Providers (spec part 2 §7 "Providers", decision 038): the performers' list and profiles. */

export const providerSchema = z
  .object({
    id: upstreamId,
    name: z.string(),
    organizationId: upstreamId,
    organizationName: z.string().nullish(),
    specialties: z
      .array(z.string())
      .nullish()
      .transform((value) => value ?? []),
    licenceType: z.string().nullish(),
    npi: z.string().nullish(),
    isAccount: z.boolean().nullish(),
    photo: z.object({ uploadedAt: upstreamInstant }).passthrough().nullish(),
  })
  .passthrough();
export type Provider = z.output<typeof providerSchema>;

const enc = encodeURIComponent;

export interface ProviderSearch {
  organizationId: string;
  name?: string;
  specialty?: string;
  serviceTypeId?: string;
  page: number;
  size: number;
}

/**
 * The organization tree's providers matching the search, a page at a time: GET /api/performers,
 * or, with a service type, the documented GET /api/performers/serviceProviders (spec part 2 §7)
 * with the same search and page (decision 038's addendum). A backend that answers that call with
 * its plain array gives one page of everything it matched: the app never filters or pages it.
 */
export function listProviders(client: UpstreamClient, search: ProviderSearch) {
  if (search.serviceTypeId)
    return client.call("/api/performers/serviceProviders", {
      query: { ...search },
      schema: listOf(providerSchema),
    });
  return client.call("/api/performers", { query: { ...search }, schema: pageOf(providerSchema) });
}

/** The specialties a profile chooses from: the master data's (decision 034), by name. */
export function listSpecialties(client: UpstreamClient) {
  return client.call("/api/specialties", {
    query: { page: 0, size: 100 },
    schema: pageOf(z.object({ id: upstreamId, name: z.string() }).passthrough()),
  });
}

let cache: ProviderCache<Provider> | undefined;
let cacheTtl: number | undefined;

/** This instance's cache, made with the configured time the first time it is asked for. */
function providerCache(ttlMs: number) {
  if (!cache || cacheTtl !== ttlMs) {
    cache = new ProviderCache<Provider>(ttlMs);
    cacheTtl = ttlMs;
  }
  return cache;
}

/** Between tests: each starts with an empty cache. */
export function resetProviderCacheForTests() {
  cache = undefined;
}

/** GET /api/performers/{id}, through the provider cache (spec part 2 §9). */
export async function getProvider(
  client: UpstreamClient,
  id: string,
  ttlMs: number,
): Promise<UpstreamResult<Provider>> {
  const known = providerCache(ttlMs).get(id);
  if (known) return { ok: true, status: 200, data: known };
  const result = await client.call(`/api/performers/${enc(id)}`, { schema: providerSchema });
  if (result.ok) providerCache(ttlMs).set(id, result.data);
  return result;
}

/** Drops a provider the app has just changed, so this instance's next look-up reads it again. */
export function forgetProvider(id: string) {
  cache?.invalidate(id);
}

const bodyOf = (form: ProviderForm) => ({
  name: form.name,
  licenceType: form.licenceType,
  npi: form.npi || null,
  specialties: form.specialties,
});

export function createProvider(client: UpstreamClient, organizationId: string, form: ProviderForm) {
  return client.call("/api/performers", {
    method: "POST",
    json: { ...bodyOf(form), organizationId },
    schema: providerSchema,
  });
}

export async function updateProvider(client: UpstreamClient, id: string, form: ProviderForm) {
  const result = await client.call(`/api/performers/profile/${enc(id)}`, {
    method: "PUT",
    json: bodyOf(form),
    schema: providerSchema,
  });
  forgetProvider(id);
  return result;
}

export async function deleteProvider(client: UpstreamClient, id: string) {
  const result = await client.call(`/api/performers/${enc(id)}`, { method: "DELETE" });
  forgetProvider(id);
  return result;
}

export async function deleteProviderPhoto(client: UpstreamClient, id: string) {
  const result = await client.call(`/api/performers/${enc(id)}/picture`, { method: "DELETE" });
  forgetProvider(id);
  return result;
}

export const providerPhotoPath = (id: string) => `/api/performers/${enc(id)}/picture`;
