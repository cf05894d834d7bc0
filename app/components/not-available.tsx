import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** Said plainly where a part of the product is not built yet, instead of a pretend screen. */
export function NotAvailable() {
  const { t } = useTranslation("provider");
  return (
    <div className="mt-6 rounded border-l-8 border-brand-700 bg-brand-50 p-4">
      <p>{t("notAvailable.body")}</p>
      <p className="mt-2">
        <Link to="/provider" className="inline-flex min-h-touch items-center underline">
          {t("notAvailable.back")}
        </Link>
      </p>
    </div>
  );
}
