import { z } from "zod";
import type { NoteCreator } from "~/domain/notes";
import type { UpstreamClient } from "./client.server";
import { pageOf } from "./organizations.server";
import { linkPath, linkSchema, upstreamId as id } from "./schemas.server";

/**
 * Provider notes (spec part 2 §7 "Notes"). A note is changed and deleted through its own links
 * (`update`, `delete`): the upstream gives them to those who may use them, so a note without
 * them is read-only here too. Decision 021 has the contract where the spec names only the call.
 */

export const noteSchema = z
  .object({
    id,
    text: z.string(),
    isPrivate: z.boolean().nullish(),
    createdAt: z.string().nullish(),
    updatedAt: z.string().nullish(),
    performerId: id.nullish(),
    performerName: z.string().nullish(),
    performerIcon: z.string().nullish(),
    links: z.array(linkSchema).nullish(),
  })
  .passthrough();
export type Note = z.output<typeof noteSchema>;

const NOTE_PATH = "/api/note/";
export const NOTES_PAGE_SIZE = 20;

export interface NoteQuery {
  creator: NoteCreator;
  performerName?: string;
  page: number;
  size?: number;
}

export function getPatientNotes(client: UpstreamClient, patientId: string, query: NoteQuery) {
  return client.call(`/api/note/patient/${encodeURIComponent(patientId)}`, {
    query: {
      creator: query.creator,
      performerName: query.performerName,
      page: query.page,
      size: query.size ?? NOTES_PAGE_SIZE,
    },
    schema: pageOf(noteSchema),
  });
}

export function createNote(
  client: UpstreamClient,
  body: { patientId: string; text: string; isPrivate: boolean },
) {
  return client.call("/api/note", { method: "POST", json: body, schema: noteSchema });
}

/** Where the note's own link sends an update or a delete, or null when it has none the app may follow. */
export function noteLink(client: UpstreamClient, note: Note, rel: "update" | "delete") {
  return linkPath(note.links, rel, client.baseUrl, NOTE_PATH);
}

export function updateNote(client: UpstreamClient, updatePath: string, text: string) {
  return client.call(updatePath, { method: "PUT", json: { text } });
}

export function deleteNote(client: UpstreamClient, deletePath: string) {
  return client.call(deletePath, { method: "DELETE" });
}

/**
 * One of the reader's own notes on the patient, by id: the documented calls have no single-note
 * read, and only a note's author gets its links, so the author's notes ("by me") are searched a
 * page at a time. Undefined when it is not among them.
 */
export async function findOwnNote(client: UpstreamClient, patientId: string, noteId: string) {
  const SIZE = 100;
  for (let page = 0; page < 20; page++) {
    const result = await getPatientNotes(client, patientId, { creator: "me", page, size: SIZE });
    if (!result.ok) return result;
    const note = result.data.content.find((n) => n.id === noteId);
    if (note) return { ...result, data: note as Note | undefined };
    if (page + 1 >= result.data.totalPages) break;
  }
  return { ok: true as const, status: 200, data: undefined as Note | undefined };
}
