import type { Db } from "../db/db";
import type { OrganizationAssociation } from "../types";

/**
 * A school district's views (issue 40 item 4; spec part 2 §7 "Organizations", further reads
 * `get-noschool-districts`, `org-association`, `patients-departments`): each one SQL query over
 * the organization's tree. The permission middleware has checked the organization in the path.
 *
 * - A district is a JURISDICTION; one "without schools" has no SCHOOL anywhere below it.
 * - An organization's associations are its rows of `organization_associations` (either side) and
 *   the patient-group assignments it takes part in (a clinic serving a group, a group served).
 * - Patients by department: for each of the organization's own departments, the patients of the
 *   tree's organizations that carry that department (a branch carries its parent's department
 *   under the same id, as the organization form offers them), each patient once.
 */

// Every organization of the tree below @root, @root included (depth capped as everywhere).
const TREE = `WITH RECURSIVE tree (id, depth) AS (
    SELECT id, 0 FROM organizations WHERE id = @root
    UNION ALL
    SELECT c.id, tree.depth + 1 FROM organizations c JOIN tree ON c.parent_organization_id = tree.id
      WHERE tree.depth < 64
  )`;

export class SchoolViewRepo {
  private readonly statements;

  constructor(db: Db) {
    const sql = db.sql;
    this.statements = {
      noSchoolDistricts: sql.prepare(
        `${TREE}
         SELECT d.id, d.name, d.type, d.city, d.state, d.parent_organization_id AS parentOrganizationId,
                p.name AS parentName
           FROM tree JOIN organizations d ON d.id = tree.id
           LEFT JOIN organizations p ON p.id = d.parent_organization_id
          WHERE d.type = 'JURISDICTION'
            AND NOT EXISTS (
              WITH RECURSIVE below (id, depth) AS (
                SELECT id, 1 FROM organizations WHERE parent_organization_id = d.id
                UNION ALL
                SELECT c.id, below.depth + 1 FROM organizations c JOIN below ON c.parent_organization_id = below.id
                  WHERE below.depth < 64
              )
              SELECT 1 FROM below JOIN organizations s ON s.id = below.id WHERE s.type = 'SCHOOL'
            )
          ORDER BY lower(d.name), d.seq`,
      ),
      associations: sql.prepare(
        `SELECT o.id, o.name, o.type, a.relation, a.since FROM organization_associations a
           JOIN organizations o ON o.id = CASE WHEN a.organization_id = @id
                                                THEN a.associated_organization_id ELSE a.organization_id END
          WHERE a.organization_id = @id OR a.associated_organization_id = @id
         UNION ALL
         SELECT o.id, o.name, o.type, 'SERVES_PATIENT_GROUP', substr(g.assigned_at, 1, 10)
           FROM clinic_patient_groups g JOIN organizations o ON o.id = g.group_id
          WHERE g.clinic_id = @id
         UNION ALL
         SELECT o.id, o.name, o.type, 'SERVED_BY_CLINIC', substr(g.assigned_at, 1, 10)
           FROM clinic_patient_groups g JOIN organizations o ON o.id = g.clinic_id
          WHERE g.group_id = @id
         ORDER BY 2 COLLATE NOCASE, 4`,
      ),
      patientsByDepartment: sql.prepare(
        `${TREE}
         SELECT d.id AS departmentId, d.name,
                (SELECT COUNT(DISTINCT po.patient_id)
                   FROM organization_departments carried
                   JOIN tree ON tree.id = carried.organization_id
                   JOIN patient_organizations po ON po.organization_id = carried.organization_id
                   JOIN patients p ON p.id = po.patient_id
                  WHERE carried.id = d.id AND po.primary_patient = 1 AND p.deleted_at IS NULL) AS patientCount
           FROM organization_departments d
          WHERE d.organization_id = @root
          ORDER BY d.position`,
      ),
      insert: sql.prepare(
        `INSERT INTO organization_associations (id, organization_id, associated_organization_id, relation, since)
         VALUES (@id, @organizationId, @associatedOrganizationId, @relation, @since)`,
      ),
      all: sql.prepare(
        `SELECT id, organization_id AS organizationId, associated_organization_id AS associatedOrganizationId,
                relation, since FROM organization_associations ORDER BY seq`,
      ),
    };
  }

  noSchoolDistricts(root: string) {
    return this.statements.noSchoolDistricts.all({ root });
  }

  associations(id: string) {
    return this.statements.associations.all({ id });
  }

  patientsByDepartment(root: string) {
    return this.statements.patientsByDepartment.all({ root });
  }

  insert(association: OrganizationAssociation) {
    this.statements.insert.run(association);
  }

  insertAll(rows: OrganizationAssociation[]) {
    for (const row of rows) this.insert(row);
  }

  all(): OrganizationAssociation[] {
    return this.statements.all.all() as OrganizationAssociation[];
  }
}
