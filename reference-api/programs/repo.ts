import type { CriterionAttribute, ItemType, ProgramStatus } from "@contract/vocabulary";
import type { Db } from "../db/db";

/** Programs and what hangs off them (migration 038, decision 037). */

export interface Program {
  id: string;
  organizationId: string;
  name: string;
  description: string;
  typeId: string | null;
  categoryId: string | null;
  clinicId: string | null;
  status: ProgramStatus;
  templateIds: string[];
  serviceTypeIds: string[];
  createdAt: string;
}
export interface ProgramPhase {
  id: string;
  programId: string;
  name: string;
  rank: number;
}
export interface PhaseItem {
  id: string;
  phaseId: string;
  itemType: ItemType;
  itemEntityId: string;
  rank: number;
}
export interface Criterion {
  programId: string;
  rank: number;
  attribute: CriterionAttribute;
  value: string;
}
export interface EnrollmentStep {
  id: string;
  programId: string;
  name: string;
  rank: number;
}
export interface ProgramPatient {
  programId: string;
  patientId: string;
  status: "INVITED" | "ENROLLED";
  invitedAt: string | null;
  enrolledAt: string | null;
}
export interface Product {
  id: string;
  programId: string;
  name: string;
}
export interface ProductItem {
  id: string;
  productId: string;
  name: string;
  templateId: string | null;
  clinicId: string | null;
}

/** A program as the look-ups answer it (`care-plan/{id}`, `clinic/{id}`). */
export interface ProgramBrief {
  id: string;
  name: string;
  status: string;
  organizationId: string;
}

/** Every program row, as the seed hands them over and `GET /__test/state/programData` reads them. */
export interface ProgramTables {
  programs: Program[];
  phases: ProgramPhase[];
  phaseItems: PhaseItem[];
  criteria: Criterion[];
  enrollmentSteps: EnrollmentStep[];
  patients: ProgramPatient[];
  products: Product[];
  productItems: ProductItem[];
}

/** The list's sortable columns (`sort`), each an SQL expression over the page's row. */
export const PROGRAM_SORTS = {
  name: "p.name COLLATE NOCASE",
  status: "p.status",
  type: "typeName COLLATE NOCASE",
  category: "categoryName COLLATE NOCASE",
  enrolled: "enrolled",
  createdAt: "p.created_at",
} as const;
export type ProgramSort = keyof typeof PROGRAM_SORTS;

export interface ProgramFilter {
  /** The tree's organizations, or null for the whole network (`GET /api/programs`). */
  organizationIds: readonly string[] | null;
  typeId?: string;
  categoryId?: string;
  status?: string;
  name?: string;
  patientId?: string;
  sort?: ProgramSort;
  asc?: boolean;
}

const PROGRAM_COLUMNS = `p.id, p.organization_id AS organizationId, p.name, p.description, p.type_id AS typeId,
  p.category_id AS categoryId, p.clinic_id AS clinicId, p.status, p.template_ids AS templateIds,
  p.service_type_ids AS serviceTypeIds, p.created_at AS createdAt`;

const FILTERED = `FROM programs p WHERE (@orgs IS NULL OR p.organization_id IN (SELECT value FROM json_each(@orgs)))
  AND (@typeId IS NULL OR p.type_id = @typeId) AND (@categoryId IS NULL OR p.category_id = @categoryId)
  AND (@status IS NULL OR p.status = @status) AND (@needle IS NULL OR instr(lower(p.name), @needle) > 0)
  AND (@patientId IS NULL OR EXISTS (SELECT 1 FROM program_patients x WHERE x.program_id = p.id AND x.patient_id = @patientId))`;

/** A patient's date of birth (MM/dd/yyyy) as yyyy-MM-dd, comparable with SQLite's date(). */
const BIRTH = `(substr(pt.date_of_birth, 7, 4) || '-' || substr(pt.date_of_birth, 1, 2) || '-' || substr(pt.date_of_birth, 4, 2))`;

type Row = Omit<Program, "templateIds" | "serviceTypeIds"> & { templateIds: string; serviceTypeIds: string };
const program = (row: Row | undefined): Program | undefined =>
  row && {
    ...row,
    templateIds: JSON.parse(row.templateIds) as string[],
    serviceTypeIds: JSON.parse(row.serviceTypeIds) as string[],
  };

export type ProgramRow = Program & {
  typeName: string | null;
  categoryName: string | null;
  enrolled: number;
  invited: number;
  phaseCount: number;
  patientStatus: string | null;
};

/**
 * The programs' SQL. Lists page in SQL; who is eligible is one query built from the program's
 * criteria (ages against the patient's birth date, gender and language as they are stored).
 */
export class ProgramRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      page: (order: string) =>
        sql.prepare(
          `SELECT ${PROGRAM_COLUMNS},
           (SELECT name FROM organizations o WHERE o.id = p.organization_id) AS organizationName,
           (SELECT name FROM master_data_values m WHERE m.id = p.type_id) AS typeName,
           (SELECT name FROM master_data_values m WHERE m.id = p.category_id) AS categoryName,
           (SELECT COUNT(*) FROM program_patients x WHERE x.program_id = p.id AND x.status = 'ENROLLED') AS enrolled,
           (SELECT COUNT(*) FROM program_patients x WHERE x.program_id = p.id AND x.status = 'INVITED') AS invited,
           (SELECT COUNT(*) FROM program_phases f WHERE f.program_id = p.id) AS phaseCount,
           (SELECT status FROM program_patients x WHERE x.program_id = p.id AND x.patient_id = @patientId) AS patientStatus
         ${FILTERED} ORDER BY ${order}, p.seq LIMIT @limit OFFSET @offset`,
        ),
      count: sql.prepare(`SELECT COUNT(*) ${FILTERED}`).pluck(),
      byStatus: sql.prepare(
        `SELECT p.status AS label, COUNT(*) AS count FROM programs p
         WHERE (@orgs IS NULL OR p.organization_id IN (SELECT value FROM json_each(@orgs))) GROUP BY p.status ORDER BY p.status`,
      ),
      byType: sql.prepare(
        `SELECT COALESCE(m.name, '') AS label, COUNT(*) AS count FROM programs p
         LEFT JOIN master_data_values m ON m.id = p.type_id
         WHERE (@orgs IS NULL OR p.organization_id IN (SELECT value FROM json_each(@orgs))) GROUP BY label ORDER BY count DESC, label`,
      ),
      byCategory: sql.prepare(
        `SELECT COALESCE(m.name, '') AS label, COUNT(*) AS count FROM programs p
         LEFT JOIN master_data_values m ON m.id = p.category_id
         WHERE (@orgs IS NULL OR p.organization_id IN (SELECT value FROM json_each(@orgs))) GROUP BY label ORDER BY count DESC, label`,
      ),
      patientsByStatus: sql.prepare(
        `SELECT x.status AS label, COUNT(*) AS count FROM program_patients x JOIN programs p ON p.id = x.program_id
         WHERE (@orgs IS NULL OR p.organization_id IN (SELECT value FROM json_each(@orgs))) GROUP BY x.status ORDER BY x.status`,
      ),
      byId: sql.prepare(`SELECT ${PROGRAM_COLUMNS} FROM programs p WHERE p.id = ?`),
      nextSeq: sql.prepare("SELECT COALESCE(MAX(seq), 0) + 1 FROM programs").pluck(),
      insert: sql.prepare(
        `INSERT INTO programs (seq, id, organization_id, name, description, type_id, category_id, clinic_id, status,
           template_ids, service_type_ids, created_at)
         VALUES (@seq, @id, @organizationId, @name, @description, @typeId, @categoryId, @clinicId, @status,
           @templateIds, @serviceTypeIds, @createdAt)`,
      ),
      update: sql.prepare(
        `UPDATE programs SET name = @name, description = @description, type_id = @typeId, category_id = @categoryId,
           clinic_id = @clinicId, status = @status, template_ids = @templateIds, service_type_ids = @serviceTypeIds
         WHERE id = @id`,
      ),
      remove: sql.prepare("DELETE FROM programs WHERE id = ?"),
      setImage: sql.prepare("UPDATE programs SET image = ?, image_type = ? WHERE id = ?"),
      image: sql.prepare("SELECT image, image_type FROM programs WHERE id = ? AND image IS NOT NULL"),
      hasImage: sql.prepare("SELECT image_type IS NOT NULL FROM programs WHERE id = ?").pluck(),
      phases: sql.prepare(
        "SELECT id, program_id AS programId, name, rank FROM program_phases WHERE program_id = ? ORDER BY rank, id",
      ),
      phase: sql.prepare("SELECT id, program_id AS programId, name, rank FROM program_phases WHERE id = ?"),
      insertPhase: sql.prepare(
        "INSERT INTO program_phases (id, program_id, name, rank) VALUES (@id, @programId, @name, @rank)",
      ),
      updatePhase: sql.prepare("UPDATE program_phases SET name = @name WHERE id = @id"),
      removePhase: sql.prepare("DELETE FROM program_phases WHERE id = ?"),
      nextPhaseRank: sql
        .prepare("SELECT COALESCE(MAX(rank), -1) + 1 FROM program_phases WHERE program_id = ?")
        .pluck(),
      items: sql.prepare(
        `SELECT i.id, i.phase_id AS phaseId, i.item_type AS itemType, i.item_entity_id AS itemEntityId, i.rank
         FROM program_phase_items i JOIN program_phases f ON f.id = i.phase_id WHERE f.program_id = ? ORDER BY i.rank, i.id`,
      ),
      item: sql.prepare(
        "SELECT id, phase_id AS phaseId, item_type AS itemType, item_entity_id AS itemEntityId, rank FROM program_phase_items WHERE id = ?",
      ),
      insertItem: sql.prepare(
        `INSERT INTO program_phase_items (id, phase_id, item_type, item_entity_id, rank)
         VALUES (@id, @phaseId, @itemType, @itemEntityId, @rank)`,
      ),
      removeItem: sql.prepare("DELETE FROM program_phase_items WHERE id = ?"),
      nextItemRank: sql
        .prepare("SELECT COALESCE(MAX(rank), -1) + 1 FROM program_phase_items WHERE phase_id = ?")
        .pluck(),
      criteria: sql.prepare(
        "SELECT program_id AS programId, rank, attribute, value FROM program_criteria WHERE program_id = ? ORDER BY rank",
      ),
      insertCriterion: sql.prepare(
        "INSERT INTO program_criteria (program_id, rank, attribute, value) VALUES (@programId, @rank, @attribute, @value)",
      ),
      removeCriterion: sql.prepare("DELETE FROM program_criteria WHERE program_id = ? AND rank = ?"),
      steps: sql.prepare(
        "SELECT id, program_id AS programId, name, rank FROM program_enrollment_steps WHERE program_id = ? ORDER BY rank, id",
      ),
      insertStep: sql.prepare(
        "INSERT INTO program_enrollment_steps (id, program_id, name, rank) VALUES (@id, @programId, @name, @rank)",
      ),
      setStepRank: sql.prepare(
        "UPDATE program_enrollment_steps SET rank = ? WHERE id = ? AND program_id = ?",
      ),
      membership: sql.prepare(
        `SELECT program_id AS programId, patient_id AS patientId, status, invited_at AS invitedAt, enrolled_at AS enrolledAt
         FROM program_patients WHERE program_id = ? AND patient_id = ?`,
      ),
      members: sql.prepare(
        `SELECT x.patient_id AS patientId, pt.first_name AS firstName, pt.last_name AS lastName,
           pt.date_of_birth AS dateOfBirth, x.status, x.invited_at AS invitedAt, x.enrolled_at AS enrolledAt
         FROM program_patients x JOIN patients pt ON pt.id = x.patient_id
         WHERE x.program_id = @programId AND (@status IS NULL OR x.status = @status)
         ORDER BY pt.sort_name, pt.seq LIMIT @limit OFFSET @offset`,
      ),
      memberCount: sql
        .prepare(
          "SELECT COUNT(*) FROM program_patients WHERE program_id = @programId AND (@status IS NULL OR status = @status)",
        )
        .pluck(),
      invite: sql.prepare(
        `INSERT INTO program_patients (program_id, patient_id, status, invited_at) VALUES (@programId, @patientId, 'INVITED', @at)
         ON CONFLICT (program_id, patient_id) DO UPDATE SET invited_at = @at WHERE status = 'INVITED'`,
      ),
      enroll: sql.prepare(
        `INSERT INTO program_patients (program_id, patient_id, status, enrolled_at) VALUES (@programId, @patientId, 'ENROLLED', @at)
         ON CONFLICT (program_id, patient_id) DO UPDATE SET status = 'ENROLLED', enrolled_at = @at`,
      ),
      insertMember: sql.prepare(
        `INSERT INTO program_patients (program_id, patient_id, status, invited_at, enrolled_at)
         VALUES (@programId, @patientId, @status, @invitedAt, @enrolledAt)`,
      ),
      products: sql.prepare(
        "SELECT id, program_id AS programId, name FROM program_products WHERE program_id = ? ORDER BY rowid",
      ),
      product: sql.prepare("SELECT id, program_id AS programId, name FROM program_products WHERE id = ?"),
      insertProduct: sql.prepare(
        "INSERT INTO program_products (id, program_id, name) VALUES (@id, @programId, @name)",
      ),
      productItems: sql.prepare(
        `SELECT i.id, i.product_id AS productId, i.name, i.template_id AS templateId, i.clinic_id AS clinicId
         FROM program_product_items i JOIN program_products d ON d.id = i.product_id WHERE d.program_id = ? ORDER BY i.rowid`,
      ),
      productItemsOfClinic: sql.prepare(
        `SELECT id, product_id AS productId, name, template_id AS templateId, clinic_id AS clinicId
         FROM program_product_items WHERE clinic_id = ? ORDER BY rowid`,
      ),
      insertProductItem: sql.prepare(
        `INSERT INTO program_product_items (id, product_id, name, template_id, clinic_id)
         VALUES (@id, @productId, @name, @templateId, @clinicId)`,
      ),
      templates: sql.prepare(
        `SELECT id, name FROM care_plans WHERE is_template = 1
           AND (is_public = 1 OR organization_id IN (SELECT value FROM json_each(?)))
         ORDER BY name COLLATE NOCASE, seq LIMIT 200`,
      ),
      setPhaseRank: sql.prepare("UPDATE program_phases SET rank = ? WHERE id = ?"),
      setItemRank: sql.prepare("UPDATE program_phase_items SET rank = ? WHERE id = ?"),
      step: sql.prepare(
        "SELECT id, program_id AS programId, name, rank FROM program_enrollment_steps WHERE id = ? AND program_id = ?",
      ),
      renameStep: sql.prepare("UPDATE program_enrollment_steps SET name = ? WHERE id = ?"),
      removeStep: sql.prepare("DELETE FROM program_enrollment_steps WHERE id = ?"),
      removeProduct: sql.prepare("DELETE FROM program_products WHERE id = ?"),
      productItem: sql.prepare(
        "SELECT id, product_id AS productId, name, template_id AS templateId, clinic_id AS clinicId FROM program_product_items WHERE id = ?",
      ),
      removeProductItem: sql.prepare("DELETE FROM program_product_items WHERE id = ?"),
      sameName: sql
        .prepare(
          `SELECT id FROM programs WHERE organization_id = @organizationId AND lower(trim(name)) = lower(trim(@name))
             AND (@excludeId IS NULL OR id <> @excludeId) LIMIT 1`,
        )
        .pluck(),
      byCarePlan: sql.prepare(
        `SELECT p.id, p.name, p.status, p.organization_id AS organizationId FROM programs p
         WHERE p.organization_id IN (SELECT value FROM json_each(@orgs))
           AND (EXISTS (SELECT 1 FROM json_each(p.template_ids) t WHERE t.value = @planId)
             OR EXISTS (SELECT 1 FROM program_phase_items i JOIN program_phases f ON f.id = i.phase_id
                        WHERE f.program_id = p.id AND i.item_type = 'CARE_PLAN' AND i.item_entity_id = @planId))
         ORDER BY p.name COLLATE NOCASE, p.seq LIMIT 200`,
      ),
      byClinic: sql.prepare(
        `SELECT p.id, p.name, p.status, p.organization_id AS organizationId FROM programs p
         WHERE p.clinic_id = ? ORDER BY p.name COLLATE NOCASE, p.seq LIMIT 200`,
      ),
      clinicItems: sql.prepare(
        `SELECT i.id, i.product_id AS productId, d.name AS productName, d.program_id AS programId, p.name AS programName,
           i.name, i.template_id AS templateId, i.clinic_id AS clinicId
         FROM program_product_items i JOIN program_products d ON d.id = i.product_id JOIN programs p ON p.id = d.program_id
         WHERE i.clinic_id = ? ORDER BY p.name COLLATE NOCASE, d.name COLLATE NOCASE, i.rowid LIMIT 500`,
      ),
      allPrograms: sql.prepare(`SELECT ${PROGRAM_COLUMNS} FROM programs p ORDER BY p.seq`),
      allPhases: sql.prepare(
        "SELECT id, program_id AS programId, name, rank FROM program_phases ORDER BY rowid",
      ),
      allItems: sql.prepare(
        "SELECT id, phase_id AS phaseId, item_type AS itemType, item_entity_id AS itemEntityId, rank FROM program_phase_items ORDER BY rowid",
      ),
      allCriteria: sql.prepare(
        "SELECT program_id AS programId, rank, attribute, value FROM program_criteria ORDER BY rowid",
      ),
      allSteps: sql.prepare(
        "SELECT id, program_id AS programId, name, rank FROM program_enrollment_steps ORDER BY rowid",
      ),
      allMembers: sql.prepare(
        `SELECT program_id AS programId, patient_id AS patientId, status, invited_at AS invitedAt, enrolled_at AS enrolledAt
         FROM program_patients ORDER BY rowid`,
      ),
      allProducts: sql.prepare(
        "SELECT id, program_id AS programId, name FROM program_products ORDER BY rowid",
      ),
      allProductItems: sql.prepare(
        "SELECT id, product_id AS productId, name, template_id AS templateId, clinic_id AS clinicId FROM program_product_items ORDER BY rowid",
      ),
    };
  }

  private readonly pages = new Map<string, ReturnType<Db["sql"]["prepare"]>>();

  private filterParams(filter: ProgramFilter) {
    return {
      orgs: filter.organizationIds ? JSON.stringify(filter.organizationIds) : null,
      typeId: filter.typeId ?? null,
      categoryId: filter.categoryId ?? null,
      status: filter.status ?? null,
      needle: filter.name?.trim() ? filter.name.trim().toLowerCase() : null,
      patientId: filter.patientId ?? null,
    };
  }

  page(filter: ProgramFilter, limit: number, offset: number): ProgramRow[] {
    // One prepared statement per order: the column comes from PROGRAM_SORTS, never from the caller.
    const order = `${PROGRAM_SORTS[filter.sort ?? "name"]} ${filter.asc === false ? "DESC" : "ASC"}`;
    let statement = this.pages.get(order);
    if (!statement) {
      statement = this.statements.page(order);
      this.pages.set(order, statement);
    }
    return (statement.all({ ...this.filterParams(filter), limit, offset }) as Array<Row & ProgramRow>).map(
      (row) => ({ ...row, ...program(row)! }),
    );
  }

  count(filter: ProgramFilter): number {
    return this.statements.count.get(this.filterParams(filter)) as number;
  }

  /** The tree's programs by status and their patients by status (`counts`); null: every tree's. */
  counts(organizationIds: readonly string[] | null) {
    const orgs = { orgs: organizationIds && JSON.stringify(organizationIds) };
    return {
      programs: this.statements.byStatus.all(orgs) as Array<{ label: string; count: number }>,
      patients: this.statements.patientsByStatus.all(orgs) as Array<{ label: string; count: number }>,
    };
  }

  /** The tree's programs by type and by category (`analytics`); null: every tree's. */
  analytics(organizationIds: readonly string[] | null) {
    const orgs = { orgs: organizationIds && JSON.stringify(organizationIds) };
    return {
      byType: this.statements.byType.all(orgs) as Array<{ label: string; count: number }>,
      byCategory: this.statements.byCategory.all(orgs) as Array<{ label: string; count: number }>,
    };
  }

  byId(id: string | undefined): Program | undefined {
    return id === undefined ? undefined : program(this.statements.byId.get(id) as Row | undefined);
  }

  private programParams(p: Program) {
    return {
      ...p,
      templateIds: JSON.stringify(p.templateIds),
      serviceTypeIds: JSON.stringify(p.serviceTypeIds),
    };
  }

  insert(p: Program) {
    this.statements.insert.run({ ...this.programParams(p), seq: this.statements.nextSeq.get() });
  }

  update(p: Program) {
    this.statements.update.run(this.programParams(p));
  }

  remove(id: string) {
    this.statements.remove.run(id);
  }

  setImage(id: string, bytes: Buffer, mediaType: string) {
    this.statements.setImage.run(bytes, mediaType, id);
  }

  clearImage(id: string) {
    this.statements.setImage.run(null, null, id);
  }

  image(id: string): { bytes: Buffer; mediaType: string } | undefined {
    const row = this.statements.image.get(id) as { image: Buffer; image_type: string } | undefined;
    return row && { bytes: row.image, mediaType: row.image_type };
  }

  hasImage(id: string): boolean {
    return this.statements.hasImage.get(id) === 1;
  }

  phases(programId: string): ProgramPhase[] {
    return this.statements.phases.all(programId) as ProgramPhase[];
  }

  phase(id: string | undefined): ProgramPhase | undefined {
    return id === undefined ? undefined : (this.statements.phase.get(id) as ProgramPhase | undefined);
  }

  insertPhase(phase: Omit<ProgramPhase, "rank">): ProgramPhase {
    const full = { ...phase, rank: this.statements.nextPhaseRank.get(phase.programId) as number };
    this.statements.insertPhase.run(full);
    return full;
  }

  renamePhase(id: string, name: string) {
    this.statements.updatePhase.run({ id, name });
  }

  removePhase(id: string) {
    this.statements.removePhase.run(id);
  }

  /** Gives the phases the ranks listed, in one transaction (a move trades two ranks). */
  setPhaseRanks(ranks: ReadonlyArray<{ id: string; rank: number }>) {
    this.db.transaction(() => {
      for (const { id, rank } of ranks) this.statements.setPhaseRank.run(rank, id);
    });
  }

  setItemRanks(ranks: ReadonlyArray<{ id: string; rank: number }>) {
    this.db.transaction(() => {
      for (const { id, rank } of ranks) this.statements.setItemRank.run(rank, id);
    });
  }

  items(programId: string): PhaseItem[] {
    return this.statements.items.all(programId) as PhaseItem[];
  }

  item(id: string | undefined): PhaseItem | undefined {
    return id === undefined ? undefined : (this.statements.item.get(id) as PhaseItem | undefined);
  }

  insertItem(item: Omit<PhaseItem, "rank">): PhaseItem {
    const full = { ...item, rank: this.statements.nextItemRank.get(item.phaseId) as number };
    this.statements.insertItem.run(full);
    return full;
  }

  removeItem(id: string) {
    this.statements.removeItem.run(id);
  }

  criteria(programId: string): Criterion[] {
    return this.statements.criteria.all(programId) as Criterion[];
  }

  insertCriterion(criterion: Criterion) {
    this.statements.insertCriterion.run(criterion);
  }

  /** Replaces the criterion at `rank`; with `swapWith`, the one holding the new rank takes the old. */
  replaceCriterion(rank: number, next: Criterion, swapWith?: Criterion) {
    this.db.transaction(() => {
      this.statements.removeCriterion.run(next.programId, rank);
      if (swapWith) {
        this.statements.removeCriterion.run(swapWith.programId, swapWith.rank);
        this.statements.insertCriterion.run({ ...swapWith, rank });
      }
      this.statements.insertCriterion.run(next);
    });
  }

  removeCriterion(programId: string, rank: number) {
    this.statements.removeCriterion.run(programId, rank);
  }

  steps(programId: string): EnrollmentStep[] {
    return this.statements.steps.all(programId) as EnrollmentStep[];
  }

  insertStep(step: EnrollmentStep) {
    this.statements.insertStep.run(step);
  }

  setStepRanks(programId: string, ranks: ReadonlyArray<{ id: string; rank: number }>) {
    this.db.transaction(() => {
      for (const { id, rank } of ranks) this.statements.setStepRank.run(rank, id, programId);
    });
  }

  step(programId: string, id: string | undefined): EnrollmentStep | undefined {
    return id === undefined
      ? undefined
      : (this.statements.step.get(id, programId) as EnrollmentStep | undefined);
  }

  renameStep(id: string, name: string) {
    this.statements.renameStep.run(name, id);
  }

  removeStep(id: string) {
    this.statements.removeStep.run(id);
  }

  /** Another program of the organization with this name (case and outer spaces aside), if any. */
  sameName(organizationId: string, name: string, excludeId?: string): string | undefined {
    return this.statements.sameName.get({ organizationId, name, excludeId: excludeId ?? null }) as
      string | undefined;
  }

  /** The tree's programs offering the care plan as a template or pointing at it from a phase item. */
  usingCarePlan(organizationIds: readonly string[], planId: string) {
    return this.statements.byCarePlan.all({
      orgs: JSON.stringify(organizationIds),
      planId,
    }) as ProgramBrief[];
  }

  atClinic(clinicId: string) {
    return this.statements.byClinic.all(clinicId) as ProgramBrief[];
  }

  membership(programId: string, patientId: string): ProgramPatient | undefined {
    return this.statements.membership.get(programId, patientId) as ProgramPatient | undefined;
  }

  members(programId: string, status: string | undefined, limit: number, offset: number) {
    return this.statements.members.all({ programId, status: status ?? null, limit, offset }) as Array<{
      patientId: string;
      firstName: string;
      lastName: string;
      dateOfBirth: string;
      status: string;
      invitedAt: string | null;
      enrolledAt: string | null;
    }>;
  }

  memberCount(programId: string, status: string | undefined): number {
    return this.statements.memberCount.get({ programId, status: status ?? null }) as number;
  }

  /**
   * The patients of the program's tree who meet every criterion and are not enrolled (an invited
   * one still is), as a WHERE clause and its parameters.
   */
  private eligibleQuery(
    p: Program,
    organizationIds: readonly string[],
    name: string | undefined,
    today: string,
    patientIds?: readonly string[],
  ) {
    const params: Record<string, unknown> = {
      ids: patientIds ? JSON.stringify(patientIds) : null,
      orgs: JSON.stringify(organizationIds),
      programId: p.id,
      needle: name?.trim() ? name.trim().toLowerCase() : null,
      today,
    };
    const clauses = this.criteria(p.id).map((c, i) => {
      const key = `c${i}`;
      if (c.attribute === "MIN_AGE") {
        params[key] = `-${Number(c.value)} years`;
        return `${BIRTH} <= date(@today, @${key})`;
      }
      if (c.attribute === "MAX_AGE") {
        params[key] = `-${Number(c.value) + 1} years`;
        return `${BIRTH} > date(@today, @${key})`;
      }
      params[key] = c.value;
      return c.attribute === "GENDER" ? `pt.gender = @${key}` : `pt.language = @${key}`;
    });
    const where = `FROM patients pt WHERE pt.deleted_at IS NULL
      AND pt.id IN (SELECT po.patient_id FROM patient_organizations po WHERE po.organization_id IN (SELECT value FROM json_each(@orgs)))
      AND NOT EXISTS (SELECT 1 FROM program_patients x WHERE x.program_id = @programId AND x.patient_id = pt.id AND x.status = 'ENROLLED')
      AND (@needle IS NULL OR instr(pt.search_name, @needle) > 0)
      AND (@ids IS NULL OR pt.id IN (SELECT value FROM json_each(@ids)))
      ${clauses.map((c) => `AND ${c}`).join(" ")}`;
    return { where, params };
  }

  eligible(
    p: Program,
    organizationIds: readonly string[],
    name: string | undefined,
    today: string,
    limit: number,
    offset: number,
    patientIds?: readonly string[],
  ) {
    const { where, params } = this.eligibleQuery(p, organizationIds, name, today, patientIds);
    return this.db.sql
      .prepare(
        `SELECT pt.id, pt.first_name AS firstName, pt.last_name AS lastName, pt.date_of_birth AS dateOfBirth,
           pt.gender, pt.language,
           EXISTS (SELECT 1 FROM program_patients x WHERE x.program_id = @programId AND x.patient_id = pt.id) AS invited
         ${where} ORDER BY pt.sort_name, pt.seq LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit, offset }) as Array<{
      id: string;
      firstName: string;
      lastName: string;
      dateOfBirth: string;
      gender: string;
      language: string;
      invited: number;
    }>;
  }

  eligibleCount(
    p: Program,
    organizationIds: readonly string[],
    name: string | undefined,
    today: string,
    patientIds?: readonly string[],
  ): number {
    const { where, params } = this.eligibleQuery(p, organizationIds, name, today, patientIds);
    return this.db.sql.prepare(`SELECT COUNT(*) ${where}`).pluck().get(params) as number;
  }

  eligibleIds(
    p: Program,
    organizationIds: readonly string[],
    name: string | undefined,
    today: string,
  ): string[] {
    const { where, params } = this.eligibleQuery(p, organizationIds, name, today);
    return this.db.sql.prepare(`SELECT pt.id ${where}`).pluck().all(params) as string[];
  }

  invite(programId: string, patientIds: readonly string[], at: string) {
    this.db.transaction(() => {
      for (const patientId of patientIds) this.statements.invite.run({ programId, patientId, at });
    });
  }

  enroll(programId: string, patientId: string, at: string) {
    this.statements.enroll.run({ programId, patientId, at });
  }

  products(programId: string): Product[] {
    return this.statements.products.all(programId) as Product[];
  }

  product(id: string | undefined): Product | undefined {
    return id === undefined ? undefined : (this.statements.product.get(id) as Product | undefined);
  }

  insertProduct(product: Product) {
    this.statements.insertProduct.run(product);
  }

  productItems(programId: string): ProductItem[] {
    return this.statements.productItems.all(programId) as ProductItem[];
  }

  productItemsOfClinic(clinicId: string): ProductItem[] {
    return this.statements.productItemsOfClinic.all(clinicId) as ProductItem[];
  }

  removeProduct(id: string) {
    this.statements.removeProduct.run(id);
  }

  productItem(id: string | undefined): ProductItem | undefined {
    return id === undefined ? undefined : (this.statements.productItem.get(id) as ProductItem | undefined);
  }

  removeProductItem(id: string) {
    this.statements.removeProductItem.run(id);
  }

  /** A clinic's product items over every program, with their product's and program's names. */
  clinicItems(clinicId: string) {
    return this.statements.clinicItems.all(clinicId) as Array<
      ProductItem & { productName: string; programId: string; programName: string }
    >;
  }

  insertProductItem(item: ProductItem) {
    this.statements.insertProductItem.run(item);
  }

  /** The care-plan templates a program of the tree may offer (`templates-mini`): the tree's and the public ones. */
  templatesOf(organizationIds: readonly string[]): Array<{ id: string; name: string }> {
    return this.statements.templates.all(JSON.stringify(organizationIds)) as Array<{
      id: string;
      name: string;
    }>;
  }

  all(): ProgramTables {
    return {
      programs: (this.statements.allPrograms.all() as Row[]).map((row) => program(row)!),
      phases: this.statements.allPhases.all() as ProgramPhase[],
      phaseItems: this.statements.allItems.all() as PhaseItem[],
      criteria: this.statements.allCriteria.all() as Criterion[],
      enrollmentSteps: this.statements.allSteps.all() as EnrollmentStep[],
      patients: this.statements.allMembers.all() as ProgramPatient[],
      products: this.statements.allProducts.all() as Product[],
      productItems: this.statements.allProductItems.all() as ProductItem[],
    };
  }

  insertAll(tables: ProgramTables) {
    for (const p of tables.programs) this.insert(p);
    for (const phase of tables.phases) this.statements.insertPhase.run(phase);
    for (const item of tables.phaseItems) this.statements.insertItem.run(item);
    for (const c of tables.criteria) this.statements.insertCriterion.run(c);
    for (const step of tables.enrollmentSteps) this.statements.insertStep.run(step);
    for (const member of tables.patients) this.statements.insertMember.run(member);
    for (const product of tables.products) this.statements.insertProduct.run(product);
    for (const item of tables.productItems) this.statements.insertProductItem.run(item);
  }
}

export const EMPTY_PROGRAM_TABLES: ProgramTables = {
  programs: [],
  phases: [],
  phaseItems: [],
  criteria: [],
  enrollmentSteps: [],
  patients: [],
  products: [],
  productItems: [],
};
