import { record, staff } from "./access";
import { defineCalls } from "./call";
import { NOTE_MAX_CHARS } from "./vocabulary";
import { id, link, pageOf, paging, stringOrNumber } from "./common";
import { z } from "./zod";

/**
 * Provider notes (spec part 2 §7 "Notes"). A note is changed and deleted through its own links
 * (`update`, `delete`), which only its author gets; a private note is its author's only. Decision
 * 021 has the contract where the spec names only the call.
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
    links: z.array(link).nullish(),
  })
  .passthrough();

/** Who wrote the notes listed: everyone's the reader may see, or the reader's own. */
const NOTE_CREATORS = ["all", "me"] as const;

const NOTES = { documented: "part 2 §7 Notes" } as const;

/** A note's text: something besides spaces, at most `NOTE_MAX_CHARS`. */
const noteText = z
  .string()
  .trim()
  .min(1, "Note text is required")
  .max(NOTE_MAX_CHARS, `Note text must be at most ${NOTE_MAX_CHARS} characters`);

export const notes = defineCalls("notes", {
  // Provider notes: the patient's organization (a note's, its patient's); authorship is the route's.
  ofPatient: {
    method: "GET",
    path: "/api/note/patient/{id}",
    summary: "A patient's notes, newest first, a page: everyone's or the reader's own, by author name",
    source: NOTES,
    access: staff("notes.read", record("patient", { path: "id" })),
    query: z.object({
      creator: z.enum(NOTE_CREATORS).optional(),
      performerName: z.string().optional(),
      ...paging,
    }),
    responses: { 200: { json: pageOf(noteSchema) } },
  },
  create: {
    method: "POST",
    path: "/api/note",
    summary: "Writes a note on a patient",
    source: NOTES,
    access: staff("notes.write", record("patient", { body: "patientId" })),
    body: {
      json: z
        .object({ patientId: stringOrNumber, text: noteText, isPrivate: z.boolean().nullish() })
        .passthrough(),
    },
    responses: { 201: { json: noteSchema } },
  },
  update: {
    method: "PUT",
    path: "/api/note/{id}",
    summary: "Changes a note's text (the note's `update` link)",
    source: NOTES,
    access: staff("notes.write", record("note", { path: "id" })),
    body: { json: z.object({ text: noteText }).passthrough() },
    responses: { 200: { empty: true } },
  },
  remove: {
    method: "DELETE",
    path: "/api/note/{id}",
    summary: "Deletes a note (the note's `delete` link)",
    source: NOTES,
    access: staff("notes.write", record("note", { path: "id" })),
    responses: { 204: { empty: true } },
  },
});
