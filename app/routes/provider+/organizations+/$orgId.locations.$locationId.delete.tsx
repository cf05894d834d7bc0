import { useTranslation } from "react-i18next";
import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";
import { organizationPath } from "~/domain/organizations";
import { deleteFailure } from "~/http/delete-failure.server";
import { redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deleteLocation } from "~/upstream/locations.server";
import { addressLine, loadLocation } from "./__locations.server";
import { loadOrganizationTab } from "./__org.server";

export const handle = { i18n: ["provider", "orgPages"] };

interface LocationDeleteData extends DeleteConfirmationBase {
  name: string;
  address: string;
}

/** Removing a location asks first (GET never removes). */
export const loader = guarded(
  "organizations.edit",
  async (args) => {
    const tab = await loadOrganizationTab(args, "locations");
    const location = await loadLocation(
      tab.client,
      args.context,
      tab.organization.id,
      args.params.locationId,
    );
    const t = await getT(args.context.locale, "orgPages");
    const confirmation: LocationDeleteData = {
      title: t("locations.deleteTitle", { name: location.name }),
      confirmLabel: t("locations.deleteConfirm"),
      canDelete: true,
      backHref: organizationPath(tab.organization.id, "locations"),
      actionHref: organizationPath(tab.organization.id, "locations", location.id, "delete"),
      name: location.name,
      address: addressLine(location.address),
    };
    return { ...confirmation, pageTitle: confirmation.title };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ context, params, client }) => {
    const orgId = params.orgId!;
    const location = await loadLocation(client, context, orgId, params.locationId);
    const result = await deleteLocation(client, location.id);
    if (!result.ok) return deleteFailure(result, "orgPages:locations.deleteFailure");
    return redirectWithFlash(context, organizationPath(orgId, "locations"), {
      kind: "success",
      key: "orgPages:locations.flash.deleted",
    });
  },
  { orgParam: "orgId" },
);

function Summary({ data }: { data: LocationDeleteData }) {
  const { t } = useTranslation("orgPages");
  return <p>{t("locations.deleteSummary", { name: data.name, address: data.address })}</p>;
}

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(Summary);
