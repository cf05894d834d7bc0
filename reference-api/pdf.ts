/**
 * A minimal, valid PDF 1.4 writer: one US-letter page of Helvetica text lines. Enough for the
 * vaccination card, test-result and invoice downloads of the reference upstream, with no
 * dependency. Text outside Latin-1 is replaced by "?" (the standard fonts have no other glyphs).
 */

import { formatNumericDate } from "@contract/date-formats";
import { matchAcceptLanguage } from "@contract/languages";
import { fromWireDate } from "./time";

/**
 * A calendar date (stored "yyyy-MM-dd", or a date of birth in the wire's "MM/dd/yyyy") as a PDF
 * prints it: in the reader's language, which the app sends as Accept-Language, with the app's
 * own rule (issue 38: no raw dates where people read); all digits, so the standard fonts have
 * every glyph.
 */
export function pdfDate(date: string, acceptLanguage: string | undefined): string {
  const iso = fromWireDate(date) ?? date;
  return formatNumericDate(iso, matchAcceptLanguage(acceptLanguage) ?? "en-US");
}

export interface PdfLine {
  text: string;
  /** Font size in points; 11 by default. */
  size?: number;
  /** Extra space above the line, in points. */
  gap?: number;
}

function escapePdfText(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === "\\" || ch === "(" || ch === ")") out += `\\${ch}`;
    else if (code === 9) out += " ";
    else if (code < 32 || code > 255) out += "?";
    else out += ch;
  }
  return out;
}

export function renderPdf(title: string, lines: PdfLine[]): Buffer {
  const content: string[] = ["BT", "/F1 18 Tf", "72 720 Td", `(${escapePdfText(title)}) Tj`];
  let previous = 18;
  for (const line of lines) {
    const size = line.size ?? 11;
    const step = Math.round(previous * 0.6 + size * 0.9 + (line.gap ?? 0));
    content.push(`/F1 ${size} Tf`, `0 -${step} Td`, `(${escapePdfText(line.text)}) Tj`);
    previous = size;
  }
  content.push("ET");
  const stream = content.join("\n");

  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${escapePdfText(title)}) /Producer (CareConnect reference upstream) >>`,
  ];

  // Everything is Latin-1, so string length is byte length; offsets are counted as we go.
  let body = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
