import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CallId } from "@contract/index";
import { useOffers } from "../use-offered";

export const BILLING_SECTIONS = [
  { to: "/provider/billing/fee-schedules", key: "nav.feeSchedules" },
  { to: "/provider/billing/procedure-codes", key: "nav.procedureCodes" },
  { to: "/provider/billing/modifiers", key: "nav.modifiers" },
  { to: "/provider/billing/reason-codes", key: "nav.reasonCodes" },
  { to: "/provider/billing/payers", key: "nav.payers" },
  { to: "/provider/billing/claims", key: "claims:nav.claims" },
  { to: "/provider/billing/dispute-packages", key: "claims:nav.disputes", calls: "claims.disputePackages" },
  { to: "/provider/billing/payer-analytics", key: "claims:nav.payerAnalytics" },
] as const satisfies ReadonlyArray<{ to: string; key: string; calls?: CallId }>;

/** The billing area's sections: plain links, so they work without JavaScript. */
export function BillingNav() {
  const { t } = useTranslation("billing");
  const offers = useOffers();
  return (
    <nav aria-label={t("nav.label")} className="mb-6 border-b-2 border-slate-200">
      <ul className="flex flex-wrap gap-1">
        {BILLING_SECTIONS.filter((section) => !("calls" in section) || offers(section.calls)).map(
          (section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                prefetch="intent"
                className={({ isActive }) =>
                  `-mb-0.5 inline-flex min-h-touch items-center border-b-4 px-3 font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 ${
                    isActive
                      ? "border-brand-700 text-brand-900"
                      : "border-transparent text-slate-800 underline hover:border-slate-400"
                  }`
                }
              >
                {t(section.key)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
