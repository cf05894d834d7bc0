import { pathParams, type Call } from "./call";
import { CALLS } from "./index";

/**
 * Which entry a request is: the reference upstream judges access and validates requests by it, and
 * tests find entries the same way. Of several entries that match, the one with the fewest
 * parameters wins (a literal segment beats an id: `/api/programs/name` is not program "name").
 */

interface Compiled {
  call: Call;
  pattern: RegExp;
  params: string[];
}

function compile(call: Call): Compiled {
  const source = call.path
    .split("/")
    .map((segment) =>
      /^\{[^}]+\}$/.test(segment) ? "([^/]+)" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return { call, pattern: new RegExp(`^${source}/?$`), params: pathParams(call.path) };
}

/** A malformed escape is kept as sent: it names no record, so the call answers 404. */
function decoded(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function entryMatcher(calls: readonly Call[] = CALLS) {
  const byMethod = new Map<string, Compiled[]>();
  for (const call of calls) byMethod.set(call.method, [...(byMethod.get(call.method) ?? []), compile(call)]);
  return (method: string, path: string): { call: Call; params: Record<string, string> } | null => {
    let best: { compiled: Compiled; match: RegExpExecArray } | null = null;
    for (const compiled of byMethod.get(method) ?? []) {
      const match = compiled.pattern.exec(path);
      if (!match) continue;
      if (best && best.compiled.params.length <= compiled.params.length) continue;
      best = { compiled, match };
    }
    if (!best) return null;
    const params: Record<string, string> = {};
    best.compiled.params.forEach((name, i) => (params[name] = decoded(best.match[i + 1]!)));
    return { call: best.compiled.call, params };
  };
}

/** The entry a request is, over every entry of the contract. */
export const entryFor = entryMatcher();
