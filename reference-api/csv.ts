import type { Response } from "express";
import { stringify } from "csv-stringify";

/** What a spreadsheet takes as the start of a formula (OWASP "CSV Injection"), with the full-width forms some apps fold into them. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A negative amount as the reference writes it ("-12.50"): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * A cell made safe to open in a spreadsheet (decision 051): text that a spreadsheet would run as
 * a formula gets a leading single quote, so it shows as the text it is. Numbers, and text that is
 * only a negative decimal, are left alone: prefixing them would turn amounts into text that no
 * longer sums, and nothing in them can be evaluated.
 */
export function neutralizeFormula(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? value : neutralizeFormula(String(value));
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * Writes a CSV download (exports, patient requests, the COVID-19 APL summary; decision 040): a
 * header row, then the rows as the iterator gives them, streamed with back-pressure so a
 * 10,000-row file is never held in memory. csv-stringify quotes what needs it (commas, quotes,
 * line breaks); every row's cell goes through `neutralizeFormula` first (the header is ours).
 * csv-stringify's own `escape_formulas` is not used: it would prefix the negative amounts the
 * reference writes as text ("-12.50"). `bom` starts the file with a UTF-8 byte order mark, without
 * which Excel reads the file in the computer's legacy code page and garbles accents and CJK
 * (decision 055).
 */
export async function sendCsv(
  res: Response,
  fileName: string,
  header: readonly string[],
  rows: Iterable<ReadonlyArray<string | number | null | undefined>>,
  { recordDelimiter = "unix", bom = false }: { recordDelimiter?: "unix" | "windows"; bom?: boolean } = {},
) {
  res
    .status(200)
    .setHeader("Content-Type", "text/csv; charset=utf-8")
    .setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
  const csv = stringify({
    header: true,
    columns: [...header],
    record_delimiter: recordDelimiter,
    bom,
  });
  csv.pipe(res);
  for (const row of rows) {
    if (!csv.write(row.map(neutralizeFormula))) await new Promise((resolve) => csv.once("drain", resolve));
  }
  csv.end();
  await new Promise((resolve) => res.once("finish", resolve));
}

/** Dates the spec sends as MM/dd/yyyy (part 2 §9); yyyy-mm-dd is read too. Undefined: absent; null: invalid. */
export function wireDay(value: unknown): string | undefined | null {
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string") return null;
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = us ? `${us[3]}-${us[1]}-${us[2]}` : value;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** Today as yyyy-mm-dd, for file names. */
export function fileDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
