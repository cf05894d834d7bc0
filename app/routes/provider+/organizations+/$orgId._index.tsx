import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { organizationCrumbs } from "~/domain/breadcrumbs";
import { isValidId } from "~/domain/ids";
import { getT } from "~/i18n/i18n.server";
import { requireStaff } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { getBasicInfo, getBranches, getClinics, type Organization } from "~/upstream/organizations.server";
import { orThrow } from "~/http/outcome.server";
import { notFound } from "~/http/not-found.server";
import { OrganizationTabs } from "./__tabs";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = requireStaff(context, request);
  const orgId = params.orgId ?? "";
  if (!isValidId(orgId)) throw notFound(context);
  const client = upstream(context, request);
  const [info, branches, clinics] = await Promise.all([
    getBasicInfo(client, orgId),
    getBranches(client, orgId),
    getClinics(client, orgId),
  ]);
  const organization = orThrow(info, context);

  // Walk up to the top parent for the breadcrumbs (a few levels at most).
  const chain: Organization[] = [organization];
  for (let parentId = organization.parentOrganizationId; parentId && chain.length < 5;) {
    const parent = await getBasicInfo(client, parentId);
    if (!parent.ok) break;
    chain.unshift(parent.data);
    parentId = parent.data.parentOrganizationId;
  }
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
    crumbs: organizationCrumbs(
      session.account,
      chain.map((o) => ({ id: o.id, name: o.name })),
    ),
    branches: branches.ok ? branches.data.content.map((o) => ({ id: o.id, name: o.name })) : [],
    clinics: clinics.ok
      ? clinics.data
          .filter((c) => c.id !== organization.id)
          .map((o) => ({ id: o.id, name: o.name, city: o.address?.city ?? "" }))
      : [],
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

function crumbHref(crumb: LoaderData["crumbs"][number]) {
  return crumb.kind === "all"
    ? "/provider/organizations"
    : `/provider/organizations/${encodeURIComponent(crumb.id ?? "")}`;
}

function crumbLabel(t: TFunction, crumb: LoaderData["crumbs"][number]) {
  return crumb.kind === "all" ? t("organizations.title") : t("breadcrumbs.overview", { name: crumb.name });
}

export default function OrganizationOverview() {
  const { t } = useTranslation("provider");
  const { organization, crumbs, branches, clinics } = useLoaderData<typeof loader>();
  return (
    <>
      <nav aria-label={t("breadcrumbs.organizations")} className="mb-4 text-sm">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            const to = crumbHref(crumb);
            return (
              <li key={`${crumb.kind}-${crumb.id ?? index}`} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="inline-flex min-h-touch items-center">
                    {crumbLabel(t, crumb)}
                  </span>
                ) : (
                  <Link to={to} className="inline-flex min-h-touch items-center underline">
                    {crumbLabel(t, crumb)}
                  </Link>
                )}
                {!last ? <span aria-hidden="true">/</span> : null}
              </li>
            );
          })}
        </ol>
      </nav>
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
      <p className="mt-6 flex flex-wrap gap-3">
        <Link to="/provider/members" className={buttonClass("secondary")}>
          <Icon name="users" />
          {t("nav.members")}
        </Link>
      </p>
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
