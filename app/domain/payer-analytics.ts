import { z } from "zod";
import { dateTimeFormat } from "./format";

/**
 * Payer analytics (issue 20, decision 039): a payer's figures from its claims by month, and the
 * static benchmark they are drawn beside (public/benchmarks/claims-benchmark.json).
 */

export const benchmarkSchema = z.object({
  source: z.string(),
  /** The share of claims denied, 0–1. */
  denialRate: z.number().min(0).max(1),
  /** The paid amount as a percent of the Medicare rate, on average. */
  averageMr: z.number().nonnegative(),
  /** The share of claims for COVID-19 services, 0–1. */
  covidShare: z.number().min(0).max(1),
});
export type Benchmark = z.infer<typeof benchmarkSchema>;

export interface MonthRow {
  month: string;
  claims: number;
  denied: number;
  averageMr: number;
  paidAmount: string;
  billedAmount: string;
}

export interface PayerFigures {
  claims: number;
  denied: number;
  /** null without claims. */
  denialRate: number | null;
  /** Weighted by each month's claims; null without claims. */
  averageMr: number | null;
  /** Whole dollars. */
  paid: number;
  billed: number;
}

/** A payer's figures over all its months. */
export function payerFigures(months: readonly MonthRow[]): PayerFigures {
  let claims = 0;
  let denied = 0;
  let mrWeight = 0;
  let paid = 0;
  let billed = 0;
  for (const m of months) {
    claims += m.claims;
    denied += m.denied;
    mrWeight += m.averageMr * m.claims;
    paid += Number(m.paidAmount) || 0;
    billed += Number(m.billedAmount) || 0;
  }
  return {
    claims,
    denied,
    denialRate: claims ? denied / claims : null,
    averageMr: claims ? Math.round(mrWeight / claims) : null,
    paid: Math.round(paid),
    billed: Math.round(billed),
  };
}

/** "2026-03" as the first day of that month, for the date formatters. */
export function monthStart(month: string): string | null {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? `${month}-01` : null;
}

/** A whole percent of a share (0.113 → 11). */
export const percentOf = (share: number) => Math.round(share * 100);

/** "Mar 26" in the reader's language: a month on a chart's axis. */
export function formatMonthShort(isoDate: string, locale: string): string {
  return dateTimeFormat(locale, { month: "short", year: "2-digit", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
