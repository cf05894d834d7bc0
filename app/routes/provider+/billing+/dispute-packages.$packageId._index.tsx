import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AmountCells } from "~/components/claims/claim-view";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { Table, Td, Th } from "~/components/table";
import { CLAIMS_PATH, DISPUTES_PATH, formatClaimDate, packagedClaimPath } from "~/domain/claims";
import { requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getDisputePackage } from "~/upstream/claims.server";

export const handle = {
  i18n: ["billing", "claims"],
  titleKey: "claims:disputes.title",
  breadcrumb: crumbsFrom,
};

export const loader = guarded("claims.read", async ({ context, params, client }) => {
  const packageId = requireValidId(context, params.packageId);
  const found = orThrow(await getDisputePackage(client, packageId), context);
  const t = await getT(context.locale, "claims");
  return {
    found,
    pageTitle: found.name,
    crumbs: [
      { label: t("list.title"), to: CLAIMS_PATH },
      { label: t("disputes.title"), to: DISPUTES_PATH },
      { label: found.name },
    ],
  };
});

export default function DisputePackage() {
  const { t, i18n } = useTranslation("claims");
  const locale = i18n.language;
  const { found } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{found.name}</PageHeading>
      <dl className="mt-4 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{t("disputes.status")}</dt>
        <dd>{t(`disputeStatus.${found.status}`, { defaultValue: found.status })}</dd>
        <dt className="font-semibold">{t("claim.payer")}</dt>
        <dd>{found.payerName ?? ""}</dd>
      </dl>
      {found.claims.length === 0 ? (
        <p className="mt-4">{t("disputes.noClaims")}</p>
      ) : (
        <Table caption={t("disputes.claimsCaption", { name: found.name })}>
          <thead>
            <tr>
              <Th>{t("claim.number")}</Th>
              <Th>{t("claim.dateOfService")}</Th>
              <Th>{t("claim.procedureCode")}</Th>
              <Th>{t("claim.reasonCode")}</Th>
              <Th className="text-right">{t("claim.billed")}</Th>
              <Th className="text-right">{t("claim.paid")}</Th>
            </tr>
          </thead>
          <tbody>
            {found.claims.map((claim) => (
              <tr key={claim.id}>
                <Td>
                  <Link
                    to={packagedClaimPath(found.id, claim.id)}
                    className="inline-flex min-h-touch items-center font-semibold underline"
                  >
                    {claim.claimNumber}
                  </Link>
                </Td>
                <Td>{formatClaimDate(claim.dateOfService, locale)}</Td>
                <Td className="font-mono">{claim.procedureCode}</Td>
                <Td className="font-mono">{claim.reasonCode ?? ""}</Td>
                <AmountCells claim={claim} />
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
