import { guarded } from "~/session/guards.server";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { MASTER_DATA_TYPES, MASTER_DATA_VIEWS } from "~/domain/master-data";

/**
 * The types and lists the upstream serves: a backend without the app's extensions lacks some
 * lists (privileges, roles, the shared master-data collection), and those are not offered here.
 */
export const loader = guarded("masterData.edit", async ({ client }) => {
  const served = await Promise.all(
    [...MASTER_DATA_TYPES, ...MASTER_DATA_VIEWS].map(async (type) => {
      if (!("service" in type)) return true;
      const search = "searchByPost" in type && type.searchByPost;
      return client.answers(search ? "POST" : "GET", search ? `${type.service}/search` : type.service);
    }),
  );
  const all = [...MASTER_DATA_TYPES, ...MASTER_DATA_VIEWS];
  return { notOffered: all.filter((_, i) => !served[i]).map((type) => type.slug as string) };
});

export const handle = { titleKey: "provider:nav.masterData" };

const LINK_CLASS =
  "flex min-h-touch items-center rounded border-2 border-slate-300 px-4 font-semibold underline hover:border-brand-700";

export default function MasterData() {
  const { t } = useTranslation("provider");
  const { notOffered } = useLoaderData<typeof loader>();
  const offered = (type: { slug: string }) => !notOffered.includes(type.slug);
  return (
    <>
      <PageHeading>{t("nav.masterData")}</PageHeading>
      <p className="mt-2 text-slate-700">{t("masterData.intro")}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {MASTER_DATA_TYPES.filter(offered).map((type) => (
          <li key={type.slug}>
            <Link to={`/provider/master-data/${type.slug}`} className={LINK_CLASS}>
              {t(`masterData.types.${type.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-bold">{t("masterData.viewsHeading")}</h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {MASTER_DATA_VIEWS.filter(offered).map((view) => (
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
