import type { Response } from "express";
import ExcelJS from "exceljs";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Writes an Excel download (decision 040) with exceljs's streaming writer: each row is committed
 * to the zip stream as it is read, so the workbook is never whole in memory. Shared strings and
 * styles are off: they would be kept until the end.
 */
export async function sendXlsx(
  res: Response,
  fileName: string,
  sheetName: string,
  header: readonly string[],
  rows: Iterable<ReadonlyArray<string | number | null | undefined>>,
) {
  res
    .status(200)
    .setHeader("Content-Type", XLSX_TYPE)
    .setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]).commit();
  for (const row of rows) sheet.addRow(row.map((v) => v ?? "")).commit();
  sheet.commit();
  await workbook.commit();
}
