import type { TherapyAttachment, TherapyType, WeekDay } from "./types";
import type { Db } from "../db/db";
import type { PageWindow } from "../db/paging";

/** A therapy type's row: its week days JSON text, its attachments apart. */
type TherapyRow = Omit<TherapyType, "weekDays" | "attachments"> & { weekDays: string };
type AttachmentRow = TherapyAttachment & { therapyTypeId: string };

export interface TherapyQuery {
  taskTypeId?: number;
  entityType?: string;
  entityId?: string;
  name?: string;
  /**
   * The organizations whose own types the caller may see (null: every one). A type made for one
   * organization only is that organization's: another tree's staff are not told it exists.
   */
  entityIdsVisible?: readonly string[] | null;
}

const COLUMNS = `id, name, description, task_type_id, entity_type, entity_id, weekly, daily, each_time, each_set,
  week_days, image, date_created`;
const THERAPY = `SELECT id, name, description, task_type_id AS taskTypeId, entity_type AS entityType,
  entity_id AS entityId, weekly, daily, each_time AS eachTime, each_set AS eachSet, week_days AS weekDays, image,
  date_created AS dateCreated FROM therapy_types`;
const ATTACHMENT_COLUMNS = "id, therapy_type_id, attachment_type, file_name, url, content_type, size";
const ATTACHMENT = `SELECT id, attachment_type AS attachmentType, file_name AS fileName, url,
  content_type AS contentType, size, therapy_type_id AS therapyTypeId FROM therapy_attachments`;

const toAttachment = ({ therapyTypeId: _type, ...attachment }: AttachmentRow): TherapyAttachment =>
  attachment;

const toTherapy = ({ dateCreated, ...row }: TherapyRow, attachments: TherapyAttachment[]): TherapyType => ({
  ...row,
  weekDays: JSON.parse(row.weekDays) as WeekDay[],
  attachments,
  dateCreated,
});

function params(t: TherapyType) {
  const { attachments: _attachments, ...rest } = t;
  return { ...rest, weekDays: JSON.stringify(t.weekDays) };
}

/**
 * Therapy types and their attachments (migration 020). The list filters by task type, entity and
 * name substring, ordered by name, counted and paged in SQL; a task refers to its therapy type
 * without cascade, so a type in use is never deleted (`usage`).
 */
export class TherapyRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    const where = `(@taskTypeId IS NULL OR task_type_id = @taskTypeId)
      AND (@entityType IS NULL OR entity_type = @entityType)
      AND (@entityId IS NULL OR entity_id = @entityId)
      AND (@name IS NULL OR name LIKE @name ESCAPE '\\')
      AND (@visible IS NULL OR entity_id IS NULL OR entity_id IN (SELECT value FROM json_each(@visible)))`;
    this.statements = {
      insert: sql.prepare(
        `INSERT INTO therapy_types (${COLUMNS})
         VALUES (@id, @name, @description, @taskTypeId, @entityType, @entityId, @weekly, @daily, @eachTime,
           @eachSet, @weekDays, @image, @dateCreated)`,
      ),
      update: sql.prepare(
        `UPDATE therapy_types SET name = @name, description = @description, task_type_id = @taskTypeId,
           entity_type = @entityType, entity_id = @entityId, weekly = @weekly, daily = @daily,
           each_time = @eachTime, each_set = @eachSet, week_days = @weekDays, image = @image
         WHERE id = @id`,
      ),
      delete: sql.prepare("DELETE FROM therapy_types WHERE id = ?"),
      byId: sql.prepare(`${THERAPY} WHERE id = ?`),
      all: sql.prepare(`${THERAPY} ORDER BY seq`),
      count: sql.prepare(`SELECT COUNT(*) FROM therapy_types WHERE ${where}`).pluck(),
      page: sql.prepare(
        `${THERAPY} WHERE ${where} ORDER BY name COLLATE NOCASE, seq LIMIT @limit OFFSET @offset`,
      ),
      idsOfEntity: sql.prepare("SELECT id FROM therapy_types WHERE entity_id = ? ORDER BY seq").pluck(),
      usage: sql.prepare("SELECT COUNT(*) FROM care_plan_tasks WHERE therapy_type_id = ?").pluck(),
      usageOf: sql.prepare(
        `SELECT therapy_type_id AS id, COUNT(*) AS n FROM care_plan_tasks
         WHERE therapy_type_id IN (SELECT value FROM json_each(?)) GROUP BY therapy_type_id`,
      ),
      insertAttachment: sql.prepare(
        `INSERT INTO therapy_attachments (${ATTACHMENT_COLUMNS})
         VALUES (@id, @therapyTypeId, @attachmentType, @fileName, @url, @contentType, @size)`,
      ),
      attachmentContentSet: sql.prepare("UPDATE therapy_attachments SET content = ? WHERE id = ?"),
      attachmentContent: sql.prepare(
        "SELECT file_name, content_type, content FROM therapy_attachments WHERE id = ?",
      ),
      attachmentsOf: sql.prepare(`${ATTACHMENT} WHERE therapy_type_id = ? ORDER BY seq`),
      attachmentsOfMany: sql.prepare(
        `${ATTACHMENT} WHERE therapy_type_id IN (SELECT value FROM json_each(?)) ORDER BY seq`,
      ),
      deleteImages: sql.prepare(
        "DELETE FROM therapy_attachments WHERE therapy_type_id = ? AND attachment_type = 'IMAGE'",
      ),
    };
  }

  byId(id: string | null | undefined): TherapyType | undefined {
    if (id === null || id === undefined) return undefined;
    const row = this.statements.byId.get(id) as TherapyRow | undefined;
    if (!row) return undefined;
    return toTherapy(row, (this.statements.attachmentsOf.all(row.id) as AttachmentRow[]).map(toAttachment));
  }

  /** Several at once (a plan's tasks), with their attachments. */
  byIds(ids: readonly string[]): Map<string, TherapyType> {
    const found = new Map<string, TherapyType>();
    const unique = [...new Set(ids)];
    if (unique.length === 0) return found;
    for (const id of unique) {
      const row = this.statements.byId.get(id) as TherapyRow | undefined;
      if (row) found.set(id, toTherapy(row, []));
    }
    for (const row of this.statements.attachmentsOfMany.all(JSON.stringify(unique)) as AttachmentRow[])
      found.get(row.therapyTypeId)?.attachments.push(toAttachment(row));
    return found;
  }

  all(): TherapyType[] {
    const rows = this.statements.all.all() as TherapyRow[];
    const byId = this.byIds(rows.map((r) => r.id));
    return rows.map((r) => byId.get(r.id)!);
  }

  /** A page of the list, by name. */
  page(query: TherapyQuery, window: PageWindow): { content: TherapyType[]; total: number } {
    const name = query.name?.trim();
    const values = {
      taskTypeId: query.taskTypeId ?? null,
      entityType: query.entityType ?? null,
      entityId: query.entityId ?? null,
      name: name ? `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
      visible: query.entityIdsVisible ? JSON.stringify(query.entityIdsVisible) : null,
    };
    const total = this.statements.count.get(values) as number;
    const rows = this.statements.page.all({
      ...values,
      limit: window.limit,
      offset: window.offset,
    }) as TherapyRow[];
    const byId = this.byIds(rows.map((r) => r.id));
    return { content: rows.map((r) => byId.get(r.id)!), total };
  }

  /** How many plan tasks use the type. */
  usage(id: string): number {
    return this.statements.usage.get(id) as number;
  }

  /** The plan tasks using each of these types, in one query (a type no task uses is absent). */
  usageOf(ids: readonly string[]): Map<string, number> {
    if (ids.length === 0) return new Map();
    const rows = this.statements.usageOf.all(JSON.stringify(ids)) as Array<{ id: string; n: number }>;
    return new Map(rows.map((row) => [row.id, row.n]));
  }

  idsOfEntity(entityId: string): string[] {
    return this.statements.idsOfEntity.all(entityId) as string[];
  }

  insert(t: TherapyType) {
    this.db.transaction(() => {
      this.statements.insert.run(params(t));
      for (const a of t.attachments) this.insertAttachment(t.id, a);
    });
  }

  update(t: TherapyType) {
    this.statements.update.run(params(t));
  }

  delete(id: string) {
    this.statements.delete.run(id);
  }

  /** `content` is the file itself, when it is kept (uploads; the seed keeps none). */
  insertAttachment(therapyTypeId: string, a: TherapyAttachment, content: Uint8Array | null = null) {
    this.statements.insertAttachment.run({ ...a, therapyTypeId });
    if (content) this.statements.attachmentContentSet.run(Buffer.from(content), a.id);
  }

  /** An attachment's file with its type and name, or undefined when there is none. */
  attachmentFile(id: string): { fileName: string; contentType: string; content: Buffer } | undefined {
    const row = this.statements.attachmentContent.get(id) as
      { file_name: string; content_type: string; content: Buffer | null } | undefined;
    if (!row?.content) return undefined;
    return { fileName: row.file_name, contentType: row.content_type, content: row.content };
  }

  /** Clears the image and the IMAGE attachments. */
  deleteImage(t: TherapyType) {
    this.db.transaction(() => {
      this.statements.deleteImages.run(t.id);
      this.update({ ...t, image: null });
    });
  }

  insertAll(types: readonly TherapyType[]) {
    this.db.transaction(() => {
      for (const t of types) this.insert(t);
    });
  }
}
