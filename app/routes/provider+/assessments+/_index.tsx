import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { NotAvailable } from "~/components/not-available";

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
