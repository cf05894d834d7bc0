import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { IconName } from "../icons";
import { Icon } from "../icons";
import type { HeaderUser } from "./account-menu";
import type { Crumb } from "./breadcrumbs";
import { Breadcrumbs } from "./breadcrumbs";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The provider area's navigation (spec part 2 §2 label packs). */
export const PROVIDER_NAV: ReadonlyArray<{ to: string; key: string; icon: IconName; end?: boolean }> = [
  { to: "/provider", key: "nav.home", icon: "home", end: true },
  { to: "/provider/members", key: "nav.members", icon: "users" },
  { to: "/provider/care-plans", key: "nav.carePlans", icon: "clipboard" },
  { to: "/provider/assessments", key: "nav.assessments", icon: "survey" },
  { to: "/provider/organizations", key: "nav.organizations", icon: "building" },
  { to: "/provider/providers", key: "nav.providers", icon: "stethoscope" },
  { to: "/provider/calendar", key: "nav.calendar", icon: "calendar" },
  { to: "/provider/billing/fee-schedules", key: "nav.billing", icon: "dollar" },
  { to: "/provider/master-data", key: "nav.masterData", icon: "database" },
  { to: "/provider/activity", key: "nav.activity", icon: "activity" },
];

function NavItems() {
  const { t } = useTranslation("provider");
  return (
    <ul className="space-y-1">
      {PROVIDER_NAV.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            prefetch="intent"
            className={({ isActive }) =>
              `flex min-h-touch items-center gap-3 rounded px-3 font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 ${
                isActive ? "bg-brand-100 text-brand-900" : "text-slate-800 hover:bg-slate-100"
              }`
            }
          >
            <Icon name={item.icon} />
            {t(item.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function ProviderLayout({
  user,
  crumbs = [],
  headerExtra,
  children,
}: {
  user: HeaderUser;
  crumbs?: Crumb[];
  headerExtra?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("provider");
  return (
    <>
      <SiteHeader user={user} homeHref="/provider" extra={headerExtra} />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 lg:flex-row">
        <nav aria-label={t("nav.label")} className="lg:w-60 lg:shrink-0">
          <details className="rounded border border-slate-300 lg:hidden">
            <summary className="flex min-h-touch cursor-pointer items-center gap-2 px-3 font-semibold">
              <Icon name="menu" />
              {t("nav.menu")}
            </summary>
            <div className="p-2">
              <NavItems />
            </div>
          </details>
          <div className="hidden lg:block">
            <NavItems />
          </div>
        </nav>
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Breadcrumbs crumbs={crumbs} />
          {children}
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
