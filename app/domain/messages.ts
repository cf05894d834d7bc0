/**
 * Validation messages travel as i18n keys so the same zod schema can run on the server and in
 * the browser and still be shown in the user's language. A message is either a key
 * ("validation:required"), a key with parameters ("validation:tooLong::{\"max\":40}"), or plain
 * text from the upstream, shown as it came.
 */
const SEPARATOR = "::";
const KEY = /^[a-z][A-Za-z]*:[A-Za-z0-9_.]+$/;

export function msg(key: string, params?: Record<string, string | number>): string {
  return params ? `${key}${SEPARATOR}${JSON.stringify(params)}` : key;
}

export interface ParsedMessage {
  key: string | null;
  params: Record<string, string | number>;
  text: string;
}

export function parseMessage(raw: string): ParsedMessage {
  const at = raw.indexOf(SEPARATOR);
  const key = at >= 0 ? raw.slice(0, at) : raw;
  if (!KEY.test(key)) return { key: null, params: {}, text: raw };
  let params: Record<string, string | number> = {};
  if (at >= 0) {
    try {
      const parsed = JSON.parse(raw.slice(at + SEPARATOR.length)) as unknown;
      if (parsed && typeof parsed === "object") params = parsed as Record<string, string | number>;
    } catch {
      /* keep no params */
    }
  }
  return { key, params, text: raw };
}
