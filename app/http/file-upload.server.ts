import {
  FILE_MEDIA_TYPES,
  FILE_SNIFF_BYTES,
  checkFile,
  maxMegabytes,
  sniffFileType,
  type FileProblem,
  type FileRule,
  type FileType,
} from "~/domain/file-rules";
import { readOneFileForm } from "./image-upload.server";

export interface CheckedFile {
  bytes: Uint8Array<ArrayBuffer>;
  type: FileType;
  /** Ours, from the bytes; never the browser's. */
  mediaType: string;
  /** The browser's name for it, for people to recognise; never used as a path. */
  fileName: string;
}

export type FileUploadResult =
  | { ok: true; file: CheckedFile; form: FormData }
  | { ok: false; problem: FileProblem; form: FormData | null };

/** Reads a multipart form with one video or document in `fieldName` and checks it against a rule. */
export async function readFileUpload(
  request: Request,
  fieldName: string,
  rule: FileRule,
): Promise<FileUploadResult> {
  const read = await readOneFileForm(request, fieldName, rule.maxBytes);
  if (!read.ok) {
    const problem: FileProblem =
      read.problem === "tooLarge"
        ? { key: "files.tooLarge", maxMb: maxMegabytes(rule.maxBytes) }
        : { key: "files.missing" };
    return { ok: false, problem, form: read.form };
  }
  const type = sniffFileType(read.bytes.subarray(0, FILE_SNIFF_BYTES));
  const problem = checkFile({ bytes: read.bytes.byteLength, type }, rule);
  if (problem || !type) return { ok: false, problem: problem ?? { key: "files.missing" }, form: read.form };
  const given = read.form.get(fieldName);
  const fileName = (typeof given === "object" && given?.name ? given.name : `file.${type}`).slice(0, 200);
  return {
    ok: true,
    file: { bytes: read.bytes, type, mediaType: FILE_MEDIA_TYPES[type], fileName },
    form: read.form,
  };
}
