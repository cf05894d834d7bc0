import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { Table, Td, Th } from "~/components/table";
import { clinicPaths } from "~/domain/organization-pages";
import { orThrow } from "~/http/outcome.server";
import { guarded } from "~/session/guards.server";
import { getClinics } from "~/upstream/organizations.server";
import { loadOrganizationTab } from "./__org.server";
import { OrganizationTabHeading } from "./__tabs";

export const handle = { i18n: ["provider", "orgPages"], breadcrumb: crumbsFrom };

/** The clinics of the organization's tree (getAllOrganizationClinic), each with its day, hours and schedule. */
export const loader = guarded(
  "organizations.read",
  async (args) => {
    const tab = await loadOrganizationTab(args, "clinics");
    const clinics = orThrow(await getClinics(tab.client, tab.organization.id), args.context);
    return {
      pageTitle: tab.title,
      title: tab.title,
      crumbs: tab.crumbs,
      orgId: tab.organization.id,
      clinics: clinics.map((c) => ({
        id: c.id,
        name: c.name,
        location: [c.address?.city, c.address?.state].filter(Boolean).join(", "),
        timeZone: c.timeZone ?? "",
      })),
    };
  },
  { orgParam: "orgId" },
);

export default function Clinics() {
  const { t } = useTranslation("orgPages");
  const { title, orgId, clinics } = useLoaderData<typeof loader>();
  return (
    <>
      <OrganizationTabHeading title={title} orgId={orgId} />
      {clinics.length === 0 ? (
        <p className="mt-4">{t("clinics.none")}</p>
      ) : (
        <Table caption={title}>
          <thead>
            <tr>
              <Th>{t("clinics.name")}</Th>
              <Th>{t("clinics.location")}</Th>
              <Th>{t("clinics.timeZone")}</Th>
              <Th>{t("clinics.pages")}</Th>
            </tr>
          </thead>
          <tbody>
            {clinics.map((c) => {
              const paths = clinicPaths(orgId, c.id);
              return (
                <tr key={c.id}>
                  <Td>
                    <Link
                      to={`/provider/organizations/${encodeURIComponent(c.id)}`}
                      className="font-semibold underline"
                    >
                      {c.name}
                    </Link>
                  </Td>
                  <Td>{c.location}</Td>
                  <Td>{c.timeZone}</Td>
                  <Td>
                    <span className="flex flex-wrap gap-3">
                      <Link
                        to={paths.day}
                        className="underline"
                        aria-label={t("clinics.dayOf", { name: c.name })}
                      >
                        {t("clinics.day")}
                      </Link>
                      <Link
                        to={paths.hours}
                        className="underline"
                        aria-label={t("clinics.hoursOf", { name: c.name })}
                      >
                        {t("clinics.hours")}
                      </Link>
                      <Link
                        to={paths.schedule}
                        className="underline"
                        aria-label={t("clinics.scheduleOf", { name: c.name })}
                      >
                        {t("clinics.schedule")}
                      </Link>
                    </span>
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </>
  );
}
