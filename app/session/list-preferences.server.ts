import { data, redirect } from "@remix-run/node";
import {
  COLUMNS_ANCHOR,
  GRID_LAYOUTS_MAX,
  LAYOUT_INTENTS,
  moveColumn,
  parseLayout,
  savedLayout,
  showOnly,
  type GridLayoutData,
} from "~/domain/grid-layout";
import {
  NOT_SAVED,
  listSearch,
  parseListQuery,
  sanitizeSaved,
  savedSearch,
  type ListQuery,
  type ListSpec,
} from "~/domain/list-query";
import type { RequestContext } from "~/load-context.server";
import { SAVED_LISTS_MAX } from "./cookie-purposes.server";

/**
 * Saved filters per list (spec part 1 §4: they survive sign-out). They live in the sealed
 * preference cookie, which sign-out keeps, so they work without JS and without an upstream call.
 */

function savedFor(context: RequestContext, spec: ListSpec) {
  return sanitizeSaved(spec, context.jar.getPrefs().lists?.[spec.id]);
}

/**
 * The list's state from the URL. A URL without any query opens the saved filters, by a redirect,
 * so the address shows them and every link of the list builds on them.
 */
export function readListQuery(context: RequestContext, request: Request, spec: ListSpec): ListQuery {
  const url = new URL(request.url);
  if (url.search === "") {
    const saved = savedFor(context, spec);
    if (saved) throw redirect(`${url.pathname}${saved}`);
  }
  return parseListQuery(spec, url.searchParams);
}

/** Whether the list shows its saved filters now (the page says so, and offers to forget them). */
export function showsSaved(context: RequestContext, spec: ListSpec, query: ListQuery) {
  const saved = savedFor(context, spec);
  return saved !== null && saved === savedSearch(spec, query);
}

/**
 * "Save these filters" (a POST to the list): the form's query, parsed again so only what the
 * list allows is kept; an all-defaults query forgets the saved one. The newest lists stay when
 * there are too many. Back to the list with what was saved.
 */
export async function saveListQuery(context: RequestContext, request: Request, spec: ListSpec) {
  const form = await request.formData();
  const raw = String(form.get("query") ?? "").slice(0, 2000);
  const query = parseListQuery(spec, new URLSearchParams(raw.startsWith("?") ? raw.slice(1) : raw));
  const forget = form.get("intent") === "forgetFilters";
  const saved = forget ? null : savedSearch(spec, query);
  const lists = { ...context.jar.getPrefs().lists };
  delete lists[spec.id];
  if (saved) lists[spec.id] = saved;
  const kept = Object.entries(lists).slice(-SAVED_LISTS_MAX);
  context.jar.setPrefs({ lists: Object.fromEntries(kept) });
  context.jar.setFlash({
    kind: "success",
    key: saved ? "common:list.filtersSaved" : "common:list.filtersForgotten",
  });
  const url = new URL(request.url);
  const search = listSearch(spec, { ...query, page: 0 });
  return redirect(`${url.pathname}${search || `?${NOT_SAVED.name}=${NOT_SAVED.value}`}`, 303);
}

const columnsOutcome = (spec: ListSpec) => `list-columns:${spec.id}`;

/**
 * The list's grid layout (spec part 1 §4: saved grid layouts survive sign-out), from the
 * preference cookie beside the saved filters, read against the list's columns.
 */
export function readGridLayout(context: RequestContext, spec: ListSpec): GridLayoutData {
  const columns = spec.columns ?? [];
  const layout = parseLayout(columns, context.jar.getPrefs().layouts?.[spec.id]);
  return {
    layout,
    saved: savedLayout(columns, layout) !== null,
    open: context.jar.takeOutcome(columnsOutcome(spec)) === true,
  };
}

/**
 * The Columns control's POSTs to the list, or null for any other intent (the route then hands
 * the request on, e.g. to saveListQuery). Every intent saves the ticked columns in the order the
 * form showed (`layout`); "moveUp:<column>"/"moveDown:<column>" also move that column; "resetLayout" forgets the
 * layout. The newest lists stay when there are too many. Without JS: a 303 back to the same
 * list state, the control open again; through a fetcher (`js=1`): data, and the page's loaders
 * run again, so the focus stays on the control used.
 */
export async function saveGridLayout(context: RequestContext, request: Request, spec: ListSpec) {
  const form = await request.clone().formData();
  const [intent = "", column = ""] = String(form.get("intent") ?? "").split(":");
  const columns = spec.columns;
  if (!columns || !(LAYOUT_INTENTS as readonly string[]).includes(intent)) return null;
  const shown = form.getAll("shown").map(String).slice(0, columns.length);
  let layout = showOnly(columns, parseLayout(columns, String(form.get("layout") ?? "")), shown);
  if (intent === "moveUp" || intent === "moveDown") {
    layout = moveColumn(layout, column, intent === "moveUp" ? "up" : "down");
  }
  const saved = intent === "resetLayout" ? null : savedLayout(columns, layout);
  const layouts = { ...context.jar.getPrefs().layouts };
  delete layouts[spec.id];
  if (saved) layouts[spec.id] = saved;
  context.jar.setPrefs({ layouts: Object.fromEntries(Object.entries(layouts).slice(-GRID_LAYOUTS_MAX)) });
  context.jar.setFlash({
    kind: "success",
    key: saved ? "common:list.layoutSaved" : "common:list.layoutReset",
  });
  if (form.get("js") === "1") return data({ layoutSaved: saved !== null });
  context.jar.setOutcome(columnsOutcome(spec), true);
  const url = new URL(request.url);
  const search = listSearch(spec, parseListQuery(spec, url.searchParams));
  return redirect(
    `${url.pathname}${search || `?${NOT_SAVED.name}=${NOT_SAVED.value}`}#${COLUMNS_ANCHOR}`,
    303,
  );
}
