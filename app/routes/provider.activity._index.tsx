import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { NotAvailable } from "~/components/not-available";

export const handle = { titleKey: "provider:nav.activity" };

export default function Activity() {
  const { t } = useTranslation("provider");
  return (
    <>
      <PageHeading>{t("nav.activity")}</PageHeading>
      <NotAvailable />
    </>
  );
}
