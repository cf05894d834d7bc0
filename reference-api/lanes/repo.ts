import type { Lane, LaneBatch, LaneLookup, LaneMessage } from "../types";
import type { Db } from "../db/db";

type LaneRow = Omit<Lane, "host" | "cancellationReason"> & {
  hostId: string;
  hostName: string;
  cancellationReason: string | null;
};

type BatchRow = Omit<LaneBatch, "undone" | "items" | "tasks"> & { seq: number; undone: number };
type Item = LaneBatch["items"][number];
type ItemRow = Omit<Item, "host" | "cancellationReason"> & {
  hostId: string;
  hostName: string;
  cancellationReason: string | null;
};

const BATCH = `SELECT seq, batch_id AS batchId, organization_id AS organizationId, kind, created_at AS createdAt, undone
  FROM lane_batches`;

const toLane = ({
  id,
  organizationId,
  clinicId,
  hostId,
  hostName,
  cancellationReason,
  ...row
}: LaneRow): Lane => ({
  id,
  organizationId,
  clinicId,
  host: { id: hostId, name: hostName },
  ...row,
  ...(cancellationReason === null ? {} : { cancellationReason }),
});

const laneParams = (lane: Lane) => ({
  ...lane,
  hostId: lane.host.id,
  hostName: lane.host.name,
  cancellationReason: lane.cancellationReason ?? null,
  inventoryType: lane.inventoryType ?? null,
  manufacturer: lane.manufacturer ?? null,
});

const LANE_COLUMNS =
  "id, organization_id, clinic_id, host_id, host_name, start_date, end_date, status, cancellation_reason, inventory_type, manufacturer, capacity, slot_minutes, service_type_id";
const LANE = `SELECT id, organization_id AS organizationId, clinic_id AS clinicId, host_id AS hostId, host_name AS hostName,
  start_date AS startDate, end_date AS endDate, status, inventory_type AS inventoryType, manufacturer, capacity,
  slot_minutes AS slotMinutes, service_type_id AS serviceTypeId, cancellation_reason AS cancellationReason FROM lanes`;
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
        `INSERT INTO lanes (${LANE_COLUMNS}) VALUES (@id, @organizationId, @clinicId, @hostId, @hostName, @startDate,
          @endDate, @status, @cancellationReason, @inventoryType, @manufacturer, @capacity, @slotMinutes, @serviceTypeId)`,
      ),
      update: sql.prepare(
        `UPDATE lanes SET organization_id = @organizationId, clinic_id = @clinicId, host_id = @hostId, host_name = @hostName,
          start_date = @startDate, end_date = @endDate, status = @status, cancellation_reason = @cancellationReason,
          inventory_type = @inventoryType, manufacturer = @manufacturer, capacity = @capacity,
          slot_minutes = @slotMinutes, service_type_id = @serviceTypeId WHERE id = @id`,
      ),
      byId: sql.prepare(`${LANE} WHERE id = ?`),
      all: sql.prepare(`${LANE} ORDER BY rowid`),
      inScope: sql.prepare(
        `${LANE} WHERE ${scope} AND start_date >= @from AND start_date < @to AND (@status IS NULL OR status = @status) ${ORDER}`,
      ),
      idsInScope: sql.prepare(`${LANE} WHERE id IN (SELECT value FROM json_each(@ids)) AND ${scope}`),
      ofClinics: sql.prepare(
        `${LANE} WHERE clinic_id IN (SELECT value FROM json_each(@clinics)) AND start_date >= @from AND start_date < @to ${ORDER}`,
      ),
      clinicsOffering: sql.prepare(
        `SELECT DISTINCT clinic_id AS clinicId FROM lanes WHERE clinic_id IN (SELECT value FROM json_each(@clinics))
          AND service_type_id = @service AND status = 'ACTIVE' AND end_date > @from AND start_date < @to`,
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
      batch: sql.prepare(`${BATCH} WHERE batch_id = ? AND organization_id = ? AND kind = ?`),
      allBatches: sql.prepare(`${BATCH} ORDER BY seq`),
      latestCancel: sql.prepare(
        `${BATCH} b WHERE organization_id = @org AND kind = 'CANCEL' AND undone = 0
           AND (json_array_length(@lanes) = 0 OR EXISTS (SELECT 1 FROM lane_batch_items i WHERE i.batch_seq = b.seq AND i.lane_id IN (SELECT value FROM json_each(@lanes))))
         ORDER BY seq DESC LIMIT 1`,
      ),
      items: sql.prepare(
        `SELECT lane_id AS clinicAppointmentId, start_date AS startDate, end_date AS endDate, host_id AS hostId,
           host_name AS hostName, diff, status, cancellation_reason AS cancellationReason
         FROM lane_batch_items WHERE batch_seq = ? ORDER BY position`,
      ),
      tasks: sql.prepare(
        "SELECT task_id AS taskId, due_date AS dueDate FROM lane_batch_tasks WHERE batch_seq = ? ORDER BY position",
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
      allMessages: sql.prepare(
        "SELECT id, lane_id AS laneId, patient_id AS patientId, message, at FROM lane_messages ORDER BY seq",
      ),
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

  /** Of these clinics, those with an ACTIVE lane of the service that has not ended, starting before `toIso`. */
  clinicsOffering(
    clinicIds: readonly string[],
    serviceTypeId: number,
    fromIso: string,
    toIso: string,
  ): Set<string> {
    const rows = this.statements.clinicsOffering.all({
      clinics: JSON.stringify(clinicIds),
      service: serviceTypeId,
      from: fromIso,
      to: toIso,
    }) as Array<{ clinicId: string }>;
    return new Set(rows.map((row) => row.clinicId));
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
    return this.statements.allMessages.all() as LaneMessage[];
  }

  /** Every row of the three collections, e.g. a seed's or an old state file's (one transaction). */
  insertAll(tables: { lanes: Lane[]; laneBatches: LaneBatch[]; laneMessages: LaneMessage[] }) {
    this.db.transaction(() => {
      for (const lane of tables.lanes) this.insert(lane);
      for (const batch of tables.laneBatches) this.insertBatch(batch);
      for (const message of tables.laneMessages) this.insertMessage(message);
    });
  }

  private toBatch({ seq, undone, ...row }: BatchRow): { seq: number; batch: LaneBatch } {
    const items = this.statements.items.all(seq) as ItemRow[];
    const tasks = this.statements.tasks.all(seq) as Array<{ taskId: string; dueDate: string | null }>;
    return {
      seq,
      batch: {
        ...row,
        undone: undone === 1,
        items: items.map(
          ({ clinicAppointmentId, startDate, endDate, hostId, hostName, cancellationReason, ...rest }) => ({
            clinicAppointmentId,
            startDate,
            endDate,
            host: { id: hostId, name: hostName },
            ...rest,
            ...(cancellationReason === null ? {} : { cancellationReason }),
          }),
        ),
        tasks: tasks.map((t) =>
          t.dueDate === null ? { taskId: t.taskId } : { taskId: t.taskId, dueDate: t.dueDate },
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
