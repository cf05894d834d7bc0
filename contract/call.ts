import type { Access } from "./access";
import type { z } from "./zod";

/**
 * One entry per call of the `/api` (issue 39, decision 056): what the app sends, what the
 * upstream answers, and who may make it. The app's upstream modules call through the entry
 * (`UpstreamClient.send`), the reference upstream judges access from it, and `docs/api/openapi.json`
 * is written from the entries.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Where a call comes from: the spec's list of calls (part 1 §7, part 2 §7, named by section), or an
 * extension the app added, with the reason a real backend needs it.
 */
export type Source = { documented: string } | { extension: string };

export type RequestBody =
  /** A JSON body. */
  | { json: z.ZodTypeAny }
  /** application/x-www-form-urlencoded (sign-in). */
  | { form: z.AnyZodObject }
  /** multipart/form-data: its text fields; `files` names the file fields. */
  | { multipart: z.AnyZodObject; files: readonly string[] }
  /** A raw upload (text/csv). */
  | { raw: string };

export type Answer =
  /** A JSON body the app reads through the schema. */
  | { json: z.ZodTypeAny }
  /** Plain text (names, an uploaded image's address). */
  | { text: true }
  /** A download: its media type (`application/pdf`, `text/csv`, ...). */
  | { file: string }
  /** A stream of server-sent events. */
  | { events: true }
  /** No body the app reads. */
  | { empty: true };

export interface CallDefinition {
  method: Method;
  /** OpenAPI style: `{name}` is one path segment. */
  path: string;
  summary: string;
  source: Source;
  access: Access;
  /**
   * Callable without a session: always (sign-in, the public catalogue), or only with the
   * registration headers (a patient registering books before having an account).
   */
  anonymous?: "always" | "registration";
  /** Path parameters; each `{name}` of the path that is not here is an id (`pathId`). */
  params?: z.AnyZodObject;
  query?: z.AnyZodObject;
  body?: RequestBody;
  /** The success answers by status; 200 unless said. */
  responses: Partial<Record<200 | 201 | 202 | 204, Answer>>;
}

export type Call<Area extends string = string, Name extends string = string> = CallDefinition & {
  /** `area.name`: the entry's name in logs, traces and the OpenAPI operation id. */
  id: `${Area}.${Name}`;
  area: Area;
};

/** Names an area's entries: each gets its id (`area.name`) and area. */
export function defineCalls<Area extends string, const Defs extends Record<string, CallDefinition>>(
  area: Area,
  definitions: Defs,
): { [Name in keyof Defs & string]: Defs[Name] & { id: `${Area}.${Name}`; area: Area } } {
  const named: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(definitions))
    named[name] = { ...definition, id: `${area}.${name}`, area };
  return named as { [Name in keyof Defs & string]: Defs[Name] & { id: `${Area}.${Name}`; area: Area } };
}

/** The path's parameter names, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

/** The path with its parameters filled in, each encoded as one segment. */
export function pathOf(call: Pick<CallDefinition, "path">, params: Record<string, string | number> = {}) {
  return call.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The 200 (or first success) answer's JSON schema, when the call answers JSON. */
export function jsonAnswer(call: Pick<CallDefinition, "responses">): z.ZodTypeAny | undefined {
  for (const answer of Object.values(call.responses)) if (answer && "json" in answer) return answer.json;
  return undefined;
}
