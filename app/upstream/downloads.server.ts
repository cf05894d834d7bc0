/**
 * A file the upstream sends (PDF, CSV, Excel), as a typed result: the open body with what the
 * upstream said about it, or why there is no file. The route side (app/http/download.server.ts)
 * turns it into the browser's response; nothing here reads the body.
 */

export type DownloadResult =
  | {
      ok: true;
      body: ReadableStream<Uint8Array>;
      contentType: string;
      /** The upstream's file name (Content-Disposition), unsanitised; null when it gave none. */
      fileName: string | null;
      contentLength: number | null;
    }
  | { ok: false; reason: "timeout" | "network" | "status" | "type"; status: number };

/** The file name of a Content-Disposition header; filename* (RFC 5987) wins over filename. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim().replace(/^"|"$/g, ""));
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain ? (plain[1]?.replace(/\\(.)/g, "$1") ?? plain[2]) : null;
  return name || null;
}

/**
 * Opens an upstream file and checks it is what was asked for: a 2xx with a body whose media type
 * is one of `accept` ("application/pdf", "text/csv"…). Anything else (an error status, an HTML
 * error page, a dropped connection, the timeout) is a failure and its body is released.
 */
export async function openDownload(
  fetchFile: () => Promise<Response>,
  accept: readonly string[],
): Promise<DownloadResult> {
  let response: Response;
  try {
    response = await fetchFile();
  } catch (error) {
    // The session layer's redirect to sign in passes through untouched.
    if (error instanceof Response) throw error;
    const timeout = (error as Error).name === "TimeoutError";
    return { ok: false, reason: timeout ? "timeout" : "network", status: timeout ? 504 : 503 };
  }
  const contentType = response.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (!response.ok || !response.body || !accept.includes(mediaType)) {
    response.body?.cancel().catch(() => undefined);
    return { ok: false, reason: response.ok ? "type" : "status", status: response.status };
  }
  const length = response.headers.get("content-length");
  return {
    ok: true,
    body: response.body,
    contentType,
    fileName: dispositionFileName(response.headers.get("content-disposition")),
    contentLength: length && /^\d{1,15}$/.test(length) ? Number(length) : null,
  };
}
