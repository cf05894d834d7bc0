import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { goalSchema } from "~/domain/care-plan-schemas";
import { planPath } from "~/domain/care-plans";
import { redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient } from "~/upstream/client.server";
import type { CarePlan } from "~/upstream/care-plans.server";
import { goalBodies, saveGoals } from "./__care-plans.server";

/** Add a goal at the end of the plan (no `goalId`) or change one; every other goal goes as it was. */
export async function saveGoal(
  request: Request,
  context: RequestContext,
  client: UpstreamClient,
  plan: CarePlan,
  goalId: string | null,
) {
  const submission = parseWithZod(await request.formData(), { schema: goalSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const goals = goalId
    ? goalBodies(plan).map((g) => (g.id === goalId ? { ...g, ...submission.value } : g))
    : [...goalBodies(plan), { ...submission.value, taskIds: [] }];
  const result = await saveGoals(client, plan, goals);
  if (!result.ok)
    return data(
      { result: replyWithFailure(submission, result, { fields: ["name", "goalStatus"] }) },
      { status: statusForFailure(result) },
    );
  const anchor = goalId ?? result.data.goals.at(-1)?.id;
  return redirectWithFlash(
    context,
    `${planPath(plan.id)}${anchor ? `#goal-${encodeURIComponent(anchor)}` : ""}`,
    {
      kind: "success",
      key: goalId ? "carePlans:flash.goalSaved" : "carePlans:flash.goalAdded",
    },
  );
}
