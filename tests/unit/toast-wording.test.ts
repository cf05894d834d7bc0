import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pluralBase } from "../../scripts/i18n-plurals.mjs";

/**
 * Toasts (the flash after a change) in one style, in every language (issue 38): a sentence that
 * ends with a full stop ("Note saved.", "Fee schedule created."), never an exclamation or a
 * title-cased cheer ("Deleted Successfully!"). A toast is a key under a `flash` group, a
 * `common:save` result, or any key the app's code hands to `setFlash`, `redirectWithFlash`, an intent table or `actionFlash`.
 */

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The keys the app's code flashes by name. */
function flashedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles("app"))
    for (const pattern of [
      // A flash set by hand or with the redirect that shows it.
      /(?:setFlash\(|redirectWithFlash\([^{;]*?)\{[^}]*?key:\s*"([a-zA-Z]+:[\w.]+)"/g,
      // An intent table's or actionFlash's success and failure.
      /\b(?:success|failure):\s*"([a-zA-Z]+:[\w.]+)"/g,
    ])
      for (const match of readFileSync(file, "utf8").matchAll(pattern)) keys.add(match[1]!);
  return keys;
}

const ROOT = path.resolve("public/locales");

/** Every toast of every language, as "lng ns:key" → text. */
function toasts(): Map<string, string> {
  const flashed = flashedKeys();
  const out = new Map<string, string>();
  for (const lng of readdirSync(ROOT))
    for (const file of readdirSync(path.join(ROOT, lng)).filter((f) => f.endsWith(".json"))) {
      const ns = file.replace(/\.json$/, "");
      const tree = JSON.parse(readFileSync(path.join(ROOT, lng, file), "utf8")) as Tree;
      for (const [key, text] of Object.entries(flatten(tree))) {
        const full = `${ns}:${key}`;
        const isToast =
          (/(^|\.)flash\./.test(key) && ns !== "common") ||
          full.startsWith("common:save.") ||
          flashed.has(pluralBase(full));
        if (isToast) out.set(`${lng} ${full}`, text);
      }
    }
  return out;
}

/** A sentence: ends with its language's full stop (or a question), no exclamation anywhere. */
export function isSentence(text: string) {
  return !/[!！¡]/.test(text) && /[.。।?？]$/.test(text.trim()) && !/successfully/i.test(text);
}

describe("toast wording", () => {
  const all = toasts();

  it("finds the toasts: flash groups, save results and the keys the code flashes", () => {
    expect(all.get("en-US members:notes.flash.saved")).toBe("Note saved.");
    expect(all.get("en-US billing:flash.deleted")).toBe("The record was deleted.");
    expect(all.get("en-US auth:password.changed")).toBeDefined();
    expect(all.has("en-US common:flash.dismiss")).toBe(false);
  });

  it("writes every toast in every language as a sentence with a full stop, no exclamation", () => {
    const broken = [...all]
      .filter(([, text]) => !isSentence(text))
      .map(([where, text]) => `${where}: ${text}`);
    expect(broken).toEqual([]);
  });

  it("refuses the old styles", () => {
    expect(isSentence("Deleted Successfully!")).toBe(false);
    expect(isSentence("Updated Successfully")).toBe(false);
    expect(isSentence("Organization created")).toBe(false);
    expect(isSentence("¡Eliminado correctamente!")).toBe(false);
    expect(isSentence("收费表创建成功。")).toBe(true);
    expect(isSentence("शुल्क सूची बनाई गई।")).toBe(true);
  });
});
