import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { Table, Td, Th } from "~/components/table";
import { formatInstant } from "~/domain/format";
import { organizationPath } from "~/domain/organizations";
import { guarded } from "~/session/guards.server";
import { pageWithPanels } from "~/http/partial-page.server";
import { scopeTest } from "~/session/organization-tree.server";
import { getAllStaff, getPasswordResets } from "~/upstream/organization-pages.server";
import { getPerformers } from "~/upstream/organizations.server";
import { loadOrganizationTab } from "./__org.server";
import { passwordResetTest } from "./__password-reset.server";
import { OrganizationTabHeading } from "./__tabs";

export const handle = { i18n: ["provider", "orgPages"], breadcrumb: crumbsFrom };

/**
 * Everyone on staff in the organization's tree (allStaff), and its performers; each hides alone.
 * An admin sees a "Reset password" link on each account they may reset (lower privilege, their
 * tree, not their own) and the resets made in the tree.
 */
export const loader = guarded(
  "organizations.read",
  async (args) => {
    const { context, request, session } = args;
    const tab = await loadOrganizationTab(args, "staff");
    const orgId = tab.organization.id;
    // The resets are read only by those who may reset here: the call answers 403 to anyone else.
    const [mayReset, resetsHere] = await Promise.all([
      passwordResetTest(context, request, session),
      scopeTest(context, request, session, "accounts.resetPassword").then((inScope) => inScope(orgId)),
    ]);
    const [staff, performers, resets] = await Promise.all([
      getAllStaff(tab.client, orgId),
      getPerformers(tab.client, orgId),
      resetsHere ? getPasswordResets(tab.client, orgId) : null,
    ]);
    return pageWithPanels(
      {
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
              resetHref: mayReset(s) ? organizationPath(orgId, "staff", s.accountId, "password") : null,
            }))
          : null,
        // Absent (not offered, refused or failed) leaves the section out: the staff list stands alone.
        resets: resets?.ok
          ? resets.data.map((r) => ({
              id: r.id,
              account: r.accountName ?? r.accountId,
              actor: r.actorName ?? r.actorAccountId,
              at: formatInstant(r.resetAt, context.timeZone, context.locale),
            }))
          : null,
        performers: performers.ok ? performers.data.map((p) => ({ id: p.id, name: p.name })) : null,
      },
      [staff, performers, resets],
    );
  },
  { orgParam: "orgId" },
);

export default function Staff() {
  const { t } = useTranslation("orgPages");
  const { title, orgId, staff, performers, resets } = useLoaderData<typeof loader>();
  const anyReset = staff?.some((s) => s.resetHref) ?? false;
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
                {anyReset ? <Th>{t("staff.actions")}</Th> : null}
              </tr>
            </thead>
            <tbody>
              {staff.map((s) => (
                <tr key={s.id}>
                  <Td>{s.name}</Td>
                  <Td>{s.role}</Td>
                  <Td>{s.email}</Td>
                  <Td>{s.organization}</Td>
                  {anyReset ? (
                    <Td>
                      {s.resetHref ? (
                        <Link to={s.resetHref} className="underline">
                          {t("staff.reset.link", { name: s.name || s.email })}
                        </Link>
                      ) : null}
                    </Td>
                  ) : null}
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
      {resets ? (
        <section aria-labelledby="password-resets-heading" className="mt-8">
          <h2 id="password-resets-heading" className="text-xl font-bold">
            {t("staff.resets.heading")}
          </h2>
          {resets.length === 0 ? (
            <p className="mt-2">{t("staff.resets.none")}</p>
          ) : (
            <Table caption={t("staff.resets.caption")}>
              <thead>
                <tr>
                  <Th>{t("staff.resets.when")}</Th>
                  <Th>{t("staff.resets.account")}</Th>
                  <Th>{t("staff.resets.by")}</Th>
                </tr>
              </thead>
              <tbody>
                {resets.map((r) => (
                  <tr key={r.id}>
                    <Td>{r.at}</Td>
                    <Td>{r.account}</Td>
                    <Td>{r.actor}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
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
