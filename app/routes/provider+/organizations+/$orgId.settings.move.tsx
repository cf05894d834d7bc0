import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { isValidId } from "~/domain/ids";
import { changeOrganizationSchema } from "~/domain/organization-page-schemas";
import { organizationPath } from "~/domain/organizations";
import { notFound } from "~/http/not-found.server";
import { messageKeyFor, orThrow, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { changeOrganization } from "~/upstream/organization-pages.server";
import { getBasicInfo } from "~/upstream/organizations.server";
import { loadOrganizationTab } from "./__org.server";
import { ConfirmStep } from "./__tabs";

export const handle = { i18n: ["provider", "orgPages"], breadcrumb: crumbsFrom };

/**
 * Moving the organization under another parent (`PUT /{id}/change-organization`) changes who sees
 * it: the settings tab's GET form lands here, and only this page's POST moves it.
 */
export const loader = guarded(
  "organizations.edit",
  async (args) => {
    const parentId = new URL(args.request.url).searchParams.get("parentOrganizationId");
    if (!isValidId(parentId)) throw notFound(args.context);
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
  async ({ request, context, params }) => {
    const orgId = params.orgId!;
    const submission = parseWithZod(await request.formData(), { schema: changeOrganizationSchema });
    if (submission.status !== "success")
      return data({ messages: ["orgPages:settings.errors.parentRequired"] }, { status: 400 });
    const result = await changeOrganization(
      upstream(context, request),
      orgId,
      submission.value.parentOrganizationId,
    );
    if (!result.ok) {
      const messages =
        result.kind === "validation" ? result.fieldErrors.map((e) => e.message) : [messageKeyFor(result)];
      return data({ messages }, { status: statusForFailure(result) });
    }
    context.jar.setFlash({ kind: "success", key: "orgPages:settings.flash.moved" });
    return redirect(organizationPath(orgId, "settings"), 303);
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
