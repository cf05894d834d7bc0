/**
 * Provider notes (spec part 2 §2 "Provider notes: private or public, all or by me, search by
 * provider"): the filters a notes page reads from its URL and the form's limits (the schemas are
 * in note-schemas.ts).
 */

export const NOTE_CREATORS = ["all", "me"] as const;
export type NoteCreator = (typeof NOTE_CREATORS)[number];
export const NOTE_VISIBILITIES = ["public", "private"] as const;
/** The reference upstream's limit too (decision 021): longer writing belongs in a document. */
export { NOTE_MAX_CHARS } from "@contract/vocabulary";
const NAME_MAX_CHARS = 100;

export interface NoteFilters {
  creator: NoteCreator;
  performerName: string;
  page: number;
}

/** The notes page's filters from its query; anything unreadable falls back to the default. */
export function noteFilters(search: URLSearchParams): NoteFilters {
  const creator = search.get("creator");
  const page = Number.parseInt(search.get("page") ?? "0", 10);
  return {
    creator: creator === "me" ? "me" : "all",
    performerName: (search.get("performerName") ?? "").trim().slice(0, NAME_MAX_CHARS),
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 10_000) : 0,
  };
}

/** The query of a notes page with these filters (defaults left out, so URLs stay short). */
export function noteFiltersQuery(filters: Partial<NoteFilters>): string {
  const query = new URLSearchParams();
  if (filters.creator === "me") query.set("creator", "me");
  if (filters.performerName) query.set("performerName", filters.performerName);
  if (filters.page) query.set("page", String(filters.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}
