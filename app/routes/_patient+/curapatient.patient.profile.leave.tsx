import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import {
  LeaveOrganizationSummary,
  type LeaveOrganizationData,
} from "~/components/patient/leave-organization";
import { isValidId } from "~/domain/ids";
import { deleteFailure } from "~/http/delete-failure.server";
import { notFound } from "~/http/not-found.server";
import { orThrow, redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import { removeFromOrganization } from "~/upstream/patient-admin.server";
import { getPatient } from "~/upstream/patients.server";
import { patientScope } from "./__patient-area.server";

export const handle = { i18n: ["patient"], titleKey: "patient:organizations.leavePageTitle" };

const PROFILE_PATH = "/curapatient/patient/profile";

/** The organization named by the query, which must be one of the patient's: else 404, no call made. */
async function membership(context: RequestContext, request: Request) {
  const organizationId = new URL(request.url).searchParams.get("organizationId");
  if (!isValidId(organizationId)) throw notFound(context);
  const scope = patientScope(context, request);
  const patient = orThrow(await getPatient(scope.client, scope.targetId), context);
  const organization = patient.organizations.find((o) => o.id === organizationId);
  if (!organization) throw notFound(context);
  return {
    scope,
    patient,
    organization: { id: organization.id, name: organization.name ?? organization.id },
  };
}

/**
 * Leaving one of the patient's organizations (spec part 2 §7 `removeOrganization`), asked first.
 * A patient keeps at least one organization: the last one cannot be left.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { patient, organization } = await membership(context, request);
  const t = await getT(context.locale, "patient");
  const data: LeaveOrganizationData = {
    title: t("organizations.leaveTitle", { name: organization.name }),
    canDelete: patient.organizations.length > 1,
    backHref: PROFILE_PATH,
    actionHref: `${PROFILE_PATH}/leave?${new URLSearchParams({ organizationId: organization.id })}`,
    confirmLabel: t("organizations.leaveConfirm"),
    organization: organization.name,
  };
  return { ...data, pageTitle: data.title };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { scope, organization } = await membership(context, request);
  const result = await removeFromOrganization(scope.client, scope.targetId, organization.id);
  if (!result.ok) return deleteFailure(result, "patient:organizations.leaveFailure");
  return redirectWithFlash(context, PROFILE_PATH, {
    kind: "success",
    key: "patient:organizations.left",
    params: { name: organization.name },
  });
}

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(LeaveOrganizationSummary);
