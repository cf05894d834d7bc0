import { describe, expect, it } from "vitest";
import {
  amountProblem,
  boundaryOf,
  normalizeAmount,
  parseCsv,
  parseMultipart,
} from "../../reference-api/billing/csv";

/** The reference upstream's own readers: the CSV format is documented in its README. */
describe("reference upstream CSV import readers", () => {
  it("parses quoted cells, escaped quotes, CRLF, a BOM and blank lines", () => {
    const rows = parseCsv(
      '\ufeffplan,procedure_code,amount\r\n"Standard, 2026",99201,"12.50"\r\n\r\n"Say ""hi""",99204,3\n',
    );
    expect(rows).toEqual([
      ["plan", "procedure_code", "amount"],
      ["Standard, 2026", "99201", "12.50"],
      ['Say "hi"', "99204", "3"],
    ]);
  });

  it("reads the file part of a multipart body", () => {
    const boundary = "XyZ";
    const body = Buffer.from(
      `--XyZ\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nx,y\r\n1,2\r\n--XyZ--\r\n`,
    );
    expect(boundaryOf("multipart/form-data; boundary=XyZ")).toBe(boundary);
    const [file] = parseMultipart(body, boundary);
    expect(file).toMatchObject({ fieldName: "file", fileName: "a.csv", contentType: "text/csv" });
    expect(file!.content.toString()).toBe("x,y\r\n1,2");
  });

  it("normalises amounts without floating point and explains refusals", () => {
    expect(normalizeAmount("12.5")).toBe("12.50");
    expect(normalizeAmount("0012")).toBe("12.00");
    expect(normalizeAmount("1.234")).toBeNull();
    expect(amountProblem("-3")).toBe("Amount must not be negative");
    expect(amountProblem("1.234")).toBe("Amount must have at most two decimals");
    expect(amountProblem("")).toBe("Amount is required");
  });
});
