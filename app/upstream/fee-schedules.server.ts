import { z } from "zod";
import type { FeeScheduleCategory } from "~/domain/billing-params";
import { MODIFIERS } from "~/domain/code-lists/modifiers";
import { PAYERS } from "~/domain/code-lists/payers";
import { log } from "~/observability/logger.server";
import type { FieldError, UpstreamClient, UpstreamResult } from "./client.server";
import { decimal, listCodeItems, listOf } from "./code-lists.server";
import { upstreamId as id } from "./schemas.server";

/**
 * Fee schedules, plans, entries, CSV import and the import log (spec part 1 §7 "Fee schedules",
 * part 2 §7 "Fee schedules", "Payers and claims": GET /api/logs/import). Amounts are decimal
 * strings; a number from some other upstream is turned into its exact decimal text.
 */

/**
 * Who owns a billing record (decision 054): our extension, which the documented calls lack. null is
 * the network's; absent, the upstream does not say (and decides alone who may change it).
 */
export const owner = id.nullish();

export const feeScheduleSchema = z
  .object({
    id,
    name: z.string(),
    category: z.string().nullish(),
    description: z.string().nullish(),
    effectiveDate: z.string().nullish(),
    payerId: id.nullish(),
    payerName: z.string().nullish(),
    planCount: z.number().nullish(),
    entryCount: z.number().nullish(),
    ownerOrganizationId: owner,
  })
  .passthrough();
export type FeeSchedule = z.output<typeof feeScheduleSchema>;

export const importLogSchema = z
  .object({
    id,
    feeScheduleId: id.nullish(),
    fileName: z.string().nullish(),
    status: z.string(),
    totalRows: z.number().int().nonnegative().default(0),
    processedRows: z.number().int().nonnegative().default(0),
    importedRows: z.number().int().nonnegative().default(0),
    errors: z.array(z.object({ row: z.number().int(), message: z.string() }).passthrough()).default([]),
    createdAt: z.string().nullish(),
  })
  .passthrough();
export type ImportLog = z.output<typeof importLogSchema>;

export const overviewSchema = feeScheduleSchema
  .extend({ lastImport: importLogSchema.nullish() })
  .passthrough();

export const planSchema = z
  .object({
    id,
    feeScheduleId: id.nullish(),
    name: z.string(),
    description: z.string().nullish(),
    entryCount: z.number().nullish(),
    ownerOrganizationId: owner,
  })
  .passthrough();
export type Plan = z.output<typeof planSchema>;

export const entrySchema = z
  .object({
    id,
    planId: id.nullish(),
    planName: z.string().nullish(),
    procedureCode: z.string(),
    modifier: z.string().nullish(),
    amount: decimal,
    referencedFeeSchedulePlanId: id.nullish(),
    referencedFeeSchedulePlanName: z.string().nullish(),
    ownerOrganizationId: owner,
  })
  .passthrough();
export type Entry = z.output<typeof entrySchema>;

export const dependencySchema = z
  .object({
    canDelete: z.boolean().default(true),
    reason: z.string().nullish(),
    references: z
      .array(
        z.object({ type: z.string().nullish(), id: id.nullish(), name: z.string().nullish() }).passthrough(),
      )
      .default([]),
    referenceCount: z.number().int().nullish(),
    contains: z
      .object({ plans: z.number().int().nullish(), entries: z.number().int().nullish() })
      .passthrough()
      .default({}),
  })
  .passthrough();
export type Dependencies = z.output<typeof dependencySchema>;

const base = "/api/fee-schedules";
const enc = encodeURIComponent;

export interface ScheduleQuery {
  category?: string;
  name?: string;
  page: number;
  size: number;
  sort?: string;
}

export function listFeeSchedules(client: UpstreamClient, query: ScheduleQuery) {
  return client.call(base, { query: { ...query }, schema: listOf(feeScheduleSchema) });
}

export function getFeeSchedule(client: UpstreamClient, scheduleId: string) {
  return client.call(`${base}/${enc(scheduleId)}`, { schema: feeScheduleSchema });
}

export function getFeeScheduleOverview(client: UpstreamClient, scheduleId: string) {
  return client.call(`${base}/${enc(scheduleId)}/overview`, { schema: overviewSchema });
}

export function getScheduleEntries(client: UpstreamClient, scheduleId: string, page: number, size = 20) {
  return client.call(`${base}/${enc(scheduleId)}/entries`, {
    query: { page, size },
    schema: listOf(entrySchema),
  });
}

export function getScheduleDependencies(client: UpstreamClient, scheduleId: string) {
  return client.call(`${base}/${enc(scheduleId)}/dependencies`, { schema: dependencySchema });
}

export function getPlans(
  client: UpstreamClient,
  scheduleId: string,
  query: { page: number; size?: number; name?: string },
) {
  return client.call(`${base}/${enc(scheduleId)}/plans`, {
    query: { page: query.page, size: query.size ?? 20, name: query.name },
    schema: listOf(planSchema),
  });
}

/**
 * One plan of a schedule. The documented calls have no "plan by id", so this pages through the
 * schedule's plans (20 a page, as the spec sizes them) until it finds it.
 */
export async function findPlan(
  client: UpstreamClient,
  scheduleId: string,
  planId: string,
): Promise<UpstreamResult<Plan | null>> {
  for (let page = 0; page < 50; page++) {
    const result = await getPlans(client, scheduleId, { page, size: 20 });
    if (!result.ok) return result;
    const found = result.data.content.find((p) => p.id === planId);
    if (found) return { ok: true, status: 200, data: found };
    if (page >= result.data.totalPages - 1) break;
  }
  return { ok: true, status: 200, data: null };
}

/** Plan id → "Schedule – Plan" for every plan (spec part 1 §7 "fee schedules with plans"). */
export function getSchedulesWithPlans(client: UpstreamClient) {
  return client.call(`${base}/schedule-with-plans`, { schema: z.record(z.string(), z.string()) });
}

export interface EntryQuery {
  page: number;
  size: number;
  procedureCode?: string;
  modifier?: string;
  referencedFeeSchedule?: string;
}

export function getPlanEntries(client: UpstreamClient, planId: string, query: EntryQuery) {
  return client.call(`${base}/plan/${enc(planId)}/entries`, {
    query: { ...query },
    schema: listOf(entrySchema),
  });
}

/** The plan's entry for a procedure code and modifier, or null when there is none (404). */
export async function findPlanEntry(
  client: UpstreamClient,
  planId: string,
  procedureCode: string,
  modifier: string | null,
): Promise<UpstreamResult<Entry | null>> {
  const result = await client.call(`${base}/plan/${enc(planId)}/entry`, {
    query: { procedureCode, modifier: modifier ?? undefined },
    schema: entrySchema,
  });
  if (!result.ok && result.kind === "http" && result.status === 404)
    return { ok: true, status: 404, data: null };
  return result;
}

export function getPlanDependencies(client: UpstreamClient, planId: string) {
  return client.call(`${base}/plan/${enc(planId)}/dependencies`, { schema: dependencySchema });
}

export function getEntryDependencies(client: UpstreamClient, entryId: string) {
  return client.call(`${base}/entry/${enc(entryId)}/dependencies`, { schema: dependencySchema });
}

export interface FeeScheduleBody {
  name: string;
  category: FeeScheduleCategory;
  description: string;
  effectiveDate: string;
  payerId: string | null;
}

export function createFeeSchedule(client: UpstreamClient, body: FeeScheduleBody) {
  return client.call(`${base}/create-fee-schedules`, {
    method: "POST",
    json: body,
    schema: feeScheduleSchema,
  });
}

export function updateFeeSchedule(client: UpstreamClient, scheduleId: string, body: FeeScheduleBody) {
  return client.call(`${base}/${enc(scheduleId)}`, { method: "PUT", json: body });
}

export function deleteFeeSchedule(client: UpstreamClient, scheduleId: string) {
  return client.call(`${base}/${enc(scheduleId)}`, { method: "DELETE" });
}

export function createPlan(
  client: UpstreamClient,
  body: { feeScheduleId: string; name: string; description: string },
) {
  return client.call(`${base}/create-fee-schedule-plan`, { method: "POST", json: body, schema: planSchema });
}

export function updatePlan(
  client: UpstreamClient,
  planId: string,
  body: { feeScheduleId: string; name: string; description: string },
) {
  return client.call(`${base}/plan/${enc(planId)}`, { method: "PUT", json: body });
}

export function deletePlan(client: UpstreamClient, planId: string) {
  return client.call(`${base}/plan/${enc(planId)}`, { method: "DELETE" });
}

export interface EntryBody {
  planId: string;
  procedureCode: string;
  modifier: string | null;
  /** A decimal string, exactly as validated: "125.50". */
  amount: string;
  referencedFeeSchedulePlanId: string | null;
}

export function createEntry(client: UpstreamClient, body: EntryBody) {
  return client.call(`${base}/create-fee-schedule-entry`, {
    method: "POST",
    json: body,
    schema: entrySchema,
  });
}

export function updateEntry(client: UpstreamClient, entryId: string, body: EntryBody) {
  return client.call(`${base}/entry/${enc(entryId)}`, { method: "PUT", json: body });
}

export function deleteEntry(client: UpstreamClient, entryId: string) {
  return client.call(`${base}/entry/${enc(entryId)}`, { method: "DELETE" });
}

export function getImportLogs(
  client: UpstreamClient,
  query: { feeScheduleId?: string; id?: string; page?: number; size?: number },
) {
  return client.call("/api/logs/import", { query: { ...query }, schema: listOf(importLogSchema) });
}

export type StreamUploadOutcome<T> =
  | UpstreamResult<T>
  | { ok: false; kind: "tooLarge"; status: 413 }
  | { ok: false; kind: "unauthorized"; status: 401 };
export type UploadOutcome = StreamUploadOutcome<ImportLog>;

/**
 * POST /api/fee-schedules/{id}/upload/csv with the browser's multipart body streamed straight
 * through (same content type, same boundary): the file is never held whole in memory. A stream
 * cannot be sent twice, so a 401 is reported rather than retried.
 */
export function uploadFeeScheduleCsv(
  client: UpstreamClient,
  scheduleId: string,
  body: ReadableStream<Uint8Array>,
  contentType: string,
  tooLarge: () => boolean,
): Promise<UploadOutcome> {
  return streamUpload(client, `${base}/${enc(scheduleId)}/upload/csv`, importLogSchema, {
    body,
    contentType,
    tooLarge,
  });
}

/** A multipart body streamed to an upstream upload call, its answer read with `schema`. */
export async function streamUpload<S extends z.ZodTypeAny>(
  client: UpstreamClient,
  path: string,
  schema: S,
  {
    body,
    contentType,
    tooLarge,
  }: { body: ReadableStream<Uint8Array>; contentType: string; tooLarge: () => boolean },
): Promise<StreamUploadOutcome<z.output<S>>> {
  let response: Response;
  try {
    response = await client.fetch(path, {
      method: "POST",
      body,
      headers: { "Content-Type": contentType },
      duplex: "half",
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (tooLarge()) return { ok: false, kind: "tooLarge", status: 413 };
    const kind = (error as Error).name === "TimeoutError" ? "timeout" : "network";
    log.warn("upstream upload failed", { path, kind });
    return { ok: false, kind, status: kind === "timeout" ? 504 : 503 };
  }
  const text = await response.text().catch(() => "");
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (response.ok) {
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      log.error("upstream contract error", { method: "POST", path, status: response.status });
      return { ok: false, kind: "contract", status: 502 };
    }
    return { ok: true, status: response.status, data: parsed.data };
  }
  const errorBody = (json && typeof json === "object" ? json : {}) as {
    code?: unknown;
    message?: unknown;
    fieldErrors?: unknown;
  };
  const message = typeof errorBody.message === "string" ? errorBody.message.slice(0, 500) : undefined;
  if (response.status === 401 || response.status === 403)
    return { ok: false, kind: "unauthorized", status: 401 };
  if (response.status === 413) return { ok: false, kind: "tooLarge", status: 413 };
  if (response.status === 422 && Array.isArray(errorBody.fieldErrors)) {
    const fieldErrors = (errorBody.fieldErrors as FieldError[])
      .filter((e) => e && typeof e.message === "string")
      .map((e) => ({ field: String(e.field ?? ""), message: String(e.message).slice(0, 500) }));
    return { ok: false, kind: "validation", status: 422, fieldErrors, message };
  }
  if (response.status === 409) return { ok: false, kind: "conflict", status: 409, message };
  log.warn("upstream upload refused", { path, status: response.status });
  return {
    ok: false,
    kind: "http",
    status: response.status,
    message,
    code: typeof errorBody.code === "string" ? errorBody.code : undefined,
  };
}

// ---- what the billing forms read besides their record -------------------------------------------

/** An existing schedule with exactly this name (case-insensitive), or null; failures count as none. */
export async function findScheduleByName(client: UpstreamClient, name: string, exceptId?: string) {
  const result = await listFeeSchedules(client, { name, page: 0, size: 100 });
  if (!result.ok) return null;
  return (
    result.data.content.find(
      (f) => f.id !== exceptId && f.name.trim().toLowerCase() === name.trim().toLowerCase(),
    ) ?? null
  );
}

/** Payers for a select (the first 100 by name); the form still works without them. */
export async function payerOptions(client: UpstreamClient) {
  const result = await listCodeItems(client, PAYERS, { page: 0, size: 100 });
  return result.ok ? result.data.content.map((p) => ({ value: p.id, label: String(p.payerName) })) : [];
}

/** Options for the entry form: every modifier, and every plan except the entry's own. */
export async function entryFormOptions(client: UpstreamClient, planId: string) {
  const [modifiers, plans] = await Promise.all([
    listCodeItems(client, MODIFIERS, { page: 0, size: 200 }),
    getSchedulesWithPlans(client),
  ]);
  return {
    modifiers: modifiers.ok
      ? modifiers.data.content.map((m) => {
          const code = String(m.code);
          return { value: code, label: m.description ? `${code} – ${String(m.description)}` : code };
        })
      : [],
    plans: plans.ok
      ? Object.entries(plans.data)
          .filter(([value]) => value !== planId)
          .map(([value, label]) => ({ value, label }))
      : [],
  };
}

/** The duplicate of an entry (same plan, code and modifier), when there is one other than `exceptId`. */
export async function findDuplicateEntry(
  client: UpstreamClient,
  planId: string,
  procedureCode: string,
  modifier: string | null,
  exceptId?: string,
) {
  const result = await findPlanEntry(client, planId, procedureCode, modifier);
  if (!result.ok || !result.data || result.data.id === exceptId) return null;
  return result.data;
}
