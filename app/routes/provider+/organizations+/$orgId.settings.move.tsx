import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { changeOrganizationSchema } from "~/domain/organization-page-schemas";
import { organizationPath } from "~/domain/organizations";
import { requireValidId } from "~/http/not-found.server";
import { messageKeyFor, orThrow, redirectWithFlash, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import { guarded, requireCapability } from "~/session/guards.server";
import { changeOrganization } from "~/upstream/organization-pages.server";
import { getBasicInfo } from "~/upstream/organizations.server";
import { loadOrganizationTab } from "./__org.server";
import { ConfirmStep } from "./__tabs";

export const handle = { i18n: ["provider", "orgPages"], breadcrumb: crumbsFrom };

/**
 * The new parent named by the query or the form, before it is read: one the user may edit, so an
 * organization of another tree (or of the same network outside the user's branch) answers 404 as
 * a missing id does, and the move never reaches the upstream.
 */
async function requireParentInTree(context: RequestContext, request: Request, rawId: string | null) {
  const parentId = requireValidId(context, rawId);
  await requireCapability(context, request, "organizations.edit", { organizationId: parentId });
  return parentId;
}

/**
 * Moving the organization under another parent (`PUT /{id}/change-organization`) changes who sees
 * it: the settings tab's GET form lands here, and only this page's POST moves it.
 */
export const loader = guarded(
  "organizations.edit",
  async (args) => {
    const parentId = await requireParentInTree(
      args.context,
      args.request,
      new URL(args.request.url).searchParams.get("parentOrganizationId"),
    );
    const t = await getT(args.context.locale, "orgPages");
    const tab = await loadOrganizationTab(args, "settings", () => [{ label: t("settings.moveTitle") }]);
    const parent = orThrow(await getBasicInfo(tab.client, parentId), args.context);
    return {
      pageTitle: t("settings.moveTitle"),
      crumbs: tab.crumbs,
      name: tab.organization.name,
      parent: { id: parent.id, name: parent.name },
      backHref: organizationPath(tab.organization.id, "settings"),
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ request, context, params, client }) => {
    const orgId = params.orgId!;
    const submission = parseWithZod(await request.formData(), { schema: changeOrganizationSchema });
    if (submission.status !== "success")
      return data({ messages: ["orgPages:settings.errors.parentRequired"] }, { status: 400 });
    const parentId = await requireParentInTree(context, request, submission.value.parentOrganizationId);
    const result = await changeOrganization(client, orgId, parentId);
    if (!result.ok) {
      const messages =
        result.kind === "validation" ? result.fieldErrors.map((e) => e.message) : [messageKeyFor(result)];
      return data({ messages }, { status: statusForFailure(result) });
    }
    return redirectWithFlash(context, organizationPath(orgId, "settings"), {
      kind: "success",
      key: "orgPages:settings.flash.moved",
    });
  },
  { orgParam: "orgId" },
);

export default function MoveOrganization() {
  const { t } = useTranslation("orgPages");
  const { name, parent, backHref } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <ConfirmStep
      title={t("settings.moveTitle")}
      summary={t("settings.moveSummary", { name, parent: parent.name })}
      confirmLabel={t("settings.moveConfirm")}
      backHref={backHref}
      messages={failure?.messages ?? []}
      hidden={{ parentOrganizationId: parent.id }}
    />
  );
}
