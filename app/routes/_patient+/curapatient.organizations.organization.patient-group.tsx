import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isGroupOf, patientGroupPath, SPEC_GROUP_PARAM } from "~/domain/patient-groups";
import { isPatientAccount } from "@contract/privileges";
import { notFound } from "~/http/not-found.server";
import { orThrow, redirectWithFlash } from "~/http/outcome.server";
import { requireCapability, requireUser } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { getBasicInfo } from "~/upstream/organizations.server";

/**
 * The spec's patient group view (part 2 §2), `?id=<group>`: a link in the spec's shape opens the
 * provider's view of the group (decision 027). Someone signed out, or signed in as a patient, is
 * sent to sign in; a group outside the staff user's tree answers 404 before any upstream call.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = requireUser(context, request);
  if (isPatientAccount(session.account)) {
    // Not back here after signing in: /login sends a signed-in patient home, with this message.
    throw redirectWithFlash(context, "/login", { kind: "warn", key: "common:forbidden.staffOnly" });
  }
  const groupId = new URL(request.url).searchParams.get(SPEC_GROUP_PARAM) ?? "";
  await requireCapability(context, request, "organizations.read", { organizationId: groupId });
  const group = orThrow(await getBasicInfo(upstream(context, request), groupId), context);
  const orgId = group.parentOrganizationId;
  if (!orgId || !isGroupOf(group, orgId)) throw notFound(context);
  throw redirect(patientGroupPath(orgId, group.id), 303);
}

/** Never shown: the loader always answers with a redirect or an error page. */
export default function SpecPatientGroup() {
  return null;
}
