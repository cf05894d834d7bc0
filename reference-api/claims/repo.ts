import type { Db } from "../db/db";

export const CLAIM_STATUSES = ["SUBMITTED", "PENDING", "PAID", "DENIED", "DISPUTED"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_RATES = ["CONTRACTED", "NON_CONTRACTED"] as const;
export type ClaimRate = (typeof CLAIM_RATES)[number];
export const DISPUTE_STATUSES = ["OPEN", "SUBMITTED", "RESOLVED"] as const;

/** A claim as the tables keep it (amounts in cents; `mr` the paid amount as a percent of Medicare's rate). */
export interface Claim {
  id: string;
  claimNumber: string;
  claimStatus: ClaimStatus;
  /** yyyy-MM-dd */
  dateOfService: string;
  procedureCode: string;
  reasonCode: string | null;
  zipCode: string;
  state: string;
  mr: number;
  payerGroupId: string;
  rate: ClaimRate;
  providerId: string;
  providerName: string;
  payerId: string;
  payerName: string;
  organizationId: string;
  organizationName: string;
  patientName: string;
  billedCents: number;
  allowedCents: number;
  paidCents: number;
  covid: boolean;
  importId: string | null;
}

export interface DisputePackage {
  id: string;
  name: string;
  status: (typeof DISPUTE_STATUSES)[number];
  payerId: string;
  payerName: string;
  organizationId: string;
  createdAt: string;
  claimIds: string[];
}

/** The list's filters (spec part 2 §3), already checked; `organizations` null = every tree. */
export interface ClaimFilter {
  organizations: string[] | null;
  claimStatus?: string;
  dateFrom?: string;
  dateTo?: string;
  procedureCode?: string;
  reasonCode?: string;
  zipCode?: string;
  states?: string[];
  mrFrom?: number;
  mrTo?: number;
  payerGroupIds?: string[];
  rate?: string;
  providerId?: string;
  payerId?: string;
  organizationName?: string;
}

/** A claims CSV import (migration 043, decision 043): its progress, counts and rejected rows. */
export interface ClaimImport {
  id: string;
  fileName: string;
  status: "RUNNING" | "COMPLETED" | "FAILED";
  totalRows: number;
  processedRows: number;
  importedRows: number;
  rejectedRows: number;
  /** The rejected rows (file line numbers, the header being 1) and why, the first 500. */
  errors: Array<{ row: number; message: string }>;
  createdAt: string;
  accountId: string;
  accountName: string;
  /** The importing account's organization: who may read the log entry. */
  organizationId: string;
}

const IMPORT_COLUMNS = `id, file_name AS fileName, status, total_rows AS totalRows, processed_rows AS processedRows,
  imported_rows AS importedRows, rejected_rows AS rejectedRows, errors, created_at AS createdAt,
  account_id AS accountId, account_name AS accountName, organization_id AS organizationId`;
type ImportRow = Omit<ClaimImport, "errors"> & { errors: string };
const toImport = ({ errors, ...row }: ImportRow): ClaimImport => ({
  ...row,
  errors: JSON.parse(errors) as ClaimImport["errors"],
});

const COLUMNS = `id, claim_number AS claimNumber, claim_status AS claimStatus, date_of_service AS dateOfService,
  procedure_code AS procedureCode, reason_code AS reasonCode, zip_code AS zipCode, state, mr,
  payer_group_id AS payerGroupId, rate, provider_id AS providerId, provider_name AS providerName,
  payer_id AS payerId, payer_name AS payerName, organization_id AS organizationId,
  organization_name AS organizationName, patient_name AS patientName, billed_cents AS billedCents,
  allowed_cents AS allowedCents, paid_cents AS paidCents, covid, import_id AS importId`;

/** The paid-percent-of-Medicare buckets of `claims-ranges-stats`, lower bounds (the last is open). */
export const MR_RANGES = [0, 50, 80, 100, 120, 150] as const;

type Row = Omit<Claim, "covid"> & { covid: number };
const toClaim = ({ covid, ...row }: Row): Claim => ({ ...row, covid: covid === 1 });

/**
 * Claims and dispute packages (migration 040, decision 039). Every list, count and statistic is
 * one SQL statement built from the filter: a filter that is absent adds no condition, so SQLite
 * picks the index of the most selective one that is present.
 */
export class ClaimRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      insert: sql.prepare(
        `INSERT INTO claims (id, claim_number, claim_status, date_of_service, procedure_code, reason_code, zip_code,
           state, mr, payer_group_id, rate, provider_id, provider_name, payer_id, payer_name, organization_id,
           organization_name, patient_name, billed_cents, allowed_cents, paid_cents, covid, import_id)
         VALUES (@id, @claimNumber, @claimStatus, @dateOfService, @procedureCode, @reasonCode, @zipCode, @state, @mr,
           @payerGroupId, @rate, @providerId, @providerName, @payerId, @payerName, @organizationId, @organizationName,
           @patientName, @billedCents, @allowedCents, @paidCents, @covid, @importId)`,
      ),
      byId: sql.prepare(`SELECT ${COLUMNS} FROM claims WHERE id = ?`),
      all: sql.prepare(`SELECT ${COLUMNS} FROM claims ORDER BY seq`),
      insertPackage: sql.prepare(
        `INSERT INTO dispute_packages (id, name, status, payer_id, payer_name, organization_id, created_at)
         VALUES (@id, @name, @status, @payerId, @payerName, @organizationId, @createdAt)`,
      ),
      insertPackageClaim: sql.prepare(
        "INSERT INTO dispute_package_claims (package_id, position, claim_id) VALUES (?, ?, ?)",
      ),
      packageById: sql.prepare(
        `SELECT id, name, status, payer_id AS payerId, payer_name AS payerName, organization_id AS organizationId,
           created_at AS createdAt FROM dispute_packages WHERE id = ?`,
      ),
      packageClaims: sql.prepare(
        `SELECT ${COLUMNS} FROM claims
          WHERE id IN (SELECT claim_id FROM dispute_package_claims WHERE package_id = ?)
          ORDER BY (SELECT position FROM dispute_package_claims WHERE package_id = ? AND claim_id = claims.id)`,
      ),
      packageClaimIds: sql
        .prepare("SELECT claim_id FROM dispute_package_claims WHERE package_id = ? ORDER BY position")
        .pluck(),
      packagesOfClaim: sql.prepare(
        `SELECT p.id, p.name FROM dispute_packages p JOIN dispute_package_claims c ON c.package_id = p.id
          WHERE c.claim_id = ? ORDER BY p.seq`,
      ),
      allPackages: sql.prepare(
        `SELECT id, name, status, payer_id AS payerId, payer_name AS payerName, organization_id AS organizationId,
           created_at AS createdAt FROM dispute_packages ORDER BY seq`,
      ),
    };
  }

  /** The WHERE clause and its parameters for a filter. */
  private where(filter: ClaimFilter): { clause: string; params: Record<string, unknown> } {
    const conditions: string[] = [];
    const params: Record<string, unknown> = {};
    const eq = (column: string, name: keyof ClaimFilter) => {
      const value = filter[name];
      if (value === undefined || value === "") return;
      conditions.push(`${column} = @${name}`);
      params[name] = value;
    };
    const inList = (column: string, name: "states" | "payerGroupIds" | "organizations") => {
      const values = filter[name];
      if (!values) return;
      conditions.push(`${column} IN (SELECT value FROM json_each(@${name}))`);
      params[name] = JSON.stringify(values);
    };
    inList("organization_id", "organizations");
    eq("claim_status", "claimStatus");
    if (filter.dateFrom) {
      conditions.push("date_of_service >= @dateFrom");
      params.dateFrom = filter.dateFrom;
    }
    if (filter.dateTo) {
      conditions.push("date_of_service <= @dateTo");
      params.dateTo = filter.dateTo;
    }
    eq("procedure_code", "procedureCode");
    eq("reason_code", "reasonCode");
    eq("zip_code", "zipCode");
    if (filter.states?.length) inList("state", "states");
    if (filter.mrFrom !== undefined) {
      conditions.push("mr >= @mrFrom");
      params.mrFrom = filter.mrFrom;
    }
    if (filter.mrTo !== undefined) {
      conditions.push("mr <= @mrTo");
      params.mrTo = filter.mrTo;
    }
    if (filter.payerGroupIds?.length) inList("payer_group_id", "payerGroupIds");
    eq("rate", "rate");
    eq("provider_id", "providerId");
    eq("payer_id", "payerId");
    if (filter.organizationName) {
      conditions.push("instr(lower(organization_name), @organizationName) > 0");
      params.organizationName = filter.organizationName.toLowerCase();
    }
    return { clause: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", params };
  }

  /** A page of claims, newest service first, and the count behind it (both in SQL). */
  list(filter: ClaimFilter) {
    const { clause, params } = this.where(filter);
    return {
      count: () => this.db.sql.prepare(`SELECT COUNT(*) FROM claims ${clause}`).pluck().get(params) as number,
      rows: (limit: number, offset: number) =>
        (
          this.db.sql
            .prepare(
              `SELECT ${COLUMNS} FROM claims ${clause} ORDER BY date_of_service DESC, seq DESC LIMIT @limit OFFSET @offset`,
            )
            .all({ ...params, limit, offset }) as Row[]
        ).map(toClaim),
    };
  }

  /** Totals over the filtered claims, and per status. */
  totals(filter: ClaimFilter) {
    const { clause, params } = this.where(filter);
    const byStatus = this.db.sql
      .prepare(
        `SELECT claim_status AS status, COUNT(*) AS count, SUM(billed_cents) AS billedCents, SUM(paid_cents) AS paidCents
          FROM claims ${clause} GROUP BY +claim_status ORDER BY 1`,
      )
      .all(params) as Array<{ status: string; count: number; billedCents: number; paidCents: number }>;
    return byStatus;
  }

  /** How many filtered claims fall into each paid-percent-of-Medicare range. */
  ranges(filter: ClaimFilter): Array<{ from: number; to: number | null; count: number }> {
    const { clause, params } = this.where(filter);
    const bucket = MR_RANGES.map((from, i) => `WHEN mr >= ${from} THEN ${i}`)
      .reverse()
      .join(" ");
    const rows = this.db.sql
      .prepare(
        `SELECT CASE ${bucket} ELSE 0 END AS bucket, COUNT(*) AS count FROM claims ${clause} GROUP BY bucket`,
      )
      .all(params) as Array<{ bucket: number; count: number }>;
    return MR_RANGES.map((from, i) => ({
      from,
      to: i + 1 < MR_RANGES.length ? MR_RANGES[i + 1]! - 1 : null,
      count: rows.find((r) => r.bucket === i)?.count ?? 0,
    }));
  }

  /** The distinct values of a column among the claims of these organizations (null = all), sorted. */
  distinct(column: "state" | "zip_code", organizations: string[] | null): string[] {
    const { clause, params } = this.where({ organizations });
    return this.db.sql
      .prepare(`SELECT DISTINCT ${column} FROM claims ${clause} ORDER BY ${column}`)
      .pluck()
      .all(params) as string[];
  }

  /** The providers of the claims of these organizations (null = all), by name. */
  providers(organizations: string[] | null): Array<{ id: string; name: string }> {
    const { clause, params } = this.where({ organizations });
    return this.db.sql
      .prepare(
        `SELECT provider_id AS id, MIN(provider_name) AS name FROM claims ${clause}
          GROUP BY provider_id ORDER BY name COLLATE NOCASE, id`,
      )
      .all(params) as Array<{ id: string; name: string }>;
  }

  /** Per organization (clinic): claims, denied, billed and paid cents, by name. */
  perOrganization(filter: ClaimFilter) {
    const { clause, params } = this.where(filter);
    return this.db.sql
      .prepare(
        `SELECT organization_id AS organizationId, MIN(organization_name) AS organizationName, COUNT(*) AS claims,
           SUM(claim_status = 'DENIED') AS denied, SUM(billed_cents) AS billedCents, SUM(paid_cents) AS paidCents
         FROM claims ${clause} GROUP BY organization_id ORDER BY organizationName COLLATE NOCASE, organization_id`,
      )
      .all(params) as Array<{
      organizationId: string;
      organizationName: string;
      claims: number;
      denied: number;
      billedCents: number;
      paidCents: number;
    }>;
  }

  /** Per payer: all claims, and the COVID-19 ones with their billed, allowed and paid cents. */
  covidPerPayer(filter: ClaimFilter) {
    const { clause, params } = this.where(filter);
    return this.db.sql
      .prepare(
        `SELECT payer_id AS payerId, MIN(payer_name) AS payerName, MIN(payer_group_id) AS payerGroupId,
           COUNT(*) AS claims, SUM(covid) AS covidClaims,
           COALESCE(SUM(CASE WHEN covid = 1 THEN billed_cents END), 0) AS covidBilledCents,
           COALESCE(SUM(CASE WHEN covid = 1 THEN allowed_cents END), 0) AS covidAllowedCents,
           COALESCE(SUM(CASE WHEN covid = 1 THEN paid_cents END), 0) AS covidPaidCents
         FROM claims ${clause} GROUP BY payer_id ORDER BY payerName COLLATE NOCASE, payer_id`,
      )
      .all(params) as Array<{
      payerId: string;
      payerName: string;
      payerGroupId: string;
      claims: number;
      covidClaims: number;
      covidBilledCents: number;
      covidAllowedCents: number;
      covidPaidCents: number;
    }>;
  }

  /** Per month of service (yyyy-MM), oldest first: claims, denied, billed and paid cents, the average MR. */
  byMonth(filter: ClaimFilter) {
    const { clause, params } = this.where(filter);
    return this.db.sql
      .prepare(
        `SELECT substr(date_of_service, 1, 7) AS month, COUNT(*) AS claims, SUM(claim_status = 'DENIED') AS denied,
           SUM(billed_cents) AS billedCents, SUM(paid_cents) AS paidCents, ROUND(AVG(mr)) AS averageMr
         FROM claims ${clause} GROUP BY month ORDER BY month`,
      )
      .all(params) as Array<{
      month: string;
      claims: number;
      denied: number;
      billedCents: number;
      paidCents: number;
      averageMr: number;
    }>;
  }

  /** The reason codes given most often, with their descriptions: ties by code. */
  topReasonCodes(filter: ClaimFilter, limit: number) {
    const { clause, params } = this.where(filter);
    const where = clause ? `${clause} AND reason_code IS NOT NULL` : "WHERE reason_code IS NOT NULL";
    return this.db.sql
      .prepare(
        `SELECT c.code, r.description, c.claims FROM (
           SELECT reason_code AS code, COUNT(*) AS claims FROM claims ${where} GROUP BY reason_code
         ) c LEFT JOIN reason_codes r ON r.code = c.code ORDER BY c.claims DESC, c.code LIMIT @limit`,
      )
      .all({ ...params, limit }) as Array<{ code: string; description: string | null; claims: number }>;
  }

  byId(id: string): Claim | undefined {
    const row = this.statements.byId.get(id) as Row | undefined;
    return row && toClaim(row);
  }

  packagesOfClaim(id: string): Array<{ id: string; name: string }> {
    return this.statements.packagesOfClaim.all(id) as Array<{ id: string; name: string }>;
  }

  /** Dispute packages of these organizations (null = all), newest first, with their claim counts. */
  packages(organizations: string[] | null) {
    const { clause, params } = this.where({ organizations });
    const scoped = clause.replace("organization_id", "p.organization_id");
    return this.db.sql
      .prepare(
        `SELECT p.id, p.name, p.status, p.payer_id AS payerId, p.payer_name AS payerName,
           p.organization_id AS organizationId, p.created_at AS createdAt,
           (SELECT COUNT(*) FROM dispute_package_claims c WHERE c.package_id = p.id) AS claimCount,
           (SELECT COALESCE(SUM(billed_cents - paid_cents), 0) FROM claims k JOIN dispute_package_claims c
              ON c.claim_id = k.id WHERE c.package_id = p.id) AS disputedCents
         FROM dispute_packages p ${scoped} ORDER BY p.seq DESC`,
      )
      .all(params) as Array<Omit<DisputePackage, "claimIds"> & { claimCount: number; disputedCents: number }>;
  }

  packageById(id: string): (Omit<DisputePackage, "claimIds"> & { claims: Claim[] }) | undefined {
    const found = this.statements.packageById.get(id) as Omit<DisputePackage, "claimIds"> | undefined;
    if (!found) return undefined;
    return { ...found, claims: (this.statements.packageClaims.all(id, id) as Row[]).map(toClaim) };
  }

  insert(claim: Claim) {
    this.statements.insert.run({ ...claim, covid: claim.covid ? 1 : 0, importId: claim.importId });
  }

  insertAll({ claims = [], disputePackages = [] }: { claims?: Claim[]; disputePackages?: DisputePackage[] }) {
    this.db.transaction(() => {
      for (const claim of claims) this.insert(claim);
      for (const { claimIds, ...pkg } of disputePackages) {
        this.statements.insertPackage.run(pkg);
        claimIds.forEach((claimId, i) => this.statements.insertPackageClaim.run(pkg.id, i, claimId));
      }
    });
  }

  /** Whether a claim with this number is already filed (a claim number is filed once). */
  claimNumberTaken(claimNumber: string): boolean {
    return (
      this.db.sql.prepare("SELECT 1 FROM claims WHERE claim_number = ? LIMIT 1").get(claimNumber) !==
      undefined
    );
  }

  insertImport(entry: ClaimImport) {
    this.db.sql
      .prepare(
        `INSERT INTO claim_imports (id, file_name, status, total_rows, processed_rows, imported_rows, rejected_rows,
           errors, created_at, account_id, account_name, organization_id)
         VALUES (@id, @fileName, @status, @totalRows, @processedRows, @importedRows, @rejectedRows, @errors,
           @createdAt, @accountId, @accountName, @organizationId)`,
      )
      .run({ ...entry, errors: JSON.stringify(entry.errors) });
  }

  /** Writes an import's progress: status, counters and rejected rows. */
  updateImport(entry: ClaimImport) {
    this.db.sql
      .prepare(
        `UPDATE claim_imports SET status = @status, processed_rows = @processedRows, imported_rows = @importedRows,
           rejected_rows = @rejectedRows, errors = @errors WHERE id = @id`,
      )
      .run({
        id: entry.id,
        status: entry.status,
        processedRows: entry.processedRows,
        importedRows: entry.importedRows,
        rejectedRows: entry.rejectedRows,
        errors: JSON.stringify(entry.errors),
      });
  }

  /** Claim imports of these organizations (null = all), newest first, of one id or status when given. */
  importList(filter: { organizations: string[] | null; id?: string; status?: string }) {
    const conditions: string[] = [];
    const params: Record<string, unknown> = {};
    if (filter.organizations) {
      conditions.push("organization_id IN (SELECT value FROM json_each(@organizations))");
      params.organizations = JSON.stringify(filter.organizations);
    }
    if (filter.id) {
      conditions.push("id = @id");
      params.id = filter.id;
    }
    if (filter.status) {
      conditions.push("status = @status");
      params.status = filter.status;
    }
    const clause = conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
    return {
      count: () =>
        this.db.sql.prepare(`SELECT COUNT(*) FROM claim_imports ${clause}`).pluck().get(params) as number,
      rows: (limit: number, offset: number) =>
        (
          this.db.sql
            .prepare(
              `SELECT ${IMPORT_COLUMNS} FROM claim_imports ${clause} ORDER BY seq DESC LIMIT @limit OFFSET @offset`,
            )
            .all({ ...params, limit, offset }) as ImportRow[]
        ).map(toImport),
    };
  }

  /** One reason code's claims among the filtered ones: totals, per status, per month (oldest first). */
  reasonCodeFigures(filter: ClaimFilter) {
    const { clause, params } = this.where(filter);
    const totals = this.db.sql
      .prepare(
        `SELECT COUNT(*) AS claims, COALESCE(SUM(billed_cents), 0) AS billedCents,
           COALESCE(SUM(paid_cents), 0) AS paidCents, ROUND(AVG(mr)) AS averageMr FROM claims ${clause}`,
      )
      .get(params) as { claims: number; billedCents: number; paidCents: number; averageMr: number | null };
    const byStatus = this.db.sql
      .prepare(
        `SELECT claim_status AS claimStatus, COUNT(*) AS claims FROM claims ${clause} GROUP BY +claim_status ORDER BY 1`,
      )
      .all(params) as Array<{ claimStatus: string; claims: number }>;
    const byMonth = this.db.sql
      .prepare(
        `SELECT substr(date_of_service, 1, 7) AS month, COUNT(*) AS claims, SUM(billed_cents) AS billedCents,
           SUM(paid_cents) AS paidCents FROM claims ${clause} GROUP BY month ORDER BY month`,
      )
      .all(params) as Array<{ month: string; claims: number; billedCents: number; paidCents: number }>;
    return { ...totals, byStatus, byMonth };
  }

  all(): Claim[] {
    return (this.statements.all.all() as Row[]).map(toClaim);
  }

  allPackages(): DisputePackage[] {
    return (this.statements.allPackages.all() as Array<Omit<DisputePackage, "claimIds">>).map((p) => ({
      ...p,
      claimIds: this.statements.packageClaimIds.all(p.id) as string[],
    }));
  }
}
