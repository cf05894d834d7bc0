import type { ServerResponse } from "node:http";
import type { CookieJar } from "../app/session/cookie-jar.server";
import { log } from "../app/observability/logger.server";

/**
 * Commits the request's cookie jar at the moment the response headers go out, whatever produced
 * the response: a document, a data request, a resource route, a redirect or an error. This is the
 * single place refreshed tokens, flash messages and preferences reach the browser (the same
 * technique express-session uses).
 */
export function commitJarOnHeaders(res: ServerResponse, jar: CookieJar) {
  const writeHead = res.writeHead;
  let done = false;
  res.writeHead = function patchedWriteHead(this: ServerResponse, ...args: unknown[]) {
    if (!done) {
      done = true;
      try {
        const cookies = jar.commit();
        if (cookies.length) {
          const existing = res.getHeader("Set-Cookie");
          const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
          res.setHeader("Set-Cookie", [...list, ...cookies]);
          // A response that sets a session cookie must never be stored by a shared cache.
          res.setHeader("Cache-Control", "private, no-store");
        }
      } catch (error) {
        log.error("could not commit session cookies", { error });
      }
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}
