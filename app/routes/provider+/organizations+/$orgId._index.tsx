import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { isValidId } from "~/domain/ids";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { getBasicInfo, getBranches, getClinics } from "~/upstream/organizations.server";
import { orThrow } from "~/http/outcome.server";
import { notFound } from "~/http/not-found.server";
import { OrganizationTabs } from "./__tabs";
import { organizationTrail } from "./__crumbs.server";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { useCan } from "~/components/use-can";

export const handle = { breadcrumb: crumbsFrom };

export const loader = guarded(
  "organizations.read",
  async ({ request, context, params, session }) => {
    const orgId = params.orgId ?? "";
    if (!isValidId(orgId)) throw notFound(context);
    const client = upstream(context, request);
    const [info, branches, clinics] = await Promise.all([
      getBasicInfo(client, orgId),
      getBranches(client, orgId),
      getClinics(client, orgId),
    ]);
    const organization = orThrow(info, context);

    const t = await getT(context.locale, "provider");
    return {
      pageTitle: t("breadcrumbs.overview", { name: organization.name }),
      organization: {
        id: organization.id,
        name: organization.name,
        type: organization.type ?? "",
        timeZone: organization.timeZone ?? "",
        approvalStatus: organization.approvalStatus ?? "",
        address: [
          organization.address?.address1,
          organization.address?.city,
          organization.address?.state,
          organization.address?.zipcode,
        ]
          .filter(Boolean)
          .join(", "),
      },
      crumbs: await organizationTrail(context, request, session, client, organization),
      branches: branches.ok ? branches.data.content.map((o) => ({ id: o.id, name: o.name })) : [],
      clinics: clinics.ok
        ? clinics.data
            .filter((c) => c.id !== organization.id)
            .map((o) => ({ id: o.id, name: o.name, city: o.address?.city ?? "" }))
        : [],
    };
  },
  { orgParam: "orgId" },
);

export default function OrganizationOverview() {
  const { t } = useTranslation("provider");
  const { organization, branches, clinics } = useLoaderData<typeof loader>();
  const mayListMembers = useCan("members.read");
  return (
    <>
      <PageHeading>{t("breadcrumbs.overview", { name: organization.name })}</PageHeading>
      <OrganizationTabs orgId={organization.id} />
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("organizations.type")}</dt>
        <dd>{organization.type}</dd>
        <dt className="font-semibold">{t("organizations.address")}</dt>
        <dd>{organization.address}</dd>
        <dt className="font-semibold">{t("organizations.timeZone")}</dt>
        <dd>{organization.timeZone}</dd>
        <dt className="font-semibold">{t("organizations.status")}</dt>
        <dd>{organization.approvalStatus}</dd>
      </dl>
      {mayListMembers ? (
        <p className="mt-6 flex flex-wrap gap-3">
          <Link
            to={`/provider/members?${new URLSearchParams({ organizationId: organization.id })}`}
            className={buttonClass("secondary")}
          >
            <Icon name="users" />
            {t("nav.members")}
          </Link>
        </p>
      ) : null}
      {branches.length ? (
        <>
          <h2 className="mt-8 text-xl font-bold">{t("organizations.branches")}</h2>
          <ul className="mt-2 space-y-1">
            {branches.map((b) => (
              <li key={b.id}>
                <Link
                  to={`/provider/organizations/${encodeURIComponent(b.id)}`}
                  className="inline-flex min-h-touch items-center underline"
                >
                  {b.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {clinics.length ? (
        <>
          <h2 className="mt-8 text-xl font-bold">{t("organizations.clinics")}</h2>
          <ul className="mt-2 space-y-1">
            {clinics.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/provider/organizations/${encodeURIComponent(c.id)}`}
                  className="inline-flex min-h-touch items-center underline"
                >
                  {c.name}
                </Link>
                {c.city ? <span className="ml-3 text-slate-700">{c.city}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
