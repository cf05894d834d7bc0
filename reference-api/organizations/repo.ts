import type { Address, Organization, OrganizationLookup } from "../types";
import type { Db } from "../db/db";
import { columnsOf, insertSql, RecordColumns, updateSql, type Row } from "../db/record-columns";

const ORGANIZATION = new RecordColumns<Organization>(
  columnsOf(
    `id name shortName type parentOrganizationId isHeadquarter timeZone approvalStatus description isOpen
     invitationCode canRegisterIndividuals employerId businessLicenseNumber createdAt`,
    { bool: ["isHeadquarter", "isOpen", "canRegisterIndividuals"] },
  ),
  { extra: "extra", elsewhere: ["address", "departments"] },
);

const ADDRESS = new RecordColumns<Address>(
  columnsOf(
    `id address1 address2 city state zipcode country gpsLatitude gpsLongitude`,
    {},
    { id: "address_id" },
  ),
);

const COLUMNS = [...ORGANIZATION.columns, ...ADDRESS.columns];

// Departments come back as one JSON array per organization, in their order.
const SELECT = `SELECT ${COLUMNS.map((c) => `o.${c}`).join(", ")},
  (SELECT json_group_array(json_object('id', id, 'name', name)) FROM (SELECT id, name FROM organization_departments d WHERE d.organization_id = o.id ORDER BY position)) AS departments
  FROM organizations o`;

function toOrganization(row: Row): Organization {
  const organization = ORGANIZATION.fromRow(row);
  // parentOrganizationId is null, never absent, for a top-level organization.
  organization.parentOrganizationId = (row.parent_organization_id as string | null) ?? null;
  organization.address = ADDRESS.fromRow(row);
  organization.departments = JSON.parse(row.departments as string) as Organization["departments"];
  return organization;
}

/**
 * Organizations, branches and clinics (migration 005): one tree, walked in SQL (a recursive
 * query) rather than by filtering every organization per level.
 */
export class OrganizationRepo implements OrganizationLookup {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      insert: sql.prepare(insertSql("organizations", COLUMNS)),
      update: sql.prepare(updateSql("organizations", COLUMNS, "id")),
      insertDepartment: sql.prepare(
        "INSERT INTO organization_departments (organization_id, position, id, name) VALUES (?, ?, ?, ?)",
      ),
      deleteDepartments: sql.prepare("DELETE FROM organization_departments WHERE organization_id = ?"),
      byId: sql.prepare(`${SELECT} WHERE o.id = ?`),
      all: sql.prepare(`${SELECT} ORDER BY o.seq`),
      ofType: sql.prepare(
        `${SELECT} WHERE (@type IS NULL OR o.type = @type) ORDER BY o.seq LIMIT @limit OFFSET @offset`,
      ),
      countOfType: sql.prepare("SELECT COUNT(*) FROM organizations WHERE (@type IS NULL OR type = @type)"),
      children: sql.prepare(
        `${SELECT} WHERE o.parent_organization_id = @parent ORDER BY o.seq LIMIT @limit OFFSET @offset`,
      ),
      countChildren: sql.prepare("SELECT COUNT(*) FROM organizations WHERE parent_organization_id = ?"),
      // Depth first, children in the order they were added: the path of zero-padded seqs sorts so.
      descendants: sql.prepare(
        `WITH RECURSIVE tree (id, path, depth) AS (
           SELECT id, printf('%012d', seq), 1 FROM organizations WHERE parent_organization_id = @root
           UNION ALL
           SELECT c.id, tree.path || '/' || printf('%012d', c.seq), tree.depth + 1
             FROM organizations c JOIN tree ON c.parent_organization_id = tree.id
             WHERE tree.depth < 64
         )
         ${SELECT} JOIN tree ON tree.id = o.id ORDER BY tree.path`,
      ),
      scopeIds: sql.prepare(
        `WITH RECURSIVE tree (id, depth) AS (
           SELECT id, 0 FROM organizations WHERE id = ?
           UNION ALL
           SELECT c.id, tree.depth + 1 FROM organizations c JOIN tree ON c.parent_organization_id = tree.id
             WHERE tree.depth < 64
         )
         SELECT id FROM tree`,
      ),
      // The organization itself first, then its parent, up to the top.
      ancestorIds: sql.prepare(
        `WITH RECURSIVE up (id, parent, depth) AS (
           SELECT id, parent_organization_id, 0 FROM organizations WHERE id = ?
           UNION ALL
           SELECT o.id, o.parent_organization_id, up.depth + 1
             FROM organizations o JOIN up ON o.id = up.parent
             WHERE up.depth < 64
         )
         SELECT id FROM up ORDER BY depth`,
      ),
      byName: sql.prepare(`${SELECT} WHERE o.name = ? COLLATE NOCASE ORDER BY o.seq LIMIT 1`),
      firstNamed: sql.prepare(`${SELECT} WHERE o.name = ? ORDER BY o.seq LIMIT 1`),
      firstOfType: sql.prepare(`${SELECT} WHERE o.type = ? ORDER BY o.seq LIMIT 1`),
      firstRoot: sql.prepare(`${SELECT} WHERE o.parent_organization_id IS NULL ORDER BY o.seq LIMIT 1`),
      byIdOrInvitationCode: sql.prepare(
        `${SELECT} WHERE o.id = @id OR o.invitation_code = @code COLLATE NOCASE ORDER BY o.seq LIMIT 1`,
      ),
    };
  }

  byId(id: string | undefined): Organization | undefined {
    if (id === undefined) return undefined;
    const row = this.statements.byId.get(id) as Row | undefined;
    return row && toOrganization(row);
  }

  all(): Organization[] {
    return (this.statements.all.all() as Row[]).map(toOrganization);
  }

  /** A page of the organizations (of one type, when given), as added. */
  ofType(type: string | undefined, limit: number, offset: number): Organization[] {
    return (this.statements.ofType.all({ type: type ?? null, limit, offset }) as Row[]).map(toOrganization);
  }

  countOfType(type: string | undefined): number {
    return this.statements.countOfType.pluck().get({ type: type ?? null }) as number;
  }

  /** A page of an organization's direct branches and clinics, as added. */
  children(parentId: string, limit: number, offset: number): Organization[] {
    return (this.statements.children.all({ parent: parentId, limit, offset }) as Row[]).map(toOrganization);
  }

  countChildren(parentId: string): number {
    return this.statements.countChildren.pluck().get(parentId) as number;
  }

  /** Everything below an organization, depth first, each level in the order added. */
  descendants(rootId: string): Organization[] {
    return (this.statements.descendants.all({ root: rootId }) as Row[]).map(toOrganization);
  }

  /**
   * The ids of an organization and everything below it, in no particular order (a lookup scope:
   * an organization sees its branches' and clinics' records); empty when unknown.
   */
  scopeIds(rootId: string): string[] {
    return this.statements.scopeIds.pluck().all(rootId) as string[];
  }

  /** The organization's id and those of its parents, nearest first; empty when unknown. */
  ancestorIds(id: string): string[] {
    return this.statements.ancestorIds.pluck().all(id) as string[];
  }

  /** The organization of this name, ignoring case (callers trim). */
  byName(name: string): Organization | undefined {
    const row = this.statements.byName.get(name) as Row | undefined;
    return row && toOrganization(row);
  }

  /** The first organization with exactly this name. */
  firstNamed(name: string): Organization | undefined {
    const row = this.statements.firstNamed.get(name) as Row | undefined;
    return row && toOrganization(row);
  }

  firstOfType(type: string): Organization | undefined {
    const row = this.statements.firstOfType.get(type) as Row | undefined;
    return row && toOrganization(row);
  }

  /** The first top-level organization: the demo's main organization. */
  firstRoot(): Organization | undefined {
    const row = this.statements.firstRoot.get() as Row | undefined;
    return row && toOrganization(row);
  }

  /** The organization with this id, or else the first whose invitation code is `code` (any case). */
  byIdOrInvitationCode(id: string, code: string): Organization | undefined {
    const row = this.statements.byIdOrInvitationCode.get({ id, code }) as Row | undefined;
    return row && toOrganization(row);
  }

  insert(organization: Organization) {
    this.db.transaction(() => {
      this.statements.insert.run({
        ...ORGANIZATION.toRow(organization),
        ...ADDRESS.toRow(organization.address),
      });
      this.insertDepartments(organization);
    });
  }

  /** Parents may come after their children: foreign keys are checked at commit. */
  insertAll(organizations: readonly Organization[]) {
    this.db.transaction(() => {
      this.db.sql.pragma("defer_foreign_keys = ON");
      for (const organization of organizations) this.insert(organization);
    });
  }

  update(organization: Organization) {
    this.db.transaction(() => {
      this.statements.update.run({
        ...ORGANIZATION.toRow(organization),
        ...ADDRESS.toRow(organization.address),
      });
      this.statements.deleteDepartments.run(organization.id);
      this.insertDepartments(organization);
    });
  }

  private insertDepartments(organization: Organization) {
    organization.departments.forEach((d, position) =>
      this.statements.insertDepartment.run(organization.id, position, d.id, d.name),
    );
  }
}

/** The seed's organizations before they are in the database. */
export function organizationArray(organizations: Organization[]): OrganizationLookup {
  return {
    byId: (id) => organizations.find((o) => o.id === id),
    firstNamed: (name) => organizations.find((o) => o.name === name),
    firstOfType: (type) => organizations.find((o) => o.type === type),
  };
}
