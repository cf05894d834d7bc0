import { describe, expect, it } from "vitest";
import {
  cellContext,
  excelDateFormat,
  formatRow,
  headerRow,
  type CellKind,
  type ExportColumn,
} from "../../reference-api/export-cells";
import { columnWidths, textWidth } from "../../reference-api/xlsx";

/**
 * The organization exports' cells as people read them in a spreadsheet (issue 38 §3, decision
 * 055): labels in the reader's language, phones for the reader's country, dates at the
 * organization's clock, real dates in a workbook and the language's date text in a CSV.
 */

const COLUMNS: ExportColumn[] = [
  { label: "dateOfBirth", field: "dob", kind: "day" },
  { label: "gender", field: "gender", kind: "gender" },
  { label: "phone", field: "phone", kind: "phone" },
  { label: "language", field: "language", kind: "language" },
  { label: "status", field: "status", kind: "taskStatus" },
  { label: "due", field: "due", kind: "instant" },
  { label: "refunded", field: "refunded", kind: "yesNo" },
  { label: "amount", field: "amount", kind: "amount" },
  { label: "result", field: "result", kind: "testResult" },
];
const ROW = {
  dob: "04/12/1985",
  gender: "female",
  phone: "+16175550100",
  language: "es-MX",
  status: "CANCELLED",
  // 16:00 UTC in November: 11:00 in Boston, 9:00 in Denver.
  due: "2026-11-08T16:00:00.000Z",
  refunded: 1,
  amount: "25.00",
  result: 1,
};

describe("export cells", () => {
  it("write a CSV's codes as the reader's words and its dates as text at the organization's clock", () => {
    const ctx = cellContext("en-US", "America/New_York", "csv");
    expect(headerRow(COLUMNS, ctx)).toEqual([
      "Date of birth",
      "Gender",
      "Phone",
      "Language",
      "Status",
      "Due",
      "Refunded",
      "Amount",
      "Result",
    ]);
    expect(formatRow(ROW, COLUMNS, ctx)).toEqual([
      "04/12/1985",
      "Female",
      "(617) 555-0100",
      "Spanish (Mexico)",
      "Cancelled",
      "11/08/2026 11:00 AM",
      "Yes",
      "25.00",
      "POSITIVE",
    ]);
    const denver = cellContext("en-US", "America/Denver", "csv");
    expect(formatRow(ROW, COLUMNS, denver)[5]).toBe("11/08/2026 9:00 AM");
  });

  it("speak the language the request asks for, with its own date order and phone format", () => {
    const ctx = cellContext("es-MX,es;q=0.9", "America/New_York", "csv");
    const [dob, gender, phone, language, status, due, refunded] = formatRow(ROW, COLUMNS, ctx);
    expect(dob).toBe("12/04/1985");
    expect(gender).toBe("Femenino");
    // A US number for a reader in Mexico: dialled with its country code.
    expect(phone).toBe("+1 617 555 0100");
    expect(language).toBe("español (México)");
    expect(status).toBe("Cancelada");
    expect(due).toMatch(/^08\/11\/2026 11:00/);
    expect(refunded).toBe("Sí");
    expect(headerRow(COLUMNS, ctx)[0]).toBe("Fecha de nacimiento");
  });

  it("give a workbook real dates at the organization's wall clock and numbers for amounts", () => {
    const ctx = cellContext("en-US", "America/New_York", "xlsx");
    const cells = formatRow(ROW, COLUMNS, ctx);
    expect(cells[0]).toEqual(new Date("1985-04-12T00:00:00Z"));
    // A spreadsheet date has no zone: 11:00 in Boston is written as 11:00.
    expect(cells[5]).toEqual(new Date("2026-11-08T11:00:00Z"));
    expect(cells[7]).toBe(25);
  });

  it("keep what it cannot read, and fall back to UTC for a zone the runtime does not know", () => {
    const ctx = cellContext(undefined, "Mars/Olympus", "csv");
    expect(ctx.locale).toBe("en-US");
    expect(ctx.timeZone).toBe("UTC");
    const cells = formatRow(
      { dob: "unknown", gender: "someday", phone: "call me", status: "", due: null },
      COLUMNS,
      ctx,
    );
    expect(cells.slice(0, 6)).toEqual(["unknown", "someday", "call me", null, null, null]);
  });

  it("write date formats in the reader's order, with a four-digit year", () => {
    expect(excelDateFormat("en-US", false)).toBe('mm"/"dd"/"yyyy');
    expect(excelDateFormat("en-US", true)).toBe('mm"/"dd"/"yyyy", "h":"mm" "AM/PM');
    expect(excelDateFormat("es-MX", false)).toBe('dd"/"mm"/"yyyy');
    expect(excelDateFormat("ja-JP", true)).toBe('yyyy"/"mm"/"dd" "hh":"mm');
  });

  it("size columns to the widest of the header and the cells, CJK counted double", () => {
    expect(textWidth("患者")).toBe(4);
    const kinds: CellKind[] = ["text", "instant", "text"];
    const widths = columnWidths(
      ["Patient", "Due", "Notes"],
      kinds,
      [
        ["Pat Rivera", new Date(), "x".repeat(200)],
        ["王小明", null, null],
      ],
      { day: 10, instant: 20 },
    );
    expect(widths).toEqual([12, 22, 60]);
  });
});
