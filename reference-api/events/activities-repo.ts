import type { Activity } from "../types";
import type { Db } from "../db/db";
import type { PageWindow } from "../db/paging";
import { present } from "../db/record-columns";

/** The resources an activity links to, kept as JSON. */
const RESOURCES = ["assessmentReportResource", "observationResource", "medicationReportResource"] as const;

const SELECT = `SELECT id, patient_id AS patientId, organization_id AS organizationId, entity_type AS entityType,
  entity_name AS entityName, actor_account_role AS actorAccountRole, created_at AS createdAt,
  assessment_report_resource AS assessmentReportResource, observation_resource AS observationResource,
  medication_report_resource AS medicationReportResource, note, note_id AS noteId FROM activities`;
/** Newest first; activities of the same instant as they were added. */
const NEWEST_FIRST = "ORDER BY created_at DESC, seq";
const IN_ORGANIZATIONS = "organization_id IN (SELECT value FROM json_each(@organizations))";
const OF_TYPE = "(@type IS NULL OR entity_type = @type)";

type Row = Record<string, unknown>;

/** An activity has only the fields it was given; its resources are JSON text in the row. */
function toActivity(row: Row): Activity {
  const activity = present(row);
  for (const field of RESOURCES)
    if (field in activity) activity[field] = JSON.parse(activity[field] as string);
  return activity as unknown as Activity;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Activities (migration 017): the organization feed and a patient's list, paged in SQL. */
export class ActivityRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      insert: sql.prepare(
        `INSERT INTO activities (id, patient_id, organization_id, entity_type, entity_name, actor_account_role,
           created_at, assessment_report_resource, observation_resource, medication_report_resource, note, note_id)
         VALUES (@id, @patientId, @organizationId, @entityType, @entityName, @actorAccountRole,
           @createdAt, @assessment, @observation, @medication, @note, @noteId)`,
      ),
      ofNote: sql.prepare(`${SELECT} WHERE note_id = ?`),
      removeOfNote: sql.prepare("DELETE FROM activities WHERE note_id = ?"),
      setNoteText: sql.prepare("UPDATE activities SET note = ? WHERE note_id = ?"),
      byId: sql.prepare(`${SELECT} WHERE id = ?`),
      ofOrganizations: sql.prepare(
        `${SELECT} WHERE ${IN_ORGANIZATIONS} AND ${OF_TYPE} ${NEWEST_FIRST} LIMIT @limit OFFSET @offset`,
      ),
      countOfOrganizations: sql.prepare(
        `SELECT COUNT(*) FROM activities WHERE ${IN_ORGANIZATIONS} AND ${OF_TYPE}`,
      ),
      ofPatient: sql.prepare(`${SELECT} WHERE patient_id = ? ${NEWEST_FIRST} LIMIT ? OFFSET ?`),
      countOfPatient: sql.prepare("SELECT COUNT(*) FROM activities WHERE patient_id = ?"),
      all: sql.prepare(`${SELECT} ORDER BY seq`),
      markViewed: sql.prepare(
        "INSERT INTO activity_views (activity_id, account_id, viewed_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
      ),
      viewedOf: sql.prepare(
        "SELECT activity_id FROM activity_views WHERE account_id = ? AND activity_id IN (SELECT value FROM json_each(?))",
      ),
    };
  }

  /** The account has looked at the activity (once; the first time is kept). */
  markViewed(activityId: string, accountId: string, at: string) {
    this.statements.markViewed.run(activityId, accountId, at);
  }

  /** Which of these activities the account has looked at. */
  viewedBy(accountId: string, activityIds: readonly string[]): Set<string> {
    if (activityIds.length === 0) return new Set();
    return new Set(this.statements.viewedOf.pluck().all(accountId, JSON.stringify(activityIds)) as string[]);
  }

  byId(id: string): Activity | undefined {
    const row = this.statements.byId.get(id) as Row | undefined;
    return row && toActivity(row);
  }

  /** A page of these organizations' activities (optionally of one entity type), newest first, and the total. */
  ofOrganizations(
    organizationIds: readonly string[],
    type: string | undefined,
    window: PageWindow,
  ): { content: Activity[]; total: number } {
    const filter = { organizations: JSON.stringify(organizationIds), type: type ?? null };
    const rows = this.statements.ofOrganizations.all({
      ...filter,
      limit: window.limit,
      offset: window.offset,
    }) as Row[];
    const total = this.statements.countOfOrganizations.pluck().get(filter) as number;
    return { content: rows.map(toActivity), total };
  }

  /** A page of a patient's activities, newest first, and the total. */
  ofPatient(patientId: string, window: PageWindow): { content: Activity[]; total: number } {
    const rows = this.statements.ofPatient.all(patientId, window.limit, window.offset) as Row[];
    const total = this.statements.countOfPatient.pluck().get(patientId) as number;
    return { content: rows.map(toActivity), total };
  }

  /**
   * Removes the activities that tell of a note (its readers' views go with them) and answers
   * them, so the live feeds can be told.
   */
  removeOfNote(noteId: string): Activity[] {
    const removed = (this.statements.ofNote.all(noteId) as Row[]).map(toActivity);
    if (removed.length > 0) this.statements.removeOfNote.run(noteId);
    return removed;
  }

  /** The text the feeds show of a changed note. */
  setNoteText(noteId: string, text: string) {
    this.statements.setNoteText.run(text, noteId);
  }

  all(): Activity[] {
    return (this.statements.all.all() as Row[]).map(toActivity);
  }

  insert(a: Activity) {
    this.statements.insert.run({
      id: a.id,
      patientId: a.patientId,
      organizationId: a.organizationId,
      entityType: a.entityType,
      entityName: a.entityName,
      actorAccountRole: a.actorAccountRole,
      createdAt: a.createdAt,
      assessment: json(a.assessmentReportResource),
      observation: json(a.observationResource),
      medication: json(a.medicationReportResource),
      note: a.note ?? null,
      noteId: a.noteId ?? null,
    });
  }

  insertAll(activities: readonly Activity[]) {
    this.db.transaction(() => {
      for (const a of activities) this.insert(a);
    });
  }
}
