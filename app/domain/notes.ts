import { z } from "zod";
import { msg } from "./messages";

/**
 * Provider notes (spec part 2 §2 "Provider notes: private or public, all or by me, search by
 * provider"): the filters a notes page reads from its URL and the form's schema. Messages are
 * i18n keys (members namespace).
 */

export const NOTE_CREATORS = ["all", "me"] as const;
export type NoteCreator = (typeof NOTE_CREATORS)[number];
export const NOTE_VISIBILITIES = ["public", "private"] as const;
/** The reference upstream's limit too (decision 021): longer writing belongs in a document. */
export const NOTE_MAX_CHARS = 5000;
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

const noteText = z
  .string({ required_error: msg("members:notes.errors.textRequired") })
  .trim()
  .min(1, msg("members:notes.errors.textRequired"))
  .max(NOTE_MAX_CHARS, msg("validation:tooLong", { max: NOTE_MAX_CHARS }));

/** A new note: its text and who may read it (private: its author only). */
export const newNoteSchema = z.object({
  text: noteText,
  visibility: z.enum(NOTE_VISIBILITIES, {
    errorMap: () => ({ message: msg("members:notes.errors.visibilityRequired") }),
  }),
});

/** A note's text, changed (the documented update takes the text only). */
export const noteTextSchema = z.object({ text: noteText });
