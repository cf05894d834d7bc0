import type { z } from "zod";
import type { FeeScheduleCategory } from "~/domain/billing-params";
import { MODIFIERS } from "~/domain/code-lists/modifiers";
import { PAYERS } from "~/domain/code-lists/payers";
import { log } from "~/observability/logger.server";
import type { FieldError, UpstreamClient, UpstreamResult } from "./client.server";
import { listCodeItems } from "./code-lists.server";
import {
  billing,
  type dependencySchema,
  type entrySchema,
  type feeScheduleSchema,
  type importLogSchema,
  type planSchema,
} from "@contract/billing";
import { pathOf, type CallDefinition } from "@contract/call";

/**
 * Fee schedules, plans, entries, CSV import and the import log (spec part 1 §7 "Fee schedules",
 * part 2 §7 "Fee schedules", "Payers and claims": GET /api/logs/import). Amounts are decimal
 * strings; a number from some other upstream is turned into its exact decimal text.
 */

export type FeeSchedule = z.output<typeof feeScheduleSchema>;
export type ImportLog = z.output<typeof importLogSchema>;
export type Plan = z.output<typeof planSchema>;
export type Entry = z.output<typeof entrySchema>;
export type Dependencies = z.output<typeof dependencySchema>;

export interface ScheduleQuery {
  category?: string;
  name?: string;
  page: number;
  size: number;
  sort?: string;
}

export function listFeeSchedules(client: UpstreamClient, query: ScheduleQuery) {
  return client.invoke(billing.listSchedules, { query: { ...query } });
}

export function getFeeSchedule(client: UpstreamClient, scheduleId: string) {
  return client.invoke(billing.getSchedule, { params: { id: scheduleId } });
}

export function getFeeScheduleOverview(client: UpstreamClient, scheduleId: string) {
  return client.invoke(billing.scheduleOverview, { params: { id: scheduleId } });
}

export function getScheduleEntries(client: UpstreamClient, scheduleId: string, page: number, size = 20) {
  return client.invoke(billing.scheduleEntries, { params: { id: scheduleId }, query: { page, size } });
}

export function getScheduleDependencies(client: UpstreamClient, scheduleId: string) {
  return client.invoke(billing.scheduleDependencies, { params: { id: scheduleId } });
}

export function getPlans(
  client: UpstreamClient,
  scheduleId: string,
  query: { page: number; size?: number; name?: string },
) {
  return client.invoke(billing.schedulePlans, {
    params: { id: scheduleId },
    query: { page: query.page, size: query.size ?? 20, name: query.name },
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
  return client.invoke(billing.schedulesWithPlans);
}

export interface EntryQuery {
  page: number;
  size: number;
  procedureCode?: string;
  modifier?: string;
  referencedFeeSchedule?: string;
}

export function getPlanEntries(client: UpstreamClient, planId: string, query: EntryQuery) {
  return client.invoke(billing.planEntries, { params: { id: planId }, query: { ...query } });
}

/** The plan's entry for a procedure code and modifier, or null when there is none (404). */
export async function findPlanEntry(
  client: UpstreamClient,
  planId: string,
  procedureCode: string,
  modifier: string | null,
): Promise<UpstreamResult<Entry | null>> {
  const result = await client.invoke(billing.planEntry, {
    params: { id: planId },
    query: { procedureCode, modifier: modifier ?? undefined },
  });
  if (!result.ok && result.kind === "http" && result.status === 404)
    return { ok: true, status: 404, data: null };
  return result;
}

export function getPlanDependencies(client: UpstreamClient, planId: string) {
  return client.invoke(billing.planDependencies, { params: { id: planId } });
}

export function getEntryDependencies(client: UpstreamClient, entryId: string) {
  return client.invoke(billing.entryDependencies, { params: { id: entryId } });
}

export interface FeeScheduleBody {
  name: string;
  category: FeeScheduleCategory;
  description: string;
  effectiveDate: string;
  payerId: string | null;
}

export function createFeeSchedule(client: UpstreamClient, body: FeeScheduleBody) {
  return client.invoke(billing.createSchedule, { json: body });
}

export function updateFeeSchedule(client: UpstreamClient, scheduleId: string, body: FeeScheduleBody) {
  return client.invoke(billing.updateSchedule, { params: { id: scheduleId }, json: body });
}

export function deleteFeeSchedule(client: UpstreamClient, scheduleId: string) {
  return client.invoke(billing.removeSchedule, { params: { id: scheduleId } });
}

export function createPlan(
  client: UpstreamClient,
  body: { feeScheduleId: string; name: string; description: string },
) {
  return client.invoke(billing.createPlan, { json: body });
}

export function updatePlan(
  client: UpstreamClient,
  planId: string,
  body: { feeScheduleId: string; name: string; description: string },
) {
  return client.invoke(billing.updatePlan, { params: { id: planId }, json: body });
}

export function deletePlan(client: UpstreamClient, planId: string) {
  return client.invoke(billing.removePlan, { params: { id: planId } });
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
  return client.invoke(billing.createEntry, { json: body });
}

export function updateEntry(client: UpstreamClient, entryId: string, body: EntryBody) {
  return client.invoke(billing.updateEntry, { params: { id: entryId }, json: body });
}

export function deleteEntry(client: UpstreamClient, entryId: string) {
  return client.invoke(billing.removeEntry, { params: { id: entryId } });
}

export function getImportLogs(
  client: UpstreamClient,
  query: { feeScheduleId?: string; id?: string; page?: number; size?: number },
) {
  return client.invoke(billing.importLog, { query: { ...query } });
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
  const entry = billing.uploadScheduleCsv;
  return streamUpload(client, entry, { id: scheduleId }, entry.responses[202].json, {
    body,
    contentType,
    tooLarge,
  });
}

/**
 * A multipart body streamed to an upstream upload call (its contract entry and path parameters),
 * its answer read with `schema` (the entry's).
 */
export async function streamUpload<S extends z.ZodTypeAny>(
  client: UpstreamClient,
  entry: Pick<CallDefinition, "method" | "path">,
  params: Record<string, string>,
  schema: S,
  {
    body,
    contentType,
    tooLarge,
  }: { body: ReadableStream<Uint8Array>; contentType: string; tooLarge: () => boolean },
): Promise<StreamUploadOutcome<z.output<S>>> {
  const path = pathOf(entry, params);
  let response: Response;
  try {
    response = await client.fetch(path, {
      method: entry.method,
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
      log.error("upstream contract error", { method: entry.method, path, status: response.status });
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
