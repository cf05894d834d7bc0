import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { therapySchema } from "~/domain/care-plan-schemas";
import { ORGANIZATION_ENTITY, THERAPIES_PATH } from "~/domain/care-plans";
import { can, scopeOf } from "@contract/permissions";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow, redirectWithFlash, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { scopeTest } from "~/session/organization-tree.server";
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

/** Whether the user may make network-wide therapy types, and change them: a scope everywhere. */
function sharesNetworkWide(context: RequestContext, session: SessionData) {
  return (
    can(session.account, "carePlans.edit") &&
    scopeOf(session.account, "carePlans.edit", context.config.mainOrganizationName) === "everywhere"
  );
}

/**
 * Which therapy types the user may change (issue 37): one made only for an organization, by care
 * plan editors whose tree holds that organization; any other (network-wide) is every tree's, so
 * only an account whose scope is everywhere changes it. The upstream judges the same.
 */
export async function therapyChangeTest(
  context: RequestContext,
  request: Request,
  session: SessionData,
): Promise<(therapy: Pick<TherapyType, "entityType" | "entityId">) => boolean> {
  if (sharesNetworkWide(context, session)) return () => true;
  const inScope = await scopeTest(context, request, session, "carePlans.edit");
  return (therapy) =>
    therapy.entityType === ORGANIZATION_ENTITY && !!therapy.entityId && inScope(therapy.entityId);
}

/**
 * The therapy type a page that changes it is about: read, then the 404 page unless the user may
 * change it, so a refusal makes no call beyond that read.
 */
export async function loadChangeableTherapy(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  session: SessionData,
  rawId: string | undefined,
) {
  const therapy = await loadTherapy(client, context, rawId);
  if (!(await therapyChangeTest(context, request, session))(therapy))
    throw notFound(context, { messageKey: "carePlans:therapies.notFound" });
  return therapy;
}

/** The organization a therapy type form may make it "only for": the user's own. */
export interface TherapyOwner {
  organizationId: string;
  organizationName: string;
  /**
   * Whether the user chooses between "only for" it and the whole network; without the choice
   * (every account but one whose scope is everywhere) a type the user makes is always its own.
   */
  choice: boolean;
}

/**
 * Whom the form makes the type for: for a new type, and for one that is everyone's or already
 * ours; a type made for another entity keeps its owner untouched.
 */
export function therapyOwner(
  context: RequestContext,
  session: SessionData,
  therapy?: TherapyType,
): TherapyOwner | null {
  const { organizationId, organizationName } = session.account;
  if (!organizationId) return null;
  if (
    therapy?.entityId &&
    !(therapy.entityType === ORGANIZATION_ENTITY && therapy.entityId === organizationId)
  )
    return null;
  return {
    organizationId,
    organizationName: organizationName ?? organizationId,
    choice: sharesNetworkWide(context, session),
  };
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
    const ours = !owner.choice || Boolean(ownOrganization);
    body.entityType = ours ? ORGANIZATION_ENTITY : null;
    body.entityId = ours ? owner.organizationId : null;
  }
  const result = therapyId
    ? await updateTherapyType(client, therapyId, body)
    : await createTherapyType(client, body);
  if (!result.ok)
    return data(
      { result: replyWithFailure(submission, result, { fields: FIELDS }) },
      { status: statusForFailure(result) },
    );
  return redirectWithFlash(context, THERAPIES_PATH, {
    kind: "success",
    key: therapyId ? "carePlans:flash.therapySaved" : "carePlans:flash.therapyCreated",
  });
}
