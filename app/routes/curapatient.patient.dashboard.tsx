import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import type { PatientLoaderData } from "./curapatient.patient";

export const handle = { titleKey: "patient:dashboard.title" };

export default function PatientDashboard() {
  const { t } = useTranslation("patient");
  const data = useRouteLoaderData<PatientLoaderData>("routes/curapatient.patient");
  return (
    <>
      <PageHeading>{t("dashboard.title")}</PageHeading>
      <p className="mt-2 text-lg">{t("dashboard.welcome", { name: data?.user.displayName ?? "" })}</p>
    </>
  );
}
