import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { clinicDayPath, clinicPagePath, massActionsPath } from "~/domain/clinic-day";
import { buttonClass, inputClass } from "../forms";
import { Tabs } from "../tabs";

/** The clinic's pages as tabs, and the lanes page's mass actions one link away. */
export function ClinicLinks({ orgId, clinicId, day }: { orgId: string; clinicId: string; day: string }) {
  const { t } = useTranslation("clinicSetup");
  return (
    <>
      <Tabs
        label={t("nav.label")}
        tabs={[
          { to: clinicDayPath(orgId, clinicId), label: t("nav.day") },
          { to: clinicPagePath(orgId, clinicId, "hours"), label: t("nav.hours") },
          { to: clinicPagePath(orgId, clinicId, "schedule"), label: t("nav.schedule") },
          { to: clinicPagePath(orgId, clinicId, "audit"), label: t("nav.audit") },
        ]}
      />
      <p className="mt-2">
        <Link to={massActionsPath(clinicId, day)} className="text-brand-700 underline">
          {t("nav.massActions")}
        </Link>
      </p>
    </>
  );
}

/** Previous and next day, and a day to go to (a GET form). */
export function DayNavigation({
  path,
  day,
  previous,
  next,
}: {
  path: string;
  day: string;
  previous: string;
  next: string;
}) {
  const { t } = useTranslation("clinicSetup");
  return (
    <nav aria-label={t("nav.days")} className="mt-4 flex flex-wrap items-end gap-4">
      <Link to={`${path}?date=${previous}`} className={buttonClass("secondary")}>
        {t("nav.previous")}
      </Link>
      <Link to={`${path}?date=${next}`} className={buttonClass("secondary")}>
        {t("nav.next")}
      </Link>
      <Form method="get" action={path} className="flex items-end gap-2">
        <div>
          <label htmlFor="day-date" className="block font-semibold">
            {t("nav.date")}
          </label>
          <input id="day-date" type="date" name="date" defaultValue={day} className={`${inputClass} mt-1`} />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("nav.go")}
        </button>
      </Form>
    </nav>
  );
}
