import { useActionData, useLoaderData } from "@remix-run/react";
import { UNITED_STATES_NAME } from "@contract/us-states";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/forms";
import { EditLink, RemoveLink, RowLinks } from "~/components/list/row-links";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { LocationForm } from "~/components/organizations/location-form";
import { Table, Td, Th } from "~/components/table";
import { useCan } from "~/components/use-can";
import { useOffered } from "~/components/use-offered";
import { locationFormSchema } from "~/domain/location-schemas";
import { LOCATION_NAME_MAX } from "~/domain/organization-page-limits";
import { organizationPath } from "~/domain/organizations";
import { formConstraints } from "~/http/form-constraints.server";
import { orThrow, redirectWithFlash } from "~/http/outcome.server";
import { guarded } from "~/session/guards.server";
import { createLocation, getLocations } from "~/upstream/locations.server";
import { addressLine, locationTypeOptions, submitLocation, typeLabeller } from "./__locations.server";
import { loadOrganizationTab } from "./__org.server";
import { OrganizationTabHeading } from "./__tabs";

export const handle = { i18n: ["provider", "orgPages", "organizations"], breadcrumb: crumbsFrom };

/**
 * The organization's locations (`GET /api/organizations/{id}/locations`), each with its type and
 * address, and a form to add one with a type from `GET /api/locations/locationTypes`.
 */
export const loader = guarded(
  "organizations.read",
  async (args) => {
    const tab = await loadOrganizationTab(args, "locations");
    const [locations, types] = await Promise.all([
      getLocations(tab.client, tab.organization.id),
      locationTypeOptions(tab.client, args.context),
    ]);
    const label = await typeLabeller(args.context);
    return {
      constraints: formConstraints({ location: locationFormSchema }),
      pageTitle: tab.title,
      title: tab.title,
      crumbs: tab.crumbs,
      orgId: tab.organization.id,
      types,
      locations: orThrow(locations, args.context).map((location) => ({
        id: location.id,
        name: location.name,
        type: label(location.locationType),
        address: addressLine(location.address),
      })),
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ request, context, params, client }) => {
    const orgId = params.orgId!;
    const refused = await submitLocation(await request.formData(), (body) =>
      createLocation(client, orgId, body),
    );
    if (refused) return refused;
    return redirectWithFlash(context, organizationPath(orgId, "locations"), {
      kind: "success",
      key: "orgPages:locations.flash.created",
    });
  },
  { orgParam: "orgId" },
);

export default function Locations() {
  const { t } = useTranslation("orgPages");
  const { title, orgId, locations, types, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // Adding, changing and removing are extensions: a backend without them shows the list alone.
  const mayChange = useCan("organizations.edit");
  const offered = useOffered("locations.create", "locations.update", "locations.remove");
  const mayEdit = mayChange && offered;
  return (
    <>
      <OrganizationTabHeading title={title} orgId={orgId} />
      {locations.length === 0 ? (
        <p className="mt-4">{t("locations.none")}</p>
      ) : (
        <Table caption={title}>
          <thead>
            <tr>
              <Th>{t("locations.name")}</Th>
              <Th>{t("locations.type")}</Th>
              <Th>{t("locations.address")}</Th>
              {mayEdit ? <Th>{t("locations.actions")}</Th> : null}
            </tr>
          </thead>
          <tbody>
            {locations.map((location) => (
              <tr key={location.id}>
                <Td>{location.name}</Td>
                <Td>{location.type}</Td>
                <Td>{location.address}</Td>
                {mayEdit ? (
                  <Td>
                    <RowLinks>
                      <EditLink
                        to={organizationPath(orgId, "locations", location.id, "edit")}
                        label={t("locations.edit")}
                        named={t("locations.editNamed", { name: location.name })}
                      />
                      <RemoveLink
                        to={organizationPath(orgId, "locations", location.id, "delete")}
                        label={t("locations.remove")}
                        named={t("locations.removeNamed", { name: location.name })}
                      />
                    </RowLinks>
                  </Td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {mayEdit ? (
        <section aria-labelledby="new-location-heading" className="mt-8 max-w-2xl">
          <h2 id="new-location-heading" className="text-xl font-bold">
            {t("locations.add")}
          </h2>
          <LocationForm
            id="new-location"
            constraint={constraints.location}
            lastResult={actionData?.result}
            defaultValue={{ country: UNITED_STATES_NAME }}
            types={types}
            nameHint={t("locations.nameHint", { max: LOCATION_NAME_MAX })}
            buttons={<SubmitButton>{t("locations.addButton")}</SubmitButton>}
          />
        </section>
      ) : null}
    </>
  );
}
