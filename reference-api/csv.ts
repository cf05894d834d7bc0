import type { Response } from "express";
import { stringify } from "csv-stringify";

/**
 * Writes a CSV download (exports and patient requests, decision 040): a header row, then the
 * rows as the iterator gives them, streamed with back-pressure so a 10,000-row file is never
 * held in memory. csv-stringify quotes what needs it (commas, quotes, line breaks).
 */
export async function sendCsv(
  res: Response,
  fileName: string,
  header: readonly string[],
  rows: Iterable<ReadonlyArray<string | number | null | undefined>>,
) {
  res
    .status(200)
    .setHeader("Content-Type", "text/csv; charset=utf-8")
    .setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
  const csv = stringify({ header: true, columns: [...header] });
  csv.pipe(res);
  for (const row of rows) {
    if (!csv.write(row.map((v) => v ?? ""))) await new Promise((resolve) => csv.once("drain", resolve));
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
