import type { Lane, LaneBatch, LaneLookup, LaneMessage } from "../types";
import type { Db } from "../db/db";

interface LaneRow {
  id: string;
  organization_id: string;
  clinic_id: string;
  host_id: string;
  host_name: string;
  start_date: string;
  end_date: string;
  status: Lane["status"];
  cancellation_reason: string | null;
  inventory_type: string | null;
  manufacturer: string | null;
  capacity: number;
  slot_minutes: number;
  service_type_id: number;
}

interface BatchRow {
  seq: number;
  batch_id: string;
  organization_id: string;
  kind: LaneBatch["kind"];
  created_at: string;
  undone: number;
}

interface ItemRow {
  lane_id: string;
  start_date: string;
  end_date: string;
  host_id: string;
  host_name: string;
  diff: number;
  status: Lane["status"];
  cancellation_reason: string | null;
}

function toLane(row: LaneRow): Lane {
  const lane: Lane = {
    id: row.id,
    organizationId: row.organization_id,
    clinicId: row.clinic_id,
    host: { id: row.host_id, name: row.host_name },
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    inventoryType: row.inventory_type,
    manufacturer: row.manufacturer,
    capacity: row.capacity,
    slotMinutes: row.slot_minutes,
    serviceTypeId: row.service_type_id,
  };
  if (row.cancellation_reason !== null) lane.cancellationReason = row.cancellation_reason;
  return lane;
}

function laneParams(lane: Lane) {
  return {
    id: lane.id,
    organization_id: lane.organizationId,
    clinic_id: lane.clinicId,
    host_id: lane.host.id,
    host_name: lane.host.name,
    start_date: lane.startDate,
    end_date: lane.endDate,
    status: lane.status,
    cancellation_reason: lane.cancellationReason ?? null,
    inventory_type: lane.inventoryType ?? null,
    manufacturer: lane.manufacturer ?? null,
    capacity: lane.capacity,
    slot_minutes: lane.slotMinutes,
    service_type_id: lane.serviceTypeId,
  };
}

const LANE_COLUMNS =
  "id, organization_id, clinic_id, host_id, host_name, start_date, end_date, status, cancellation_reason, inventory_type, manufacturer, capacity, slot_minutes, service_type_id";
const ORDER = "ORDER BY start_date, clinic_id, id";

/**
 * Lanes, their undoable batches and the messages sent about them (tables of migration 002).
 * Lists are filtered, ranged and sorted in SQL; id lists travel as JSON arrays (`json_each`), so
 * each statement is prepared once whatever the list's length.
 */
export class LaneRepo implements LaneLookup {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    const scope = `(organization_id IN (SELECT value FROM json_each(@scope)) OR clinic_id IN (SELECT value FROM json_each(@scope)))`;
    this.statements = {
      insert: sql.prepare(
        `INSERT INTO lanes (${LANE_COLUMNS}) VALUES (@id, @organization_id, @clinic_id, @host_id, @host_name, @start_date, @end_date, @status, @cancellation_reason, @inventory_type, @manufacturer, @capacity, @slot_minutes, @service_type_id)`,
      ),
      update: sql.prepare(
        `UPDATE lanes SET organization_id = @organization_id, clinic_id = @clinic_id, host_id = @host_id, host_name = @host_name, start_date = @start_date, end_date = @end_date, status = @status, cancellation_reason = @cancellation_reason, inventory_type = @inventory_type, manufacturer = @manufacturer, capacity = @capacity, slot_minutes = @slot_minutes, service_type_id = @service_type_id WHERE id = @id`,
      ),
      byId: sql.prepare(`SELECT ${LANE_COLUMNS} FROM lanes WHERE id = ?`),
      all: sql.prepare(`SELECT ${LANE_COLUMNS} FROM lanes ORDER BY rowid`),
      inScope: sql.prepare(
        `SELECT ${LANE_COLUMNS} FROM lanes WHERE ${scope} AND start_date >= @from AND start_date < @to AND (@status IS NULL OR status = @status) ${ORDER}`,
      ),
      idsInScope: sql.prepare(
        `SELECT ${LANE_COLUMNS} FROM lanes WHERE id IN (SELECT value FROM json_each(@ids)) AND ${scope}`,
      ),
      ofClinics: sql.prepare(
        `SELECT ${LANE_COLUMNS} FROM lanes WHERE clinic_id IN (SELECT value FROM json_each(@clinics)) AND start_date >= @from AND start_date < @to ${ORDER}`,
      ),
      insertBatch: sql.prepare(
        "INSERT INTO lane_batches (batch_id, organization_id, kind, created_at, undone) VALUES (?, ?, ?, ?, ?)",
      ),
      insertItem: sql.prepare(
        "INSERT INTO lane_batch_items (batch_seq, position, lane_id, start_date, end_date, host_id, host_name, diff, status, cancellation_reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      ),
      insertTask: sql.prepare(
        "INSERT INTO lane_batch_tasks (batch_seq, position, task_id, due_date) VALUES (?, ?, ?, ?)",
      ),
      batch: sql.prepare(
        "SELECT * FROM lane_batches WHERE batch_id = ? AND organization_id = ? AND kind = ?",
      ),
      allBatches: sql.prepare("SELECT * FROM lane_batches ORDER BY seq"),
      latestCancel: sql.prepare(
        `SELECT * FROM lane_batches b WHERE organization_id = @org AND kind = 'CANCEL' AND undone = 0
           AND (json_array_length(@lanes) = 0 OR EXISTS (SELECT 1 FROM lane_batch_items i WHERE i.batch_seq = b.seq AND i.lane_id IN (SELECT value FROM json_each(@lanes))))
         ORDER BY seq DESC LIMIT 1`,
      ),
      items: sql.prepare("SELECT * FROM lane_batch_items WHERE batch_seq = ? ORDER BY position"),
      tasks: sql.prepare(
        "SELECT task_id, due_date FROM lane_batch_tasks WHERE batch_seq = ? ORDER BY position",
      ),
      markUndone: sql.prepare("UPDATE lane_batches SET undone = 1 WHERE seq = ?"),
      forgetTasks: sql.prepare(
        "DELETE FROM lane_batch_tasks WHERE batch_seq IN (SELECT seq FROM lane_batches WHERE batch_id = ?)",
      ),
      forgetItems: sql.prepare(
        "DELETE FROM lane_batch_items WHERE batch_seq IN (SELECT seq FROM lane_batches WHERE batch_id = ?)",
      ),
      forgetBatch: sql.prepare("DELETE FROM lane_batches WHERE batch_id = ?"),
      insertMessage: sql.prepare(
        "INSERT INTO lane_messages (id, lane_id, patient_id, message, at) VALUES (?, ?, ?, ?, ?)",
      ),
      allMessages: sql.prepare("SELECT id, lane_id, patient_id, message, at FROM lane_messages ORDER BY seq"),
    };
  }

  byId(id: string): Lane | undefined {
    const row = this.statements.byId.get(id) as LaneRow | undefined;
    return row && toLane(row);
  }

  all(): Lane[] {
    return (this.statements.all.all() as LaneRow[]).map(toLane);
  }

  /**
   * Lanes owned by, or held at a clinic of, the organizations in `scope`, starting within
   * [fromIso, toIso), optionally of one status; by start, clinic, id.
   */
  inScope(scope: readonly string[], fromIso: string, toIso: string, status?: string): Lane[] {
    const rows = this.statements.inScope.all({
      scope: JSON.stringify(scope),
      from: fromIso,
      to: toIso,
      status: status ?? null,
    }) as LaneRow[];
    return rows.map(toLane);
  }

  /** Those of `ids` that belong to the organizations in `scope` (any order). */
  byIdsInScope(ids: readonly string[], scope: readonly string[]): Lane[] {
    const rows = this.statements.idsInScope.all({
      ids: JSON.stringify(ids),
      scope: JSON.stringify(scope),
    }) as LaneRow[];
    return rows.map(toLane);
  }

  ofClinics(clinicIds: readonly string[], fromIso: string, toIso: string): Lane[] {
    const rows = this.statements.ofClinics.all({
      clinics: JSON.stringify(clinicIds),
      from: fromIso,
      to: toIso,
    }) as LaneRow[];
    return rows.map(toLane);
  }

  insert(lane: Lane) {
    this.statements.insert.run(laneParams(lane));
  }

  update(lane: Lane) {
    this.statements.update.run(laneParams(lane));
  }

  insertBatch(batch: LaneBatch) {
    this.db.transaction(() => {
      const { lastInsertRowid } = this.statements.insertBatch.run(
        batch.batchId,
        batch.organizationId,
        batch.kind,
        batch.createdAt,
        batch.undone ? 1 : 0,
      );
      batch.items.forEach((item, position) =>
        this.statements.insertItem.run(
          lastInsertRowid,
          position,
          item.clinicAppointmentId,
          item.startDate,
          item.endDate,
          item.host.id,
          item.host.name,
          item.diff,
          item.status,
          item.cancellationReason ?? null,
        ),
      );
      batch.tasks.forEach((task, position) =>
        this.statements.insertTask.run(lastInsertRowid, position, task.taskId, task.dueDate ?? null),
      );
    });
  }

  /** One batch of an organization, with its sequence number (for `markUndone`). */
  batch(batchId: string, organizationId: string, kind: LaneBatch["kind"]) {
    const row = this.statements.batch.get(batchId, organizationId, kind) as BatchRow | undefined;
    return row && this.toBatch(row);
  }

  /** The organization's latest cancel batch not yet undone, holding one of `laneIds` if any are given. */
  latestCancel(organizationId: string, laneIds: readonly string[]) {
    const row = this.statements.latestCancel.get({ org: organizationId, lanes: JSON.stringify(laneIds) }) as
      BatchRow | undefined;
    return row && this.toBatch(row);
  }

  /** Forgets a batch, as a backend without batch memory never had it (a test hook). */
  forgetBatch(batchId: string) {
    this.db.transaction(() => {
      this.statements.forgetTasks.run(batchId);
      this.statements.forgetItems.run(batchId);
      this.statements.forgetBatch.run(batchId);
    });
  }

  markUndone(seq: number) {
    this.statements.markUndone.run(seq);
  }

  allBatches(): LaneBatch[] {
    return (this.statements.allBatches.all() as BatchRow[]).map((row) => this.toBatch(row).batch);
  }

  insertMessage(message: LaneMessage) {
    this.statements.insertMessage.run(
      message.id,
      message.laneId,
      message.patientId,
      message.message,
      message.at,
    );
  }

  allMessages(): LaneMessage[] {
    const rows = this.statements.allMessages.all() as Array<{
      id: string;
      lane_id: string;
      patient_id: string;
      message: string;
      at: string;
    }>;
    return rows.map((r) => ({
      id: r.id,
      laneId: r.lane_id,
      patientId: r.patient_id,
      message: r.message,
      at: r.at,
    }));
  }

  /** Every row of the three collections, e.g. a seed's or an old state file's (one transaction). */
  insertAll(tables: { lanes: Lane[]; laneBatches: LaneBatch[]; laneMessages: LaneMessage[] }) {
    this.db.transaction(() => {
      for (const lane of tables.lanes) this.insert(lane);
      for (const batch of tables.laneBatches) this.insertBatch(batch);
      for (const message of tables.laneMessages) this.insertMessage(message);
    });
  }

  private toBatch(row: BatchRow): { seq: number; batch: LaneBatch } {
    const items = this.statements.items.all(row.seq) as ItemRow[];
    const tasks = this.statements.tasks.all(row.seq) as Array<{ task_id: string; due_date: string | null }>;
    return {
      seq: row.seq,
      batch: {
        batchId: row.batch_id,
        organizationId: row.organization_id,
        kind: row.kind,
        createdAt: row.created_at,
        undone: row.undone === 1,
        items: items.map((item) => ({
          clinicAppointmentId: item.lane_id,
          startDate: item.start_date,
          endDate: item.end_date,
          host: { id: item.host_id, name: item.host_name },
          diff: item.diff,
          status: item.status,
          ...(item.cancellation_reason === null ? {} : { cancellationReason: item.cancellation_reason }),
        })),
        tasks: tasks.map((t) =>
          t.due_date === null ? { taskId: t.task_id } : { taskId: t.task_id, dueDate: t.due_date },
        ),
      },
    };
  }
}

/** The same reads over a seed's array, for code that runs while seeding. */
export function laneArray(lanes: Lane[]): LaneLookup {
  return {
    byId: (id) => lanes.find((l) => l.id === id),
    ofClinics: (clinicIds, fromIso, toIso) =>
      lanes
        .filter((l) => clinicIds.includes(l.clinicId) && l.startDate >= fromIso && l.startDate < toIso)
        .sort(
          (a, b) =>
            a.startDate.localeCompare(b.startDate) ||
            a.clinicId.localeCompare(b.clinicId) ||
            a.id.localeCompare(b.id),
        ),
  };
}
