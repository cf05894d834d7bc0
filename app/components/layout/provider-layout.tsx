import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CallId } from "@contract/index";
import { useOffers } from "../use-offered";
import type { Capability } from "@contract/permissions";
import type { IconName } from "../icons";
import { Icon } from "../icons";
import type { HeaderUser } from "./account-menu";
import type { Crumb } from "./breadcrumbs";
import { Breadcrumbs } from "./breadcrumbs";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export interface NavItem {
  to: string;
  key: string;
  icon: IconName;
  end?: boolean;
  /** What the page behind the link needs; the link shows only to those who have it. */
  needs?: Capability;
  /** The extension call the page lists with; the link shows only when the upstream answers it. */
  calls?: CallId;
}

/** The provider area's navigation (spec part 2 §2 label packs). */
export const PROVIDER_NAV: readonly NavItem[] = [
  { to: "/provider", key: "nav.home", icon: "home", end: true },
  { to: "/provider/members", key: "nav.members", icon: "users", needs: "members.read" },
  { to: "/provider/care-plans", key: "nav.carePlans", icon: "clipboard", needs: "carePlans.read" },
  { to: "/provider/assessments", key: "nav.assessments", icon: "survey", needs: "assessments.read" },
  { to: "/provider/programs", key: "nav.programs", icon: "heart", needs: "programs.read" },
  { to: "/provider/organizations", key: "nav.organizations", icon: "building", needs: "organizations.read" },
  {
    to: "/provider/providers",
    key: "nav.providers",
    icon: "stethoscope",
    needs: "providers.read",
    calls: "providers.list",
  },
  { to: "/provider/appointments", key: "nav.appointments", icon: "clock", needs: "appointments.read" },
  { to: "/provider/calendar", key: "nav.calendar", icon: "calendar", needs: "appointments.read" },
  {
    to: "/provider/patient-requests",
    key: "nav.patientRequests",
    icon: "message",
    needs: "patientRequests.read",
  },
  { to: "/provider/billing/fee-schedules", key: "nav.billing", icon: "dollar", needs: "billing.read" },
  { to: "/provider/master-data", key: "nav.masterData", icon: "database", needs: "masterData.edit" },
  { to: "/provider/activity", key: "nav.activity", icon: "activity", needs: "activity.read" },
];

/** The navigation's items this user may open on this upstream (the menu and the home page's links). */
export function useProviderNav(capabilities: ReadonlySet<Capability>): readonly NavItem[] {
  const offers = useOffers();
  return PROVIDER_NAV.filter(
    (item) => (!item.needs || capabilities.has(item.needs)) && (!item.calls || offers(item.calls)),
  );
}

function NavItems({ capabilities }: { capabilities: ReadonlySet<Capability> }) {
  const { t } = useTranslation("provider");
  const shown = useProviderNav(capabilities);
  return (
    <ul className="space-y-1">
      {shown.map((item) => (
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
  capabilities,
  crumbs = [],
  headerExtra,
  children,
}: {
  user: HeaderUser;
  capabilities: ReadonlySet<Capability>;
  crumbs?: Crumb[];
  headerExtra?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("provider");
  return (
    <>
      <SiteHeader user={user} homeHref="/provider" extra={headerExtra} />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 lg:flex-row">
        <nav aria-label={t("nav.label")} className="lg:w-60 lg:shrink-0 print:hidden">
          <details className="rounded border border-slate-300 lg:hidden">
            <summary className="flex min-h-touch cursor-pointer items-center gap-2 px-3 font-semibold">
              <Icon name="menu" />
              {t("nav.menu")}
            </summary>
            <div className="p-2">
              <NavItems capabilities={capabilities} />
            </div>
          </details>
          <div className="hidden lg:block">
            <NavItems capabilities={capabilities} />
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
