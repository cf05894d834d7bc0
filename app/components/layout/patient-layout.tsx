import { Form, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../forms";
import type { IconName } from "../icons";
import { Icon } from "../icons";
import type { HeaderUser } from "./account-menu";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export const PATIENT_NAV: ReadonlyArray<{ to: string; key: string; icon: IconName }> = [
  { to: "/curapatient/patient/dashboard", key: "nav.dashboard", icon: "home" },
  { to: "/curapatient/patient/appointments", key: "nav.appointments", icon: "calendar" },
  { to: "/curapatient/patient/health-record", key: "nav.health", icon: "heart" },
  { to: "/curapatient/patient/service-centre", key: "nav.services", icon: "plus" },
  { to: "/curapatient/patient/family", key: "nav.family", icon: "users" },
  { to: "/curapatient/patient/profile", key: "nav.profile", icon: "user" },
  { to: "/curapatient/patient/education-center", key: "nav.education", icon: "book" },
];

/**
 * The patient area, designed for a 360 px phone first: large targets, one column, and a banner
 * that always says whose behalf the patient is acting on, with a one-tap way back.
 */
export function PatientLayout({
  user,
  actingFor,
  children,
}: {
  user: HeaderUser;
  actingFor?: { name: string } | null;
  children: ReactNode;
}) {
  const { t } = useTranslation("patient");
  return (
    <>
      <SiteHeader user={user} homeHref="/curapatient/patient/dashboard" />
      <nav aria-label={t("nav.label")} className="border-b border-slate-300 bg-slate-50">
        <ul className="mx-auto flex max-w-3xl flex-wrap gap-1 px-2 py-1">
          {PATIENT_NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                prefetch="intent"
                className={({ isActive }) =>
                  `flex min-h-touch items-center gap-2 rounded px-3 text-sm font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 ${
                    isActive ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-200"
                  }`
                }
              >
                <Icon name={item.icon} />
                {t(item.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {actingFor ? (
        <div className="border-b-4 border-amber-500 bg-amber-50">
          <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-2 px-4 py-2">
            <p className="font-semibold">{t("family.actingFor", { name: actingFor.name })}</p>
            <Form method="post" action="/curapatient/patient/family">
              <button type="submit" name="intent" value="act-as-self" className={buttonClass("secondary")}>
                {t("family.switchBack")}
              </button>
            </Form>
          </div>
        </div>
      ) : null}
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 focus:outline-none"
      >
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
