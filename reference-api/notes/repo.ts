import type { Note } from "../types";
import type { Db } from "../db/db";
import type { PageWindow } from "../db/paging";
import { likeEscape } from "../patients/repo";

type Row = Omit<Note, "isPrivate"> & { isPrivate: number };

const COLUMNS =
  "id, patient_id, author_account_id, performer_id, performer_name, text, is_private, created_at, updated_at";
const NOTE = `SELECT id, patient_id AS patientId, author_account_id AS authorAccountId, performer_id AS performerId,
  performer_name AS performerName, text, is_private AS isPrivate, created_at AS createdAt, updated_at AS updatedAt
  FROM notes`;

/**
 * What a reader may see of a patient's notes: every public note and their own private ones;
 * with `mine`, only their own; with `name`, authors whose name contains it (LIKE, escaped).
 */
const VISIBLE = `patient_id = @patientId
  AND (is_private = 0 OR author_account_id = @reader)
  AND (@mine = 0 OR author_account_id = @reader)
  AND (@name IS NULL OR performer_name LIKE @name ESCAPE '\\')`;

const toNote = (row: Row): Note => ({ ...row, isPrivate: row.isPrivate === 1 });

export interface NoteFilter {
  patientId: string;
  /** The account reading: private notes of anyone else are never returned. */
  reader: string;
  mine: boolean;
  performerName?: string;
}

/** Provider notes (migration 024), paged and filtered in SQL. */
export class NoteRepo {
  private readonly statements;

  constructor(db: Db) {
    const sql = db.sql;
    this.statements = {
      insert: sql.prepare(
        `INSERT INTO notes (${COLUMNS}) VALUES (@id, @patientId, @authorAccountId, @performerId,
           @performerName, @text, @isPrivate, @createdAt, @updatedAt)`,
      ),
      update: sql.prepare(
        "UPDATE notes SET text = @text, is_private = @isPrivate, updated_at = @updatedAt WHERE id = @id",
      ),
      remove: sql.prepare("DELETE FROM notes WHERE id = ?"),
      byId: sql.prepare(`${NOTE} WHERE id = ?`),
      page: sql.prepare(
        `${NOTE} WHERE ${VISIBLE} ORDER BY created_at DESC, seq DESC LIMIT @limit OFFSET @offset`,
      ),
      count: sql.prepare(`SELECT COUNT(*) FROM notes WHERE ${VISIBLE}`),
      all: sql.prepare(`${NOTE} ORDER BY seq`),
    };
  }

  byId(id: string | undefined): Note | undefined {
    if (!id) return undefined;
    const row = this.statements.byId.get(id) as Row | undefined;
    return row && toNote(row);
  }

  /** One page of the notes a reader may see, newest first, and how many there are. */
  page(filter: NoteFilter, window: PageWindow): { content: Note[]; total: number } {
    const params = {
      patientId: filter.patientId,
      reader: filter.reader,
      mine: filter.mine ? 1 : 0,
      name: filter.performerName ? `%${likeEscape(filter.performerName)}%` : null,
    };
    const rows = this.statements.page.all({ ...params, limit: window.limit, offset: window.offset }) as Row[];
    const total = window.size === -1 ? rows.length : (this.statements.count.pluck().get(params) as number);
    return { content: rows.map(toNote), total };
  }

  insert(note: Note) {
    this.statements.insert.run({ ...note, isPrivate: note.isPrivate ? 1 : 0 });
  }

  insertAll(notes: readonly Note[]) {
    for (const note of notes) this.insert(note);
  }

  update(note: Pick<Note, "id" | "text" | "isPrivate" | "updatedAt">) {
    this.statements.update.run({ ...note, isPrivate: note.isPrivate ? 1 : 0 });
  }

  remove(id: string) {
    this.statements.remove.run(id);
  }

  all(): Note[] {
    return (this.statements.all.all() as Row[]).map(toNote);
  }
}
