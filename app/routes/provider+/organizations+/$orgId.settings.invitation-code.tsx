import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { organizationPath } from "~/domain/organizations";
import { messageKeyFor, orThrow, pageStatusFor, redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getSettings, refreshInvitationCode } from "~/upstream/organization-pages.server";
import { loadOrganizationTab } from "./__org.server";
import { ConfirmStep } from "./__tabs";

export const handle = { i18n: ["provider", "orgPages"], breadcrumb: crumbsFrom };

/** A new invitation code makes the old one stop working: asked first, done on POST only. */
export const loader = guarded(
  "organizations.edit",
  async (args) => {
    const t = await getT(args.context.locale, "orgPages");
    const tab = await loadOrganizationTab(args, "settings", () => [{ label: t("settings.refreshTitle") }]);
    const settings = orThrow(await getSettings(tab.client, tab.organization.id), args.context);
    return {
      pageTitle: t("settings.refreshTitle"),
      crumbs: tab.crumbs,
      code: settings.invitationCode ?? "",
      backHref: organizationPath(tab.organization.id, "settings"),
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ context, params, client }) => {
    const orgId = params.orgId!;
    const result = await refreshInvitationCode(client, orgId);
    if (!result.ok) return data({ message: messageKeyFor(result) }, { status: pageStatusFor(result) });
    return redirectWithFlash(context, organizationPath(orgId, "settings"), {
      kind: "success",
      key: "orgPages:settings.flash.codeRefreshed",
    });
  },
  { orgParam: "orgId" },
);

export default function RefreshInvitationCode() {
  const { t } = useTranslation("orgPages");
  const { code, backHref } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <ConfirmStep
      title={t("settings.refreshTitle")}
      summary={code ? t("settings.refreshSummary", { code }) : t("settings.refreshSummaryNone")}
      confirmLabel={t("settings.refreshConfirm")}
      backHref={backHref}
      messages={failure ? [failure.message] : []}
    />
  );
}
