import { data } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";
import { isValidId } from "~/domain/ids";
import { msg } from "~/domain/messages";
import { organizationPath } from "~/domain/organizations";
import { can } from "@contract/permissions";
import { deleteFailure } from "~/http/delete-failure.server";
import { notFound } from "~/http/not-found.server";
import { orThrow, redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { forbidden, guarded } from "~/session/guards.server";
import { treeChanged } from "~/session/organization-tree.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { deleteOrganization, getEditableOrganization } from "~/upstream/organization-admin.server";
import { getBranches, getSummaryCounts } from "~/upstream/organizations.server";

export const handle = { i18n: ["organizations", "provider"], breadcrumb: crumbsFrom };

/** The refusals the upstream names by code (decision 030), each said in our words. */
const REFUSALS = ["HAS_BRANCHES", "HAS_CLINICS", "HAS_PATIENTS", "HAS_STAFF", "HAS_LANES"];

interface OrganizationDeletion extends DeleteConfirmationBase {
  name: string;
  /** Why it cannot go yet, translated; empty when it can. */
  reasons: string[];
}

/** The organization, refused to a role that may not delete it (a root needs organizations.manageRoots). */
async function load(context: RequestContext, session: SessionData, client: UpstreamClient, orgId?: string) {
  if (!isValidId(orgId)) throw notFound(context);
  const org = orThrow(await getEditableOrganization(client, orgId), context);
  if (!org.parentOrganizationId && !can(session.account, "organizations.manageRoots"))
    throw forbidden(context, "common:forbidden.body");
  return org;
}

/** GET/POST /provider/organizations/:orgId/delete: what still holds on to it, then the delete. */
export const loader = guarded(
  "organizations.edit",
  async ({ context, params, session, client }) => {
    const org = await load(context, session, client, params.orgId);
    const [children, counts, t] = await Promise.all([
      getBranches(client, org.id, 0, 100),
      getSummaryCounts(client, org.id),
      getT(context.locale, "organizations"),
    ]);
    const kids = children.ok ? children.data.content : [];
    const clinics = kids.filter((o) => o.type === "CLINIC").length;
    const branches = children.ok ? Math.max(children.data.totalElements, kids.length) - clinics : 0;
    const patients = counts.ok ? (counts.data.patientCount ?? 0) : 0;
    const reasons = [
      ...(branches ? [t("delete.reasons.branches", { count: branches })] : []),
      ...(clinics ? [t("delete.reasons.clinics", { count: clinics })] : []),
      ...(patients ? [t("delete.reasons.patients", { count: patients })] : []),
    ];
    const here = organizationPath(org.id);
    const confirmation: OrganizationDeletion = {
      title: t("delete.title", { name: org.name }),
      name: org.name,
      canDelete: reasons.length === 0,
      reasons,
      backHref: here,
      actionHref: `${here}/delete`,
    };
    return {
      ...confirmation,
      pageTitle: confirmation.title,
      crumbs: [
        { label: t("dashboard.title"), to: "/provider/organizations" },
        { label: org.name, to: here },
        { label: t("delete.crumb") },
      ],
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ context, params, session, client }) => {
    const org = await load(context, session, client, params.orgId);
    const result = await deleteOrganization(client, org.id);
    if (!result.ok) {
      if (result.kind === "conflict" && result.code && REFUSALS.includes(result.code)) {
        const message = msg(`organizations:delete.refused.${result.code}`);
        return data(
          { result: { status: "error" as const, error: { "": [message] } }, message },
          { status: 409 },
        );
      }
      return deleteFailure(result, "organizations:delete");
    }
    await treeChanged(context, session);
    return redirectWithFlash(
      context,
      org.parentOrganizationId ? organizationPath(org.parentOrganizationId) : "/provider/organizations",
      { kind: "success", key: "organizations:flash.deleted" },
    );
  },
  { orgParam: "orgId" },
);

function Summary({ data }: { data: OrganizationDeletion }) {
  const { t } = useTranslation("organizations");
  if (data.canDelete) return <p>{t("delete.warning", { name: data.name })}</p>;
  return (
    <div role="alert" className="border-l-4 border-red-700 bg-red-50 p-3">
      <p className="font-semibold">{t("delete.blocked", { name: data.name })}</p>
      <ul className="mt-2 list-disc pl-6">
        {data.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(Summary);
