import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { Table, Td, Th } from "~/components/table";
import { clinicDayPath, clinicPagePath } from "~/domain/clinic-day";
import { organizationPath } from "~/domain/organizations";
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

/** A clinic's own pages, linked from its row. */
function clinicPages(orgId: string, clinicId: string) {
  return [
    ["day", clinicDayPath(orgId, clinicId)],
    ["hours", clinicPagePath(orgId, clinicId, "hours")],
    ["schedule", clinicPagePath(orgId, clinicId, "schedule")],
  ] as const;
}

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
            {clinics.map((c) => (
              <tr key={c.id}>
                <Td>
                  <Link to={organizationPath(c.id)} className="font-semibold underline">
                    {c.name}
                  </Link>
                </Td>
                <Td>{c.location}</Td>
                <Td>{c.timeZone}</Td>
                <Td>
                  <span className="flex flex-wrap gap-3">
                    {clinicPages(orgId, c.id).map(([page, to]) => (
                      <Link
                        key={page}
                        to={to}
                        className="underline"
                        aria-label={t(`clinics.${page}Of`, { name: c.name })}
                      >
                        {t(`clinics.${page}`)}
                      </Link>
                    ))}
                  </span>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
