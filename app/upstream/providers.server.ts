import type { z } from "zod";
import { pathOf } from "@contract/call";
import { providerSchema, providers } from "@contract/providers";
import type { ProviderForm } from "~/domain/provider-schemas";
import type { UpstreamClient, UpstreamResult } from "./client.server";
import { ProviderCache } from "./provider-cache.server";

/** Providers (spec part 2 §7 "Providers", decision 038): the performers' list and profiles. */

export { providerSchema };
export type Provider = z.output<typeof providerSchema>;

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
  if (search.serviceTypeId) return client.invoke(providers.serviceProviders, { query: { ...search } });
  return client.invoke(providers.list, { query: { ...search } });
}

/** The specialties a profile chooses from: the master data's (decision 034), by name. */
export function listSpecialties(client: UpstreamClient) {
  return client.invoke(providers.specialties, { query: { page: 0, size: 100 } });
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
  const result = await client.invoke(providers.get, { params: { id } });
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
  return client.invoke(providers.create, { json: { ...bodyOf(form), organizationId } });
}

export async function updateProvider(client: UpstreamClient, id: string, form: ProviderForm) {
  const result = await client.invoke(providers.updateProfile, { params: { id }, json: bodyOf(form) });
  forgetProvider(id);
  return result;
}

export async function deleteProvider(client: UpstreamClient, id: string) {
  const result = await client.invoke(providers.remove, { params: { id } });
  forgetProvider(id);
  return result;
}

export async function deleteProviderPhoto(client: UpstreamClient, id: string) {
  const result = await client.invoke(providers.removePicture, { params: { id } });
  forgetProvider(id);
  return result;
}

export const providerPhotoPath = (id: string) => pathOf(providers.picture, { id });
