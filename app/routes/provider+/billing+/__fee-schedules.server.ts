import { notFoundPage, savedAs, submitForm } from "~/code-lists/records.server";
import { planPath, schedulePath } from "~/components/billing/crumbs";
import { entryLabel, entrySchema, feeScheduleSchema, planSchema } from "~/domain/billing-schemas";
import { formatMoney } from "~/domain/format";
import { msg } from "~/domain/messages";
import type { RequestContext } from "~/load-context.server";
import { upstream, type UpstreamClient } from "~/upstream/client.server";
import {
  createEntry,
  createFeeSchedule,
  createPlan,
  findDuplicateEntry,
  findPlan,
  findPlanEntry,
  findScheduleByName,
  getFeeSchedule,
  updateEntry,
  updateFeeSchedule,
  updatePlan,
} from "~/upstream/fee-schedules.server";
import { orThrow } from "~/http/outcome.server";

/**
 * The fee-schedule pages' side of the server: the records they are about (or the page saying
 * they do not exist) and their forms' posts. The upstream module only calls; answers are made here.
 */

/** A schedule and one of its plans: a 404 page when either is missing. */
export async function loadPlan(
  client: UpstreamClient,
  context: RequestContext,
  scheduleId: string,
  planId: string,
) {
  const [scheduleResult, planResult] = await Promise.all([
    getFeeSchedule(client, scheduleId),
    findPlan(client, scheduleId, planId),
  ]);
  const schedule = orThrow(scheduleResult, context);
  const plan = orThrow(planResult, context);
  if (!plan) throw notFoundPage(context, "billing:plans.notFound");
  return { schedule, plan };
}

/**
 * The entry an edit or delete page is about. Its URL carries the entry id and, in the query, the
 * procedure code and modifier that the documented lookup (GET /plan/{id}/entry) needs.
 */
export async function loadEntry(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  planId: string,
  entryId: string,
) {
  const url = new URL(request.url);
  const procedureCode = (url.searchParams.get("procedureCode") ?? "").trim().toUpperCase();
  const modifier = (url.searchParams.get("modifier") ?? "").trim().toUpperCase() || null;
  if (!procedureCode) throw notFoundPage(context, "billing:entries.notFound");
  const entry = orThrow(await findPlanEntry(client, planId, procedureCode, modifier), context);
  if (!entry || entry.id !== entryId) throw notFoundPage(context, "billing:entries.notFound");
  return entry;
}

const SCHEDULE_FIELDS = ["name", "category", "description", "effectiveDate", "payerId"];

/** Create (no id) or edit a fee schedule: no two schedules share a name. */
export function saveSchedule(request: Request, context: RequestContext, scheduleId: string | null) {
  const client = upstream(context, request);
  return submitForm<typeof feeScheduleSchema, { id: string }>(request, context, {
    schema: feeScheduleSchema,
    duplicate: async (v) => {
      const twin = await findScheduleByName(client, v.name, scheduleId ?? undefined);
      return twin ? { name: msg("billing:errors.duplicateSchedule", { name: twin.name }) } : null;
    },
    save: async (v) => {
      const body = {
        name: v.name,
        category: v.category,
        description: v.description ?? "",
        effectiveDate: v.effectiveDate,
        payerId: v.payerId || null,
      };
      return scheduleId
        ? savedAs(await updateFeeSchedule(client, scheduleId, body), { id: scheduleId })
        : createFeeSchedule(client, body);
    },
    fields: SCHEDULE_FIELDS,
    failedKey: scheduleId ? "billing:flash.updateFailed" : "billing:flash.createFailed",
    done: (_v, saved) => ({
      flash: {
        kind: "success",
        key: scheduleId ? "billing:flash.feeScheduleUpdated" : "billing:flash.feeScheduleCreated",
      },
      to: schedulePath(saved.id),
    }),
  });
}

/** Create (no plan id) or edit a plan of a schedule. */
export function savePlan(
  request: Request,
  context: RequestContext,
  scheduleId: string,
  planId: string | null,
) {
  const client = upstream(context, request);
  return submitForm<typeof planSchema, { id: string }>(request, context, {
    schema: planSchema,
    save: async (v) => {
      const body = { feeScheduleId: scheduleId, name: v.name, description: v.description ?? "" };
      return planId
        ? savedAs(await updatePlan(client, planId, body), { id: planId })
        : createPlan(client, body);
    },
    fields: ["name", "description"],
    failedKey: planId ? "billing:flash.updateFailed" : "billing:flash.createFailed",
    done: (_v, saved) => ({
      flash: { kind: "success", key: planId ? "billing:flash.planUpdated" : "billing:flash.planCreated" },
      to: planPath(scheduleId, saved.id),
    }),
  });
}

/** Create (no entry id) or edit an entry of a plan: one entry per procedure code and modifier. */
export function saveEntry(
  request: Request,
  context: RequestContext,
  ids: { scheduleId: string; planId: string; entryId: string | null },
) {
  const { scheduleId, planId, entryId } = ids;
  const client = upstream(context, request);
  return submitForm(request, context, {
    schema: entrySchema,
    duplicate: async (v) => {
      const twin = await findDuplicateEntry(
        client,
        planId,
        v.procedureCode,
        v.modifier ?? null,
        entryId ?? undefined,
      );
      return twin
        ? {
            procedureCode: msg("billing:errors.duplicateEntry", {
              code: entryLabel(twin),
              amount: formatMoney(twin.amount, context.locale),
            }),
          }
        : null;
    },
    save: (v) => {
      const body = {
        planId,
        procedureCode: v.procedureCode,
        modifier: v.modifier ?? null,
        amount: v.amount,
        referencedFeeSchedulePlanId: v.referencedFeeSchedulePlanId || null,
      };
      return entryId ? updateEntry(client, entryId, body) : createEntry(client, body);
    },
    fields: ["procedureCode", "modifier", "amount", "referencedFeeSchedulePlanId"],
    failedKey: entryId ? "billing:flash.updateFailed" : "billing:flash.createFailed",
    done: (v) => ({
      flash: { kind: "success", key: entryId ? "billing:flash.entryUpdated" : "billing:flash.entryCreated" },
      to: `${planPath(scheduleId, planId)}?procedureCode=${encodeURIComponent(v.procedureCode)}`,
    }),
  });
}
