import { guarded } from "~/session/guards.server";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { MASTER_DATA_TYPES } from "~/domain/master-data";

/** No data yet; the loader states who may open the page. */
export const loader = guarded("masterData.edit", () => null);

export const handle = { titleKey: "provider:nav.masterData" };

export default function MasterData() {
  const { t } = useTranslation("provider");
  return (
    <>
      <PageHeading>{t("nav.masterData")}</PageHeading>
      <p className="mt-2 text-slate-700">{t("masterData.intro")}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {MASTER_DATA_TYPES.map((type) => (
          <li key={type.slug}>
            <Link
              to={`/provider/master-data/${type.slug}`}
              className="flex min-h-touch items-center rounded border-2 border-slate-300 px-4 font-semibold underline hover:border-brand-700"
            >
              {t(`masterData.types.${type.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
