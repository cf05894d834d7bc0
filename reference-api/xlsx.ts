import type { Response } from "express";
import ExcelJS from "exceljs";
import { excelDateFormat, type Cell, type CellContext, type CellKind } from "./export-cells";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** How many rows are read ahead to size the columns: widths must be written before the first row. */
const SAMPLE_ROWS = 200;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** Characters a spreadsheet draws about twice as wide as a Latin letter (CJK, kana, Hangul, full-width). */
const WIDE = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

/** The width of a text in a spreadsheet's character units. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}

/** Column widths that fit the header and the sampled cells (a date as wide as its format shows it). */
export function columnWidths(
  header: readonly string[],
  kinds: readonly CellKind[],
  sample: ReadonlyArray<readonly Cell[]>,
  dateWidth: { day: number; instant: number },
): number[] {
  return header.map((label, i) => {
    let width = textWidth(label);
    for (const row of sample) {
      const cell = row[i];
      if (cell === null || cell === undefined) continue;
      const cellWidth =
        cell instanceof Date
          ? kinds[i] === "instant"
            ? dateWidth.instant
            : dateWidth.day
          : textWidth(typeof cell === "number" ? cell.toLocaleString("en-US") : cell);
      width = Math.max(width, cellWidth);
    }
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2));
  });
}

/**
 * Writes an Excel download (decisions 040 and 055) with exceljs's streaming writer: each row is
 * committed to the zip stream as it is read, so the workbook is never whole in memory. Shared
 * strings are off (they would be kept until the end); styles are on, since they are a handful
 * (bold header, two date formats, amounts). The first rows are read ahead to size the columns,
 * and the header row is frozen.
 */
export async function sendXlsx(
  res: Response,
  fileName: string,
  sheetName: string,
  header: readonly string[],
  kinds: readonly CellKind[],
  rows: Iterable<Cell[]>,
  ctx: CellContext,
) {
  res
    .status(200)
    .setHeader("Content-Type", XLSX_TYPE)
    .setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });

  const iterator = rows[Symbol.iterator]();
  const sample: Cell[][] = [];
  for (let next = iterator.next(); ; next = iterator.next()) {
    if (next.done) break;
    sample.push(next.value);
    if (sample.length >= SAMPLE_ROWS) break;
  }
  const formats = { day: excelDateFormat(ctx.locale, false), instant: excelDateFormat(ctx.locale, true) };
  // A format's text is about as wide as the date it shows ("AM/PM" as wide as "PM" plus a letter).
  const widths = columnWidths(header, kinds, sample, {
    day: textWidth(formats.day.replace(/"/g, "")),
    instant: textWidth(formats.instant.replace(/"/g, "").replace("AM/PM", "AM")),
  });
  sheet.columns = header.map((_, i) => ({ width: widths[i] }));

  const headerRow = sheet.addRow([...header]);
  headerRow.font = { bold: true };
  headerRow.commit();

  const numFmts = kinds.map((kind) =>
    kind === "day"
      ? formats.day
      : kind === "instant"
        ? formats.instant
        : kind === "amount"
          ? "#,##0.00"
          : null,
  );
  const write = (cells: Cell[]) => {
    const row = sheet.addRow(cells.map((v) => v ?? ""));
    numFmts.forEach((numFmt, i) => {
      if (numFmt && cells[i] !== null && typeof cells[i] !== "string") row.getCell(i + 1).numFmt = numFmt;
    });
    row.commit();
  };
  for (const cells of sample) write(cells);
  for (let next = iterator.next(); !next.done; next = iterator.next()) write(next.value);
  sheet.commit();
  await workbook.commit();
}
