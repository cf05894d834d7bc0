import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ClaimImportLink } from "~/components/claims/import-link";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { ListView, useListState } from "~/components/list/list-view";
import { Td, Th } from "~/components/table";
import { CLAIMS_PATH, CLAIM_IMPORT_LIST, claimImportPath } from "~/domain/claims";
import { formatInstant, formatNumber } from "~/domain/format";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { readListQuery, saveListQuery, showsSaved } from "~/session/list-preferences.server";
import { listClaimImports } from "~/upstream/claims.server";

export const handle = {
  i18n: ["billing", "claims"],
  titleKey: "claims:imports.title",
  breadcrumb: crumbsFrom,
};

/** The claim import log (spec part 2 §7 GET /api/logs/import; decision 043), paged and filtered upstream. */
export const loader = guarded("claims.read", async ({ request, context, client }) => {
  const query = readListQuery(context, request, CLAIM_IMPORT_LIST);
  const list = await listClaimImports(client, {
    status: query.filters.status,
    page: query.page,
    size: query.size,
  });
  const t = await getT(context.locale, "claims");
  const page = orThrow(list, context);
  return {
    query,
    saved: showsSaved(context, CLAIM_IMPORT_LIST, query),
    // The start in the reader's zone, written here: server and browser then show the same text.
    list: {
      ...page,
      content: page.content.map((entry) => ({
        ...entry,
        startedAt:
          entry.createdAt && !Number.isNaN(Date.parse(entry.createdAt))
            ? formatInstant(entry.createdAt, context.timeZone, context.locale)
            : null,
      })),
    },
    crumbs: [{ label: t("list.title"), to: CLAIMS_PATH }, { label: t("imports.title") }],
  };
});

export const action = guarded("claims.read", async ({ request, context }) =>
  saveListQuery(context, request, CLAIM_IMPORT_LIST),
);

export default function ClaimImports() {
  const { t, i18n } = useTranslation("claims");
  const locale = i18n.language;
  const { query, saved, list } = useLoaderData<typeof loader>();
  const state = useListState(CLAIM_IMPORT_LIST, query);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading>{t("imports.title")}</PageHeading>
        <ClaimImportLink />
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">{t("imports.intro")}</p>
      <ListView
        state={state}
        list={list}
        saved={saved}
        filtersLabel={t("imports.filtersLabel")}
        empty={Object.keys(query.filters).length ? t("imports.emptyFiltered") : t("imports.empty")}
        caption={t("imports.caption")}
        head={
          <>
            <Th>{t("imports.startedAt")}</Th>
            <Th>{t("billing:import.fileName")}</Th>
            <Th>{t("imports.by")}</Th>
            <Th>{t("billing:import.statusLabel")}</Th>
            <Th className="text-right">{t("imports.rows")}</Th>
            <Th className="text-right">{t("imports.imported")}</Th>
            <Th className="text-right">{t("imports.rejected")}</Th>
          </>
        }
      >
        {list.content.map((entry) => (
          <tr key={entry.id}>
            <Td className="tabular-nums">
              {entry.startedAt ? (
                <time dateTime={entry.createdAt ?? undefined}>{entry.startedAt}</time>
              ) : null}
            </Td>
            <Td>
              <Link
                to={claimImportPath(entry.id)}
                className="inline-flex min-h-touch items-center font-semibold underline"
              >
                {entry.fileName ?? entry.id}
              </Link>
            </Td>
            <Td>{entry.accountName ?? ""}</Td>
            <Td>{t(`billing:import.status.${entry.status}`, { defaultValue: entry.status })}</Td>
            <Td className="text-right tabular-nums">{formatNumber(entry.totalRows, locale)}</Td>
            <Td className="text-right tabular-nums">{formatNumber(entry.importedRows, locale)}</Td>
            <Td className="text-right tabular-nums">{formatNumber(entry.rejectedRows, locale)}</Td>
          </tr>
        ))}
      </ListView>
    </>
  );
}
