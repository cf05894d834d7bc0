import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Config } from "../app/config.server";
import { MASTER_DATA_PATH, resolveMasterDataSegment } from "../app/domain/master-data";
import { log } from "../app/observability/logger.server";
import { refusalPage, type RefusalReason } from "./refusal-page";

async function refuse(req: Request, res: Response, config: Config, status: number, reason: RefusalReason) {
  const html = await refusalPage(req, config, reason).catch(() => null);
  res.status(status).setHeader("Cache-Control", "no-store");
  if (html) res.type("html").send(html);
  else res.type("text/plain").send(reason);
}

export function createNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * The enforced Content-Security-Policy. Scripts need this request's nonce; 'strict-dynamic' lets
 * the nonce'd entry load the route chunks it imports. No inline styles or style attributes are
 * rendered, so style-src stays 'self'.
 */
/** What a configured Tag Manager container loads and reports to (scripts come by 'strict-dynamic'). */
const TAG_MANAGER_HOSTS =
  "https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com";

export function contentSecurityPolicy(
  nonce: string,
  httpsOnly: boolean,
  isProduction: boolean,
  tagManager = false,
) {
  const extra = tagManager ? ` ${TAG_MANAGER_HOSTS}` : "";
  const directives = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    `img-src 'self' data: blob:${extra}`,
    "font-src 'self'",
    // The dev server's live reload uses a websocket on another port.
    (isProduction ? "connect-src 'self'" : "connect-src 'self' ws://localhost:* ws://127.0.0.1:*") + extra,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (httpsOnly) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function securityHeaders(httpsOnly: boolean, isProduction: boolean, tagManager = false) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(nonce, httpsOnly, isProduction, tagManager),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "same-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (httpsOnly) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence beside SameSite=Lax: a state-changing request must come from our own origin.
 * Browsers send Origin on every form POST; Referer is the fallback for older ones. A request with
 * neither is refused, since no browser of ours sends one.
 */
export function sameOriginGuard(config: Config) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const expected = `${req.protocol}://${req.get("host") ?? ""}`;
    const origin = req.get("origin");
    const source = origin && origin !== "null" ? originOf(origin) : originOf(req.get("referer"));
    if (source === expected) return next();
    log.warn("cross-site request refused", { method: req.method, path: req.path, origin: source ?? "none" });
    void refuse(req, res, config, 403, "crossSite");
  };
}

/**
 * Bodies over the limit are refused with 413 before anything reads them. Uploads (multipart) get
 * the larger upload limit; every other body the form limit.
 */
export function bodyLimit(config: Config) {
  const formLimitBytes = config.bodyLimitBytes;
  const uploadLimitBytes = config.uploadLimitBytes;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const isUpload = (req.get("content-type") ?? "").startsWith("multipart/form-data");
    // Multipart framing adds a little; allow 64 KB over the file limit.
    const limit = isUpload ? uploadLimitBytes + 64 * 1024 : formLimitBytes;
    const declared = req.get("content-length");
    if (declared === undefined) {
      if (req.get("transfer-encoding")) {
        void refuse(req, res, config, 411, "badRequest");
        return;
      }
      return next();
    }
    const length = Number(declared);
    if (!Number.isFinite(length) || length < 0) {
      void refuse(req, res, config, 400, "badRequest");
      return;
    }
    if (length > limit) {
      void refuse(req, res, config, 413, "tooLarge");
      return;
    }
    next();
  };
}

/**
 * Every segment of every address the app serves (route names, upstream ids, build files) is made
 * of letters, digits, dot, dash, underscore and tilde. A segment with anything else cannot name a
 * page or a record, so it is answered 404 here, before a loader sends it to the upstream.
 */
const PATH_SEGMENT = /^[A-Za-z0-9._~-]{1,128}$/;

const decoded = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
};

const isIdSegment = (segment: string | null) =>
  segment !== null && PATH_SEGMENT.test(segment) && segment !== "." && segment !== "..";

/** A master-data type's name as the spec spells its sub-route: letters, digits and spaces. */
const TYPE_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ]{0,63}$/u;
const MASTER_DATA_SEGMENTS = MASTER_DATA_PATH.split("/").slice(1);

/**
 * The one exception to the rule (decision 034's addendum): the spec names each master-data
 * sub-route by the lower-cased type name, spaces included ("observation type"). Only that
 * segment, only letters, digits and spaces, and only when it names a type, leads to the canonical
 * slug (301, the rest of the path and the query kept); every other segment must still be an id.
 */
function masterDataTypeRedirect(req: Request, segments: string[]): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (!MASTER_DATA_SEGMENTS.every((part, i) => segments[i] === part)) return null;
  const [name, ...rest] = segments.slice(MASTER_DATA_SEGMENTS.length);
  const typeName = name === undefined ? null : decoded(name);
  if (typeName === null || !TYPE_NAME.test(typeName)) return null;
  if (!rest.every((raw) => isIdSegment(decoded(raw)))) return null;
  const found = resolveMasterDataSegment(typeName);
  if (!found) return null;
  const query = req.originalUrl.indexOf("?");
  const search = query === -1 ? "" : req.originalUrl.slice(query);
  return [MASTER_DATA_PATH, found.type.slug, ...rest].join("/") + search;
}

export function pathGuard(config: Config) {
  return (req: Request, res: Response, next: NextFunction) => {
    const segments = req.path.split("/").slice(1);
    if (segments.at(-1) === "") segments.pop();
    if (segments.every((raw) => isIdSegment(decoded(raw)))) return next();
    const canonical = masterDataTypeRedirect(req, segments);
    if (canonical) {
      res.setHeader("Cache-Control", "no-store");
      return res.redirect(301, canonical);
    }
    void refuse(req, res, config, 404, "notFound");
  };
}
