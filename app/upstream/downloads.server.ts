import { redirect } from "@remix-run/node";
import { safeRedirect } from "~/domain/safe-redirect";
import type { RequestContext } from "~/load-context.server";
import { log } from "~/observability/logger.server";

/** A file name safe in a header: ASCII letters, digits, dot, dash, underscore. */
export function safeFileName(name: string, fallback = "download.pdf"): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "");
  return ascii && ascii.length <= 120 ? ascii : fallback;
}

export function contentDisposition(fileName: string): string {
  const safe = safeFileName(fileName);
  return `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/**
 * Streams an upstream PDF through our server with our content type and file name. Anything but a
 * PDF (an error, a timeout, an HTML page) never reaches the browser as a broken file: the user goes
 * back where they came from with a message.
 */
export async function pipePdf(
  context: RequestContext,
  request: Request,
  fetchFile: () => Promise<Response>,
  fileName: string,
  fallbackPath: string,
): Promise<Response> {
  const returnTo = safeRedirect(new URL(request.url).searchParams.get("returnTo"), fallbackPath);
  const fail = (reason: string, status?: number) => {
    log.warn("download failed", { reason, status });
    context.jar.setFlash({ kind: "error", key: "patient:downloads.failed" });
    return redirect(returnTo, 303);
  };
  let response: Response;
  try {
    response = await fetchFile();
  } catch (error) {
    if (error instanceof Response) throw error;
    return fail((error as Error).name);
  }
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.toLowerCase().startsWith("application/pdf") || !response.body) {
    response.body?.cancel().catch(() => undefined);
    return fail("upstream", response.status);
  }
  const headers = new Headers({
    "Content-Type": "application/pdf",
    "Content-Disposition": contentDisposition(fileName),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  const length = response.headers.get("content-length");
  if (length && /^\d+$/.test(length)) headers.set("Content-Length", length);
  return new Response(response.body, { status: 200, headers });
}
