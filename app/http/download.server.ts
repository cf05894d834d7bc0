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

/** A plain 404 for a resource (an image, a stylesheet) that is not there. */
export function notFoundResponse(): Response {
  return new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * An image shown in a page (a logo, a picture), streamed as the upstream sent it, or a plain 404
 * the page's image falls back from. A versioned address (`?v=`) never changes, so the browser
 * keeps it; an unversioned one is checked again each time. `audience` public: anyone may cache
 * it (shown before sign-in); private: only the signed-in browser.
 */
export function imageResponse(
  request: Request,
  result: DownloadResult,
  audience: "public" | "private",
): Response {
  if (!result.ok) return notFoundResponse();
  const versioned = new URL(request.url).searchParams.has("v");
  const headers = new Headers({
    "Content-Type": result.contentType,
    "Cache-Control": versioned ? `${audience}, max-age=31536000, immutable` : `${audience}, no-cache`,
  });
  if (result.contentLength !== null) headers.set("Content-Length", String(result.contentLength));
  return new Response(result.body, { status: 200, headers });
}
