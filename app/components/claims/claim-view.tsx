import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatClaimDate, disputePackagePath } from "~/domain/claims";
import { formatNumber } from "~/domain/format";
import type { ClaimDetail } from "~/upstream/claims.server";
import { Money } from "../billing/money";
import { PageHeading } from "../layout/page-heading";
import { Td } from "../table";

/**
 * One claim (spec part 2 §2 "Single Claim"): the same view from the claims list and inside a
 * dispute package; only the breadcrumb trail differs.
 */
export function ClaimView({ claim }: { claim: ClaimDetail }) {
  const { t, i18n } = useTranslation("claims");
  const locale = i18n.language;
  const rows: Array<[string, React.ReactNode]> = [
    ["claim.status", t(`status.${claim.claimStatus}`, { defaultValue: claim.claimStatus })],
    ["claim.dateOfService", formatClaimDate(claim.dateOfService, locale)],
    ["claim.patient", claim.patientName ?? ""],
    [
      "claim.payer",
      claim.payerId ? (
        <Link
          to={`/provider/billing/payers/${encodeURIComponent(claim.payerId)}`}
          className="inline-flex min-h-touch items-center underline"
        >
          {claim.payerName ?? claim.payerId}
        </Link>
      ) : (
        (claim.payerName ?? "")
      ),
    ],
    ["claim.payerGroup", claim.payerGroupId ?? ""],
    ["claim.provider", claim.providerName ?? ""],
    ["claim.organization", claim.organizationName ?? ""],
    ["claim.procedureCode", <span className="font-mono">{claim.procedureCode}</span>],
    [
      "claim.reasonCode",
      claim.reasonCode ? <span className="font-mono">{claim.reasonCode}</span> : t("claim.none"),
    ],
    ["claim.zipCode", claim.zipCode ?? ""],
    ["claim.state", claim.state ?? ""],
    ["claim.rate", claim.rate ? t(`rate.${claim.rate}`, { defaultValue: claim.rate }) : ""],
    ["claim.mr", claim.mr != null ? `${formatNumber(claim.mr, locale)} %` : ""],
    ["claim.billed", <Money amount={claim.billedAmount} />],
    ["claim.allowed", <Money amount={claim.allowedAmount} />],
    ["claim.paid", <Money amount={claim.paidAmount} />],
    ["claim.covid", claim.covid ? t("claim.yes") : t("claim.no")],
  ];
  const packages = claim.disputePackages ?? [];
  return (
    <>
      <PageHeading>{t("claim.title", { number: claim.claimNumber })}</PageHeading>
      <dl className="mt-4 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-semibold">{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="claim-packages" className="mt-8">
        <h2 id="claim-packages" className="text-xl font-bold">
          {t("claim.packages")}
        </h2>
        {packages.length === 0 ? (
          <p className="mt-2">{t("claim.noPackages")}</p>
        ) : (
          <ul className="mt-2 list-disc pl-6">
            {packages.map((p) => (
              <li key={p.id}>
                <Link
                  to={disputePackagePath(p.id)}
                  className="inline-flex min-h-touch items-center underline"
                >
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** A claim's billed and paid amounts as a table row's two cells (the list's and a package's). */
export function AmountCells({ claim }: { claim: Pick<ClaimDetail, "billedAmount" | "paidAmount"> }) {
  return (
    <>
      <Td className="text-right">
        <Money amount={claim.billedAmount} />
      </Td>
      <Td className="text-right">
        <Money amount={claim.paidAmount} />
      </Td>
    </>
  );
}
