import type { Patient } from "../types";
import type { Db } from "../db/db";
import { columnsOf, insertSql, RecordColumns, updateSql, type Row } from "../db/record-columns";

const PATIENT = new RecordColumns<Patient>(
  columnsOf(
    `id accountId firstName lastName dateOfBirth gender email phoneNumber language address familyOf
     relationship insurance profileCompleteness registration deletedAt`,
    { json: ["address", "insurance", "registration"] },
  ),
  { extra: "extra", elsewhere: ["organizations"] },
);

const COLUMNS = [...PATIENT.columns, "sort_name", "search_name"];

// Organizations come back as one JSON array per patient, in their order.
const SELECT = `SELECT ${PATIENT.columns.map((c) => `p.${c}`).join(", ")},
  (SELECT json_group_array(organization_id) FROM (SELECT organization_id FROM patient_organizations po WHERE po.patient_id = p.id ORDER BY position)) AS organizations
  FROM patients p`;

/**
 * Primary patients (not family members) of any of the organizations in the JSON array @orgs
 * whose name holds @needle. The name test comes first: it is cheap and, when given, rules out
 * most rows before the organization lookup.
 */
const MEMBERS = `p.family_of IS NULL
  AND (@needle IS NULL OR instr(p.search_name, @needle) > 0)
  AND EXISTS (SELECT 1 FROM patient_organizations po WHERE po.patient_id = p.id AND po.primary_patient = 1 AND po.organization_id IN (SELECT value FROM json_each(@orgs)))`;

/**
 * How many distinct patients (only primary ones when @primary is 1) belong to any organization
 * in @orgs, read from the organization index alone: every in-scope row, less the rows of a patient
 * already counted at an earlier position (rare: few patients belong to two organizations of one
 * tree), instead of a DISTINCT over every row.
 */
const COUNT_IN_ORGANIZATIONS = `SELECT
  (SELECT COUNT(*) FROM patient_organizations
    WHERE organization_id IN (SELECT value FROM json_each(@orgs)) AND primary_patient >= @primary)
  - (SELECT COUNT(*) FROM patient_organizations later
    WHERE later.position > 0 AND later.organization_id IN (SELECT value FROM json_each(@orgs)) AND later.primary_patient >= @primary
      AND EXISTS (SELECT 1 FROM patient_organizations earlier
        WHERE earlier.patient_id = later.patient_id AND earlier.position < later.position
          AND earlier.organization_id IN (SELECT value FROM json_each(@orgs))))`;

/** LIKE's wildcards and escape taken literally (with ESCAPE '\\'). */
export function likeEscape(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A yyyy-mm-dd date moved by whole years (29 February becomes 1 March in other years). */
function shiftYears(isoDate: string, years: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** Case and accents folded, so "Émile" sorts and matches with "emile". */
export function fold(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** A page of the member list; equal names keep the order they were added in, either way. */
/**
 * The same members, found from the organization index instead: for a scope of at most
 * SMALL_SCOPE patients, reading its rows and sorting them costs far less than walking the name
 * index of every patient in the database until a page is full (`+` keeps SQLite off that index).
 */
const SMALL_SCOPE = 2000;
const IN_SCOPE = `p.id IN (SELECT po.patient_id FROM patient_organizations po WHERE po.primary_patient = 1 AND po.organization_id IN (SELECT value FROM json_each(@orgs)))
  AND p.family_of IS NULL
  AND (@needle IS NULL OR instr(p.search_name, @needle) > 0)`;
export const SMALL_SCOPE_PAGE_SQL = {
  ascending: `${SELECT} WHERE ${IN_SCOPE} ORDER BY +p.sort_name, p.seq LIMIT @limit OFFSET @offset`,
  descending: `${SELECT} WHERE ${IN_SCOPE} ORDER BY +p.sort_name DESC, p.seq LIMIT @limit OFFSET @offset`,
};

export const MEMBER_PAGE_SQL = {
  ascending: `${SELECT} WHERE ${MEMBERS} ORDER BY p.sort_name, p.seq LIMIT @limit OFFSET @offset`,
  descending: `${SELECT} WHERE ${MEMBERS} ORDER BY p.sort_name DESC, p.seq LIMIT @limit OFFSET @offset`,
};

function toPatient(row: Row): Patient {
  const patient = PATIENT.fromRow(row);
  patient.organizations = JSON.parse(row.organizations as string) as string[];
  return patient;
}

function toParams(patient: Patient): Row {
  return {
    ...PATIENT.toRow(patient),
    sort_name: fold(`${patient.lastName} ${patient.firstName}`),
    search_name: `${patient.firstName} ${patient.lastName}`.toLowerCase(),
  };
}

/** The member list's filters beyond the name (decision 020); every one optional. */
export interface MemberFilters {
  /** Any of name, email, phone digits or id. */
  globalSearch?: string;
  email?: string;
  /** The id, as a prefix. */
  stringId?: string;
  phoneDigits?: string;
  gender?: string;
  /** Inclusive year ranges; a patient matches when in any. */
  ageGroups?: ReadonlyArray<readonly [number, number]>;
  carePlanStatus?: string;
  /** A care plan (a template: plans made from it; or the plan itself). */
  carePlan?: string;
  profile?: "complete" | "incomplete";
  postalCode?: string;
  /** Exact values of fields kept in `extra` (patientType, occupation, priority, ethnicity, …). */
  extraEquals?: Readonly<Record<string, string>>;
  race?: string;
  customId?: string;
}

/** The filters of a performer's patient list (spec part 2 §7 `patients-with-metrics`). */
export interface PerformerPatientFilters {
  name?: string;
  treatmentStatus?: string;
  carePlanStatus?: string;
  /** A care plan or the template plans were made from. */
  carePlan?: string;
  /** ISO instants bounding the last time the patient was active. */
  lastActiveFrom?: string;
  lastActiveTo?: string;
}

export const MEMBER_ORDERS = ["fullName", "dateOfBirth", "dateCreated", "lastActive"] as const;
export type MemberOrder = (typeof MEMBER_ORDERS)[number];

/** A stored MM/dd/yyyy date of birth as yyyy-mm-dd, for comparing and sorting in SQL. */
const ISO_BIRTH =
  "(substr(p.date_of_birth, 7, 4) || '-' || substr(p.date_of_birth, 1, 2) || '-' || substr(p.date_of_birth, 4, 2))";

const ORDER_SQL: Record<MemberOrder, string> = {
  fullName: "+p.sort_name",
  dateOfBirth: ISO_BIRTH,
  dateCreated: "p.seq",
  lastActive: "json_extract(p.extra, '$.lastActive')",
};

export interface MemberQuery {
  organizationIds: readonly string[];
  /** Part of "first last", any case. */
  fullName?: string;
  ascending: boolean;
  limit: number;
  offset: number;
}

/**
 * Patients (migration 006) and the organizations they belong to. The member list filters,
 * sorts, counts and pages in SQL; a changed patient is written back whole with `update`.
 */
export class PatientRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      insert: sql.prepare(insertSql("patients", COLUMNS)),
      update: sql.prepare(updateSql("patients", COLUMNS, "id")),
      insertOrganization: sql.prepare(
        "INSERT INTO patient_organizations (patient_id, position, organization_id, primary_patient) VALUES (?, ?, ?, ?)",
      ),
      deleteOrganizations: sql.prepare("DELETE FROM patient_organizations WHERE patient_id = ?"),
      byId: sql.prepare(`${SELECT} WHERE p.id = ? AND p.deleted_at IS NULL`),
      all: sql.prepare(`${SELECT} ORDER BY p.seq`),
      familyOf: sql.prepare(`${SELECT} WHERE p.family_of = ? ORDER BY p.seq`),
      byRegistrationToken: sql.prepare(`${SELECT} WHERE p.registration_token = ? ORDER BY p.seq LIMIT 1`),
      primaries: sql.prepare(`${SELECT} WHERE p.family_of IS NULL ORDER BY p.seq LIMIT ?`),
      firstPrimaryWithoutAccount: sql.prepare(
        `${SELECT} WHERE p.family_of IS NULL AND p.account_id IS NULL ORDER BY p.seq LIMIT 1`,
      ),
      membersAsc: sql.prepare(MEMBER_PAGE_SQL.ascending),
      membersDesc: sql.prepare(MEMBER_PAGE_SQL.descending),
      countMembers: sql.prepare(`SELECT COUNT(*) FROM patients p WHERE ${MEMBERS}`),
      smallAsc: sql.prepare(SMALL_SCOPE_PAGE_SQL.ascending),
      smallDesc: sql.prepare(SMALL_SCOPE_PAGE_SQL.descending),
      countSmall: sql.prepare(`SELECT COUNT(*) FROM patients p WHERE ${IN_SCOPE}`),
      countInOrganizations: sql.prepare(COUNT_IN_ORGANIZATIONS),
      exists: sql.prepare("SELECT 1 FROM patients WHERE id = ? AND deleted_at IS NULL"),
      insertInvite: sql.prepare(
        "INSERT INTO patient_invites (patient_id, organization_id, code, sent_to, created_at) VALUES (?, ?, ?, ?, ?)",
      ),
      invites: sql.prepare(
        "SELECT organization_id AS organizationId, code, sent_to AS sentTo, created_at AS createdAt FROM patient_invites WHERE patient_id = ? ORDER BY seq",
      ),
      // Every table with a patient_id column, found when the repository opens, so a table added
      // later is purged too without anyone remembering to list it here.
      patientTables: sql.prepare(
        "SELECT m.name FROM sqlite_schema m JOIN pragma_table_info(m.name) c WHERE m.type = 'table' AND c.name = 'patient_id' AND m.name <> 'accounts'",
      ),
    };
  }

  byId(id: string | undefined): Patient | undefined {
    if (id === undefined) return undefined;
    const row = this.statements.byId.get(id) as Row | undefined;
    return row && toPatient(row);
  }

  exists(id: string | undefined): boolean {
    return id !== undefined && this.statements.exists.get(id) !== undefined;
  }

  all(): Patient[] {
    return (this.statements.all.all() as Row[]).map(toPatient);
  }

  /** The family members of a primary patient, as added. */
  familyOf(primaryId: string): Patient[] {
    return (this.statements.familyOf.all(primaryId) as Row[]).map(toPatient);
  }

  byRegistrationToken(token: string): Patient | undefined {
    const row = this.statements.byRegistrationToken.get(token) as Row | undefined;
    return row && toPatient(row);
  }

  /** The first `limit` primary patients, as added. */
  primaries(limit: number): Patient[] {
    return (this.statements.primaries.all(limit) as Row[]).map(toPatient);
  }

  firstPrimaryWithoutAccount(): Patient | undefined {
    const row = this.statements.firstPrimaryWithoutAccount.get() as Row | undefined;
    return row && toPatient(row);
  }

  /** A page of the primary patients of these organizations, by last then first name. */
  /** Whether a scope is small enough to read from the organization index (SMALL_SCOPE). */
  private isSmall(organizationIds: readonly string[]): boolean {
    const primaries = this.statements.countInOrganizations
      .pluck()
      .get({ orgs: JSON.stringify(organizationIds), primary: 1 }) as number;
    return primaries <= SMALL_SCOPE;
  }

  members(query: MemberQuery): Patient[] {
    const small = this.isSmall(query.organizationIds);
    const statement = query.ascending
      ? small
        ? this.statements.smallAsc
        : this.statements.membersAsc
      : small
        ? this.statements.smallDesc
        : this.statements.membersDesc;
    const rows = statement.all({
      orgs: JSON.stringify(query.organizationIds),
      needle: query.fullName ? query.fullName.toLowerCase() : null,
      limit: query.limit,
      offset: query.offset,
    }) as Row[];
    return rows.map(toPatient);
  }

  countMembers(query: Pick<MemberQuery, "organizationIds" | "fullName">): number {
    if (!query.fullName)
      return this.statements.countInOrganizations
        .pluck()
        .get({ orgs: JSON.stringify(query.organizationIds), primary: 1 }) as number;
    const count = this.isSmall(query.organizationIds)
      ? this.statements.countSmall
      : this.statements.countMembers;
    return count.pluck().get({
      orgs: JSON.stringify(query.organizationIds),
      needle: query.fullName ? query.fullName.toLowerCase() : null,
    }) as number;
  }

  /**
   * A filtered page of the member list (decision 020): the scope is read from the organization
   * index, then narrowed by each filter given, counted and ordered in SQL. `today` (yyyy-mm-dd)
   * dates the age groups.
   */
  filteredMembers(
    organizationIds: readonly string[],
    filters: MemberFilters,
    order: { field: MemberOrder; ascending: boolean },
    window: { limit: number; offset: number },
    today: string,
  ): { content: Patient[]; total: number } {
    const where = [IN_SCOPE];
    const params: Record<string, unknown> = { orgs: JSON.stringify(organizationIds), needle: null };
    const add = (condition: string, values: Record<string, unknown>) => {
      where.push(condition);
      Object.assign(params, values);
    };
    if (filters.globalSearch) {
      add(
        `(instr(p.search_name, @search) > 0 OR instr(lower(coalesce(p.email, '')), @search) > 0
          OR (@searchDigits <> '' AND instr(replace(replace(coalesce(p.phone_number, ''), '+', ''), '-', ''), @searchDigits) > 0)
          OR p.id LIKE @searchId ESCAPE '\\')`,
        {
          search: filters.globalSearch.toLowerCase(),
          searchDigits: filters.globalSearch.replace(/\D+/g, ""),
          searchId: `${likeEscape(filters.globalSearch)}%`,
        },
      );
    }
    if (filters.email)
      add("instr(lower(coalesce(p.email, '')), @email) > 0", { email: filters.email.toLowerCase() });
    if (filters.stringId)
      add("p.id LIKE @stringId ESCAPE '\\'", { stringId: `${likeEscape(filters.stringId)}%` });
    if (filters.phoneDigits)
      add("instr(replace(coalesce(p.phone_number, ''), '+', ''), @phone) > 0", {
        phone: filters.phoneDigits,
      });
    if (filters.gender) add("p.gender = @gender", { gender: filters.gender });
    if (filters.ageGroups?.length) {
      // Born after today minus (max + 1) years and on or before today minus min years.
      const ranges = filters.ageGroups.map(([min, max], i) => {
        params[`bornAfter${i}`] = shiftYears(today, -(max + 1));
        params[`bornBy${i}`] = shiftYears(today, -min);
        return `(${ISO_BIRTH} > @bornAfter${i} AND ${ISO_BIRTH} <= @bornBy${i})`;
      });
      where.push(`(${ranges.join(" OR ")})`);
    }
    if (filters.carePlanStatus)
      add(
        "EXISTS (SELECT 1 FROM care_plans c WHERE c.patient_id = p.id AND c.care_plan_status = @planStatus)",
        {
          planStatus: filters.carePlanStatus,
        },
      );
    if (filters.carePlan)
      add(
        "EXISTS (SELECT 1 FROM care_plans c WHERE c.patient_id = p.id AND (c.id = @plan OR c.used_template_id = @plan))",
        { plan: filters.carePlan },
      );
    if (filters.profile)
      where.push(
        filters.profile === "complete"
          ? "coalesce(p.profile_completeness, 0) >= 0.5"
          : "coalesce(p.profile_completeness, 0) < 0.5",
      );
    if (filters.postalCode)
      add("json_extract(p.address, '$.zipcode') LIKE @zip ESCAPE '\\'", {
        zip: `${likeEscape(filters.postalCode)}%`,
      });
    for (const [i, [field, value]] of Object.entries(filters.extraEquals ?? {}).entries()) {
      if (!/^[A-Za-z]+$/.test(field)) continue;
      add(`json_extract(p.extra, '$.${field}') = @extra${i}`, { [`extra${i}`]: value });
    }
    if (filters.race)
      add("EXISTS (SELECT 1 FROM json_each(json_extract(p.extra, '$.races')) r WHERE r.value = @race)", {
        race: filters.race,
      });
    if (filters.customId)
      add(
        "EXISTS (SELECT 1 FROM json_each(json_extract(p.extra, '$.customIdentifiers')) r WHERE instr(lower(r.value), @customId) > 0)",
        { customId: filters.customId.toLowerCase() },
      );
    const condition = where.join(" AND ");
    const total = this.db.sql
      .prepare(`SELECT COUNT(*) FROM patients p WHERE ${condition}`)
      .pluck()
      .get(params) as number;
    const direction = order.ascending ? "ASC" : "DESC";
    const rows = this.db.sql
      .prepare(
        `${SELECT} WHERE ${condition} ORDER BY ${ORDER_SQL[order.field]} ${direction} NULLS LAST, p.seq LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit: window.limit, offset: window.offset }) as Row[];
    return { content: rows.map(toPatient), total };
  }

  /**
   * The values the member list's exact filters can take among these organizations' patients
   * (decision 029): each field's distinct values, sorted, at most `limit` each, in one query over
   * the scope (read once); `races` is a list, every other field one value.
   */
  memberFilterValues(
    organizationIds: readonly string[],
    fields: readonly string[],
    limit: number,
  ): Record<string, string[]> {
    const safe = fields.filter((field) => /^[A-Za-z]+$/.test(field));
    const values: Record<string, string[]> = Object.fromEntries(safe.map((field) => [field, []]));
    if (safe.length === 0) return values;
    const picks = safe.map((field) =>
      field === "races"
        ? `SELECT 'races' AS field, r.value AS value FROM scope, json_each(json_extract(scope.extra, '$.races')) r`
        : `SELECT '${field}' AS field, json_extract(scope.extra, '$.${field}') AS value FROM scope`,
    );
    const rows = this.db.sql
      .prepare(
        `WITH scope AS MATERIALIZED (SELECT p.extra AS extra FROM patients p WHERE ${IN_SCOPE} AND p.deleted_at IS NULL)
         SELECT DISTINCT field, value FROM (${picks.join(" UNION ALL ")})
         WHERE typeof(value) = 'text' AND value <> '' ORDER BY field, value`,
      )
      .all({ orgs: JSON.stringify(organizationIds), needle: null }) as Array<{
      field: string;
      value: string;
    }>;
    for (const row of rows) {
      const list = values[row.field]!;
      if (list.length < limit) list.push(row.value);
    }
    return values;
  }

  /**
   * The patients of any of these organizations as every figure counts them: those the member list
   * lists (family members are reached through their patient), so the summary counts, the
   * dashboard and the member list's total never disagree (issue 38).
   */
  countOfOrganizations(organizationIds: readonly string[]): number {
    return this.countMembers({ organizationIds });
  }

  insert(patient: Patient) {
    this.db.transaction(() => {
      this.statements.insert.run(toParams(patient));
      this.insertOrganizations(patient);
    });
  }

  /** A family may come before its primary: foreign keys are checked at commit. */
  insertAll(patients: readonly Patient[]) {
    this.db.transaction(() => {
      this.db.sql.pragma("defer_foreign_keys = ON");
      for (const patient of patients) this.insert(patient);
    });
  }

  update(patient: Patient) {
    this.db.transaction(() => {
      this.statements.update.run(toParams(patient));
      this.statements.deleteOrganizations.run(patient.id);
      this.insertOrganizations(patient);
    });
  }

  /**
   * A performer's patients (`GET /api/performers/patients-with-metrics`): those with a care plan
   * the performer owns or an appointment with them, filtered, ordered and paged in SQL.
   */
  ofPerformer(
    performerId: string,
    filters: PerformerPatientFilters,
    order: { field: "fullName" | "lastActive"; ascending: boolean },
    window: { limit: number; offset: number },
  ): { content: Patient[]; total: number } {
    const where = `p.deleted_at IS NULL
      AND p.id IN (SELECT patient_id FROM care_plans WHERE owner_id = @performer AND is_template = 0
                   UNION SELECT patient_id FROM tasks WHERE performer_id = @performer)
      AND (@needle IS NULL OR instr(p.search_name, @needle) > 0)
      AND (@treatment IS NULL OR json_extract(p.extra, '$.treatmentStatus') = @treatment)
      AND (@status IS NULL OR EXISTS (SELECT 1 FROM care_plans c WHERE c.patient_id = p.id AND c.is_template = 0 AND c.care_plan_status = @status))
      AND (@plan IS NULL OR EXISTS (SELECT 1 FROM care_plans c WHERE c.patient_id = p.id AND (c.id = @plan OR c.used_template_id = @plan)))
      AND (@from IS NULL OR json_extract(p.extra, '$.lastActive') >= @from)
      AND (@to IS NULL OR json_extract(p.extra, '$.lastActive') <= @to)`;
    const params = {
      performer: performerId,
      needle: filters.name ? filters.name.toLowerCase() : null,
      treatment: filters.treatmentStatus ?? null,
      status: filters.carePlanStatus ?? null,
      plan: filters.carePlan ?? null,
      from: filters.lastActiveFrom ?? null,
      to: filters.lastActiveTo ?? null,
    };
    const direction = order.ascending ? "ASC" : "DESC";
    const by = order.field === "lastActive" ? "json_extract(p.extra, '$.lastActive')" : "p.sort_name";
    const rows = this.db.sql
      .prepare(`${SELECT} WHERE ${where} ORDER BY ${by} ${direction}, p.seq LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: window.limit, offset: window.offset }) as Row[];
    const total = this.db.sql
      .prepare(`SELECT COUNT(*) FROM patients p WHERE ${where}`)
      .pluck()
      .get(params) as number;
    return { content: rows.map(toPatient), total };
  }

  /** An invitation code sent to the patient for an organization. */
  insertInvite(invite: {
    patientId: string;
    organizationId: string;
    code: string;
    sentTo: string;
    createdAt: string;
  }) {
    this.statements.insertInvite.run(
      invite.patientId,
      invite.organizationId,
      invite.code,
      invite.sentTo,
      invite.createdAt,
    );
  }

  invitesOf(
    patientId: string,
  ): Array<{ organizationId: string; code: string; sentTo: string; createdAt: string }> {
    return this.statements.invites.all(patientId) as never;
  }

  /**
   * Family members of a patient who is going away become patients of their own: a child's record
   * must not vanish with a parent's.
   */
  private detachFamily(primaryId: string) {
    for (const member of this.familyOf(primaryId)) {
      delete member.familyOf;
      delete member.relationship;
      this.update(member);
    }
  }

  /**
   * Deletes a patient and keeps what was recorded about them: the row is hidden from every read
   * by id, leaves every organization (so no list or count finds it), and its account is closed.
   */
  softDelete(patient: Patient, at: string) {
    this.db.transaction(() => {
      this.detachFamily(patient.id);
      this.update({
        ...patient,
        deletedAt: at,
        organizations: [],
        deletedFrom: patient.organizations,
      } as Patient);
      this.db.sql.prepare("DELETE FROM accounts WHERE patient_id = ?").run(patient.id);
    });
  }

  /** Erases a patient and every row about them, in one transaction; family members stay. */
  purge(patientId: string) {
    this.db.transaction(() => {
      this.detachFamily(patientId);
      const accounts = this.db.sql
        .prepare("SELECT account_id FROM accounts WHERE patient_id = ?")
        .pluck()
        .all(patientId) as string[];
      for (const accountId of accounts)
        this.db.sql.prepare("DELETE FROM notifications WHERE account_id = ?").run(accountId);
      this.db.sql.prepare("DELETE FROM accounts WHERE patient_id = ?").run(patientId);
      for (const table of this.statements.patientTables.pluck().all() as string[])
        this.db.sql.prepare(`DELETE FROM "${table}" WHERE patient_id = ?`).run(patientId);
      this.db.sql.prepare("DELETE FROM patients WHERE id = ?").run(patientId);
    });
  }

  private insertOrganizations(patient: Patient) {
    patient.organizations.forEach((organizationId, position) =>
      this.statements.insertOrganization.run(patient.id, position, organizationId, patient.familyOf ? 0 : 1),
    );
  }
}
