import type { Request } from "express";
import { detectLocale, getT } from "../app/i18n/i18n.server";
import { CookieJar } from "../app/session/cookie-jar.server";
import type { Config } from "../app/config.server";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The host refuses some requests before the app runs (too large, cross-site, malformed). It
 * still answers in the user's language, as a small HTML page with no script.
 */
export type RefusalReason = "tooLarge" | "badRequest" | "crossSite" | "notFound";

export async function refusalPage(req: Request, config: Config, reason: RefusalReason): Promise<string> {
  const prefs = CookieJar.fromHeader(req.get("cookie"), {
    secrets: config.sessionSecrets,
    secure: config.httpsOnly,
    idleMs: config.sessionIdleMs,
    maxMs: config.sessionMaxMs,
  }).getPrefs();
  const locale = detectLocale(prefs.lng, req.get("accept-language") ?? null);
  const t = await getT(locale, "common");
  const title = reason === "notFound" ? t("notFound.title") : t("refused.title");
  const body =
    reason === "notFound"
      ? t("notFound.recordBody")
      : t(`refused.${reason}`, { mb: Math.round(config.uploadLimitBytes / 1024 / 1024) });
  return `<!DOCTYPE html><html lang="${escape(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} – ${escape(t("appName"))}</title></head><body><main><h1>${escape(title)}</h1><p>${escape(body)}</p><p><a href="/">${escape(t("refused.home"))}</a></p></main></body></html>`;
}
