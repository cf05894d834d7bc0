import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormButtons } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { LocationForm } from "~/components/organizations/location-form";
import { locationFormSchema } from "~/domain/location-schemas";
import { LOCATION_NAME_MAX } from "~/domain/organization-page-limits";
import { organizationPath } from "~/domain/organizations";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";
import { redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { updateLocation } from "~/upstream/locations.server";
import { formValuesOf, loadLocation, locationTypeOptions, submitLocation } from "./__locations.server";
import { loadOrganizationTab } from "./__org.server";

export const handle = { i18n: ["provider", "orgPages", "organizations"], breadcrumb: crumbsFrom };

/** Changes a location's name, type and address (`PUT /api/locations/{id}`). */
export const loader = guarded(
  "organizations.edit",
  async (args) => {
    const t = await getT(args.context.locale, "orgPages");
    const tab = await loadOrganizationTab(args, "locations", () => [{ label: t("locations.editTitle") }]);
    const [location, types] = await Promise.all([
      loadLocation(tab.client, args.context, tab.organization.id, args.params.locationId),
      locationTypeOptions(tab.client, args.context),
    ]);
    const heading = t("locations.editTitleOf", { name: location.name });
    return {
      constraints: formConstraints({ location: locationFormSchema }),
      pageTitle: heading,
      heading,
      crumbs: tab.crumbs,
      values: formValuesOf(location),
      types,
      backHref: organizationPath(tab.organization.id, "locations"),
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ request, context, params, client }) => {
    const orgId = params.orgId!;
    // The location is read first (it must be this organization's); an outage keeps the form.
    const [location, kept] = await readKeepingForm(request, () =>
      loadLocation(client, context, orgId, params.locationId),
    );
    if (kept) return kept;
    const refused = await submitLocation(await request.formData(), (body) =>
      updateLocation(client, location.id, body),
    );
    if (refused) return refused;
    return redirectWithFlash(context, organizationPath(orgId, "locations"), {
      kind: "success",
      key: "orgPages:locations.flash.saved",
    });
  },
  { orgParam: "orgId" },
);

export default function EditLocation() {
  const { t } = useTranslation("orgPages");
  const { heading, values, types, backHref, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-6 max-w-2xl">
        <LocationForm
          id="edit-location"
          constraint={constraints.location}
          lastResult={actionData?.result}
          defaultValue={values}
          types={types}
          nameHint={t("locations.nameHint", { max: LOCATION_NAME_MAX })}
          buttons={<FormButtons cancelHref={backHref}>{t("locations.save")}</FormButtons>}
        />
      </div>
    </>
  );
}
