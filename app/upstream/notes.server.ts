import type { z } from "zod";
import { notes, type noteSchema } from "@contract/notes";
import type { NoteCreator } from "~/domain/notes";
import type { UpstreamClient } from "./client.server";
import { linkPath } from "./links.server";

/**
 * Provider notes (spec part 2 §7 "Notes"). A note is changed and deleted through its own links
 * (`update`, `delete`): the upstream gives them to those who may use them, so a note without
 * them is read-only here too. Decision 021 has the contract where the spec names only the call.
 */

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
  return client.invoke(notes.ofPatient, {
    params: { id: patientId },
    query: {
      creator: query.creator,
      performerName: query.performerName,
      page: query.page,
      size: query.size ?? NOTES_PAGE_SIZE,
    },
  });
}

export function createNote(
  client: UpstreamClient,
  body: { patientId: string; text: string; isPrivate: boolean },
) {
  return client.invoke(notes.create, { json: body });
}

/** Where the note's own link sends an update or a delete, or null when it has none the app may follow. */
export function noteLink(client: UpstreamClient, note: Note, rel: "update" | "delete") {
  return linkPath(note.links, rel, client.baseUrl, NOTE_PATH);
}

/**
 * The note's id when its link is the documented `/api/note/{id}` (an id as it is written in a
 * path): the call then goes through its entry. A link elsewhere under `/api/note/` is followed as
 * it is, with the entry's method.
 */
function linkedNoteId(path: string) {
  return /^\/api\/note\/([A-Za-z0-9._-]{1,64})$/.exec(path)?.[1];
}

export function updateNote(client: UpstreamClient, updatePath: string, text: string) {
  const id = linkedNoteId(updatePath);
  if (id) return client.invoke(notes.update, { params: { id }, json: { text } });
  return client.call(updatePath, { method: notes.update.method, json: { text } });
}

export function deleteNote(client: UpstreamClient, deletePath: string) {
  const id = linkedNoteId(deletePath);
  if (id) return client.invoke(notes.remove, { params: { id } });
  return client.call(deletePath, { method: notes.remove.method });
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
