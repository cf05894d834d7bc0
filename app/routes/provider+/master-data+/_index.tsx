import { guarded } from "~/session/guards.server";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { MASTER_DATA_TYPES, MASTER_DATA_VIEWS } from "~/domain/master-data";

/** No data yet; the loader states who may open the page. */
export const loader = guarded("masterData.edit", () => null);

export const handle = { titleKey: "provider:nav.masterData" };

const LINK_CLASS =
  "flex min-h-touch items-center rounded border-2 border-slate-300 px-4 font-semibold underline hover:border-brand-700";

export default function MasterData() {
  const { t } = useTranslation("provider");
  return (
    <>
      <PageHeading>{t("nav.masterData")}</PageHeading>
      <p className="mt-2 text-slate-700">{t("masterData.intro")}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {MASTER_DATA_TYPES.map((type) => (
          <li key={type.slug}>
            <Link to={`/provider/master-data/${type.slug}`} className={LINK_CLASS}>
              {t(`masterData.types.${type.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-bold">{t("masterData.viewsHeading")}</h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {MASTER_DATA_VIEWS.map((view) => (
          <li key={view.slug}>
            <Link to={`/provider/master-data/${view.slug}`} className={LINK_CLASS}>
              {t(`masterData.types.${view.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
