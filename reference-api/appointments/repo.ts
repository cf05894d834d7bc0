import type { Task } from "../types";
import type { Db } from "../db/db";
import type { PageWindow } from "../db/paging";
import { fold, likeEscape } from "../patients/repo";
import { vaccinationGivenSql } from "../db/vaccinations";
import { columnsOf, insertSql, updateSql } from "../db/record-columns";

/** Task fields and their columns; optional fields are NULL when absent. */
const COLUMNS = columnsOf(
  `id patientId taskType taskTypeId status name goalName dueDate locationId clinicAppointmentId
   additionalLaneId inventoryName serviceTypeId testResult assessmentId createdAt performerId invoiceId
   currentStatus completedAt cancelledAt education elisOrderId isContacted notes vaccineInfo
   observationStatus resultChecked`,
  { bool: ["isContacted", "resultChecked"], json: ["education", "vaccineInfo"] },
);
const NAMES = COLUMNS.map(([, column]) => column);

type Row = Record<string, string | number | null>;

const SELECT = `SELECT ${NAMES.join(", ")} FROM tasks`;

type Statement = ReturnType<Db["sql"]["prepare"]>;

function locationParams(filter: LocationTaskFilter) {
  return {
    locationId: filter.locationId,
    taskType: filter.taskType,
    timeZone: filter.timeZone,
    status: filter.status ?? null,
    name: filter.name ? fold(filter.name) : null,
    taskName: filter.taskName ? `%${likeEscape(filter.taskName)}%` : null,
    dobFrom: filter.dobFrom ?? null,
    dobTo: filter.dobTo ?? null,
    dueFrom: filter.dueFrom ?? null,
    dueBefore: filter.dueBefore ?? null,
    vaccineType: filter.vaccineType ?? null,
    time: filter.time ?? null,
  };
}

function toTask(row: Row): Task {
  const task: Record<string, unknown> = {};
  for (const [field, column, kind] of COLUMNS) {
    const value = row[column];
    if (value === null) continue;
    task[field] = kind === "json" ? JSON.parse(value as string) : kind === "bool" ? value === 1 : value;
  }
  return task as unknown as Task;
}

function toParams(task: Task): Row {
  const row: Record<string, unknown> = {};
  for (const [field, column, kind] of COLUMNS) {
    const value = task[field as keyof Task];
    row[column] =
      value === undefined
        ? null
        : kind === "json"
          ? JSON.stringify(value)
          : typeof value === "boolean"
            ? Number(value)
            : value;
  }
  return row as Row;
}

/** The staff list's filters (`GET /api/tasks/{locationId}/location`); absent ones do not narrow. */
export interface LocationTaskFilter {
  locationId: string;
  taskType: Task["taskType"];
  /** The clinic's zone, for the `time` filter. */
  timeZone: string;
  status?: Task["status"];
  /** Part of the patient's name (folded). */
  name?: string;
  /** Part of the task's name. */
  taskName?: string;
  /** yyyy-mm-dd, inclusive. */
  dobFrom?: string;
  dobTo?: string;
  /** ISO instants: due at or after `dueFrom`, before `dueBefore`. */
  dueFrom?: string;
  dueBefore?: string;
  /** The booked lane's inventory type (COVID, Flu). */
  vaccineType?: string;
  /** "HH:mm", the slot's start in the clinic's zone. */
  time?: string;
}

export const LOCATION_TASK_ORDERS = ["dueDate", "name", "patientName", "status"] as const;
export type LocationTaskOrder = (typeof LOCATION_TASK_ORDERS)[number];

const LOCATION_ORDER_SQL: Record<LocationTaskOrder, string> = {
  dueDate: "t.due_date",
  name: "t.name",
  patientName: "p.sort_name",
  status: "t.status",
};

const AT_LOCATION = `FROM tasks t JOIN patients p ON p.id = t.patient_id
  LEFT JOIN lanes l ON l.id = t.clinic_appointment_id
  WHERE t.location_id = @locationId AND t.task_type = @taskType
    AND (@status IS NULL OR t.status = @status)
    AND (@name IS NULL OR instr(p.search_name, @name) > 0)
    AND (@taskName IS NULL OR t.name LIKE @taskName ESCAPE '\\')
    AND (@dobFrom IS NULL OR (substr(p.date_of_birth, 7, 4) || '-' || substr(p.date_of_birth, 1, 2) || '-' || substr(p.date_of_birth, 4, 2)) >= @dobFrom)
    AND (@dobTo IS NULL OR (substr(p.date_of_birth, 7, 4) || '-' || substr(p.date_of_birth, 1, 2) || '-' || substr(p.date_of_birth, 4, 2)) <= @dobTo)
    AND (@dueFrom IS NULL OR t.due_date >= @dueFrom)
    AND (@dueBefore IS NULL OR t.due_date < @dueBefore)
    AND (@vaccineType IS NULL OR l.inventory_type = @vaccineType)
    AND (@time IS NULL OR zoned_time(t.due_date, @timeZone) = @time)`;

/**
 * Patients' tasks and appointments (migration 003). Reads filter and order in SQL on indexed
 * columns; a changed task is written back whole with `update`.
 */
export class TaskRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      insert: sql.prepare(insertSql("tasks", NAMES)),
      update: sql.prepare(updateSql("tasks", NAMES, "id")),
      byId: sql.prepare(`${SELECT} WHERE id = ?`),
      byElisOrder: sql.prepare(`${SELECT} WHERE elis_order_id = ?`),
      all: sql.prepare(`${SELECT} ORDER BY seq`),
      appointmentsOf: sql.prepare(
        `${SELECT} WHERE patient_id IN (SELECT value FROM json_each(?)) AND task_type = 'APPOINTMENT' ORDER BY COALESCE(due_date, '9999'), seq`,
      ),
      withResults: sql.prepare(`${SELECT} WHERE patient_id = ? AND test_result IS NOT NULL ORDER BY seq`),
      vaccinations: sql.prepare(
        `${SELECT} WHERE patient_id = ? AND ${vaccinationGivenSql()} ORDER BY COALESCE(due_date, ''), seq`,
      ),
      ofLanes: sql.prepare(
        `${SELECT} WHERE clinic_appointment_id IN (SELECT value FROM json_each(@lanes)) AND (@status IS NULL OR status = @status) ORDER BY seq`,
      ),
      bookedPatients: sql.prepare(
        `SELECT DISTINCT patient_id FROM tasks WHERE clinic_appointment_id IN (SELECT value FROM json_each(?)) AND status = 'SCHEDULED'`,
      ),
      bookedPerLane: sql.prepare(
        `SELECT clinic_appointment_id AS lane, COUNT(DISTINCT patient_id) AS patients FROM tasks
          WHERE clinic_appointment_id IN (SELECT value FROM json_each(?)) AND status = 'SCHEDULED'
          GROUP BY clinic_appointment_id`,
      ),
      firstWithStatus: sql.prepare(`${SELECT} WHERE status = ? ORDER BY seq LIMIT 1`),
      openAssessment: sql.prepare(
        `${SELECT} WHERE patient_id = ? AND task_type = 'ASSESSMENT' AND assessment_id = ? AND status IN ('PENDING', 'ACTIVE') ORDER BY seq LIMIT 1`,
      ),
      openAssessmentsOf: sql.prepare(
        `${SELECT} WHERE patient_id = ? AND task_type = 'ASSESSMENT' AND status IN ('PENDING', 'ACTIVE') ORDER BY seq DESC`,
      ),
      upcomingAt: sql.prepare(
        `SELECT COUNT(*) FROM tasks WHERE location_id IN (SELECT value FROM json_each(?)) AND status = 'SCHEDULED' AND task_type = 'APPOINTMENT' AND due_date >= ?`,
      ),
    };
  }

  private readonly locationPages = new Map<
    string,
    { page: Statement; count: Statement; patients: Statement }
  >();

  /** One page of a clinic's tasks with the staff list's filters and order, and the total. */
  atLocation(
    filter: LocationTaskFilter,
    order: { field: LocationTaskOrder; asc: boolean },
    window: PageWindow,
  ): { content: Task[]; total: number } {
    const statements = this.locationStatements(order);
    const params = locationParams(filter);
    const rows = statements.page.all({ ...params, limit: window.limit, offset: window.offset }) as Row[];
    const total = window.size === -1 ? rows.length : (statements.count.pluck().get(params) as number);
    return { content: rows.map(toTask), total };
  }

  /** The ids of the patients among a clinic's tasks with these filters (a bulk cancel's count). */
  patientsAtLocation(filter: LocationTaskFilter): string[] {
    return this.locationStatements({ field: "dueDate", asc: true })
      .patients.pluck()
      .all(locationParams(filter)) as string[];
  }

  private locationStatements(order: { field: LocationTaskOrder; asc: boolean }) {
    const key = `${order.field}:${order.asc}`;
    let statements = this.locationPages.get(key);
    if (!statements) {
      const columns = NAMES.map((c) => `t.${c}`).join(", ");
      const direction = order.asc ? "ASC" : "DESC";
      statements = {
        page: this.db.sql.prepare(
          `SELECT ${columns} ${AT_LOCATION} ORDER BY ${LOCATION_ORDER_SQL[order.field]} ${direction}, t.due_date, t.seq LIMIT @limit OFFSET @offset`,
        ),
        count: this.db.sql.prepare(`SELECT COUNT(*) ${AT_LOCATION}`),
        patients: this.db.sql.prepare(`SELECT DISTINCT t.patient_id ${AT_LOCATION}`),
      };
      this.locationPages.set(key, statements);
    }
    return statements;
  }

  /**
   * A provider's appointments due in [from, before): those booked with them, and those of lanes
   * they host that name no performer of their own. Due order.
   */
  ofPerformer(performerId: string, from: string, before: string): Task[] {
    const columns = NAMES.map((c) => `t.${c}`).join(", ");
    this.performerStatement ??= this.db.sql.prepare(
      `SELECT ${columns}, t.seq FROM tasks t
         WHERE t.performer_id = @performer AND t.task_type = 'APPOINTMENT' AND t.due_date >= @from AND t.due_date < @before
       UNION
       SELECT ${columns}, t.seq FROM lanes l JOIN tasks t ON t.clinic_appointment_id = l.id
         WHERE l.host_id = @performer AND l.start_date < @before AND l.end_date >= @from
           AND t.performer_id IS NULL AND t.task_type = 'APPOINTMENT' AND t.due_date >= @from AND t.due_date < @before
       ORDER BY due_date, seq`,
    );
    return (this.performerStatement.all({ performer: performerId, from, before }) as Row[]).map(toTask);
  }
  private performerStatement: Statement | undefined;

  /** The appointments at these clinics due in [from, before), in due order. */
  atLocations(locationIds: readonly string[], from: string, before: string): Task[] {
    this.locationsStatement ??= this.db.sql.prepare(
      `${SELECT} WHERE location_id IN (SELECT value FROM json_each(@locations)) AND task_type = 'APPOINTMENT'
         AND due_date >= @from AND due_date < @before ORDER BY due_date, seq`,
    );
    return (
      this.locationsStatement.all({ locations: JSON.stringify(locationIds), from, before }) as Row[]
    ).map(toTask);
  }
  private locationsStatement: Statement | undefined;

  /** The patient's assessment of this survey still to answer, if any (read by the patient index). */
  openAssessment(patientId: string, assessmentId: string): Task | undefined {
    const row = this.statements.openAssessment.get(patientId, assessmentId) as Row | undefined;
    return row && toTask(row);
  }

  /**
   * The patient's assessments still to answer, newest first: a care plan's and those staff asked
   * for again (which belong to no plan) alike.
   */
  openAssessmentsOf(patientId: string): Task[] {
    return (this.statements.openAssessmentsOf.all(patientId) as Row[]).map(toTask);
  }

  byId(id: string | undefined): Task | undefined {
    if (id === undefined) return undefined;
    const row = this.statements.byId.get(id) as Row | undefined;
    return row && toTask(row);
  }

  /** The test sent to the lab under this order id. */
  byElisOrder(orderId: string | undefined): Task | undefined {
    if (orderId === undefined) return undefined;
    const row = this.statements.byElisOrder.get(orderId) as Row | undefined;
    return row && toTask(row);
  }

  all(): Task[] {
    return (this.statements.all.all() as Row[]).map(toTask);
  }

  /** The appointments of these patients, by due date (undated last), then as created. */
  appointmentsOf(patientIds: readonly string[]): Task[] {
    return (this.statements.appointmentsOf.all(JSON.stringify(patientIds)) as Row[]).map(toTask);
  }

  /** A patient's tasks with a test result, as created. */
  withResults(patientId: string): Task[] {
    return (this.statements.withResults.all(patientId) as Row[]).map(toTask);
  }

  /** A patient's completed vaccinations, by due date. */
  vaccinations(patientId: string): Task[] {
    return (this.statements.vaccinations.all(patientId) as Row[]).map(toTask);
  }

  /** The tasks booked into these lanes, optionally of one status, in the order they were created. */
  ofLanes(laneIds: readonly string[], status?: Task["status"]): Task[] {
    const rows = this.statements.ofLanes.all({
      lanes: JSON.stringify(laneIds),
      status: status ?? null,
    }) as Row[];
    return rows.map(toTask);
  }

  /** The distinct patients with a SCHEDULED task in any of these lanes. */
  bookedPatients(laneIds: readonly string[]): string[] {
    return this.statements.bookedPatients.pluck().all(JSON.stringify(laneIds)) as string[];
  }

  /** Per lane, how many distinct patients hold a SCHEDULED task in it. */
  bookedPerLane(laneIds: readonly string[]): Map<string, number> {
    const rows = this.statements.bookedPerLane.all(JSON.stringify(laneIds)) as Array<{
      lane: string;
      patients: number;
    }>;
    return new Map(rows.map((r) => [r.lane, r.patients]));
  }

  firstWithStatus(status: Task["status"]): Task | undefined {
    const row = this.statements.firstWithStatus.get(status) as Row | undefined;
    return row && toTask(row);
  }

  /** SCHEDULED appointments at these locations due from `fromIso` on. */
  upcomingCount(locationIds: readonly string[], fromIso: string): number {
    return this.statements.upcomingAt.pluck().get(JSON.stringify(locationIds), fromIso) as number;
  }

  insert(task: Task) {
    this.statements.insert.run(toParams(task));
  }

  insertAll(tasks: readonly Task[]) {
    this.db.transaction(() => {
      for (const task of tasks) this.insert(task);
    });
  }

  update(task: Task) {
    this.statements.update.run(toParams(task));
  }
}
