import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BarChart } from "~/components/charts/bar-chart";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { Table, Td, Th } from "~/components/table";
import { barChart } from "~/domain/charts";
import { formatDisplayDate } from "~/domain/format";
import { organizationPath, typeLabelKey } from "~/domain/organizations";
import { getT } from "~/i18n/i18n.server";
import { pageWithPanels } from "~/http/partial-page.server";
import { guarded } from "~/session/guards.server";
import {
  getNoSchoolDistricts,
  getOrgAssociations,
  getPatientsByDepartment,
} from "~/upstream/organization-pages.server";
import { loadOrganizationTab } from "./__org.server";
import { OrganizationTabHeading } from "./__tabs";

export const handle = { i18n: ["provider", "orgPages", "organizations"], breadcrumb: crumbsFrom };

/** A chart label is short; the table beside it has the whole name. */
const shortLabel = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

/**
 * What a school district's admin looks at (issue 40 item 4): the districts of the tree that have
 * no school yet (`get-noschool-districts`), the organizations this one is associated with and how
 * (`org-association`), and its departments' patients (`patients-departments`) as a chart with its
 * table. The three reads run in parallel after basicInfo; each panel whose read fails says so and
 * the others stand, since none of them is the page's reason to exist alone.
 */
export const loader = guarded(
  "organizations.read",
  async (args) => {
    const tab = await loadOrganizationTab(args, "schools");
    const orgId = tab.organization.id;
    const [districts, associations, departments, t] = await Promise.all([
      getNoSchoolDistricts(tab.client, orgId),
      getOrgAssociations(tab.client, orgId),
      getPatientsByDepartment(tab.client, orgId),
      getT(args.context.locale, ["orgPages", "organizations"]),
    ]);
    const typeWords = (type: string | null | undefined) =>
      type ? t(typeLabelKey(type), { defaultValue: type }) : "";
    // Three panels: each that fails says so, and the status says the page is partial.
    return pageWithPanels(
      {
        pageTitle: tab.title,
        title: tab.title,
        crumbs: tab.crumbs,
        orgId,
        districts: districts.ok
          ? districts.data.map((d) => ({
              id: d.id,
              name: d.name,
              parentName: d.parentName ?? "",
              place: [d.city, d.state].filter(Boolean).join(", "),
              isThis: d.id === orgId,
            }))
          : null,
        associations: associations.ok
          ? associations.data.map((a) => ({
              id: a.organization.id,
              name: a.organization.name,
              type: typeWords(a.organization.type),
              // A relation this app does not know yet is shown by its code rather than hidden.
              relation: t(`orgPages:schools.relations.${a.relation}`, { defaultValue: a.relation }),
              since: a.since ? formatDisplayDate(a.since) : "",
            }))
          : null,
        departmentChart: departments.ok
          ? barChart(
              departments.data.map((d) => ({ label: shortLabel(d.name), fullLabel: d.name })),
              departments.data.map((d) => d.patientCount),
            )
          : null,
      },
      [districts, associations, departments],
    );
  },
  { orgParam: "orgId" },
);

export default function SchoolViews() {
  const { t } = useTranslation(["orgPages", "organizations"]);
  const { title, orgId, districts, associations, departmentChart } = useLoaderData<typeof loader>();
  return (
    <>
      <OrganizationTabHeading title={title} orgId={orgId} />
      <section aria-labelledby="no-school-districts" className="mt-6">
        <h2 id="no-school-districts" className="text-xl font-bold">
          {t("schools.districts.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("schools.districts.description")}</p>
        {districts === null ? (
          <p role="status" className="mt-2">
            {t("unavailable")}
          </p>
        ) : districts.length === 0 ? (
          <p className="mt-2">{t("schools.districts.none")}</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {districts.map((d) => (
              <li key={d.id}>
                <Link to={organizationPath(d.id, "schools")} className="font-semibold underline">
                  {d.name}
                </Link>
                {d.isThis ? ` (${t("schools.districts.this")})` : ""}
                {d.parentName ? ` · ${t("schools.districts.under", { name: d.parentName })}` : ""}
                {d.place ? ` · ${d.place}` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="associations" className="mt-8">
        <h2 id="associations" className="text-xl font-bold">
          {t("schools.associations.heading")}
        </h2>
        {associations === null ? (
          <p role="status" className="mt-2">
            {t("unavailable")}
          </p>
        ) : associations.length === 0 ? (
          <p className="mt-2">{t("schools.associations.none")}</p>
        ) : (
          <Table caption={t("schools.associations.heading")} captionHidden>
            <thead>
              <tr>
                <Th>{t("schools.associations.organization")}</Th>
                <Th>{t("schools.associations.type")}</Th>
                <Th>{t("schools.associations.relation")}</Th>
                <Th>{t("schools.associations.since")}</Th>
              </tr>
            </thead>
            <tbody>
              {associations.map((a) => (
                <tr key={`${a.id}-${a.relation}`}>
                  <Td>{a.name}</Td>
                  <Td>{a.type}</Td>
                  <Td>{a.relation}</Td>
                  <Td>{a.since}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
      <div id="patients-by-department" className="mt-8">
        <BarChart
          title={t("schools.departments.title")}
          description={t("schools.departments.description")}
          chart={departmentChart}
          categoryHeader={t("schools.departments.department")}
          valueHeader={t("schools.departments.patients")}
          headingLevel={2}
        />
      </div>
    </>
  );
}
