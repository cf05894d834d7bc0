import { afterDelete, notFoundPage, savedAs, submitForm } from "~/code-lists/records.server";
import { billingChanges, requireChangeable } from "~/code-lists/ownership.server";
import { planPath, schedulePath } from "~/components/billing/crumbs";
import { entryLabel, entrySchema, feeScheduleSchema, planSchema } from "~/domain/billing-schemas";
import { formatMoney } from "~/domain/format";
import { msg } from "~/domain/messages";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { upstream, type UpstreamClient, type UpstreamResult } from "~/upstream/client.server";
import {
  createEntry,
  createFeeSchedule,
  createPlan,
  findDuplicateEntry,
  findPlan,
  findPlanEntry,
  findScheduleByName,
  getFeeSchedule,
  type FeeSchedule,
  type Plan,
  updateEntry,
  updateFeeSchedule,
  updatePlan,
} from "~/upstream/fee-schedules.server";
import { deleteFailure } from "~/http/delete-failure.server";
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
 * Whether the user may change the schedule, its plans and entries: they are all the schedule's
 * owner's (decision 054). For a page's controls.
 */
export async function mayChangeSchedule(
  context: RequestContext,
  request: Request,
  session: SessionData,
  schedule: FeeSchedule,
) {
  return (await billingChanges(context, request, session))(schedule.ownerOrganizationId);
}

/** Where a change is: the schedule in the address and, for a plan's or an entry's, the plan in it. */
export interface ChangeTarget {
  scheduleId: string;
  planId?: string;
}

/**
 * The schedule (and plan) a change is about, when the user may change it: the 404 page when
 * either is not there (another tree's is not there for the user), the 403 page for the network's
 * unless the user is the platform operator's, the error page when the upstream fails. The plan is
 * checked to be the schedule's, so an address cannot pair the user's schedule with another's plan.
 */
export async function loadChangeable<T extends ChangeTarget>(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  session: SessionData,
  target: T,
): Promise<{ schedule: FeeSchedule; plan: T extends { planId: string } ? Plan : null }> {
  const found = (
    target.planId
      ? await loadPlan(client, context, target.scheduleId, target.planId)
      : { schedule: orThrow(await getFeeSchedule(client, target.scheduleId), context), plan: null }
  ) as { schedule: FeeSchedule; plan: T extends { planId: string } ? Plan : null };
  await requireChangeable(
    context,
    request,
    session,
    found.schedule.ownerOrganizationId,
    "billing:plans.notFound",
  );
  return found;
}

/**
 * A confirmed delete of a schedule, plan or entry: the target read first (a failure of that read is
 * the delete's own failure, said on the confirmation; a record the user may not change is refused
 * as `loadChangeable` refuses it), then the delete, then the "deleted" toast at `to`.
 */
export async function deleteIfChangeable(
  context: RequestContext,
  request: Request,
  session: SessionData,
  target: ChangeTarget,
  remove: (client: UpstreamClient) => Promise<UpstreamResult<unknown>>,
  to: string,
) {
  const client = upstream(context, request);
  const read = await readTarget(client, target);
  if (!read.ok) return deleteFailure(read, "billing:delete");
  if (!read.data) throw notFoundPage(context, "billing:plans.notFound");
  await requireChangeable(context, request, session, read.data.ownerOrganizationId, "billing:plans.notFound");
  return afterDelete(context, await remove(client), to);
}

/** The target's schedule when it (and the plan, in it) is there; a failed read as it failed. */
async function readTarget(
  client: UpstreamClient,
  target: ChangeTarget,
): Promise<UpstreamResult<FeeSchedule | null>> {
  const [schedule, plan] = await Promise.all([
    getFeeSchedule(client, target.scheduleId),
    target.planId ? findPlan(client, target.scheduleId, target.planId) : null,
  ]);
  if (!schedule.ok) return schedule.status === 404 ? { ok: true, status: 404, data: null } : schedule;
  if (plan && !plan.ok) return plan;
  return plan && !plan.data ? { ok: true, status: 404, data: null } : schedule;
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
export function saveSchedule(
  request: Request,
  context: RequestContext,
  client: UpstreamClient,
  scheduleId: string | null,
) {
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
  client: UpstreamClient,
  scheduleId: string,
  planId: string | null,
) {
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
  client: UpstreamClient,
  ids: { scheduleId: string; planId: string; entryId: string | null },
) {
  const { scheduleId, planId, entryId } = ids;
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
