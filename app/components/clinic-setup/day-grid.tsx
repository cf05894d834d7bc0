import { Link } from "@remix-run/react";
import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { pickedRange, type GridCell, type LaneTimes } from "~/domain/clinic-day";
import { Table, Td, Th } from "../table";
import { useHydrated } from "../use-hydrated";

export interface GridRow {
  id: string;
  host: string;
  times: string;
  patients: number;
  capacity: number | null;
  vaccine: string;
  cells: GridCell[];
  editHref: string;
  deleteHref: string;
}

export interface GridSlot {
  time: string;
  label: string;
  /** Without JavaScript: the add form opened at this quarter hour. */
  href: string;
}

/**
 * A clinic's day as a table (decision 032): a row per lane with its host, times and booked
 * patients, and its place on the grid's quarter hours; a tick box per lane for the bulk delete
 * (the caller's GET form). The first row offers each quarter hour: a link to the add form
 * without JavaScript; with it, dragging across the row (or Shift+arrow keys) picks a range that
 * `onPick` puts into the same add form.
 */
export function DayGrid({
  caption,
  hours,
  slots,
  rows,
  editable,
  onPick,
}: {
  caption: string;
  hours: Array<{ label: string; span: number }>;
  slots: GridSlot[];
  rows: GridRow[];
  editable: boolean;
  onPick: (range: LaneTimes) => void;
}) {
  const { t } = useTranslation("clinicSetup");
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          {editable ? (
            <Th>
              <span className="sr-only">{t("day.select")}</span>
            </Th>
          ) : null}
          <Th>{t("day.host")}</Th>
          <Th>{t("day.times")}</Th>
          <Th>{t("day.booked")}</Th>
          {editable ? <Th>{t("day.actions")}</Th> : null}
          {hours.map((hour) => (
            <Th key={hour.label} colSpan={hour.span} className="whitespace-nowrap border-l border-slate-300">
              {hour.label}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {editable ? <SlotPicker slots={slots} onPick={onPick} /> : null}
        {rows.map((row) => (
          <tr key={row.id}>
            {editable ? (
              <Td>
                <input
                  type="checkbox"
                  name="laneId"
                  value={row.id}
                  id={`lane-${row.id}`}
                  aria-label={t("day.selectLane", { host: row.host, times: row.times })}
                  className="h-6 w-6"
                />
              </Td>
            ) : null}
            <Td className="whitespace-nowrap font-semibold">{row.host}</Td>
            <Td className="whitespace-nowrap">
              {row.times}
              {row.vaccine ? <span className="block text-slate-700">{row.vaccine}</span> : null}
            </Td>
            <Td>{t("day.bookedOf", { booked: row.patients, capacity: row.capacity ?? "—" })}</Td>
            {editable ? (
              <Td className="whitespace-nowrap">
                <Link to={row.editHref} className="text-brand-700 underline">
                  {t("day.edit")}
                  <span className="sr-only"> {t("day.laneOf", { host: row.host, times: row.times })}</span>
                </Link>{" "}
                <Link to={row.deleteHref} className="ml-2 text-red-700 underline">
                  {t("day.delete")}
                  <span className="sr-only"> {t("day.laneOf", { host: row.host, times: row.times })}</span>
                </Link>
              </Td>
            ) : null}
            {row.cells.map((cell, i) =>
              cell.kind === "lane" ? (
                <td key={i} colSpan={cell.span} className="border-b border-slate-200 p-1">
                  <span className="block h-6 rounded bg-brand-700" aria-hidden="true" />
                </td>
              ) : (
                <td key={i} colSpan={cell.span} className="border-b border-slate-200" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The row of quarter hours to pick a range from (see DayGrid). */
function SlotPicker({ slots, onPick }: { slots: GridSlot[]; onPick: (range: LaneTimes) => void }) {
  const { t } = useTranslation("clinicSetup");
  const hydrated = useHydrated();
  const [picked, setPicked] = useState<[number, number] | null>(null);
  const anchor = useRef<number | null>(null);
  const dragging = useRef(false);
  const links = useRef<Array<HTMLAnchorElement | null>>([]);

  const apply = (a: number, b: number) => {
    setPicked([Math.min(a, b), Math.max(a, b)]);
    onPick(pickedRange(a, b));
  };
  const keyDown = (event: KeyboardEvent, index: number) => {
    if (!event.shiftKey || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
    event.preventDefault();
    anchor.current ??= index;
    const next = Math.max(0, Math.min(slots.length - 1, index + (event.key === "ArrowRight" ? 1 : -1)));
    links.current[next]?.focus();
    apply(anchor.current, next);
  };
  const click = (event: MouseEvent, index: number) => {
    if (!hydrated) return;
    event.preventDefault();
    // A click from the keyboard (Enter) picks from the Shift+arrow anchor, or the one quarter.
    if (event.detail === 0) apply(anchor.current ?? index, index);
    anchor.current = null;
  };
  return (
    <tr>
      <th scope="row" colSpan={4} className="border-b border-slate-200 p-3 text-left font-semibold">
        {t("day.pick")}
        <span className="block text-sm font-normal text-slate-700">
          {hydrated ? t("day.pickHintJs") : t("day.pickHint")}
        </span>
      </th>
      <td className="border-b border-slate-200" />
      {slots.map((slot, index) => {
        const on = picked !== null && index >= picked[0] && index <= picked[1];
        return (
          <td key={slot.time} className="border-b border-l border-slate-200 p-0">
            <a
              ref={(node) => {
                links.current[index] = node;
              }}
              href={slot.href}
              draggable={false}
              aria-label={t("day.addAt", { time: slot.label })}
              onPointerDown={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                dragging.current = true;
                anchor.current = index;
                apply(index, index);
              }}
              onPointerEnter={() => {
                if (dragging.current && anchor.current !== null) apply(anchor.current, index);
              }}
              onPointerUp={() => {
                if (!dragging.current || anchor.current === null) return;
                dragging.current = false;
                apply(anchor.current, index);
              }}
              onKeyDown={(event) => keyDown(event, index)}
              onClick={(event) => click(event, index)}
              className={`block h-10 min-w-6 touch-none focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 ${on ? "bg-amber-300" : "hover:bg-slate-200"}`}
            >
              <span className="sr-only">{slot.label}</span>
            </a>
          </td>
        );
      })}
    </tr>
  );
}
