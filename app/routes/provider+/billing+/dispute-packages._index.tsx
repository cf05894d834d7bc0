import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Money } from "~/components/billing/money";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { Table, Td, Th } from "~/components/table";
import { CLAIMS_PATH, disputePackagePath } from "~/domain/claims";
import { formatLongDate, formatNumber } from "~/domain/format";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { listDisputePackages } from "~/upstream/claims.server";

export const handle = {
  i18n: ["billing", "claims"],
  titleKey: "claims:disputes.title",
  breadcrumb: crumbsFrom,
};

/** The dispute packages of the caller's tree, newest first (decision 039). */
export const loader = guarded("claims.read", async ({ context, client }) => {
  const packages = orThrow(await listDisputePackages(client), context);
  const t = await getT(context.locale, "claims");
  return {
    packages,
    crumbs: [{ label: t("list.title"), to: CLAIMS_PATH }, { label: t("disputes.title") }],
  };
});

export default function DisputePackages() {
  const { t, i18n } = useTranslation("claims");
  const locale = i18n.language;
  const { packages } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t("disputes.title")}</PageHeading>
      <p className="mt-2 max-w-3xl text-slate-700">{t("disputes.intro")}</p>
      {packages.length === 0 ? (
        <p className="mt-4">{t("disputes.empty")}</p>
      ) : (
        <Table caption={t("disputes.caption")}>
          <thead>
            <tr>
              <Th>{t("disputes.name")}</Th>
              <Th>{t("disputes.status")}</Th>
              <Th>{t("claim.payer")}</Th>
              <Th className="text-right">{t("disputes.claimCount")}</Th>
              <Th className="text-right">{t("disputes.disputedAmount")}</Th>
              <Th>{t("disputes.created")}</Th>
            </tr>
          </thead>
          <tbody>
            {packages.map((p) => (
              <tr key={p.id}>
                <Td>
                  <Link
                    to={disputePackagePath(p.id)}
                    className="inline-flex min-h-touch items-center font-semibold underline"
                  >
                    {p.name}
                  </Link>
                </Td>
                <Td>{t(`disputeStatus.${p.status}`, { defaultValue: p.status })}</Td>
                <Td>{p.payerName ?? ""}</Td>
                <Td className="text-right tabular-nums">{formatNumber(p.claimCount ?? 0, locale)}</Td>
                <Td className="text-right">
                  <Money amount={p.disputedAmount} />
                </Td>
                <Td>{p.createdAt ? formatLongDate(p.createdAt.slice(0, 10), locale) : ""}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
