import type { Capability } from "@contract/permissions";
import { can, mayActOn, roleOf, scopeOf } from "@contract/permissions";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { requireCapability } from "~/session/guards.server";
import { organizationTree, scopeTest } from "~/session/organization-tree.server";
import { getQuestions } from "~/upstream/assessments.server";
import type { UpstreamClient } from "~/upstream/client.server";
import {
  getStaffSurvey,
  listNetworkSurveys,
  listOrganizationSurveys,
  type StaffSurvey,
} from "~/upstream/surveys.server";

/**
 * The survey pages' side of the server: the survey a page is about, or the 404 page, and its
 * questions. An id that cannot be one answers 404 before any call; a survey outside the user's
 * tree answers as a missing one does. A survey of no organization is the network's: read by
 * anyone who may read surveys, changed only by an account whose scope is everywhere.
 */
export async function loadSurvey(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  rawId: string | undefined,
  capability: Capability,
): Promise<StaffSurvey> {
  const surveyId = requireValidId(context, rawId, { messageKey: "surveys:notFound" });
  const result = await getStaffSurvey(client, surveyId);
  if (!result.ok && (result.status === 404 || result.status === 403 || result.status === 401))
    throw notFound(context, { messageKey: "surveys:notFound" });
  const survey = orThrow(result, context);
  if (survey.organizationId) {
    await requireCapability(context, request, capability, { organizationId: survey.organizationId });
  } else {
    const session = await requireCapability(context, request, capability);
    if (
      capability !== "assessments.read" &&
      scopeOf(session.account, capability, context.config.mainOrganizationName) !== "everywhere"
    )
      throw notFound(context, { messageKey: "surveys:notFound" });
  }
  return survey;
}

/** Whether the user may change this survey: its edit tab and links show only then. */
export async function mayEdit(
  context: RequestContext,
  request: Request,
  session: SessionData,
  survey: StaffSurvey,
): Promise<boolean> {
  const main = context.config.mainOrganizationName;
  if (!can(session.account, "assessments.edit")) return false;
  if (scopeOf(session.account, "assessments.edit", main) === "everywhere") return true;
  if (!survey.organizationId) return false;
  const tree = await organizationTree(context, request, session);
  return tree.ok && mayActOn(session.account, "assessments.edit", survey.organizationId, tree.data, main);
}

/**
 * Whether the user may read who answered the survey and what (issue 37). Those answers are
 * patients' records: they need `patientRecord.read` as well, where the survey is. A survey of no
 * organization is the network's, answered from every tree, and the app cannot tell whose answers
 * an upstream sends: only an account whose patient records scope is everywhere reads them. The
 * definition stays readable (`loadSurvey`); only the answers are kept.
 */
export async function mayReadAnswers(
  context: RequestContext,
  request: Request,
  session: SessionData,
  survey: StaffSurvey,
): Promise<boolean> {
  if (!can(session.account, "patientRecord.read")) return false;
  if (!survey.organizationId)
    return (
      scopeOf(session.account, "patientRecord.read", context.config.mainOrganizationName) === "everywhere"
    );
  return (await scopeTest(context, request, session, "patientRecord.read"))(survey.organizationId);
}

/**
 * A test of the patients whose records the user may open (an answer's link), from the
 * organizations the upstream names for each: every patient with a scope everywhere; otherwise one
 * of them in the user's tree (none named: no link, as nothing says it would open).
 */
export async function patientLinkTest(
  context: RequestContext,
  request: Request,
  session: SessionData,
): Promise<(organizationIds: readonly string[]) => boolean> {
  if (
    can(session.account, "patientRecord.read") &&
    scopeOf(session.account, "patientRecord.read", context.config.mainOrganizationName) === "everywhere"
  )
    return () => true;
  const inScope = await scopeTest(context, request, session, "patientRecord.read");
  return (organizationIds) => organizationIds.some(inScope);
}

/** The survey's questions: page 0 of size 100 (spec part 1 §9). */
export async function loadQuestions(client: UpstreamClient, context: RequestContext, surveyId: string) {
  return orThrow(await getQuestions(client, surveyId), context).content;
}

/** A question of the survey by id, with its place, or the 404 page. */
export function questionOf<Q extends { id: string }>(
  context: RequestContext,
  questions: readonly Q[],
  rawId: string | undefined,
): { question: Q; index: number } {
  const questionId = requireValidId(context, rawId, { messageKey: "surveys:questionNotFound" });
  const index = questions.findIndex((q) => q.id === questionId);
  if (index < 0) throw notFound(context, { messageKey: "surveys:questionNotFound" });
  return { question: questions[index]!, index };
}

/** The survey, question and choice a choice page names, each checked, or the 404 page. */
export async function loadChoice(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  params: { id?: string; questionId?: string; choiceId?: string },
) {
  const survey = await loadSurvey(client, context, request, params.id, "assessments.edit");
  const { question } = questionOf(
    context,
    await loadQuestions(client, context, survey.id),
    params.questionId,
  );
  const choiceId = requireValidId(context, params.choiceId, { messageKey: "surveys:choiceNotFound" });
  const choice = question.choices.find((c) => c.id === choiceId);
  if (!choice) throw notFound(context, { messageKey: "surveys:choiceNotFound" });
  return { survey, question, choice };
}

/**
 * The surveys staff may answer on a patient's behalf: the user's organization tree's (the
 * network's for a super admin), the first 100 by name; none when they cannot be read.
 */
export async function surveysToAnswer(client: UpstreamClient, session: SessionData) {
  const params = { page: 0, size: 100, orderType: "name", asc: true };
  const orgId = session.account.organizationId;
  const result =
    roleOf(session.account) === "superAdmin"
      ? await listNetworkSurveys(client, params)
      : orgId
        ? await listOrganizationSurveys(client, orgId, params)
        : null;
  return result?.ok ? result.data.content.map((s) => ({ id: s.id, name: s.name })) : [];
}
