import { guarded } from "~/session/guards.server";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { NotAvailable } from "~/components/not-available";

/** No data yet; the loader states who may open the page. */
export const loader = guarded("assessments.read", () => null);

export const handle = { titleKey: "provider:nav.assessments" };

export default function Assessments() {
  const { t } = useTranslation("provider");
  return (
    <>
      <PageHeading>{t("nav.assessments")}</PageHeading>
      <NotAvailable />
    </>
  );
}
