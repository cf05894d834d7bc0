import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "~/domain/format";
import { programPath } from "~/domain/programs";
import { ListView, SortHeader, type ListState } from "../list/list-view";
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
  organizationName?: string | null;
}

/**
 * The programs list: name (to the program), type, category, status, phases, invited and enrolled,
 * sorted by the upstream on the columns with a sort link; the organization on the network's list.
 */
export function ProgramList({
  state,
  list,
  saved,
  network = false,
}: {
  network?: boolean;
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
          <SortHeader field="name" label={t("list.name")} state={state} />
          {network ? <Th>{t("list.organization")}</Th> : null}
          <SortHeader field="type" label={t("list.type")} state={state} />
          <SortHeader field="category" label={t("list.category")} state={state} />
          <SortHeader field="status" label={t("list.status")} state={state} />
          <Th className="text-right">{t("list.phases")}</Th>
          <Th className="text-right">{t("list.invited")}</Th>
          <SortHeader field="enrolled" label={t("list.enrolled")} state={state} />
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
          {network ? <Td>{program.organizationName ?? ""}</Td> : null}
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
