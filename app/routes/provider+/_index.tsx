import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { PROVIDER_NAV } from "~/components/layout/provider-layout";
import { formatCompactNumber } from "~/domain/format";
import { ANY_STAFF, guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { getSummaryCounts } from "~/upstream/organizations.server";
import type { ProviderLoaderData } from "./_layout";

export const handle = { titleKey: "provider:home.title" };

export const loader = guarded(ANY_STAFF, async ({ request, context, session }) => {
  const orgId = session.account.organizationId;
  if (!orgId) return { counts: null };
  // The dashboard still works when the counts cannot be read; they are a summary, not the page.
  const result = await getSummaryCounts(upstream(context, request), orgId);
  return { counts: result.ok ? result.data : null };
});

export default function ProviderHome() {
  const { t } = useTranslation("provider");
  const data = useRouteLoaderData<ProviderLoaderData>("routes/provider+/_layout");
  const orgId = data?.account.organizationId;
  const { counts } = useLoaderData<typeof loader>();
  const { i18n } = useTranslation();
  const figures: Array<[string, number | null | undefined]> = counts
    ? [
        ["home.counts.patients", counts.patientCount],
        ["home.counts.providers", counts.providerCount],
        ["home.counts.clinics", counts.clinicCount],
        ["home.counts.appointments", counts.upcomingAppointmentCount],
      ]
    : [];
  return (
    <>
      <PageHeading>{t("home.title")}</PageHeading>
      <p className="mt-2 text-lg">{t("home.welcome", { name: data?.user.displayName ?? "" })}</p>
      {data?.account.organizationName ? (
        <p className="text-slate-700">{t("home.organization", { name: data.account.organizationName })}</p>
      ) : null}
      {figures.length ? (
        <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map(([key, value]) => (
            <div key={key} className="rounded border-2 border-slate-300 p-4">
              <dt className="text-sm text-slate-700">{t(key)}</dt>
              <dd className="text-2xl font-bold">{formatCompactNumber(value ?? 0, i18n.language)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <h2 className="mt-8 text-xl font-bold">{t("home.quickLinks")}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {orgId ? (
          <li>
            <Link
              to={`/provider/organizations/${encodeURIComponent(orgId)}/lanes`}
              className="flex min-h-touch items-center gap-3 rounded border-2 border-slate-300 p-4 font-semibold underline hover:border-brand-700"
            >
              <Icon name="clock" />
              {t("home.lanes")}
            </Link>
          </li>
        ) : null}
        {PROVIDER_NAV.filter((item) => item.to !== "/provider").map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="flex min-h-touch items-center gap-3 rounded border-2 border-slate-300 p-4 font-semibold underline hover:border-brand-700"
            >
              <Icon name={item.icon} />
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
