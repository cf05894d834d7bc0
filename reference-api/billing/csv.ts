import express, { type Request } from "express";
import { invalid, refuse } from "../http";
/**
 * The reference upstream's multipart reader and CSV parser for fee schedule imports. Our own
 * small implementations: the reference upstream has no upload dependencies, and both formats are
 * simple enough to read exactly as documented in the README ("Billing").
 */

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** The boundary of a multipart/form-data content type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data/i.test(contentType)) return null;
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** The body parser of picture uploads: the raw multipart body, 5 MB at most. */
export const pictureBody = express.raw({ type: "multipart/form-data", limit: "5mb" });

/** A picture upload's image (its first part, of the media `types`); else the 422 on `field`. */
export function uploadedImage(req: Request, message: string, types = "png|jpeg|webp", field = "file") {
  const boundary = boundaryOf(req.headers["content-type"]);
  const file = boundary && Buffer.isBuffer(req.body) ? parseMultipart(req.body, boundary)[0] : undefined;
  if (!file || !new RegExp(`^image/(${types})$`).test(file.contentType)) invalid([{ field, message }]);
  return file;
}

function headerParam(header: string, name: string): string | null {
  const match =
    new RegExp(`${name}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(header) ??
    new RegExp(`${name}=([^;\\s]+)`, "i").exec(header);
  return match ? match[1]!.replace(/\\"/g, '"') : null;
}

/** Every file part of a multipart body (text fields are ignored). */
export function parseMultipart(body: Buffer, boundary: string): UploadedFile[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const files: UploadedFile[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === "--") break;
    const headerStart = afterDelimiter + 2; // CRLF
    const headerEnd = body.indexOf("\r\n\r\n", headerStart);
    if (headerEnd < 0) break;
    const next = body.indexOf(delimiter, headerEnd + 4);
    if (next < 0) break;
    const headers = body.subarray(headerStart, headerEnd).toString("utf8");
    const content = body.subarray(headerEnd + 4, next - 2); // the CRLF before the delimiter
    const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? "";
    const fileName = headerParam(disposition, "filename");
    if (fileName !== null) {
      files.push({
        fieldName: headerParam(disposition, "name") ?? "",
        fileName,
        contentType: (/content-type:\s*([^\r\n;]*)/i.exec(headers)?.[1] ?? "application/octet-stream")
          .trim()
          .toLowerCase(),
        content,
      });
    }
    start = next;
  }
  return files;
}

/** RFC 4180 CSV: quoted fields with "" escapes, CRLF or LF line ends. Returns rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = 0;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  while (i < source.length) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && cell === "") {
      quoted = true;
      i++;
      continue;
    }
    if (ch === ",") {
      row.push(cell);
      cell = "";
      i++;
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += ch === "\r" && source[i + 1] === "\n" ? 2 : 1;
      continue;
    }
    cell += ch;
    i++;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  // Blank lines carry no row.
  return rows.filter((r) => !(r.length === 1 && r[0]!.trim() === ""));
}

export const CSV_COLUMNS = ["plan", "procedure_code", "modifier", "amount", "referenced_plan_id"] as const;
export const REQUIRED_CSV_COLUMNS = ["plan", "procedure_code", "amount"] as const;

/** A decimal amount as the upstream keeps it: "125.50". Null when not a valid amount. */
export function normalizeAmount(value: unknown): string | null {
  const text =
    typeof value === "number"
      ? Number.isFinite(value)
        ? String(value)
        : ""
      : typeof value === "string"
        ? value.trim()
        : "";
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = match[1]!.replace(/^0+(?=\d)/, "");
  const fraction = (match[2] ?? "").padEnd(2, "0");
  return `${whole}.${fraction}`;
}

/** Why an amount was refused, in the upstream's words. */
export function amountProblem(value: unknown): string {
  const text = typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
  if (text === "") return "Amount is required";
  if (/^-/.test(text)) return "Amount must not be negative";
  if (/^\d+\.\d{3,}$/.test(text)) return "Amount must have at most two decimals";
  return `Amount '${text}' is not a decimal number`;
}

/** A request body of at most `limit` bytes, or null when it is larger (read to the end either way). */
export function readBody(req: Request, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(tooLarge ? null : Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** The text fields of a multipart body (parts without a file name). */
export function textParts(body: Buffer, boundary: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const source = body.toString("latin1");
  for (const part of source.split(`--${boundary}`)) {
    const headerEnd = part.indexOf("\r\n\r\n");
    if (headerEnd < 0) continue;
    const headers = part.slice(0, headerEnd);
    if (/filename=/i.test(headers)) continue;
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    if (name)
      fields[name] = Buffer.from(part.slice(headerEnd + 4).replace(/\r\n$/, ""), "latin1").toString("utf8");
  }
  return fields;
}

/** Largest CSV file the reference upstream reads (the app's own upload limit is smaller). */
const MAX_UPLOAD_BYTES = 12 * 1024 * 1024;

export interface CsvUpload {
  fileName: string;
  /** The first line's column names, trimmed and in lower case. */
  header: string[];
  rows: string[][];
}

/**
 * A CSV import's file (fee schedules, claims): the multipart part named file, a .csv whose first
 * line names every `required` column and which has at least one row (at most `maxRows`). Else the
 * refusal (413, or 422 on file). The message about missing columns lists `named`;
 * `skipBlankRows` drops rows whose cells are all blank.
 */
export async function readCsvUpload(
  req: Request,
  options: {
    required: readonly string[];
    named: readonly string[];
    skipBlankRows?: boolean;
    maxRows?: number;
  },
): Promise<CsvUpload> {
  const boundary = boundaryOf(req.get("content-type"));
  if (!boundary)
    invalid([{ field: "file", message: "Send the file as multipart/form-data in a part named file" }]);
  const body = await readBody(req, MAX_UPLOAD_BYTES);
  if (!body) refuse(413, "PAYLOAD_TOO_LARGE", `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
  const file = parseMultipart(body, boundary).find((p) => p.fieldName === "file");
  const bad = (message: string) => invalid([{ field: "file", message }]);
  if (!file || !file.fileName) return bad("No file was sent in the part named file");
  if (!/\.csv$/i.test(file.fileName)) return bad(`'${file.fileName}' is not a .csv file`);
  const parsed = parseCsv(file.content.toString("utf8"));
  const rows = options.skipBlankRows ? parsed.filter((r) => r.some((c) => c.trim() !== "")) : parsed;
  const header = (rows.shift() ?? []).map((h) => h.trim().toLowerCase());
  const missing = options.required.filter((c) => !header.includes(c));
  if (missing.length)
    return bad(
      `The first line must name the columns ${options.named.join(",")}; missing: ${missing.join(", ")}`,
    );
  if (rows.length === 0) return bad("The file has no rows after its header line");
  if (options.maxRows !== undefined && rows.length > options.maxRows)
    return bad(`The file has more than ${options.maxRows} rows: split it`);
  return { fileName: file.fileName, header, rows };
}
