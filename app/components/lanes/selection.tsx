import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { LaneView } from "~/domain/lanes";
import { buttonClass } from "../forms";
import { Icon } from "../icons";
import { Table, Td, Th } from "../table";
import { useHydrated } from "../use-hydrated";
import type { LaneRow } from "./types";

export const SELECTION_FORM = "lanes-selection";

/**
 * The default bar: the count of selected lanes and the three buttons. It is a GET form; without
 * JS the buttons open each view as its own page with the selection in the URL, with JS they
 * switch the view in place.
 */
export function ActionBar({
  date,
  clinic,
  count,
  view,
  onView,
}: {
  date: string;
  clinic: string | null;
  count: number;
  view: LaneView | null;
  onView: (view: LaneView) => void;
}) {
  const { t } = useTranslation("lanes");
  const hydrated = useHydrated();
  const buttons: Array<[LaneView, string]> = [
    ["message", t("bar.message")],
    ["update", t("bar.update")],
    ["cancel", t("bar.cancel")],
  ];
  return (
    <Form
      method="get"
      id={SELECTION_FORM}
      className="sticky top-0 z-10 mt-4 flex flex-wrap items-center gap-3 border-y-2 border-slate-300 bg-white py-2"
    >
      <input type="hidden" name="date" value={date} />
      {clinic ? <input type="hidden" name="clinic" value={clinic} /> : null}
      <p className="mr-auto font-semibold" aria-live="polite" data-testid="lanes-selected-count">
        {t("bar.selected", { n: count })}
      </p>
      {buttons.map(([value, label]) => (
        <button
          key={value}
          type="submit"
          name="view"
          value={value}
          aria-pressed={hydrated ? view === value : undefined}
          disabled={hydrated && count === 0}
          title={hydrated && count === 0 ? t("rules.selectLanes") : undefined}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            onView(value);
          }}
          className={buttonClass(view === value ? "primary" : "secondary")}
        >
          {label}
        </button>
      ))}
    </Form>
  );
}

export function LaneTable({
  lanes,
  selected,
  onToggle,
  onToggleAll,
  selectAllHref,
  clearHref,
  selectable = true,
}: {
  lanes: LaneRow[];
  selected: string[];
  onToggle: (id: string, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  selectAllHref: string;
  clearHref: string;
  /** False for those who may read lanes but not act on them: nothing to select them for. */
  selectable?: boolean;
}) {
  const { t } = useTranslation("lanes");
  const hydrated = useHydrated();
  const allSelected = lanes.length > 0 && selected.length === lanes.length;
  return (
    <>
      {selectable ? (
        <p className="mt-3 flex flex-wrap gap-4 text-sm">
          {hydrated ? (
            <span className="flex min-h-touch items-center gap-2">
              <input
                id="lanes-select-all"
                type="checkbox"
                checked={allSelected}
                onChange={(event) => onToggleAll(event.target.checked)}
                className="h-6 w-6"
              />
              <label htmlFor="lanes-select-all" className="font-semibold">
                {t("table.selectAll")}
              </label>
            </span>
          ) : (
            <>
              <Link to={selectAllHref} className="inline-flex min-h-touch items-center underline">
                {t("table.selectAll")}
              </Link>
              <Link to={clearHref} className="inline-flex min-h-touch items-center underline">
                {t("table.clearSelection")}
              </Link>
            </>
          )}
        </p>
      ) : null}
      <Table caption={t("table.caption")} captionHidden>
        <thead>
          <tr>
            {selectable ? <Th className="w-16">{t("table.select")}</Th> : null}
            <Th>{t("table.clinic")}</Th>
            <Th>{t("table.host")}</Th>
            <Th>{t("table.start")}</Th>
            <Th>{t("table.end")}</Th>
            <Th>{t("table.patients")}</Th>
          </tr>
        </thead>
        <tbody>
          {lanes.map((lane) => {
            const id = `lane-${lane.id}`;
            return (
              <tr key={lane.id} className={selected.includes(lane.id) ? "bg-brand-50" : undefined}>
                {selectable ? (
                  <Td>
                    <input
                      id={id}
                      type="checkbox"
                      name="lane"
                      value={lane.id}
                      form={SELECTION_FORM}
                      checked={selected.includes(lane.id)}
                      onChange={(event) => onToggle(lane.id, event.target.checked)}
                      className="h-6 w-6"
                      aria-label={t("table.selectLane", {
                        clinic: lane.clinicName,
                        start: lane.start,
                        end: lane.end,
                        host: lane.hostName,
                      })}
                    />
                  </Td>
                ) : null}
                <Td>
                  {selectable ? (
                    <label htmlFor={id} className="font-semibold">
                      {lane.clinicName}
                    </label>
                  ) : (
                    <span className="font-semibold">{lane.clinicName}</span>
                  )}
                </Td>
                <Td>{lane.hostName}</Td>
                <Td>
                  {lane.start} <span className="text-slate-700">{lane.zone}</span>
                </Td>
                <Td>{lane.end}</Td>
                <Td>{lane.patientCount ?? ""}</Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}

export function DateSwitcher({
  date,
  dateLong,
  prevHref,
  nextHref,
  clinics,
  clinic,
}: {
  date: string;
  dateLong: string;
  prevHref: string;
  nextHref: string;
  clinics: Array<{ id: string; name: string }>;
  clinic: string | null;
}) {
  const { t } = useTranslation("lanes");
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <Link to={prevHref} className={buttonClass("secondary")} rel="prev">
        <Icon name="chevronLeft" />
        {t("day.previous")}
      </Link>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="lanes-date" className="block font-semibold">
            {t("day.date")}
          </label>
          <input
            id="lanes-date"
            type="date"
            name="date"
            defaultValue={date}
            className="mt-1 block min-h-touch rounded border-2 border-slate-700 px-3"
          />
        </div>
        <div>
          <label htmlFor="lanes-clinic" className="block font-semibold">
            {t("day.clinic")}
          </label>
          <select
            id="lanes-clinic"
            name="clinic"
            defaultValue={clinic ?? ""}
            className="mt-1 block min-h-touch rounded border-2 border-slate-700 bg-white px-3"
          >
            <option value="">{t("day.allClinics")}</option>
            {clinics.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("primary")}>
          {t("day.show")}
        </button>
      </Form>
      <Link to={nextHref} className={buttonClass("secondary")} rel="next">
        {t("day.next")}
        <Icon name="chevronRight" />
      </Link>
      <p className="w-full text-lg font-semibold">{dateLong}</p>
    </div>
  );
}
