import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { NotAvailable } from "~/components/not-available";

export const handle = { titleKey: "provider:nav.carePlans" };

export default function CarePlans() {
  const { t } = useTranslation("provider");
  return (
    <>
      <PageHeading>{t("nav.carePlans")}</PageHeading>
      <NotAvailable />
    </>
  );
}
