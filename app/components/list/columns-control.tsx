import { useFetcher } from "@remix-run/react";
import type { FormEvent } from "react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { COLUMNS_ANCHOR, columnMayHide, savedLayout, type GridLayoutData } from "~/domain/grid-layout";
import { buttonClass } from "../forms";
import { useHydrated } from "../use-hydrated";
import type { ListState } from "./state";

/** Move up and Move down: the intent each sends (with its column) and its text. */
const MOVES = [
  { intent: "moveUp", text: "list.moveUp", atEnd: (index: number) => index === 0 },
  { intent: "moveDown", text: "list.moveDown", atEnd: (index: number, count: number) => index === count - 1 },
] as const;

const smallButton = `${buttonClass("secondary")} px-3 py-1 text-sm`;

/**
 * "Columns": which of the list's columns show and in what order, saved for the list (spec part 1
 * §4: it survives sign-out). A disclosure holding one POST form: a box per column (Save layout),
 * Move up / Move down per column (each saves at once, with the boxes as ticked) and Reset to
 * default. Without JS the list comes back with the control open; with JS the form submits
 * through a fetcher, the list updates in place and the focus stays on the button used.
 */
export function ColumnsControl({ state, grid }: { state: ListState; grid: GridLayoutData }) {
  const { t } = useTranslation("common");
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const columns = state.spec.columns ?? [];
  const labels = new Map(columns.map((column) => [column.id, t(column.label)]));
  // Opened by the server after a POST without JS; afterwards the person opens and closes it.
  const [initiallyOpen] = useState(grid.open);
  const used = useRef<string | null>(null);
  const busy = fetcher.state !== "idle";

  // A moved row is taken out of the document and put back; a browser that drops the focus of a
  // node it moves (Chromium keeps it) gets it back here, on the button that was used.
  useEffect(() => {
    if (busy || !used.current) return;
    const control = document.getElementById(used.current);
    used.current = null;
    if (control && document.activeElement !== control) control.focus();
  }, [busy, grid.layout]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    used.current = submitter?.id || null;
  };

  const count = grid.layout.length;
  return (
    <details
      id={COLUMNS_ANCHOR}
      open={initiallyOpen || undefined}
      className="mt-4 rounded border border-slate-300"
    >
      <summary className="flex min-h-touch cursor-pointer items-center px-4 font-semibold">
        {t("list.columns")}
        {grid.saved ? (
          <span className="ml-2 font-normal text-slate-700">{t("list.layoutCustom")}</span>
        ) : null}
      </summary>
      <fetcher.Form
        method="post"
        preventScrollReset
        onSubmit={onSubmit}
        className="border-t border-slate-300 p-4"
      >
        <input type="hidden" name="layout" value={savedLayout(columns, grid.layout) ?? ""} />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <fieldset>
          <legend className="font-semibold">{t("list.columnsLegend")}</legend>
          <p className="text-sm text-slate-700">{t("list.columnsHelp")}</p>
          <ol className="mt-2 divide-y divide-slate-200">
            {grid.layout.map((column, index) => {
              const id = `${COLUMNS_ANCHOR}-${column.id}`;
              const label = labels.get(column.id) ?? column.id;
              const locked = !columnMayHide(columns, column.id);
              return (
                <li key={column.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
                  <span className="flex min-w-[12rem] flex-1 items-center gap-2">
                    <input
                      // A new answer (a reset) ticks the boxes again.
                      key={`${column.id}:${column.shown}`}
                      id={id}
                      type="checkbox"
                      name="shown"
                      value={column.id}
                      defaultChecked={column.shown}
                      disabled={locked}
                      aria-describedby={locked ? `${id}-locked` : undefined}
                      className="h-5 w-5"
                    />
                    <label htmlFor={id}>{label}</label>
                    {locked ? (
                      <span id={`${id}-locked`} className="text-sm text-slate-700">
                        {t("list.alwaysShown")}
                      </span>
                    ) : null}
                  </span>
                  <span className="flex gap-2">
                    {MOVES.map((move) => {
                      const atEnd = move.atEnd(index, count);
                      return (
                        <button
                          key={move.intent}
                          id={`${id}-${move.intent}`}
                          type="submit"
                          name="intent"
                          value={`${move.intent}:${column.id}`}
                          aria-disabled={atEnd || busy || undefined}
                          onClick={(event) => {
                            if (atEnd || busy) event.preventDefault();
                          }}
                          className={smallButton}
                        >
                          {t(move.text)}
                          <span className="sr-only"> {label}</span>
                        </button>
                      );
                    })}
                  </span>
                </li>
              );
            })}
          </ol>
        </fieldset>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            id={`${COLUMNS_ANCHOR}-save`}
            type="submit"
            name="intent"
            value="saveLayout"
            className={buttonClass("primary")}
          >
            {t("list.saveLayout")}
          </button>
          <button
            id={`${COLUMNS_ANCHOR}-reset`}
            type="submit"
            name="intent"
            value="resetLayout"
            className={buttonClass("secondary")}
          >
            {t("list.resetLayout")}
          </button>
        </div>
      </fetcher.Form>
    </details>
  );
}
