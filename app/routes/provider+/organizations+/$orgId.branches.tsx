import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass, inputClass } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { Table, Td, Th } from "~/components/table";
import { formatNumber } from "~/domain/format";
import {
  ORGANIZATION_TYPES,
  approvalStatusLabelKey,
  organizationTypeFrom,
  typeLabelKey,
} from "~/domain/organizations";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getBranchesBrief, getBranchesCount } from "~/upstream/organization-pages.server";
import { loadOrganizationTab } from "./__org.server";
import { OrganizationTabHeading } from "./__tabs";

export const handle = { i18n: ["provider", "orgPages", "organizations"], breadcrumb: crumbsFrom };

/** The organization's branches (branches-brief, by type through a GET form) and how many of each type. */
export const loader = guarded(
  "organizations.read",
  async (args) => {
    const type = organizationTypeFrom(new URL(args.request.url).searchParams.get("type"));
    const tab = await loadOrganizationTab(args, "branches");
    const [branches, count, t] = await Promise.all([
      getBranchesBrief(tab.client, tab.organization.id, type),
      getBranchesCount(tab.client, tab.organization.id),
      getT(args.context.locale, "organizations"),
    ]);
    return {
      pageTitle: tab.title,
      title: tab.title,
      crumbs: tab.crumbs,
      orgId: tab.organization.id,
      type: type ?? "",
      branches: branches.ok
        ? branches.data.map((b) => ({
            id: b.id,
            name: b.name,
            type: b.type ?? "",
            location: [b.city, b.state].filter(Boolean).join(", "),
            status: b.approvalStatus
              ? t(approvalStatusLabelKey(b.approvalStatus), { defaultValue: b.approvalStatus })
              : "",
          }))
        : null,
      count: count.ok ? count.data : null,
    };
  },
  { orgParam: "orgId" },
);

export default function Branches() {
  const { t, i18n } = useTranslation("orgPages");
  const { title, orgId, type, branches, count } = useLoaderData<typeof loader>();
  const typeLabel = (value: string) => t(typeLabelKey(value), { defaultValue: value });
  return (
    <>
      <OrganizationTabHeading title={title} orgId={orgId} />
      {count ? (
        <p className="mt-4">
          {t("branches.count", { count: count.count })}
          {count.byType.length
            ? ` (${count.byType.map((c) => `${typeLabel(c.type)}: ${formatNumber(c.count, i18n.language)}`).join(", ")})`
            : ""}
        </p>
      ) : null}
      <Form
        method="get"
        role="search"
        aria-label={t("branches.filter")}
        className="mt-4 flex flex-wrap items-end gap-4"
      >
        <div>
          <label htmlFor="branch-type" className="block font-semibold">
            {t("branches.type")}
          </label>
          <select id="branch-type" name="type" defaultValue={type} className={`${inputClass} mt-1`}>
            <option value="">{t("branches.allTypes")}</option>
            {ORGANIZATION_TYPES.map((value) => (
              <option key={value} value={value}>
                {typeLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("branches.apply")}
        </button>
      </Form>
      {branches === null ? (
        <p role="status" className="mt-4">
          {t("unavailable")}
        </p>
      ) : branches.length === 0 ? (
        <p className="mt-4">{t("branches.none")}</p>
      ) : (
        <Table caption={title}>
          <thead>
            <tr>
              <Th>{t("branches.name")}</Th>
              <Th>{t("branches.type")}</Th>
              <Th>{t("branches.location")}</Th>
              <Th>{t("branches.status")}</Th>
            </tr>
          </thead>
          <tbody>
            {branches.map((b) => (
              <tr key={b.id}>
                <Td>
                  <Link
                    to={`/provider/organizations/${encodeURIComponent(b.id)}`}
                    className="font-semibold underline"
                  >
                    {b.name}
                  </Link>
                </Td>
                <Td>{b.type ? typeLabel(b.type) : ""}</Td>
                <Td>{b.location}</Td>
                <Td>{b.status}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
