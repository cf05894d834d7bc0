import { formatFileSize, formatInstantDate } from "./format";

/**
 * Which media types a patient's uploaded file is served as (decision 024). The file comes from the
 * patient's phone through the upstream and is served from our origin: only types a browser shows
 * or saves without running anything pass as they are, anything else is served as bytes to save.
 */
const SERVED_AS_IS = new Set([
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/heic",
  "text/plain",
  "text/csv",
]);

export const OPAQUE_FILE_TYPE = "application/octet-stream";

export function servedFileType(contentType: string | null | undefined): string {
  const mediaType = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return SERVED_AS_IS.has(mediaType) ? mediaType : OPAQUE_FILE_TYPE;
}

/** The kind of file a person reads in the list ("PDF", "Image", "Text", "File"), as a message key. */
export function fileKindKey(contentType: string | null | undefined) {
  const type = servedFileType(contentType);
  if (type === "application/pdf") return "pdf" as const;
  if (type.startsWith("image/")) return "image" as const;
  if (type.startsWith("text/")) return "text" as const;
  return "other" as const;
}

/** A file as the records list it: its name, kind, size and upload day in the page's language and zone. */
export function fileRow(
  file: {
    id: string;
    fileName: string;
    contentType?: string | null;
    size?: number | null;
    uploadedAt?: string | null;
    description?: string | null;
  },
  locale: string,
  timeZone: string,
) {
  return {
    id: file.id,
    name: file.fileName,
    kind: fileKindKey(file.contentType),
    size: file.size != null ? formatFileSize(file.size, locale) : "",
    uploadedAt: file.uploadedAt ?? null,
    uploaded: file.uploadedAt ? formatInstantDate(file.uploadedAt, timeZone) : "",
    description: file.description ?? "",
  };
}
