import { redirect } from "@remix-run/node";
import { safeRedirect } from "~/domain/safe-redirect";
import type { RequestContext } from "~/load-context.server";
import { log } from "~/observability/logger.server";
import type { DownloadResult } from "~/upstream/downloads.server";

/** The page a failed download lands on (app/routes/_shell+/download-failed.tsx). */
export const DOWNLOAD_FAILED_PATH = "/download-failed";

/** A file name safe in a header: ASCII letters, digits, dot, dash, underscore. */
export function safeFileName(name: string, fallback = "download"): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "");
  return ascii && ascii.length <= 120 ? ascii : fallback;
}

export function contentDisposition(fileName: string, fallback?: string): string {
  const safe = safeFileName(fileName, fallback);
  return `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/**
 * Answers a download route: the upstream's body is handed to the browser as it arrives (never
 * read into memory here), with the upstream's content type and length and a sanitised file name
 * (the route's `fileName` if it gives one, else the upstream's, else `fallbackFileName`). When
 * there is no file, the browser goes to a translated page that says so and shows the request id,
 * with a way back to `returnTo` (or `fallbackPath`); a broken file is never sent.
 */
export function downloadResponse(
  context: RequestContext,
  request: Request,
  result: DownloadResult,
  options: { fileName?: string; fallbackFileName: string; fallbackPath: string },
): Response {
  if (!result.ok) {
    log.warn("download failed", { reason: result.reason, status: result.status });
    const returnTo = safeRedirect(new URL(request.url).searchParams.get("returnTo"), options.fallbackPath);
    const target = new URLSearchParams({ returnTo, requestId: context.requestId });
    return redirect(`${DOWNLOAD_FAILED_PATH}?${target}`, 303);
  }
  const name = options.fileName ?? result.fileName ?? options.fallbackFileName;
  const headers = new Headers({
    "Content-Type": result.contentType,
    "Content-Disposition": contentDisposition(name, options.fallbackFileName),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  if (result.contentLength !== null) headers.set("Content-Length", String(result.contentLength));
  return new Response(result.body, { status: 200, headers });
}
