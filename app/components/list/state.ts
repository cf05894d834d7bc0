import type { ListQuery, ListSpec } from "~/domain/list-query";

/** What every part of a list needs: its declaration, its state from the URL, its path. */
export interface ListState {
  spec: ListSpec;
  query: ListQuery;
  path: string;
  /** The options of the list's `choice` filters, by filter name, as the upstream lists them. */
  choices?: Readonly<Record<string, readonly Choice[]>>;
}

export interface Choice {
  value: string;
  label: string;
}

export const fieldClass =
  "mt-1 block min-h-touch rounded border-2 border-slate-700 bg-white px-3 focus:outline-none focus:ring-4 focus:ring-amber-400 aria-[invalid=true]:border-red-700";

/**
 * Navigation state that tells the root not to move focus to the page heading, as it does after
 * other navigations: the list changed under the field being used.
 */
export const KEEP_FOCUS = { keepFocus: true } as const;
