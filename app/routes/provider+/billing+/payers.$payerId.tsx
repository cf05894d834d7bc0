import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { Money } from "~/components/billing/money";
import { buttonClass } from "~/components/forms";
import { PageHeading } from "~/components/layout/page-heading";
import { Table, Td, Th } from "~/components/table";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { pageStatusFor } from "~/http/outcome.server";
import { getPayer, getPayerProcedureCodes, getPayerReasonCodes } from "~/upstream/payers.server";
import { PayerAnalytics } from "~/components/claims/payer-analytics";
import { can } from "@contract/permissions";
import { REASON_CODE, payerReasonCodePath } from "~/domain/claims";
import { useCan } from "~/components/use-can";
import { DeleteControl } from "~/components/billing/delete-confirmation";
import { billingChanges, ownerOf } from "~/code-lists/ownership.server";
import { loadPayerAnalytics } from "./__payer-analytics.server";

export const handle = {
  i18n: ["billing", "claims"],
  titleKey: "billing:payers.detailTitle",
  breadcrumb: crumbsFrom,
};

const BASE = "/provider/billing/payers";

/** The payer's edit or delete page: they find the payer by its name, as the code lists do. */
const recordHref = (payer: { id: string; payerName: string }, page: "edit" | "delete") =>
  `${BASE}/${encodeURIComponent(payer.id)}/${page}?payerName=${encodeURIComponent(payer.payerName)}`;

export const loader = guarded("billing.read", async ({ request, context, params, session, client }) => {
  const payerId = params.payerId!;
  const [payer, procedureCodes, reasonCodes, analytics] = await Promise.all([
    getPayer(client, payerId),
    getPayerProcedureCodes(client, payerId),
    getPayerReasonCodes(client, payerId),
    // The claims analytics, for those who read claims (decision 039).
    can(session.account, "claims.read")
      ? loadPayerAnalytics(client, payerId, await getT(context.locale, "claims"), context.locale)
      : null,
  ]);
  const t = await getT(context.locale, "billing");
  if (!payer.ok) {
    // Spec part 2 §8: "An error occurred while getting selected payer by id: {id}".
    return data(
      {
        payer: null,
        payerId,
        procedureCodes: null,
        reasonCodes: null,
        analytics: null,
        mayChange: false,
        pageTitle: t("payers.errorTitle"),
        crumbs: [{ label: t("payers.title"), to: BASE }, { label: payerId }],
      },
      { status: pageStatusFor(payer) },
    );
  }
  // Edit and delete only where they would be allowed (decision 054: the network's payers and other
  // trees' are not the user's to change), so neither leads to a refusal.
  const mayChange =
    can(session.account, "billing.edit") &&
    (await billingChanges(context, request, session))(ownerOf(payer.data));
  return {
    payer: payer.data,
    mayChange,
    payerId,
    procedureCodes: procedureCodes.ok ? procedureCodes.data : null,
    reasonCodes: reasonCodes.ok ? reasonCodes.data : null,
    analytics,
    pageTitle: payer.data.payerName,
    crumbs: [{ label: t("payers.title"), to: BASE }, { label: payer.data.payerName }],
  };
});

export default function PayerDetail() {
  const { t } = useTranslation("billing");
  const { payer, payerId, procedureCodes, reasonCodes, analytics, mayChange } =
    useLoaderData<typeof loader>();
  const mayEdit = useCan("billing.edit") && mayChange;
  // A code's own page shows its claims (decision 043): for those who read claims.
  const readsClaims = useCan("claims.read");
  if (!payer) {
    return (
      <>
        <PageHeading>{t("payers.errorTitle")}</PageHeading>
        <p role="alert" className="mt-4 border-4 border-red-700 p-4 font-semibold text-red-800">
          {t("payers.errorById", { id: payerId })}
        </p>
        <p className="mt-4">
          <Link to={BASE} className={buttonClass("secondary")}>
            {t("payers.backToList")}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeading>{payer.payerName}</PageHeading>
      {mayEdit ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to={recordHref(payer, "edit")} className={buttonClass("secondary")}>
            {t("payers.edit")}
          </Link>
          <DeleteControl href={recordHref(payer, "delete")}>{t("payers.delete")}</DeleteControl>
        </div>
      ) : null}
      <dl className="mt-4 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{t("payers.groupNumber")}</dt>
        <dd className="font-mono">{payer.payerGroupNumber || t("list.notSet")}</dd>
        <dt className="font-semibold">{t("payers.state")}</dt>
        <dd>{payer.state || t("list.notSet")}</dd>
      </dl>

      <section aria-labelledby="payer-procedure-codes" className="mt-8">
        <h2 id="payer-procedure-codes" className="text-xl font-bold">
          {t("payers.procedureCodes")}
        </h2>
        {procedureCodes === null ? (
          <p className="mt-2">{t("payers.codesUnavailable")}</p>
        ) : procedureCodes.length === 0 ? (
          <p className="mt-2">{t("payers.noProcedureCodes")}</p>
        ) : (
          <Table caption={t("payers.procedureCodesCaption", { name: payer.payerName })}>
            <thead>
              <tr>
                <Th>{t("procedureCodes.code")}</Th>
                <Th>{t("procedureCodes.description")}</Th>
                <Th className="text-right">{t("procedureCodes.defaultAmount")}</Th>
              </tr>
            </thead>
            <tbody>
              {procedureCodes.map((c) => (
                <tr key={c.code}>
                  <Td className="font-mono font-semibold">{c.code}</Td>
                  <Td>{c.description ?? ""}</Td>
                  <Td className="text-right">
                    <Money amount={c.defaultAmount} />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>

      <section aria-labelledby="payer-reason-codes" className="mt-8">
        <h2 id="payer-reason-codes" className="text-xl font-bold">
          {t("payers.reasonCodes")}
        </h2>
        {reasonCodes === null ? (
          <p className="mt-2">{t("payers.codesUnavailable")}</p>
        ) : reasonCodes.length === 0 ? (
          <p className="mt-2">{t("payers.noReasonCodes")}</p>
        ) : (
          <Table caption={t("payers.reasonCodesCaption", { name: payer.payerName })}>
            <thead>
              <tr>
                <Th>{t("reasonCodes.code")}</Th>
                <Th>{t("reasonCodes.description")}</Th>
              </tr>
            </thead>
            <tbody>
              {reasonCodes.map((c) => (
                <tr key={c.code}>
                  <Td className="font-mono font-semibold">
                    {readsClaims && REASON_CODE.test(c.code) ? (
                      <Link
                        to={payerReasonCodePath(payerId, c.code)}
                        className="inline-flex min-h-touch items-center underline"
                      >
                        {c.code}
                      </Link>
                    ) : (
                      c.code
                    )}
                  </Td>
                  <Td>{c.description ?? ""}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
      {analytics ? <PayerAnalytics payerName={payer.payerName} data={analytics} /> : null}
    </>
  );
}
