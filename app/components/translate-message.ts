import type { TFunction } from "i18next";
import { parseMessage } from "~/domain/messages";

/** Translates a validation message key, or returns upstream text unchanged. */
export function translateMessage(t: TFunction, raw: string): string {
  const parsed = parseMessage(raw);
  if (!parsed.key) return parsed.text;
  const params: Record<string, string | number> = { ...parsed.params };
  // A field parameter may itself be a key ("lanes:fields.host").
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === "string" && /^[a-z]+:[A-Za-z0-9_.]+$/.test(value)) params[name] = t(value);
  }
  return t(parsed.key, params);
}
