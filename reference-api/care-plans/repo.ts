import type Database from "better-sqlite3";
import type {
  CarePlan,
  CarePlanGoal,
  CarePlanTask,
  CarePlanType,
  Observation,
  ObservationGoal,
  ObservationType,
  TaskSubType,
} from "./types";
import type { Db } from "../db/db";
import type { PageWindow } from "../db/paging";

/** A plan's row: its flags 0/1 and its task ids JSON text. */
type PlanRow = Omit<CarePlan, "isTemplate" | "isPublic" | "taskIds"> & {
  isTemplate: number;
  isPublic: number;
  taskIds: string;
};

type BriefRow = PlanRow & {
  carePlanTypeName: string | null;
  goalCount: number;
  taskCount: number;
  patientCount?: number;
};

type TaskRow = Omit<CarePlanTask, "observationGoals" | "subTypeId"> & { subTypeId: string | null };
type ObservationGoalRow = ObservationGoal & { taskId: string };

/** A plan in a list: the plan with its type's name, counts and (with stats) its template's patients. */
export interface CarePlanBriefRecord {
  plan: CarePlan;
  carePlanTypeName: string | null;
  goalCount: number;
  taskCount: number;
  patientCount?: number;
}

/** A plan with its goals (rank order) and tasks (rank order within their goal). */
export interface FullCarePlan {
  plan: CarePlan;
  goals: CarePlanGoal[];
  tasks: CarePlanTask[];
}

export interface PlanListQuery {
  name?: string;
  orderType?: "name" | "dateCreated";
  asc?: boolean;
  stats?: boolean;
}

const PLAN_COLUMNS = `c.id, c.name, c.description, c.organization_id AS organizationId, c.owner_id AS ownerId,
  c.patient_id AS patientId, c.is_template AS isTemplate, c.is_public AS isPublic,
  c.used_template_id AS usedTemplateId, c.care_plan_type_id AS carePlanTypeId, c.service_type_id AS serviceTypeId,
  c.duration_days AS duration, c.start_date AS startDate, c.care_plan_status AS carePlanStatus,
  c.task_ids AS taskIds, c.date_created AS dateCreated`;
const BRIEF_COLUMNS = `${PLAN_COLUMNS}, t.name AS carePlanTypeName,
  (SELECT COUNT(*) FROM care_plan_goals g WHERE g.care_plan_id = c.id) AS goalCount,
  (SELECT COUNT(*) FROM care_plan_tasks k WHERE k.care_plan_id = c.id) AS taskCount`;
const PATIENT_COUNT = `(SELECT COUNT(DISTINCT p.patient_id) FROM care_plans p
  WHERE p.used_template_id = c.id AND p.is_template = 0) AS patientCount`;
const GOAL =
  "SELECT id, care_plan_id AS carePlanId, name, goal_status AS goalStatus, rank FROM care_plan_goals";
const OBSERVATION_GOAL_COLUMNS = `o.id, o.observation_type_id AS observationTypeId,
  o.observation_type_name AS observationTypeName, o.target_value AS targetValue, o.task_id AS taskId`;
const OBSERVATION = `SELECT id, task_id AS taskId, observation_type_id AS observationTypeId, value,
  patient_id AS patientId, date_created AS dateCreated FROM observations`;
const TASK_COLUMNS = `id, care_plan_id, goal_id, parent_task_id, name, task_type_id, week, rank, status, count,
  service_type_id, therapy_type_id, location_id, performer_id, image, due_date, completed_at, date_created,
  sub_type_id`;
const TASK = `SELECT id, care_plan_id AS carePlanId, goal_id AS goalId, parent_task_id AS parentTaskId, name,
  task_type_id AS taskTypeId, week, rank, status, count, service_type_id AS serviceTypeId,
  therapy_type_id AS therapyTypeId, location_id AS locationId, performer_id AS performerId, image,
  due_date AS dueDate, completed_at AS completedAt, date_created AS dateCreated, sub_type_id AS subTypeId
  FROM care_plan_tasks`;
/** The master-data values that are observation types (decision 034's `/api/meta/observation`). */
const OBSERVATION_TYPE = "service = '/api/meta/observation' AND type = ''";
/**
 * A task's kinds are the master data's task types (issue 38 §1) whose category is its task type:
 * care-plan task types 1, 2 and 3 are the categories APPOINTMENT, ASSESSMENT and EDUCATION.
 */
const SUB_TYPE_OF = `CASE category WHEN 'APPOINTMENT' THEN 1 WHEN 'ASSESSMENT' THEN 2 WHEN 'EDUCATION' THEN 3 END`;
const SUB_TYPES = `SELECT id, name, ${SUB_TYPE_OF} AS taskTypeId FROM master_data_values
  WHERE service = '/api/meta/task' AND type = '' AND ${SUB_TYPE_OF} IS NOT NULL`;

const toPlan = (row: PlanRow): CarePlan => ({
  ...row,
  isTemplate: row.isTemplate === 1,
  isPublic: row.isPublic === 1,
  taskIds: JSON.parse(row.taskIds) as string[],
});

const planParams = (plan: CarePlan) => ({
  ...plan,
  isTemplate: plan.isTemplate ? 1 : 0,
  isPublic: plan.isPublic ? 1 : 0,
  taskIds: JSON.stringify(plan.taskIds),
});

function toTask(
  { subTypeId, dateCreated, ...row }: TaskRow,
  observationGoals: ObservationGoal[],
): CarePlanTask {
  // Only a task with a kind says so: older state files and their round trip have no field.
  return { ...row, observationGoals, dateCreated, ...(subTypeId === null ? {} : { subTypeId }) };
}

/** Observation goals by task, with their rows' order. */
function byTask(rows: ObservationGoalRow[]) {
  const goals = new Map<string, ObservationGoal[]>();
  for (const { taskId, ...goal } of rows) goals.set(taskId, [...(goals.get(taskId) ?? []), goal]);
  return goals;
}

function toBrief({
  carePlanTypeName,
  goalCount,
  taskCount,
  patientCount,
  ...plan
}: BriefRow): CarePlanBriefRecord {
  return {
    plan: toPlan(plan),
    carePlanTypeName,
    goalCount,
    taskCount,
    ...(patientCount === undefined ? {} : { patientCount }),
  };
}

/** `%needle%` for LIKE, with the needle's own wildcards escaped. */
function likeAnywhere(needle: string) {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Care plans and templates with their goals, tasks, observation goals and observations
 * (migration 020), and the fixed lists beside them (care plan types, observation types, task
 * sub-types). Lists are filtered, ordered, counted and paged in SQL; a plan is read whole in four
 * queries (plan, goals, tasks, observation goals). Changes that touch several rows run in one
 * transaction.
 */
export class CarePlanRepo {
  private readonly statements;
  private readonly cache = new Map<string, Database.Statement>();

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      insertPlan: sql.prepare(
        `INSERT INTO care_plans (id, name, description, organization_id, owner_id, patient_id, is_template,
           is_public, used_template_id, care_plan_type_id, service_type_id, duration_days, start_date,
           care_plan_status, task_ids, date_created)
         VALUES (@id, @name, @description,
           COALESCE(NULLIF(@organizationId, ''), (SELECT po.organization_id FROM patient_organizations po
             WHERE po.patient_id = @patientId ORDER BY po.position LIMIT 1), ''),
           @ownerId, @patientId, @isTemplate, @isPublic, @usedTemplateId, @carePlanTypeId, @serviceTypeId,
           @duration, @startDate, @carePlanStatus, @taskIds, @dateCreated)`,
      ),
      updatePlan: sql.prepare(
        `UPDATE care_plans SET name = @name, description = @description, organization_id = @organizationId,
           owner_id = @ownerId, patient_id = @patientId, is_template = @isTemplate, is_public = @isPublic,
           used_template_id = @usedTemplateId, care_plan_type_id = @carePlanTypeId,
           service_type_id = @serviceTypeId, duration_days = @duration, start_date = @startDate,
           care_plan_status = @carePlanStatus, task_ids = @taskIds
         WHERE id = @id`,
      ),
      deletePlan: sql.prepare("DELETE FROM care_plans WHERE id = ?"),
      plan: sql.prepare(`SELECT ${PLAN_COLUMNS} FROM care_plans c WHERE c.id = ?`),
      plans: sql.prepare(`SELECT ${PLAN_COLUMNS} FROM care_plans c ORDER BY c.seq`),
      firstOfPatient: sql.prepare(
        `SELECT ${PLAN_COLUMNS} FROM care_plans c WHERE c.patient_id = ? ORDER BY c.seq LIMIT 1`,
      ),
      ofPatient: sql.prepare(
        `SELECT ${PLAN_COLUMNS} FROM care_plans c WHERE c.patient_id = ? AND c.is_template = 0 ORDER BY c.seq DESC`,
      ),

      insertGoal: sql.prepare(
        `INSERT INTO care_plan_goals (id, care_plan_id, name, goal_status, rank)
         VALUES (@id, @carePlanId, @name, @goalStatus, @rank)`,
      ),
      updateGoal: sql.prepare(
        "UPDATE care_plan_goals SET name = @name, goal_status = @goalStatus, rank = @rank WHERE id = @id",
      ),
      deleteGoal: sql.prepare("DELETE FROM care_plan_goals WHERE id = ?"),
      goal: sql.prepare(`${GOAL} WHERE id = ?`),
      goalsOf: sql.prepare(`${GOAL} WHERE care_plan_id = ? ORDER BY rank, seq`),
      goals: sql.prepare(`${GOAL} ORDER BY seq`),

      insertTask: sql.prepare(
        `INSERT INTO care_plan_tasks (${TASK_COLUMNS})
         VALUES (@id, @carePlanId, @goalId, @parentTaskId, @name, @taskTypeId, @week, @rank, @status, @count,
           @serviceTypeId, @therapyTypeId, @locationId, @performerId, @image, @dueDate, @completedAt, @dateCreated,
           @subTypeId)`,
      ),
      updateTask: sql.prepare(
        `UPDATE care_plan_tasks SET goal_id = @goalId, parent_task_id = @parentTaskId, name = @name,
           task_type_id = @taskTypeId, week = @week, rank = @rank, status = @status, count = @count,
           service_type_id = @serviceTypeId, therapy_type_id = @therapyTypeId, location_id = @locationId,
           performer_id = @performerId, image = @image, due_date = @dueDate, completed_at = @completedAt,
           sub_type_id = @subTypeId
         WHERE id = @id`,
      ),
      setTaskRank: sql.prepare("UPDATE care_plan_tasks SET rank = ? WHERE id = ? AND goal_id = ?"),
      deleteTask: sql.prepare("DELETE FROM care_plan_tasks WHERE id = ?"),
      task: sql.prepare(`${TASK} WHERE id = ?`),
      tasksOfPlan: sql.prepare(`${TASK} WHERE care_plan_id = ? ORDER BY goal_id, rank, seq`),
      tasks: sql.prepare(`${TASK} ORDER BY seq`),
      nextRank: sql
        .prepare("SELECT COALESCE(MAX(rank) + 1, 0) FROM care_plan_tasks WHERE goal_id = ?")
        .pluck(),
      maxWeek: sql.prepare("SELECT MAX(week) FROM care_plan_tasks WHERE care_plan_id = ?").pluck(),

      insertObservationGoal: sql.prepare(
        // The type's name is kept with the goal: it still reads so when master data drops the type.
        `INSERT INTO care_plan_observation_goals (id, task_id, observation_type_id, observation_type_name, target_value)
         VALUES (@id, @taskId, @observationTypeId,
           COALESCE(NULLIF(@observationTypeName, ''), (SELECT name FROM master_data_values WHERE id = @observationTypeId), ''),
           @targetValue)`,
      ),
      deleteObservationGoal: sql.prepare("DELETE FROM care_plan_observation_goals WHERE id = ?"),
      observationGoal: sql.prepare(
        `SELECT ${OBSERVATION_GOAL_COLUMNS} FROM care_plan_observation_goals o WHERE o.id = ?`,
      ),
      observationGoalsOfTask: sql.prepare(
        `SELECT ${OBSERVATION_GOAL_COLUMNS} FROM care_plan_observation_goals o WHERE o.task_id = ? ORDER BY o.seq`,
      ),
      observationGoalsOfPlan: sql.prepare(
        `SELECT ${OBSERVATION_GOAL_COLUMNS} FROM care_plan_observation_goals o
         JOIN care_plan_tasks k ON k.id = o.task_id WHERE k.care_plan_id = ? ORDER BY o.seq`,
      ),
      observationGoals: sql.prepare(
        `SELECT ${OBSERVATION_GOAL_COLUMNS} FROM care_plan_observation_goals o ORDER BY o.seq`,
      ),

      insertObservation: sql.prepare(
        `INSERT INTO observations (id, task_id, observation_type_id, value, patient_id, date_created)
         VALUES (@id, @taskId, @observationTypeId, @value, @patientId, @dateCreated)`,
      ),
      observationsOfTask: sql.prepare(`${OBSERVATION} WHERE task_id = ? ORDER BY seq`),
      observations: sql.prepare(`${OBSERVATION} ORDER BY seq`),

      carePlanTypes: sql.prepare("SELECT id, name FROM care_plan_types ORDER BY seq"),
      carePlanType: sql.prepare("SELECT id, name FROM care_plan_types WHERE id = ?"),
      // The observation types are the master data's (issue 38): one list, edited there.
      observationTypes: sql.prepare(
        `SELECT id, name, description FROM master_data_values WHERE ${OBSERVATION_TYPE} ORDER BY seq`,
      ),
      observationType: sql.prepare(
        `SELECT id, name, description FROM master_data_values WHERE ${OBSERVATION_TYPE} AND id = ?`,
      ),
      subTypes: sql.prepare(
        `SELECT * FROM (${SUB_TYPES}) WHERE (@taskTypeId IS NULL OR taskTypeId = @taskTypeId)
          ORDER BY taskTypeId, name COLLATE NOCASE, id`,
      ),

      planScope: sql.prepare("SELECT organization_id, is_public, is_template FROM care_plans WHERE id = ?"),
      taskScope: sql.prepare(
        `SELECT c.organization_id, c.is_public, c.is_template FROM care_plan_tasks k
         JOIN care_plans c ON c.id = k.care_plan_id WHERE k.id = ?`,
      ),
      observationGoalScope: sql.prepare(
        `SELECT c.organization_id, c.is_public, c.is_template FROM care_plan_observation_goals o
         JOIN care_plan_tasks k ON k.id = o.task_id JOIN care_plans c ON c.id = k.care_plan_id WHERE o.id = ?`,
      ),

      statusCounts: sql.prepare(
        `SELECT care_plan_status AS status, COUNT(*) AS count FROM care_plans
         WHERE used_template_id = ? AND is_template = 0 GROUP BY care_plan_status`,
      ),
      patientsOnTemplate: sql
        .prepare(
          "SELECT COUNT(DISTINCT patient_id) FROM care_plans WHERE used_template_id = ? AND is_template = 0",
        )
        .pluck(),
      taskStatusCounts: sql.prepare(
        `SELECT k.status AS status, COUNT(*) AS count FROM care_plans c
         JOIN care_plan_tasks k ON k.care_plan_id = c.id
         WHERE c.used_template_id = ? AND c.is_template = 0 GROUP BY k.status`,
      ),
      weekCounts: sql.prepare(
        `SELECT k.week AS week, SUM(k.status = 'COMPLETED') AS completed, COUNT(*) AS total FROM care_plans c
         JOIN care_plan_tasks k ON k.care_plan_id = c.id
         WHERE c.used_template_id = ? AND c.is_template = 0 GROUP BY k.week ORDER BY k.week`,
      ),
    };
  }

  // ---- plans --------------------------------------------------------------------------------

  plan(id: string | undefined): CarePlan | undefined {
    if (id === undefined) return undefined;
    const row = this.statements.plan.get(id) as PlanRow | undefined;
    return row && toPlan(row);
  }

  plans(): CarePlan[] {
    return (this.statements.plans.all() as PlanRow[]).map(toPlan);
  }

  /** The patient's first plan (the patient area's `GET /api/patients/{id}/carePlan`). */
  firstOfPatient(patientId: string): CarePlan | undefined {
    const row = this.statements.firstOfPatient.get(patientId) as PlanRow | undefined;
    return row && toPlan(row);
  }

  /**
   * Every plan of the patient, newest first (`GET /api/patients/{id}/carePlans`): the order the
   * member lists' `carePlans` take too, so every page lists a patient's plans alike.
   */
  ofPatient(patientId: string): CarePlan[] {
    return (this.statements.ofPatient.all(patientId) as PlanRow[]).map(toPlan);
  }

  /** The plan with its goals and tasks (each task with its observation goals). */
  full(id: string | undefined): FullCarePlan | undefined {
    const plan = this.plan(id);
    if (!plan) return undefined;
    const goalRanks = new Map<string, number>();
    const goals = this.statements.goalsOf.all(plan.id) as CarePlanGoal[];
    goals.forEach((g, i) => goalRanks.set(g.id, i));
    const observationGoals = byTask(
      this.statements.observationGoalsOfPlan.all(plan.id) as ObservationGoalRow[],
    );
    const tasks = (this.statements.tasksOfPlan.all(plan.id) as TaskRow[])
      .map((row) => toTask(row, observationGoals.get(row.id) ?? []))
      .sort((a, b) => (goalRanks.get(a.goalId) ?? 0) - (goalRanks.get(b.goalId) ?? 0));
    return { plan, goals, tasks };
  }

  /** Where a plan, task or observation goal belongs, for the permission check. */
  scopeOf(
    kind: "carePlan" | "planTask" | "observationGoal",
    id: string,
  ): { organizationId: string; isPublicTemplate: boolean } | undefined {
    const statement =
      kind === "carePlan"
        ? this.statements.planScope
        : kind === "planTask"
          ? this.statements.taskScope
          : this.statements.observationGoalScope;
    const row = statement.get(id) as
      { organization_id: string; is_public: number; is_template: number } | undefined;
    return (
      row && {
        organizationId: row.organization_id,
        isPublicTemplate: row.is_public === 1 && row.is_template === 1,
      }
    );
  }

  insertPlan(plan: CarePlan) {
    this.statements.insertPlan.run(planParams(plan));
  }

  updatePlan(plan: CarePlan) {
    this.statements.updatePlan.run(planParams(plan));
  }

  /** The plan with its goals, tasks, observation goals and observations (cascade). */
  deletePlan(id: string) {
    this.statements.deletePlan.run(id);
  }

  /** A whole plan at once: the plan, its goals, its tasks (parents before subtasks). */
  insertFull({ plan, goals, tasks }: FullCarePlan) {
    this.db.transaction(() => {
      this.insertPlan(plan);
      for (const goal of goals) this.insertGoal(goal);
      for (const task of tasks) this.insertTaskRows(task);
    });
  }

  /**
   * Templates tied to a service type that patients of these organizations may be given: public
   * ones, and those of the organizations themselves (decision 045, getServiceTypesWithCarePlans).
   */
  serviceTemplates(organizationIds: readonly string[]): CarePlan[] {
    return (
      this.db.sql
        .prepare(
          `SELECT ${PLAN_COLUMNS} FROM care_plans c
           WHERE c.is_template = 1 AND c.service_type_id IS NOT NULL
             AND (c.is_public = 1 OR c.organization_id IN (SELECT value FROM json_each(?)))
           ORDER BY c.name, c.seq`,
        )
        .all(JSON.stringify(organizationIds)) as PlanRow[]
    ).map(toPlan);
  }

  /** An organization's own templates. */
  templates(organizationId: string, query: PlanListQuery, window: PageWindow) {
    return this.list(
      "c.organization_id = @organizationId AND c.is_template = 1",
      { organizationId },
      query,
      window,
    );
  }

  /** Public templates of every organization. */
  publicTemplates(
    query: PlanListQuery & { carePlanTypeId?: string; serviceTypeId?: number },
    window: PageWindow,
  ) {
    const where = ["c.is_public = 1 AND c.is_template = 1"];
    const params: Record<string, unknown> = {};
    if (query.carePlanTypeId !== undefined) {
      where.push("c.care_plan_type_id = @carePlanTypeId");
      params.carePlanTypeId = query.carePlanTypeId;
    }
    if (query.serviceTypeId !== undefined) {
      where.push("c.service_type_id = @serviceTypeId");
      params.serviceTypeId = query.serviceTypeId;
    }
    return this.list(where.join(" AND "), params, query, window);
  }

  /** The patient plans of these organizations, newest first. */
  patientPlans(
    organizationIds: readonly string[],
    query: { name?: string; patientId?: string; carePlanStatus?: string },
    window: PageWindow,
  ) {
    const where = [
      "c.organization_id IN (SELECT value FROM json_each(@organizationIds)) AND c.is_template = 0",
    ];
    const params: Record<string, unknown> = { organizationIds: JSON.stringify(organizationIds) };
    if (query.patientId !== undefined) {
      where.push("c.patient_id = @patientId");
      params.patientId = query.patientId;
    }
    if (query.carePlanStatus !== undefined) {
      where.push("c.care_plan_status = @carePlanStatus");
      params.carePlanStatus = query.carePlanStatus;
    }
    return this.list(
      where.join(" AND "),
      params,
      { name: query.name, orderType: "dateCreated", asc: false },
      window,
    );
  }

  /** The plans of these patients (id, name, status), newest first, by patient: one query for a page. */
  plansOfPatients(
    patientIds: readonly string[],
  ): Map<string, Array<{ id: string; name: string; carePlanStatus: string | null }>> {
    const rows = this.db.sql
      .prepare(
        `SELECT patient_id, id, name, care_plan_status FROM care_plans
         WHERE is_template = 0 AND patient_id IN (SELECT value FROM json_each(?)) ORDER BY seq DESC`,
      )
      .all(JSON.stringify(patientIds)) as Array<{
      patient_id: string;
      id: string;
      name: string;
      care_plan_status: string | null;
    }>;
    const byPatient = new Map<string, Array<{ id: string; name: string; carePlanStatus: string | null }>>();
    for (const row of rows) {
      const list = byPatient.get(row.patient_id) ?? [];
      list.push({ id: row.id, name: row.name, carePlanStatus: row.care_plan_status });
      byPatient.set(row.patient_id, list);
    }
    return byPatient;
  }

  /** Plans a performer owns or has a task in, by name. */
  performerPlans(performerId: string, window: PageWindow) {
    return this.list(
      `(c.owner_id = @performerId OR c.id IN (SELECT k.care_plan_id FROM care_plan_tasks k WHERE k.performer_id = @performerId))`,
      { performerId },
      { orderType: "name", asc: true },
      window,
    );
  }

  private list(
    condition: string,
    params: Record<string, unknown>,
    query: PlanListQuery,
    window: PageWindow,
  ): { content: CarePlanBriefRecord[]; total: number } {
    let where = condition;
    const values: Record<string, unknown> = { ...params };
    const name = query.name?.trim();
    if (name) {
      where += " AND c.name LIKE @name ESCAPE '\\'";
      values.name = likeAnywhere(name);
    }
    const direction = query.asc === false ? "DESC" : "ASC";
    const order =
      query.orderType === "dateCreated"
        ? `c.date_created ${direction}, c.seq ${direction}`
        : `c.name COLLATE NOCASE ${direction}, c.seq ${direction}`;
    const total = this.prepared(`SELECT COUNT(*) FROM care_plans c WHERE ${where}`)
      .pluck()
      .get(values) as number;
    const rows = this.prepared(
      `SELECT ${BRIEF_COLUMNS}${query.stats ? `, ${PATIENT_COUNT}` : ""}
       FROM care_plans c LEFT JOIN care_plan_types t ON t.id = c.care_plan_type_id
       WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
    ).all({ ...values, limit: window.limit, offset: window.offset }) as BriefRow[];
    return { content: rows.map(toBrief), total };
  }

  private prepared(sql: string): Database.Statement {
    let statement = this.cache.get(sql);
    if (!statement) {
      statement = this.db.sql.prepare(sql);
      this.cache.set(sql, statement);
    }
    return statement;
  }

  // ---- goals and tasks ---------------------------------------------------------------------

  goal(id: string | undefined): CarePlanGoal | undefined {
    if (id === undefined) return undefined;
    return this.statements.goal.get(id) as CarePlanGoal | undefined;
  }

  goals(): CarePlanGoal[] {
    return this.statements.goals.all() as CarePlanGoal[];
  }

  insertGoal(goal: CarePlanGoal) {
    this.statements.insertGoal.run(goal);
  }

  updateGoal(goal: CarePlanGoal) {
    this.statements.updateGoal.run(goal);
  }

  /** The goal with its tasks (cascade). */
  deleteGoal(id: string) {
    this.statements.deleteGoal.run(id);
  }

  task(id: string | undefined): CarePlanTask | undefined {
    if (id === undefined) return undefined;
    const row = this.statements.task.get(id) as TaskRow | undefined;
    if (!row) return undefined;
    const goals = byTask(this.statements.observationGoalsOfTask.all(row.id) as ObservationGoalRow[]);
    return toTask(row, goals.get(row.id) ?? []);
  }

  tasks(): CarePlanTask[] {
    const goals = byTask(this.statements.observationGoals.all() as ObservationGoalRow[]);
    return (this.statements.tasks.all() as TaskRow[]).map((row) => toTask(row, goals.get(row.id) ?? []));
  }

  /**
   * The appointment tasks of the patient's plans that sit in an ACTIVE goal (`GET
   * /api/tasks/{id}/appointments-in-active-goals`), by due date: the care plan's own appointments,
   * beside the booked ones of the patient area.
   */
  appointmentsInActiveGoals(patientId: string) {
    return this.db.sql
      .prepare(
        `SELECT k.id, k.name, k.week, k.due_date AS dueDate, k.status, k.location_id AS locationId,
                g.id AS goalId, g.name AS goalName, c.id AS carePlanId, c.name AS carePlanName
           FROM care_plans c
           JOIN care_plan_goals g ON g.care_plan_id = c.id AND g.goal_status = 'ACTIVE'
           JOIN care_plan_tasks k ON k.goal_id = g.id AND k.task_type_id = 1
          WHERE c.patient_id = ? AND c.is_template = 0
          ORDER BY k.due_date NULLS LAST, k.week, g.rank, k.rank, k.seq`,
      )
      .all(patientId) as Array<{
      id: string;
      name: string;
      week: number;
      dueDate: string | null;
      status: string;
      locationId: string | null;
      goalId: string;
      goalName: string;
      carePlanId: string;
      carePlanName: string;
    }>;
  }

  /** The rank after the goal's last task. */
  nextRank(goalId: string): number {
    return this.statements.nextRank.get(goalId) as number;
  }

  /** The latest week any task of the plan is in (0 without tasks). */
  maxWeek(carePlanId: string): number {
    return (this.statements.maxWeek.get(carePlanId) as number | null) ?? 0;
  }

  /** A task with its observation goals. */
  insertTask(task: CarePlanTask) {
    this.db.transaction(() => this.insertTaskRows(task));
  }

  /** The task's rows, inside the caller's transaction. */
  private insertTaskRows(task: CarePlanTask) {
    const { observationGoals, ...row } = task;
    this.statements.insertTask.run({ ...row, subTypeId: row.subTypeId ?? null });
    for (const goal of observationGoals) this.insertObservationGoal(task.id, goal);
  }

  /** The task's own columns (its observation goals change through their own calls). */
  updateTask(task: CarePlanTask) {
    const { observationGoals: _goals, ...row } = task;
    this.statements.updateTask.run({ ...row, subTypeId: row.subTypeId ?? null });
  }

  /** Orders a goal's tasks as listed; ids not of the goal are ignored. */
  reorderTasks(goalId: string, taskIds: readonly string[]) {
    this.db.transaction(() =>
      taskIds.forEach((id, rank) => this.statements.setTaskRank.run(rank, id, goalId)),
    );
  }

  /** The task with its subtasks, observation goals and observations (cascade). */
  deleteTask(id: string) {
    this.statements.deleteTask.run(id);
  }

  observationGoal(id: string | undefined): (ObservationGoal & { taskId: string }) | undefined {
    if (id === undefined) return undefined;
    return this.statements.observationGoal.get(id) as ObservationGoalRow | undefined;
  }

  insertObservationGoal(taskId: string, goal: ObservationGoal) {
    this.statements.insertObservationGoal.run({ observationTypeName: null, ...goal, taskId });
  }

  deleteObservationGoal(id: string) {
    this.statements.deleteObservationGoal.run(id);
  }

  // ---- observations ------------------------------------------------------------------------

  insertObservation(observation: Observation) {
    this.statements.insertObservation.run(observation);
  }

  observationsOf(taskId: string): Observation[] {
    return this.statements.observationsOfTask.all(taskId) as Observation[];
  }

  observations(): Observation[] {
    return this.statements.observations.all() as Observation[];
  }

  // ---- fixed lists -------------------------------------------------------------------------

  carePlanTypes(): CarePlanType[] {
    return this.statements.carePlanTypes.all() as CarePlanType[];
  }

  carePlanType(id: string | null | undefined): CarePlanType | undefined {
    if (id === null || id === undefined) return undefined;
    return this.statements.carePlanType.get(id) as CarePlanType | undefined;
  }

  observationTypes(): ObservationType[] {
    return this.statements.observationTypes.all() as ObservationType[];
  }

  observationType(id: string | undefined): ObservationType | undefined {
    if (id === undefined) return undefined;
    return this.statements.observationType.get(id) as ObservationType | undefined;
  }

  subTypes(taskTypeId: number | undefined): TaskSubType[] {
    return this.statements.subTypes.all({ taskTypeId: taskTypeId ?? null }) as TaskSubType[];
  }

  /** One kind, by id, whatever its task type (undefined when master data has no such task type). */
  subType(id: string): TaskSubType | undefined {
    return this.subTypes(undefined).find((t) => t.id === id);
  }

  // ---- stats -------------------------------------------------------------------------------

  /** Patient plans made from the template, by plan status. */
  statusCounts(templateId: string): Map<string | null, number> {
    const rows = this.statements.statusCounts.all(templateId) as Array<{
      status: string | null;
      count: number;
    }>;
    return new Map(rows.map((r) => [r.status, r.count]));
  }

  patientsOnTemplate(templateId: string): number {
    return this.statements.patientsOnTemplate.get(templateId) as number;
  }

  /** The tasks of the patient plans made from the template, by status. */
  taskStatusCounts(templateId: string): Map<string, number> {
    const rows = this.statements.taskStatusCounts.all(templateId) as Array<{ status: string; count: number }>;
    return new Map(rows.map((r) => [r.status, r.count]));
  }

  /** The same tasks by week: how many, and how many completed. */
  weekCounts(templateId: string): Array<{ week: number; completed: number; total: number }> {
    return this.statements.weekCounts.all(templateId) as Array<{
      week: number;
      completed: number;
      total: number;
    }>;
  }

  // ---- the seed and older files --------------------------------------------------------------

  /** Imports the seed's records; foreign keys are checked at the end of the store's transaction. */
  insertAll(records: {
    carePlans?: readonly CarePlan[];
    carePlanGoals?: readonly CarePlanGoal[];
    carePlanTasks?: readonly CarePlanTask[];
    observations?: readonly Observation[];
  }) {
    this.db.transaction(() => {
      for (const plan of records.carePlans ?? []) this.insertPlan(plan);
      for (const goal of records.carePlanGoals ?? []) this.insertGoal(goal);
      for (const task of records.carePlanTasks ?? []) this.insertTaskRows(task);
      for (const observation of records.observations ?? []) this.insertObservation(observation);
    });
  }
}
