import { existsSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
};

/**
 * Serves the brotli or gzip file written at build time when the browser accepts it. The build
 * is fingerprinted, so the answer is cacheable for a year. Anything else falls through to
 * express.static.
 */
export function precompressed(root: string) {
  const exists = new Map<string, boolean>();
  const has = (file: string) => {
    let value = exists.get(file);
    if (value === undefined) {
      value = existsSync(file);
      exists.set(file, value);
    }
    return value;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const ext = path.extname(req.path);
    const type = TYPES[ext];
    if (!type) return next();
    const file = path.join(root, path.normalize(req.path).replace(/^(\.\.[/\\])+/, ""));
    if (!file.startsWith(root)) return next();
    const accept = req.get("accept-encoding") ?? "";
    const encoding =
      /\bbr\b/.test(accept) && has(`${file}.br`)
        ? "br"
        : /\bgzip\b/.test(accept) && has(`${file}.gz`)
          ? "gzip"
          : null;
    if (!encoding) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.sendFile(
      `${file}.${encoding === "br" ? "br" : "gz"}`,
      { maxAge: 31_536_000_000, immutable: true, headers: { "Content-Type": type } },
      (error) => {
        if (error) next(error);
      },
    );
  };
}
