import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatLongDate, formatNumber } from "~/domain/format";
import { surveyPath } from "~/domain/surveys";
import { ListView, SortHeader, type ListState } from "../list/list-view";
import { Td, Th } from "../table";

export interface SurveyListRow {
  id: string;
  name: string;
  kind?: string | null;
  ownerName?: string | null;
  organizationName?: string | null;
  numOfQuestions?: number | null;
  answers?: number | null;
  createdAt?: string | null;
}

/** The dashboard's table: sortable by name, questions and date; the organization on the network's list. */
export function SurveyList({
  state,
  list,
  saved,
  network,
}: {
  state: ListState;
  list: { content: SurveyListRow[]; number: number; size: number; totalPages: number; totalElements: number };
  saved: boolean;
  network: boolean;
}) {
  const { t, i18n } = useTranslation("surveys");
  const locale = i18n.language;
  const filtered = Object.keys(state.query.filters).length > 0;
  return (
    <ListView
      state={state}
      list={list}
      saved={saved}
      filtersLabel={t("list.filters")}
      empty={filtered ? t("list.emptyFiltered") : t("list.empty")}
      caption={t("list.caption")}
      head={
        <>
          <SortHeader field="name" label={t("list.name")} state={state} />
          <Th>{t("list.kind")}</Th>
          <Th>{t("list.owner")}</Th>
          {network ? <Th>{t("list.organization")}</Th> : null}
          <SortHeader field="numOfQuestions" label={t("list.questions")} state={state} />
          <Th className="text-right">{t("list.answers")}</Th>
          <SortHeader field="dateCreated" label={t("list.created")} state={state} />
        </>
      }
    >
      {list.content.map((survey) => (
        <tr key={survey.id}>
          <Td>
            <Link
              to={surveyPath(survey.id)}
              className="inline-flex min-h-touch items-center font-semibold underline"
            >
              {survey.name}
            </Link>
          </Td>
          <Td>{survey.kind ? t(`kinds.${survey.kind}`, { defaultValue: survey.kind }) : ""}</Td>
          <Td>{survey.ownerName ?? ""}</Td>
          {network ? <Td>{survey.organizationName ?? t("list.network")}</Td> : null}
          <Td className="tabular-nums">
            {survey.numOfQuestions != null ? formatNumber(survey.numOfQuestions, locale) : ""}
          </Td>
          <Td className="text-right tabular-nums">
            {survey.answers != null ? formatNumber(survey.answers, locale) : ""}
          </Td>
          <Td>{survey.createdAt ? formatLongDate(survey.createdAt.slice(0, 10), locale) : ""}</Td>
        </tr>
      ))}
    </ListView>
  );
}
