import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { PlanFormOptions } from "~/components/care-plans/plan-form";
import { planSchema } from "~/domain/care-plan-schemas";
import { durationDays, durationParts, planPath } from "~/domain/care-plans";
import { redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient } from "~/upstream/client.server";
import {
  createCarePlan,
  getCarePlanTypes,
  updateCarePlan,
  type CarePlan,
  type PlanBody,
} from "~/upstream/care-plans.server";
import { getPublicServiceTypes } from "~/upstream/services.server";
import { goalBodies } from "./__care-plans.server";

/** The plan form's choices (each optional: a failing list leaves its select empty) and its post. */
export async function planFormOptions(
  client: UpstreamClient,
  context: RequestContext,
): Promise<PlanFormOptions> {
  const [types, services] = await Promise.all([
    getCarePlanTypes(client),
    getPublicServiceTypes(client, { language: context.locale }),
  ]);
  return {
    types: types.ok ? types.data.map((type) => ({ id: type.id, name: type.name ?? type.id })) : [],
    serviceTypes: services.ok ? services.data.map((s) => ({ id: s.id, name: s.name })) : [],
  };
}

export function planDefaults(plan: CarePlan): Record<string, string | undefined> {
  const parts = durationParts(plan.duration);
  return {
    name: plan.name,
    description: plan.description ?? undefined,
    carePlanTypeId: plan.carePlanType?.id ?? undefined,
    serviceTypeId: plan.serviceTypeId != null ? String(plan.serviceTypeId) : undefined,
    durationWeeks: String(parts.weeks),
    durationDays: String(parts.days),
  };
}

const FIELD_MAP = { duration: "durationWeeks" };
const FIELDS = ["name", "description", "carePlanTypeId", "serviceTypeId", "durationWeeks", "durationDays"];

/** Create a template in `organizationId`, or save `plan`'s details with its goals as they are. */
export async function savePlan(
  request: Request,
  context: RequestContext,
  client: UpstreamClient,
  target: { organizationId: string } | { plan: CarePlan },
) {
  const submission = parseWithZod(await request.formData(), { schema: planSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  const body: PlanBody = {
    name: v.name,
    description: v.description ?? "",
    duration: durationDays(v.durationWeeks ?? 0, v.durationDays ?? 0),
    carePlanTypeId: v.carePlanTypeId,
    serviceTypeId: v.serviceTypeId,
  };
  const result =
    "plan" in target
      ? await updateCarePlan(client, target.plan.id, {
          ...body,
          goals: goalBodies(target.plan),
          deletedGoalIds: [],
          deletedTaskIds: [],
        })
      : await createCarePlan(client, { ...body, organizationId: target.organizationId, isTemplate: true });
  if (!result.ok)
    return data(
      { result: replyWithFailure(submission, result, { fields: FIELDS, fieldMap: FIELD_MAP }) },
      { status: statusForFailure(result) },
    );
  return redirectWithFlash(context, planPath(result.data.id), {
    kind: "success",
    key: "plan" in target ? "carePlans:flash.planSaved" : "carePlans:flash.templateCreated",
  });
}
