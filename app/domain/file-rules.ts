/**
 * What an uploaded video or document must be, judged from its bytes only (as images are in
 * image-rules.ts): the browser's file name and Content-Type are never trusted.
 */

export type FileType = "mp4" | "webm" | "pdf";

export const FILE_MEDIA_TYPES: Record<FileType, string> = {
  mp4: "video/mp4",
  webm: "video/webm",
  pdf: "application/pdf",
};

/** The attachment kind each file type is sent as (`POST /api/attachments/therapy-type`). */
export const ATTACHMENT_KIND: Record<FileType, "VIDEO" | "DOCUMENT"> = {
  mp4: "VIDEO",
  webm: "VIDEO",
  pdf: "DOCUMENT",
};

export interface FileRule {
  types: readonly FileType[];
  maxBytes: number;
}

export const FILE_RULES = {
  /** A therapy type's videos and documents (the reference upstream takes up to 10 MB a file). */
  therapyFile: { types: ["mp4", "webm", "pdf"], maxBytes: 10 * 1024 * 1024 },
  /** An organization's documents (its files tab): PDFs, as large as the onboarding's document. */
  organizationDocument: { types: ["pdf"], maxBytes: 5 * 1024 * 1024 },
} as const satisfies Record<string, FileRule>;

/** How many bytes of the head `sniffFileType` reads. */
export const FILE_SNIFF_BYTES = 12;

/** The file type the first bytes announce, or null. */
export function sniffFileType(head: Uint8Array): FileType | null {
  const at = (offset: number, bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  // ISO base media: a box size, then "ftyp".
  if (at(4, [0x66, 0x74, 0x79, 0x70])) return "mp4";
  // EBML (Matroska and WebM).
  if (at(0, [0x1a, 0x45, 0xdf, 0xa3])) return "webm";
  if (at(0, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  return null;
}

export type FileProblem =
  | { key: "files.missing" }
  | { key: "files.tooLarge"; maxMb: number }
  | { key: "files.wrongType"; types: string };

export const maxMegabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** The first rule a file breaks (a translation key and its values), or null when it passes. */
export function checkFile(
  facts: { bytes: number; type: FileType | null },
  rule: FileRule,
): FileProblem | null {
  if (facts.bytes === 0) return { key: "files.missing" };
  if (facts.bytes > rule.maxBytes) return { key: "files.tooLarge", maxMb: maxMegabytes(rule.maxBytes) };
  if (!facts.type || !rule.types.includes(facts.type))
    return { key: "files.wrongType", types: rule.types.map((t) => t.toUpperCase()).join(", ") };
  return null;
}

/**
 * An upload form's one `file` field must be chosen: its constraint attribute, written out (no
 * schema checks an upload; the server's reader refuses a missing or empty file, decision 046).
 */
export const CHOSEN_FILE_CONSTRAINT = { file: { required: true } };
