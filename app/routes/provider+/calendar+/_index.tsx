import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { NotAvailable } from "~/components/not-available";

export const handle = { titleKey: "provider:nav.calendar" };

export default function Calendar() {
  const { t } = useTranslation("provider");
  return (
    <>
      <PageHeading>{t("nav.calendar")}</PageHeading>
      <NotAvailable />
    </>
  );
}
