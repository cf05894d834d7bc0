import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ListView, useListState } from "~/components/list/list-view";
import { patientPath } from "~/components/members/patient-record";
import { Td, Th } from "~/components/table";
import type { ListQuery, ListSpec } from "~/domain/list-query";

/** An access event as the history pages show it, already in the reader's words and zone. */
export interface AccessRow {
  id: string;
  at: string;
  when: string;
  who: string;
  action: string;
  pageKey: string;
  outcome: string;
  patientIds: string[];
  /** A list or an export: how many patients it covered. */
  count: number | null;
}

/**
 * The access history's list (issue 43): the list block's filters, count, paging and table, one row
 * per event, newest first as the upstream answers. `withPatient` adds the patients each event
 * touched (the organization's view), each linking to that patient's own history.
 */
export function AccessEvents({
  intro,
  list,
  ...props
}: Omit<Parameters<typeof AccessEventList>[0], "list"> & {
  intro: string;
  /** null: the server does not offer the trail (an extension). */
  list: AccessList | null;
}) {
  const { t } = useTranslation("audit");
  if (!list) return <p className="mt-4">{t("notOffered")}</p>;
  return (
    <>
      <p className="mt-4 max-w-2xl text-slate-700">{intro}</p>
      <AccessEventList list={list} {...props} />
    </>
  );
}

type AccessList = {
  content: AccessRow[];
  number: number;
  size: number;
  totalPages: number;
  totalElements: number;
};

function AccessEventList({
  spec,
  query,
  list,
  saved,
  caption,
  choices,
  withPatient = false,
}: {
  spec: ListSpec;
  query: ListQuery;
  list: AccessList;
  saved: boolean;
  caption: string;
  choices?: Record<string, Array<{ value: string; label: string }>>;
  withPatient?: boolean;
}) {
  const { t } = useTranslation("audit");
  const state = useListState(spec, query, choices);
  const filtered = Object.keys(query.filters).length > 0;
  return (
    <ListView
      state={state}
      list={list}
      saved={saved}
      filtersLabel={t("filters.label")}
      empty={filtered ? t("emptyFiltered") : t("empty")}
      caption={caption}
      head={
        <>
          <Th>{t("columns.when")}</Th>
          <Th>{t("columns.who")}</Th>
          <Th>{t("columns.what")}</Th>
          {withPatient ? <Th>{t("columns.patient")}</Th> : null}
          <Th>{t("columns.outcome")}</Th>
        </>
      }
    >
      {list.content.map((row) => (
        <tr key={row.id}>
          <Td>
            <time dateTime={row.at}>{row.when}</time>
          </Td>
          <Td>{row.who}</Td>
          <Td>
            {t("what", {
              action: t(`actions.${row.action}`, { defaultValue: row.action }),
              where: t(`pages.${row.pageKey}`),
            })}
          </Td>
          {withPatient ? (
            <Td>
              {row.patientIds.length > 0 ? (
                <ul>
                  {row.patientIds.map((patientId) => (
                    <li key={patientId}>
                      <Link
                        to={`${patientPath(patientId)}/access-history`}
                        className="inline-flex min-h-touch items-center underline"
                      >
                        {t("patientLink", { id: patientId })}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : row.count !== null ? (
                t("patientCount", { count: row.count })
              ) : (
                t("noPatient")
              )}
            </Td>
          ) : null}
          <Td>{t(`outcomes.${row.outcome}`, { defaultValue: row.outcome })}</Td>
        </tr>
      ))}
    </ListView>
  );
}
