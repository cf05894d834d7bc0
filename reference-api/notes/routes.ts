import { notes } from "@contract/notes";
import { Router } from "express";
import type { Request } from "express";
import type { ReferenceApiOptions } from "../area";
import { str, serve, found, invalid, missing, refuse } from "../http";
import { pageWindow, springPage } from "../db/paging";
import type { Store } from "../store";
import type { Note } from "../types";
import { createActivity, removeNoteActivities } from "../events/routes";

/**
 * Provider notes (spec part 2 §7 "Notes"): POST /api/note, GET /api/note/patient/{id} (creator all
 * or me, performerName), and the update and delete links each note carries, which only its
 * author gets. A private note is returned to its author only, and answers 404 to anyone else, as
 * a note that does not exist would. The permission middleware has checked the patient's (or the
 * note's patient's) organization. Contract details: decision 021.
 */

/** Longer notes belong in a document; the app says so next to the field. */
const NOTES_PAGE_SIZE = 20;
/** What the NOTE activity of a public note shows of it. */
const ACTIVITY_CHARS = 200;

export function noteRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();

  const view = (note: Note, reader: string) => {
    const href = `/api/note/${note.id}`;
    const own = note.authorAccountId === reader;
    return {
      id: note.id,
      patientId: note.patientId,
      text: note.text,
      isPrivate: note.isPrivate,
      createdAt: note.createdAt,
      updatedAt: note.updatedAt,
      performerId: note.performerId,
      performerName: note.performerName,
      // The reference upstream keeps no pictures: no icon, and the app shows the empty image.
      performerIcon: null,
      links: own
        ? [
            { rel: "update", href, method: "PUT" },
            { rel: "delete", href, method: "DELETE" },
          ]
        : [],
    };
  };

  /** The note's text as its entry accepts it (`noteText`: trimmed, 1 to NOTE_MAX_CHARS). */
  const textOf = (req: Request) => String(req.body.text).trim();

  /** The note, when the reader may see it (a private note is its author's only); else the refusal. */
  const ownNote = (req: Request): Note => {
    const note = store.notes.byId(req.params.id);
    const reader = req.account!.accountId;
    if (!note || (note.isPrivate && note.authorAccountId !== reader)) missing("Note");
    if (note.authorAccountId !== reader)
      refuse(403, "FORBIDDEN", "Only the author can change or delete a note");
    return note;
  };

  serve(router, notes, {
    ofPatient: (req, res) => {
      const patient = found(store.patients.byId(req.params.id), "Patient");
      const creator = str(req.query.creator) ?? "all";
      if (creator !== "all" && creator !== "me")
        invalid([{ field: "creator", message: "creator must be all or me" }]);
      const reader = req.account!.accountId;
      const filter = {
        patientId: patient.id,
        reader,
        mine: creator === "me",
        performerName: str(req.query.performerName)?.trim() || undefined,
      };
      const window = pageWindow(req.query.page, req.query.size, NOTES_PAGE_SIZE);
      const { content, total } = store.notes.page(filter, window);
      res.json(
        springPage(
          content.map((note) => view(note, reader)),
          total,
          window,
        ),
      );
    },
    create: (req, res) => {
      const text = textOf(req);
      const isPrivate = req.body.isPrivate === true;
      const patient = store.patients.byId(String(req.body.patientId));
      if (!patient) invalid([{ field: "patientId", message: "Patient not found" }]);
      const account = req.account!;
      const performer = store.performers.byAccount(account.accountId);
      const now = new Date().toISOString();
      const note: Note = {
        id: store.nextId("note"),
        patientId: patient.id,
        authorAccountId: account.accountId,
        performerId: performer?.id ?? null,
        performerName: `${account.firstName} ${account.lastName}`.trim() || account.username,
        text,
        isPrivate,
        createdAt: now,
        updatedAt: now,
      };
      store.db.transaction(() => {
        store.notes.insert(note);
        // A public note is news for the patient's care team (the live feed passes NOTE).
        if (!isPrivate && patient.organizations[0])
          createActivity(store, {
            patientId: patient.id,
            organizationId: patient.organizations[0],
            entityType: "NOTE",
            entityName: note.performerName,
            actorAccountRole: "DOCTOR",
            note: text.slice(0, ACTIVITY_CHARS),
            noteId: note.id,
          });
      });
      res.status(201).json(view(note, account.accountId));
    },
    update: (req, res) => {
      const note = ownNote(req);
      const text = textOf(req);
      const updated = { ...note, text, updatedAt: new Date().toISOString() };
      store.db.transaction(() => {
        store.notes.update(updated);
        // The feeds show what the note says now, not what it said when it was written.
        store.activities.setNoteText(note.id, text.slice(0, ACTIVITY_CHARS));
      });
      res.json(view(updated, req.account!.accountId));
    },
    remove: (req, res) => {
      const note = ownNote(req);
      // A deleted note leaves no trace of its text in any feed.
      store.db.transaction(() => {
        store.notes.remove(note.id);
        removeNoteActivities(store, note.id);
      });
      res.status(204).end();
    },
  });

  return router;
}
