import type { Request, Response } from "express";
import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import { CLAIM_RATES, CLAIM_STATUSES, type Claim, type ClaimFilter } from "../db/claims";
import { sqlPage } from "../db/paging";
import { type FieldError, handler, notFound, str, unprocessable } from "../http";
import { readableOrganizations } from "../permissions";
import type { Store } from "../store";
import { fromWireDate, toWireDate } from "../time";

const MR_MAX = 1000;

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
export function claimRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  const scope = (req: Request) => readableOrganizations(store, req.account!, "claims.read");

  /** The filter of the query (spec part 2 §3), or a 422 naming each field that is not valid. */
  function filterOf(req: Request, res: Response): ClaimFilter | undefined {
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
    if (errors.length) {
      unprocessable(res, errors);
      return undefined;
    }
    return filter;
  }

  const inScope = (req: Request, organizationId: string) => {
    const organizations = scope(req);
    return organizations === null || organizations.includes(organizationId);
  };

  router.get(
    "/api/claims",
    handler((req, res) => {
      const filter = filterOf(req, res);
      if (!filter) return;
      const list = store.claims.list(filter);
      const page = sqlPage(req.query.page, req.query.size, 25, list.count, list.rows);
      res.json({ ...page, content: page.content.map(claimView) });
    }),
  );

  router.get(
    "/api/claims/claims-total-stats",
    handler((req, res) => {
      const filter = filterOf(req, res);
      if (!filter) return;
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
    }),
  );

  router.get(
    "/api/claims/claims-ranges-stats",
    handler((req, res) => {
      const filter = filterOf(req, res);
      if (!filter) return;
      res.json(store.claims.ranges(filter));
    }),
  );

  router.get(
    "/api/claims/states",
    handler((req, res) => {
      res.json(store.claims.distinct("state", scope(req)));
    }),
  );

  router.get(
    "/api/claims/zip-codes",
    handler((req, res) => {
      res.json(store.claims.distinct("zip_code", scope(req)));
    }),
  );

  router.get(
    "/api/claims/providers",
    handler((req, res) => {
      res.json(store.claims.providers(scope(req)));
    }),
  );

  /** Spec part 2 §7: the payers' group numbers, sorted (the claims list's payer group filter). */
  router.get(
    "/api/payers/payer-group-numbers",
    handler((_req, res) => {
      const numbers = new Set(store.billingCodes.allPayers().map((p) => p.payerGroupNumber));
      res.json([...numbers].filter(Boolean).sort());
    }),
  );

  // ---- payer analytics (spec part 2 §7 "Payers and claims") ------------------------------------

  /** The caller's claims, of one payer when the query names one. */
  const ofPayer = (req: Request): ClaimFilter => ({
    organizations: scope(req),
    payerId: str(req.query.payerId),
  });

  router.get(
    "/api/payers/claims-stats-per-organization",
    handler((req, res) => {
      res.json(
        store.claims.perOrganization(ofPayer(req)).map(({ billedCents, paidCents, ...row }) => ({
          ...row,
          billedAmount: money(billedCents),
          paidAmount: money(paidCents),
        })),
      );
    }),
  );

  router.get(
    "/api/payers/payers-covid-stats",
    handler((req, res) => {
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
    }),
  );

  router.get(
    "/api/payers/get-top-three-reason-codes",
    handler((req, res) => {
      res.json(store.claims.topReasonCodes(ofPayer(req), 3));
    }),
  );

  /** The COVID-19 APL (average paid per line) summary per payer, as CSV. */
  router.get(
    "/api/payers/payers-covid-apl-summary-download",
    handler((req, res) => {
      const rows = store.claims.covidPerPayer(ofPayer(req));
      const cell = (value: string | number) => {
        const text = String(value);
        return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      };
      const lines = [
        [
          "Payer",
          "Payer group number",
          "COVID-19 claims",
          "Billed",
          "Allowed",
          "Paid",
          "Average paid per line",
        ],
        ...rows.map((r) => [
          r.payerName,
          r.payerGroupId,
          r.covidClaims,
          money(r.covidBilledCents),
          money(r.covidAllowedCents),
          money(r.covidPaidCents),
          money(r.covidClaims ? Math.round(r.covidPaidCents / r.covidClaims) : 0),
        ]),
      ];
      const day = new Date().toISOString().slice(0, 10);
      res
        .status(200)
        .setHeader("Content-Type", "text/csv; charset=utf-8")
        .setHeader("Content-Disposition", `attachment; filename="covid-apl-summary-${day}.csv"`)
        .send(`${lines.map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`);
    }),
  );

  router.get(
    "/api/payers/:id/claims/by_month",
    handler((req, res) => {
      const payer = store.billingCodes.allPayers().find((p) => p.id === req.params.id);
      if (!payer) return notFound(res, "Payer");
      res.json(
        store.claims
          .byMonth({ organizations: scope(req), payerId: payer.id })
          .map(({ billedCents, paidCents, ...row }) => ({
            ...row,
            billedAmount: money(billedCents),
            paidAmount: money(paidCents),
          })),
      );
    }),
  );

  router.get(
    "/api/claims/:id",
    handler((req, res) => {
      const claim = store.claims.byId(req.params.id!);
      if (!claim || !inScope(req, claim.organizationId)) return notFound(res, "Claim");
      res.json({ ...claimView(claim), disputePackages: store.claims.packagesOfClaim(claim.id) });
    }),
  );

  router.get(
    "/api/dispute-packages",
    handler((req, res) => {
      res.json(
        store.claims
          .packages(scope(req))
          .map(({ disputedCents, ...pkg }) => ({ ...pkg, disputedAmount: money(disputedCents) })),
      );
    }),
  );

  router.get(
    "/api/dispute-packages/:id",
    handler((req, res) => {
      const found = store.claims.packageById(req.params.id!);
      if (!found || !inScope(req, found.organizationId)) return notFound(res, "Dispute package");
      res.json({ ...found, claims: found.claims.map(claimView) });
    }),
  );

  return router;
}
