import { useTranslation } from "react-i18next";

export function SkipLink() {
  const { t } = useTranslation("common");
  return (
    <a
      href="#main-content"
      className="sr-only left-2 top-2 z-50 rounded bg-amber-300 px-4 py-3 font-semibold text-slate-900 focus:not-sr-only focus:absolute"
    >
      {t("skipToContent")}
    </a>
  );
}
