import { describe, expect, it } from "vitest";
import raw from "../../public/benchmarks/claims-benchmark.json";
import {
  benchmarkSchema,
  formatMonthShort,
  monthStart,
  payerFigures,
  percentOf,
} from "~/domain/payer-analytics";

const month = (
  m: string,
  claims: number,
  denied: number,
  averageMr: number,
  paid: string,
  billed: string,
) => ({
  month: m,
  claims,
  denied,
  averageMr,
  paidAmount: paid,
  billedAmount: billed,
});

describe("a payer's figures", () => {
  it("adds the months up, the average MR weighted by each month's claims", () => {
    const figures = payerFigures([
      month("2026-01", 30, 3, 100, "1000.40", "2000"),
      month("2026-02", 10, 2, 140, "500.20", "900"),
    ]);
    expect(figures).toEqual({
      claims: 40,
      denied: 5,
      denialRate: 5 / 40,
      averageMr: 110,
      paid: 1501,
      billed: 2900,
    });
  });

  it("has no rates without claims", () => {
    expect(payerFigures([])).toMatchObject({ claims: 0, denialRate: null, averageMr: null, paid: 0 });
  });
});

describe("months and shares", () => {
  it("reads yyyy-MM months only", () => {
    expect(monthStart("2026-03")).toBe("2026-03-01");
    expect(monthStart("2026-13")).toBeNull();
    expect(monthStart("March")).toBeNull();
    expect(formatMonthShort("2026-03-01", "en-US")).toBe("Mar 26");
    expect(percentOf(0.114)).toBe(11);
  });
});

describe("the static benchmark the app ships", () => {
  it("has the shape the payer pages read", () => {
    expect(benchmarkSchema.safeParse(raw).success).toBe(true);
    expect(benchmarkSchema.safeParse({ ...raw, denialRate: 2 }).success).toBe(false);
  });
});
