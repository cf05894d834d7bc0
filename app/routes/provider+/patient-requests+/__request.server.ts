import type { Capability } from "@contract/permissions";
import { PATIENT_REQUESTS_PATH, ORGANIZATION_PARAM, REQUEST_PATIENT_PARAM } from "~/domain/patient-requests";
import { safeRedirect } from "~/domain/safe-redirect";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { scopeTest } from "~/session/organization-tree.server";
import type { Params } from "@remix-run/react";
import { upstream, type UpstreamClient } from "~/upstream/client.server";
import { getPatientRequest, type PatientRequest } from "~/upstream/patient-requests.server";

const NOT_FOUND = { messageKey: "patientRequests:notFound" };

/**
 * One patient request, or the 404 page: an id that cannot be one answers before any call, and a
 * request of an organization outside the user's tree (the upstream refuses it, or the tree does
 * not hold it) is not found either, so ids elsewhere cannot be probed.
 */
export async function loadRequest(
  client: UpstreamClient,
  context: RequestContext,
  request: Request,
  session: SessionData,
  rawId: string | undefined,
  capability: Capability,
): Promise<PatientRequest> {
  const requestId = requireValidId(context, rawId, NOT_FOUND);
  const patientId = new URL(request.url).searchParams.get(REQUEST_PATIENT_PARAM);
  const result = await getPatientRequest(client, requestId, patientId);
  if (!result.ok && (result.status === 404 || result.status === 403)) throw notFound(context, NOT_FOUND);
  const found = orThrow(result, context);
  const allowed = await scopeTest(context, request, session, capability);
  if (!allowed(found.organizationId)) throw notFound(context, NOT_FOUND);
  return found;
}

/** The list of the request's organization. */
export function listPathOf(organizationId: string): string {
  return `${PATIENT_REQUESTS_PATH}?${new URLSearchParams({ [ORGANIZATION_PARAM]: organizationId })}`;
}

/** Where a request's page goes back to: the list it came from (`back`), else its organization's. */
export function backOf(request: Request, found: PatientRequest): string {
  const fallback = listPathOf(found.organizationId);
  const target = safeRedirect(new URL(request.url).searchParams.get("back"), fallback);
  return target.startsWith(PATIENT_REQUESTS_PATH) || target.startsWith("/provider/members/")
    ? target
    : fallback;
}

/** The request a handling page (status, edit, e-mail, delete) is about, and the client that read it. */
export async function requestToHandle(args: {
  request: Request;
  context: RequestContext;
  session: SessionData;
  params: Params;
}) {
  const { request, context, session, params } = args;
  const client = upstream(context, request);
  const found = await loadRequest(
    client,
    context,
    request,
    session,
    params.requestId,
    "patientRequests.handle",
  );
  return { client, found };
}
