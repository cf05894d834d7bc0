import { claims } from "@contract/claims";
import type { Request } from "express";
import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import { sendCsv } from "../csv";
import { CLAIM_RATES, CLAIM_STATUSES, type Claim, type ClaimFilter, type ClaimImport } from "./repo";
import { emitEvent } from "../events/bus";
import { amountProblem, normalizeAmount, readCsvUpload } from "../billing/csv";
import { sqlPage } from "../db/paging";
import { type FieldError, fail, str, unprocessable, serve, missing, invalid } from "../http";
import { accountCan, readableOrganizations } from "../permissions";
import { readable, scopeOf as billingScopeOf } from "../billing/ownership";
import type { Store } from "../store";
import { fromWireDate, toWireDate } from "../time";

const MR_MAX = 1000;
const MAX_IMPORT_ROWS = 50_000;
/** Rows checked per step of an import, and the pause between steps (progress is observable). */
const IMPORT_CHUNK_ROWS = 50;
const IMPORT_CHUNK_DELAY_MS = Number(process.env.IMPORT_CHUNK_DELAY_MS ?? 40);
const MAX_ROW_ERRORS = 500;
/** The claims file's columns (README "Claims", "Claim import"). */
export const CLAIM_CSV_COLUMNS = [
  "claim_number",
  "claim_status",
  "date_of_service",
  "procedure_code",
  "reason_code",
  "zip_code",
  "state",
  "payer_id",
  "organization_id",
  "provider_id",
  "patient_name",
  "billed_amount",
  "allowed_amount",
  "paid_amount",
  "rate",
  "mr",
  "covid",
] as const;
export const REQUIRED_CLAIM_CSV_COLUMNS = [
  "claim_number",
  "claim_status",
  "date_of_service",
  "procedure_code",
  "zip_code",
  "state",
  "payer_id",
  "organization_id",
  "patient_name",
  "billed_amount",
  "allowed_amount",
  "paid_amount",
] as const;
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** Cents as the wire's decimal string ("12.30"). */
const money = (cents: number) => (cents / 100).toFixed(2);

/** A claim as the calls answer it: amounts as decimals, the date of service as MM/dd/yyyy. */
export function claimView({
  billedCents,
  allowedCents,
  paidCents,
  dateOfService,
  importId: _i,
  ...claim
}: Claim) {
  return {
    ...claim,
    dateOfService: toWireDate(dateOfService),
    billedAmount: money(billedCents),
    allowedAmount: money(allowedCents),
    paidAmount: money(paidCents),
  };
}

/** A query value given once, several times, or comma-separated, as a list of non-empty values. */
function many(value: unknown): string[] | undefined {
  const values = (Array.isArray(value) ? value : [value])
    .flatMap((v) => (typeof v === "string" ? v.split(",") : []))
    .map((v) => v.trim())
    .filter(Boolean);
  return values.length ? values : undefined;
}

/**
 * Claims, their statistics, and dispute packages (issue 20, decision 039; spec part 2 §7 "Payers
 * and claims", §3 "Claim filters"). A caller sees the claims of its own tree, or every tree when
 * its scope is everywhere; a claim or package outside answers 404. README "Claims".
 */
export function claimRoutes(store: Store, options: ReferenceApiOptions) {
  const router = Router();
  const scope = (req: Request) => readableOrganizations(store, req.account!, "claims.read");

  /** The filter of the query (spec part 2 §3), or a 422 naming each field that is not valid. */
  function filterOf(req: Request): ClaimFilter {
    const q = req.query;
    const errors: FieldError[] = [];
    const text = (name: string) => str(q[name])?.trim() || undefined;
    const date = (name: "dateFrom" | "dateTo") => {
      const raw = text(name);
      if (!raw) return undefined;
      const iso = fromWireDate(raw);
      if (!iso) errors.push({ field: name, message: "must be a date MM/dd/yyyy" });
      return iso ?? undefined;
    };
    const percent = (name: "mrFrom" | "mrTo") => {
      const raw = text(name);
      if (!raw) return undefined;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 0 || n > MR_MAX) {
        errors.push({ field: name, message: `must be a whole number from 0 to ${MR_MAX}` });
        return undefined;
      }
      return n;
    };
    const oneOf = (name: string, allowed: readonly string[]) => {
      const raw = text(name)?.toUpperCase();
      if (raw && !allowed.includes(raw))
        errors.push({ field: name, message: `must be one of ${allowed.join(", ")}` });
      return raw && allowed.includes(raw) ? raw : undefined;
    };
    const filter: ClaimFilter = {
      organizations: scope(req),
      claimStatus: oneOf("claimStatus", CLAIM_STATUSES),
      dateFrom: date("dateFrom"),
      dateTo: date("dateTo"),
      procedureCode: text("procedureCode")?.toUpperCase(),
      reasonCode: text("reasonCode")?.toUpperCase(),
      zipCode: text("zipCode"),
      states: many(q.states)?.map((s) => s.toUpperCase()),
      mrFrom: percent("mrFrom"),
      mrTo: percent("mrTo"),
      payerGroupIds: many(q.payerGroupIds),
      rate: oneOf("rate", CLAIM_RATES),
      providerId: text("providerId"),
      payerId: text("payerId"),
      organizationName: text("organizationName"),
    };
    if (filter.dateFrom && filter.dateTo && filter.dateTo < filter.dateFrom)
      errors.push({ field: "dateTo", message: "must not be before dateFrom" });
    if (filter.mrFrom !== undefined && filter.mrTo !== undefined && filter.mrTo < filter.mrFrom)
      errors.push({ field: "mrTo", message: "must not be below mrFrom" });
    if (errors.length) invalid(errors);
    return filter;
  }

  const inScope = (req: Request, organizationId: string) => {
    const organizations = scope(req);
    return organizations === null || organizations.includes(organizationId);
  };

  // ---- payer analytics (spec part 2 §7 "Payers and claims") ------------------------------------

  /** The caller's claims, of one payer when the query names one. */
  const ofPayer = (req: Request): ClaimFilter => ({
    organizations: scope(req),
    payerId: str(req.query.payerId),
  });

  // ---- claim import (decision 043) --------------------------------------------------------------

  const emitImport = (entry: ClaimImport) => {
    emitEvent(store, {
      accountId: entry.accountId,
      type: "CLAIM_IMPORT_PROGRESS",
      data: {
        importId: entry.id,
        processedRows: entry.processedRows,
        totalRows: entry.totalRows,
        importedRows: entry.importedRows,
        rejectedRows: entry.rejectedRows,
        status: entry.status,
      },
    });
  };

  /** A row of the file as a claim, or why it is rejected. `seen`: claim numbers earlier in the file. */
  function claimOfRow(
    req: Request,
    cells: Record<string, string>,
    seen: Set<string>,
    importId: string,
  ): Claim | string {
    const cell = (name: string) => (cells[name] ?? "").trim();
    const claimNumber = cell("claim_number");
    if (!claimNumber) return "Column claim_number is empty";
    if (claimNumber.length > 40) return "claim_number must be 40 characters or fewer";
    if (seen.has(claimNumber)) return `Claim ${claimNumber} appears twice in the file`;
    if (store.claims.claimNumberTaken(claimNumber)) return `Claim ${claimNumber} is already filed`;
    const claimStatus = cell("claim_status").toUpperCase();
    if (!(CLAIM_STATUSES as readonly string[]).includes(claimStatus))
      return `claim_status must be one of ${CLAIM_STATUSES.join(", ")}`;
    const dateOfService = fromWireDate(cell("date_of_service"));
    if (!dateOfService) return "date_of_service must be a date MM/dd/yyyy";
    const procedureCode = cell("procedure_code").toUpperCase();
    // Another tree's codes and payers are unknown here, as in the caller's lists (decision 054).
    const billing = billingScopeOf(store, req);
    const procedure = store.billingCodes.procedureByCode(procedureCode);
    if (!procedure || !billing.reads(procedure.ownerOrganizationId))
      return `Unknown procedure code '${procedureCode}'`;
    const reasonCode = cell("reason_code").toUpperCase() || null;
    const zipCode = cell("zip_code");
    if (!/^\d{5}$/.test(zipCode)) return "zip_code must be five digits";
    const state = cell("state").toUpperCase();
    if (!/^[A-Z]{2}$/.test(state)) return "state must be a two-letter code";
    const payer = store.billingCodes.payer(cell("payer_id"));
    if (!payer || !billing.reads(payer.ownerOrganizationId)) return `Unknown payer '${cell("payer_id")}'`;
    const organization = store.organizations.byId(cell("organization_id"));
    if (!organization || !inScope(req, organization.id))
      return `Organization '${cell("organization_id")}' is not one of yours`;
    let provider = { id: organization.id, name: organization.name };
    if (cell("provider_id")) {
      const performer = store.performers.byId(cell("provider_id"));
      if (!performer) return `Unknown provider '${cell("provider_id")}'`;
      provider = { id: performer.id, name: performer.name };
    }
    const patientName = cell("patient_name");
    if (!patientName) return "Column patient_name is empty";
    const amounts: Record<string, number> = {};
    for (const name of ["billed_amount", "allowed_amount", "paid_amount"]) {
      const amount = normalizeAmount(cell(name));
      if (amount === null) return `${name}: ${amountProblem(cell(name))}`;
      amounts[name] = cents(amount);
    }
    const rate = cell("rate").toUpperCase() || "CONTRACTED";
    if (!(CLAIM_RATES as readonly string[]).includes(rate))
      return `rate must be one of ${CLAIM_RATES.join(", ")}`;
    // Without an MR the paid (else allowed) amount is compared with Medicare's rate, taken as 80 % of
    // the procedure's default amount, as the seeded claims are.
    let mr: number;
    if (cell("mr")) {
      mr = Number(cell("mr"));
      if (!Number.isInteger(mr) || mr < 0 || mr > MR_MAX)
        return `mr must be a whole number from 0 to ${MR_MAX}`;
    } else {
      const medicare = Math.max(100, Math.round(Number(procedure.defaultAmount ?? "100") * 100 * 0.8));
      mr = Math.round(((amounts.paid_amount! || amounts.allowed_amount!) / medicare) * 100);
    }
    const covid = cell("covid").toLowerCase();
    if (covid && !["true", "false", "yes", "no", "1", "0"].includes(covid))
      return "covid must be true or false";
    seen.add(claimNumber);
    return {
      id: store.nextId("claim"),
      claimNumber,
      claimStatus: claimStatus as Claim["claimStatus"],
      dateOfService,
      procedureCode,
      reasonCode,
      zipCode,
      state,
      mr: Math.min(mr, MR_MAX),
      payerGroupId: payer.payerGroupNumber,
      rate: rate as Claim["rate"],
      providerId: provider.id,
      providerName: provider.name,
      payerId: payer.id,
      payerName: payer.payerName,
      organizationId: organization.id,
      organizationName: organization.name,
      patientName,
      billedCents: amounts.billed_amount!,
      allowedCents: amounts.allowed_amount!,
      paidCents: amounts.paid_amount!,
      covid: ["true", "yes", "1"].includes(covid),
      importId,
    };
  }

  serve(router, claims, {
    list: (req, res) => {
      const filter = filterOf(req);
      const list = store.claims.list(filter);
      const page = sqlPage(req.query.page, req.query.size, 25, list.count, list.rows);
      res.json({ ...page, content: page.content.map(claimView) });
    },
    totals: (req, res) => {
      const filter = filterOf(req);
      const byStatus = store.claims.totals(filter);
      const sum = (key: "count" | "billedCents" | "paidCents") =>
        byStatus.reduce((n, row) => n + row[key], 0);
      res.json({
        totalClaims: sum("count"),
        billedAmount: money(sum("billedCents")),
        paidAmount: money(sum("paidCents")),
        byStatus: CLAIM_STATUSES.map((claimStatus) => {
          const row = byStatus.find((r) => r.status === claimStatus);
          return {
            claimStatus,
            count: row?.count ?? 0,
            billedAmount: money(row?.billedCents ?? 0),
            paidAmount: money(row?.paidCents ?? 0),
          };
        }),
      });
    },
    ranges: (req, res) => {
      const filter = filterOf(req);
      res.json(store.claims.ranges(filter));
    },
    states: (req, res) => {
      res.json(store.claims.distinct("state", scope(req)));
    },
    zipCodes: (req, res) => {
      res.json(store.claims.distinct("zip_code", scope(req)));
    },
    providers: (req, res) => {
      res.json(store.claims.providers(scope(req)));
    },
    /** Spec part 2 §7: the payers' group numbers, sorted (the claims list's payer group filter). */
    payerGroupNumbers: (_req, res) => {
      const numbers = new Set(store.billingCodes.allPayers().map((p) => p.payerGroupNumber));
      res.json([...numbers].filter(Boolean).sort());
    },
    perOrganization: (req, res) => {
      res.json(
        store.claims.perOrganization(ofPayer(req)).map(({ billedCents, paidCents, ...row }) => ({
          ...row,
          billedAmount: money(billedCents),
          paidAmount: money(paidCents),
        })),
      );
    },
    covidStats: (req, res) => {
      res.json(
        store.claims
          .covidPerPayer(ofPayer(req))
          .map(({ covidBilledCents, covidAllowedCents, covidPaidCents, ...row }) => ({
            ...row,
            covidBilledAmount: money(covidBilledCents),
            covidAllowedAmount: money(covidAllowedCents),
            covidPaidAmount: money(covidPaidCents),
          })),
      );
    },
    topReasonCodes: (req, res) => {
      res.json(store.claims.topReasonCodes(ofPayer(req), 3));
    },
    /** The COVID-19 APL (average paid per line) summary per payer, as CSV. */
    covidAplSummary: async (req, res) => {
      const rows = store.claims.covidPerPayer(ofPayer(req));
      const day = new Date().toISOString().slice(0, 10);
      // The shared writer, so payer names are neutralised like every other CSV (decision 051).
      await sendCsv(
        res,
        `covid-apl-summary-${day}.csv`,
        [
          "Payer",
          "Payer group number",
          "COVID-19 claims",
          "Billed",
          "Allowed",
          "Paid",
          "Average paid per line",
        ],
        rows.map((r) => [
          r.payerName,
          r.payerGroupId,
          r.covidClaims,
          money(r.covidBilledCents),
          money(r.covidAllowedCents),
          money(r.covidPaidCents),
          money(r.covidClaims ? Math.round(r.covidPaidCents / r.covidClaims) : 0),
        ]),
        { recordDelimiter: "windows" },
      );
    },
    payerByMonth: (req, res) => {
      // Another tree's payer answers as missing (decision 054).
      const payer = readable(billingScopeOf(store, req), store.billingCodes.payer(req.params.id), "Payer");
      res.json(
        store.claims
          .byMonth({ organizations: scope(req), payerId: payer.id })
          .map(({ billedCents, paidCents, ...row }) => ({
            ...row,
            billedAmount: money(billedCents),
            paidAmount: money(paidCents),
          })),
      );
    },
    importCsv: async (req, res) => {
      const upload = await readCsvUpload(req, {
        required: REQUIRED_CLAIM_CSV_COLUMNS,
        named: REQUIRED_CLAIM_CSV_COLUMNS,
        skipBlankRows: true,
        maxRows: MAX_IMPORT_ROWS,
      });
      const { fileName, header, rows } = upload;
      const account = req.account!;
      const entry: ClaimImport = {
        id: store.nextId("claim-import"),
        fileName,
        status: "RUNNING",
        totalRows: rows.length,
        processedRows: 0,
        importedRows: 0,
        rejectedRows: 0,
        errors: [],
        createdAt: new Date().toISOString(),
        accountId: account.accountId,
        accountName: `${account.firstName} ${account.lastName}`.trim() || account.username,
        organizationId: account.organizationId,
      };
      store.claims.insertImport(entry);
      emitImport(entry);

      // Rows are checked in steps, each a progress event; the accepted claims are written at the
      // end in one transaction with the final counts, so a file is never half imported.
      const accepted: Claim[] = [];
      const seen = new Set<string>();
      let index = 0;
      const step = () => {
        // The store closed (shutdown, end of a test): the import stops where it is.
        if (!store.db.sql.open) return;
        try {
          const end = Math.min(rows.length, index + IMPORT_CHUNK_ROWS);
          for (; index < end; index++) {
            const cells = Object.fromEntries(header.map((name, i) => [name, rows[index]![i] ?? ""]));
            const claim = claimOfRow(req, cells, seen, entry.id);
            if (typeof claim === "string") {
              entry.rejectedRows += 1;
              // Row numbers count lines of the file: the header is row 1.
              if (entry.errors.length < MAX_ROW_ERRORS) entry.errors.push({ row: index + 2, message: claim });
            } else accepted.push(claim);
            entry.processedRows += 1;
          }
          if (index >= rows.length) {
            store.db.transaction(() => {
              for (const claim of accepted) store.claims.insert(claim);
              entry.importedRows = accepted.length;
              entry.status = "COMPLETED";
              store.claims.updateImport(entry);
            });
          } else store.claims.updateImport(entry);
        } catch (error) {
          entry.importedRows = 0;
          entry.status = "FAILED";
          store.claims.updateImport(entry);
          options.log(`claim import ${entry.id} failed: ${String(error)}`);
        }
        emitImport(entry);
        if (entry.status === "RUNNING") setTimeout(step, IMPORT_CHUNK_DELAY_MS);
      };
      setTimeout(step, IMPORT_CHUNK_DELAY_MS);
      res.status(202).json(entry);
    },
  });

  /**
   * The import log (spec part 2 §7: GET /api/logs/import) of claim imports: `kind=CLAIMS`, paged,
   * newest first, of a status or an id. Without that kind the fee schedules' log answers (billing).
   */
  router.get("/api/logs/import", (req, res, next) => {
    if (str(req.query.kind) !== "CLAIMS") {
      // The call's rule lets claims readers in for their kind; the fee schedules' log stays billing's.
      if (!accountCan(store, req.account!, "billing.read"))
        return fail(res, 403, "FORBIDDEN", "Reading the fee schedule import log needs billing.read");
      return next();
    }
    const status = str(req.query.status)?.toUpperCase();
    if (status && !["RUNNING", "COMPLETED", "FAILED"].includes(status))
      return unprocessable(res, [{ field: "status", message: "must be one of RUNNING, COMPLETED, FAILED" }]);
    const list = store.claims.importList({
      organizations: readableOrganizations(store, req.account!, "claims.read"),
      id: str(req.query.id),
      status,
    });
    res.json(sqlPage(req.query.page, req.query.size, 20, list.count, list.rows));
  });

  serve(router, claims, {
    get: (req, res) => {
      const claim = store.claims.byId(req.params.id);
      if (!claim || !inScope(req, claim.organizationId)) missing("Claim");
      res.json({ ...claimView(claim), disputePackages: store.claims.packagesOfClaim(claim.id) });
    },
    disputePackages: (req, res) => {
      res.json(
        store.claims
          .packages(scope(req))
          .map(({ disputedCents, ...pkg }) => ({ ...pkg, disputedAmount: money(disputedCents) })),
      );
    },
    disputePackage: (req, res) => {
      const found = store.claims.packageById(req.params.id);
      if (!found || !inScope(req, found.organizationId)) missing("Dispute package");
      res.json({ ...found, claims: found.claims.map(claimView) });
    },
  });

  return router;
}
