import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "~/domain/format";
import { programPath } from "~/domain/programs";
import { ListView, type ListState } from "../list/list-view";
import { Td, Th } from "../table";

export interface ProgramListRow {
  id: string;
  name: string;
  status: string;
  typeName?: string | null;
  categoryName?: string | null;
  enrolled?: number | null;
  invited?: number | null;
  phaseCount?: number | null;
}

/** The programs list: name (to the program), type, category, status, phases, invited and enrolled. */
export function ProgramList({
  state,
  list,
  saved,
}: {
  state: ListState;
  list: {
    content: ProgramListRow[];
    number: number;
    size: number;
    totalPages: number;
    totalElements: number;
  };
  saved: boolean;
}) {
  const { t, i18n } = useTranslation("programs");
  const n = (value: number | null | undefined) => formatNumber(value ?? 0, i18n.language);
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
          <Th>{t("list.name")}</Th>
          <Th>{t("list.type")}</Th>
          <Th>{t("list.category")}</Th>
          <Th>{t("list.status")}</Th>
          <Th className="text-right">{t("list.phases")}</Th>
          <Th className="text-right">{t("list.invited")}</Th>
          <Th className="text-right">{t("list.enrolled")}</Th>
        </>
      }
    >
      {list.content.map((program) => (
        <tr key={program.id}>
          <Td>
            <Link
              to={programPath(program.id)}
              className="inline-flex min-h-touch items-center font-semibold underline"
            >
              {program.name}
            </Link>
          </Td>
          <Td>{program.typeName ?? ""}</Td>
          <Td>{program.categoryName ?? ""}</Td>
          <Td>{t(`statuses.${program.status}`, { defaultValue: program.status })}</Td>
          <Td className="text-right tabular-nums">{n(program.phaseCount)}</Td>
          <Td className="text-right tabular-nums">{n(program.invited)}</Td>
          <Td className="text-right tabular-nums">{n(program.enrolled)}</Td>
        </tr>
      ))}
    </ListView>
  );
}
