import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { OrganizationForm } from "~/components/organizations/organization-form";
import { can } from "@contract/permissions";
import { organizationPath } from "~/domain/organizations";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { forbidden, guarded } from "~/session/guards.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { getEditableOrganization } from "~/upstream/organization-admin.server";
import {
  departmentOptions,
  keptOrganizationForm,
  organizationFormAction,
  timeZoneOptions,
  type FormReply,
} from "./__organization-form.server";
import { formConstraints } from "~/http/form-constraints.server";
import { organizationFormSchema } from "~/domain/organization-schemas";
import { readKeepingForm } from "~/http/form-kept.server";
import { masterDataChoices } from "~/code-lists/choices.server";

export const handle = { i18n: ["organizations", "provider"], breadcrumb: crumbsFrom };

/**
 * The parent the new organization goes under (`?parent=`, checked against the user's tree by the
 * guard), or none: a root organization, which only a role that manages roots may create.
 */
async function parentOf(
  context: RequestContext,
  request: Request,
  session: SessionData,
  client: UpstreamClient,
) {
  const parentId = new URL(request.url).searchParams.get("parent");
  if (parentId === null) {
    if (!can(session.account, "organizations.manageRoots")) throw forbidden(context, "common:forbidden.body");
    return null;
  }
  return orThrow(await getEditableOrganization(client, parentId), context);
}

/** GET/POST /provider/organizations/new?parent=<id>: a branch, clinic or other organization under the parent. */
export const loader = guarded(
  "organizations.edit",
  async ({ request, context, session, client }) => {
    const [parent, vaccines] = await Promise.all([
      parentOf(context, request, session, client),
      masterDataChoices(client, "manufacture", "name"),
    ]);
    const t = await getT(context.locale, "organizations");
    const requestedType = new URL(request.url).searchParams.get("type");
    return {
      constraints: formConstraints({ organization: organizationFormSchema }),
      pageTitle: t("new.title"),
      parent: parent ? { id: parent.id, name: parent.name } : null,
      departments: departmentOptions(parent),
      timeZones: timeZoneOptions(context.locale),
      vaccines: vaccines.ok ? vaccines.data : [],
      defaults: {
        country: parent?.address?.country ?? "United States",
        timeZone: parent?.timeZone ?? "",
        state: parent?.address?.state ?? "",
        type: requestedType ?? "",
        isOpen: "on",
      },
      crumbs: [
        { label: t("dashboard.title"), to: "/provider/organizations" },
        ...(parent ? [{ label: parent.name, to: organizationPath(parent.id) }] : []),
        { label: t("new.title") },
      ],
    };
  },
  { orgSearchParam: "parent" },
);

export const action = guarded(
  "organizations.edit",
  async ({ request, context, session, client }) => {
    const [parent, kept] = await readKeepingForm(
      request,
      () => parentOf(context, request, session, client),
      keptOrganizationForm,
    );
    if (kept) return kept;
    const departments = new Map(departmentOptions(parent).map((d) => [d.value, d.label]));
    return organizationFormAction(request, context, client, session, {
      orgId: null,
      parentId: parent?.id ?? null,
      departments,
    });
  },
  { orgSearchParam: "parent" },
);

export default function NewOrganization() {
  const { t } = useTranslation("organizations");
  const { parent, departments, timeZones, vaccines, defaults, constraints } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  return (
    <>
      <PageHeading>{parent ? t("new.headingUnder", { parent: parent.name }) : t("new.title")}</PageHeading>
      <div className="mt-6">
        <OrganizationForm
          constraint={constraints.organization}
          id="organization"
          lastResult={reply?.result}
          defaultValue={defaults}
          departments={departments}
          timeZones={timeZones}
          vaccines={vaccines}
          coordinates={reply?.coordinates ?? null}
          found={reply?.found}
          parentName={parent?.name ?? null}
          submitLabel={t("new.submit")}
          cancelHref={parent ? organizationPath(parent.id) : "/provider/organizations"}
        />
      </div>
    </>
  );
}
