import { useTranslation } from "react-i18next";
import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";
import { organizationPath } from "~/domain/organizations";
import { deleteFailure } from "~/http/delete-failure.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deleteDepartment } from "~/upstream/organization-pages.server";
import { loadDepartment } from "./__departments.server";
import { loadOrganizationTab } from "./__org.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["provider", "orgPages"] };

interface DepartmentDeleteData extends DeleteConfirmationBase {
  name: string;
}

/** Deleting a department asks first (GET never deletes). */
export const loader = guarded(
  "organizations.edit",
  async (args) => {
    const tab = await loadOrganizationTab(args, "departments");
    const department = await loadDepartment(
      tab.client,
      args.context,
      tab.organization.id,
      args.params.departmentId,
    );
    const t = await getT(args.context.locale, "orgPages");
    const base = organizationPath(tab.organization.id, "departments");
    const confirmation: DepartmentDeleteData = {
      title: t("departments.deleteTitle", { name: department.name }),
      canDelete: true,
      backHref: base,
      actionHref: organizationPath(tab.organization.id, "departments", department.id, "delete"),
      name: department.name,
    };
    return { ...confirmation, pageTitle: confirmation.title };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ context, params, client }) => {
    const orgId = params.orgId!;
    const department = await loadDepartment(client, context, orgId, params.departmentId);
    const result = await deleteDepartment(client, department.id);
    if (!result.ok) return deleteFailure(result, "orgPages:departments.deleteFailure");
    return redirectWithFlash(context, organizationPath(orgId, "departments"), {
      kind: "success",
      key: "orgPages:departments.flash.deleted",
    });
  },
  { orgParam: "orgId" },
);

function Summary({ data }: { data: DepartmentDeleteData }) {
  const { t } = useTranslation("orgPages");
  return <p>{t("departments.deleteSummary", { name: data.name })}</p>;
}

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(Summary);
