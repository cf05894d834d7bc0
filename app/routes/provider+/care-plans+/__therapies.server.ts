import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { therapySchema } from "~/domain/care-plan-schemas";
import { ORGANIZATION_ENTITY, THERAPIES_PATH } from "~/domain/care-plans";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import type { UpstreamClient } from "~/upstream/client.server";
import {
  createTherapyType,
  findTherapyType,
  updateTherapyType,
  type TherapyBody,
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

/** The organization a therapy type form may make it "only for": the user's own. */
export interface TherapyOwner {
  organizationId: string;
  organizationName: string;
}

/**
 * Whether the form offers "only for our organization": for a new type, and for one that is
 * everyone's or already ours; a type made for another entity keeps its owner untouched.
 */
export function therapyOwner(session: SessionData, therapy?: TherapyType): TherapyOwner | null {
  const { organizationId, organizationName } = session.account;
  if (!organizationId) return null;
  if (
    therapy?.entityId &&
    !(therapy.entityType === ORGANIZATION_ENTITY && therapy.entityId === organizationId)
  )
    return null;
  return { organizationId, organizationName: organizationName ?? organizationId };
}

export function therapyDefaults(
  therapy: TherapyType,
  owner: TherapyOwner | null,
): Record<string, string | string[] | undefined> {
  const figure = (value: number | null | undefined) => (value != null ? String(value) : undefined);
  const ours =
    owner !== null && therapy.entityType === ORGANIZATION_ENTITY && therapy.entityId === owner.organizationId;
  return {
    ownOrganization: ours ? "on" : undefined,
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
  owner: TherapyOwner | null,
) {
  const submission = parseWithZod(await request.formData(), { schema: therapySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { ownOrganization, ...fields } = submission.value;
  const body: TherapyBody = { ...fields, description: fields.description ?? "" };
  if (owner) {
    body.entityType = ownOrganization ? ORGANIZATION_ENTITY : null;
    body.entityId = ownOrganization ? owner.organizationId : null;
  }
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
