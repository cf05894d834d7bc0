import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { Table, Td, Th } from "~/components/table";
import { guarded } from "~/session/guards.server";
import { getAllStaff } from "~/upstream/organization-pages.server";
import { getPerformers } from "~/upstream/organizations.server";
import { loadOrganizationTab } from "./__org.server";
import { OrganizationTabHeading } from "./__tabs";

export const handle = { i18n: ["provider", "orgPages"], breadcrumb: crumbsFrom };

/** Everyone on staff in the organization's tree (allStaff), and its performers; each hides alone. */
export const loader = guarded(
  "organizations.read",
  async (args) => {
    const tab = await loadOrganizationTab(args, "staff");
    const [staff, performers] = await Promise.all([
      getAllStaff(tab.client, tab.organization.id),
      getPerformers(tab.client, tab.organization.id),
    ]);
    return {
      pageTitle: tab.title,
      title: tab.title,
      crumbs: tab.crumbs,
      orgId: tab.organization.id,
      staff: staff.ok
        ? staff.data.map((s) => ({
            id: s.accountId,
            name: [s.firstName, s.lastName].filter(Boolean).join(" "),
            email: s.email ?? "",
            role: s.privilegeName ?? "",
            organization: s.organizationName ?? "",
          }))
        : null,
      performers: performers.ok ? performers.data.map((p) => ({ id: p.id, name: p.name })) : null,
    };
  },
  { orgParam: "orgId" },
);

export default function Staff() {
  const { t } = useTranslation("orgPages");
  const { title, orgId, staff, performers } = useLoaderData<typeof loader>();
  return (
    <>
      <OrganizationTabHeading title={title} orgId={orgId} />
      {staff ? (
        staff.length === 0 ? (
          <p className="mt-4">{t("staff.none")}</p>
        ) : (
          <Table caption={t("staff.caption")}>
            <thead>
              <tr>
                <Th>{t("staff.name")}</Th>
                <Th>{t("staff.role")}</Th>
                <Th>{t("staff.email")}</Th>
                <Th>{t("staff.organization")}</Th>
              </tr>
            </thead>
            <tbody>
              {staff.map((s) => (
                <tr key={s.id}>
                  <Td>{s.name}</Td>
                  <Td>{s.role}</Td>
                  <Td>{s.email}</Td>
                  <Td>{s.organization}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )
      ) : null}
      {performers ? (
        <section aria-labelledby="performers-heading" className="mt-8">
          <h2 id="performers-heading" className="text-xl font-bold">
            {t("staff.performers")}
          </h2>
          {performers.length === 0 ? (
            <p className="mt-2">{t("staff.noPerformers")}</p>
          ) : (
            <ul className="mt-2 list-disc pl-6">
              {performers.map((p) => (
                <li key={p.id}>{p.name}</li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {!staff && !performers ? (
        <p role="status" className="mt-4">
          {t("unavailable")}
        </p>
      ) : null}
    </>
  );
}
