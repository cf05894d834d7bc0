import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { therapySchema } from "~/domain/care-plan-schemas";
import { THERAPIES_PATH } from "~/domain/care-plans";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { UpstreamClient } from "~/upstream/client.server";
import {
  createTherapyType,
  findTherapyType,
  updateTherapyType,
  type TherapyType,
} from "~/upstream/care-plans.server";

/** The therapy type pages' side of the server: the record a page is about, and the form's post. */

export async function loadTherapy(
  client: UpstreamClient,
  context: RequestContext,
  rawId: string | undefined,
) {
  const therapyId = requireValidId(context, rawId, { messageKey: "carePlans:therapies.notFound" });
  const therapy = orThrow(await findTherapyType(client, therapyId), context);
  if (!therapy) throw notFound(context, { messageKey: "carePlans:therapies.notFound" });
  return therapy;
}

export function therapyDefaults(therapy: TherapyType): Record<string, string | string[] | undefined> {
  const figure = (value: number | null | undefined) => (value != null ? String(value) : undefined);
  return {
    name: therapy.name,
    description: therapy.description ?? undefined,
    taskTypeId: String(therapy.taskTypeId),
    weekly: figure(therapy.weekly),
    daily: figure(therapy.daily),
    eachTime: figure(therapy.eachTime),
    eachSet: figure(therapy.eachSet),
    weekDays: therapy.weekDays ?? [],
  };
}

const FIELDS = ["name", "description", "taskTypeId", "weekly", "daily", "eachTime", "eachSet", "weekDays"];

export async function saveTherapy(
  request: Request,
  context: RequestContext,
  client: UpstreamClient,
  therapyId: string | null,
) {
  const submission = parseWithZod(await request.formData(), { schema: therapySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const body = { ...submission.value, description: submission.value.description ?? "" };
  const result = therapyId
    ? await updateTherapyType(client, therapyId, body)
    : await createTherapyType(client, body);
  if (!result.ok)
    return data(
      { result: replyWithFailure(submission, result, { fields: FIELDS }) },
      { status: statusForFailure(result) },
    );
  context.jar.setFlash({
    kind: "success",
    key: therapyId ? "carePlans:flash.therapySaved" : "carePlans:flash.therapyCreated",
  });
  return redirect(THERAPIES_PATH, 303);
}
