import { describe, expect, it } from "vitest";
import { EXPORTS, EXPORT_MAX_DAYS, defaultExportRange, exportSpec } from "~/domain/exports";
import { exportFormSchema } from "~/domain/export-schemas";

describe("export rules", () => {
  it("lists the seven files of the spec, each with its format", () => {
    expect(EXPORTS.map((e) => `${e.path}:${e.format}`)).toEqual([
      "patients/csv:csv",
      "homebound/csv:csv",
      "vaccinations/excel:xlsx",
      "appointments/excel:xlsx",
      "completed-tests/excel:xlsx",
      "billing/excel:xlsx",
      "incentive/csv:csv",
    ]);
    expect(exportSpec("nope")).toBeUndefined();
  });

  it("takes a range of at most the limit, in order, and a status only where the file has one", () => {
    const ok = exportFormSchema.safeParse({
      export: "appointments",
      from: "2026-01-01",
      to: "2026-01-31",
      status: "MISSED",
    });
    expect(ok.success).toBe(true);
    const issues = (value: Record<string, unknown>) =>
      exportFormSchema.safeParse(value).error?.issues.map((i) => `${i.path[0]}:${i.message}`) ?? [];
    expect(issues({ export: "billing", from: "2026-02-01", to: "2026-01-31" })).toEqual([
      "to:exports:errors.backwards",
    ]);
    expect(issues({ export: "billing", from: "2024-01-01", to: "2026-01-31" })[0]).toMatch(/^to:.*tooLong/);
    expect(issues({ export: "billing", from: "2026-01-01", to: "2026-01-01", status: "MISSED" })).toEqual([
      "status:exports:errors.status",
    ]);
    expect(
      issues({ export: "homebound", from: "2026-01-01", to: "2026-01-01", status: "ALLOCATED" }),
    ).toEqual([]);
    expect(issues({ export: "x", from: "2026-13-01", to: "2026-01-01" }).sort()).toEqual([
      "export:exports:errors.export",
      "from:exports:errors.date",
    ]);
    const days = (Date.parse("2028-01-01") - Date.parse("2026-01-01")) / 86_400_000 + 1;
    expect(days).toBe(EXPORT_MAX_DAYS);
    expect(issues({ export: "billing", from: "2026-01-01", to: "2028-01-01" })).toEqual([]);
  });

  it("offers the last 30 days by default", () => {
    expect(defaultExportRange("2026-03-01")).toEqual({ from: "2026-01-31", to: "2026-03-01" });
  });
});
