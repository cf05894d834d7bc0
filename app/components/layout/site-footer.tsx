import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function SiteFooter() {
  const { t } = useTranslation("common");
  return (
    <footer className="mt-12 border-t border-slate-300 bg-slate-50 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap gap-4 px-4 py-6 text-sm">
        <Link to="/change-log" className="inline-flex min-h-touch items-center underline">
          {t("footer.changeLog")}
        </Link>
        <Link to="/icons" className="inline-flex min-h-touch items-center underline">
          {t("footer.icons")}
        </Link>
      </div>
    </footer>
  );
}
