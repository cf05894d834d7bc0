import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { imageSize } from "image-size";
import {
  IMAGE_MEDIA_TYPES,
  type ImageProblem,
  type ImageRule,
  type ImageType,
  checkImage,
  sniffImageType,
} from "~/domain/image-rules";

export interface CheckedImage {
  bytes: Uint8Array<ArrayBuffer>;
  type: ImageType;
  /** Ours, from the bytes; never the browser's. */
  mediaType: string;
  width: number;
  height: number;
}

export type ImageUploadResult =
  | { ok: true; image: CheckedImage; form: FormData }
  | { ok: false; problem: ImageProblem; form: FormData | null };

/** Text fields of an upload form are short; anything longer is not ours. */
const TEXT_FIELD_LIMIT = 4 * 1024;

export type OneFileForm =
  | { ok: true; bytes: Uint8Array<ArrayBuffer>; form: FormData }
  | { ok: false; problem: "missing" | "tooLarge"; form: FormData | null };

/**
 * Reads a multipart form with one file in `fieldName`, with a memory limit of `maxBytes` for the
 * file (so an oversized file is refused while it streams in, never held whole). Other file parts
 * are dropped unread.
 */
export async function readOneFileForm(
  request: Request,
  fieldName: string,
  maxBytes: number,
): Promise<OneFileForm> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? ""))
    return { ok: false, problem: "missing", form: null };
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes + 64 * 1024)
    return { ok: false, problem: "tooLarge", form: null };
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({
        maxPartSize: Math.max(maxBytes, TEXT_FIELD_LIMIT),
        filter: ({ name, filename }) => (filename ? name === fieldName : true),
      }),
    );
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { ok: false, problem: "tooLarge", form: null };
    return { ok: false, problem: "missing", form: null };
  }
  const file = form.get(fieldName);
  if (!file || typeof file === "string") return { ok: false, problem: "missing", form };
  return { ok: true, bytes: new Uint8Array(await file.arrayBuffer()), form };
}

/**
 * Reads a multipart form with one image in `fieldName` and checks the image against a rule: the
 * type comes from the magic bytes and the pixel size from the image's own header (image-size),
 * whatever name and type the browser gave the file.
 */
export async function readImageUpload(
  request: Request,
  fieldName: string,
  rule: ImageRule,
  /**
   * Where the form has other fields to keep (a profile with its photo), the file is read up to
   * this (the host's upload limit) and a file over the rule's size is refused after reading, so
   * the form's values come back with the refusal.
   */
  readLimit = rule.maxBytes,
): Promise<ImageUploadResult> {
  const read = await readOneFileForm(request, fieldName, Math.max(readLimit, rule.maxBytes));
  if (!read.ok) {
    const problem: ImageProblem =
      read.problem === "tooLarge"
        ? { key: "images.tooLarge", maxMb: Math.round((rule.maxBytes / (1024 * 1024)) * 10) / 10 }
        : { key: "images.missing" };
    return { ok: false, problem, form: read.form };
  }
  const { bytes, form } = read;
  const type = sniffImageType(bytes.subarray(0, 16));
  let width: number | null = null;
  let height: number | null = null;
  if (type) {
    try {
      const size = imageSize(bytes);
      // EXIF orientations 5 to 8 turn the picture a quarter: what people see is the other way up.
      const turned = (size.orientation ?? 1) >= 5;
      width = (turned ? size.height : size.width) ?? null;
      height = (turned ? size.width : size.height) ?? null;
    } catch {
      // A header that does not parse: judged unreadable below.
    }
  }
  const problem = checkImage({ bytes: bytes.byteLength, type, width, height }, rule);
  if (problem || !type || !width || !height)
    return { ok: false, problem: problem ?? { key: "images.unreadable" }, form };
  return { ok: true, image: { bytes, type, mediaType: IMAGE_MEDIA_TYPES[type], width, height }, form };
}
