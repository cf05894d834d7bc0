import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { getResponse, type RequestHandler } from "msw";
import { describe, expect, it } from "vitest";
import { claims } from "@contract/claims";
import { entryFor } from "@contract/match";
import { programs } from "@contract/programs";
import { accountHandlers, UPSTREAM } from "../mocks/accounts";
import { billingHandlers } from "../mocks/billing";
import { carePlanHandlers } from "../mocks/care-plans";
import { claimDefaultHandlers } from "../mocks/claims";
import { answerOf, mockPath, onCall, onCalls } from "../mocks/contract";
import { masterDataHandlers } from "../mocks/master-data";
import { organizationHandlers } from "../mocks/organizations";
import { patientHandlers } from "../mocks/patients";
import { programHandlers } from "../mocks/programs";
import { providerHandlers } from "../mocks/providers";
import { surveyDefaultHandlers, surveyHandlers } from "../mocks/surveys";

/**
 * The fake upstream of the integration tests answers only calls the contract names: every shared
 * msw handler's method and path is an entry's (issue 39 §2), so a test cannot pass against a call
 * no backend is asked to offer.
 */

const HANDLERS: RequestHandler[] = [
  ...accountHandlers,
  ...billingHandlers,
  ...carePlanHandlers,
  ...claimDefaultHandlers,
  ...masterDataHandlers,
  ...organizationHandlers,
  ...patientHandlers,
  ...programHandlers([]),
  ...providerHandlers([]),
  ...surveyHandlers([]),
  ...surveyDefaultHandlers,
];

describe("the shared msw handlers", () => {
  it("each answer a call the contract names", () => {
    const unknown: string[] = [];
    for (const handler of HANDLERS) {
      const { method, path } = handler.info as unknown as { method: string; path: unknown };
      if (typeof path !== "string" || !path.startsWith(UPSTREAM)) continue;
      const concrete = path
        .slice(UPSTREAM.length)
        .replace(/:[A-Za-z]+/g, "1")
        .replace(/\?.*$/, "");
      if (!entryFor(String(method), concrete)) unknown.push(`${method} ${concrete}`);
    }
    expect(unknown).toEqual([]);
    expect(HANDLERS.length).toBeGreaterThan(100);
  });

  it("made from an entry answer its method and path, with a body its schema reads", async () => {
    const handler = onCall(programs.name, () => answerOf(programs.name, { exists: true }));
    expect(handler.info).toMatchObject({ method: "GET", path: mockPath(programs.name) });
    expect(mockPath(programs.get)).toBe(`${UPSTREAM}/api/programs/:id`);
  });

  it("answer only the requests the contract says are their entry's", async () => {
    // `/api/payers/{id}` would match `/api/payers/payers-covid-stats` in msw; the contract takes
    // the literal entry, and so does the handler: the request falls through to the next one.
    const handlers = [
      onCall(claims.getPayer, () => answerOf(claims.getPayer, { id: "payer-1", payerName: "Blue Harbor" })),
      onCall(claims.covidStats, () => answerOf(claims.covidStats, [])),
    ];
    const payer = await getResponse(handlers, new Request(`${UPSTREAM}/api/payers/payer-1`));
    expect(await payer?.json()).toMatchObject({ id: "payer-1" });
    const stats = await getResponse(handlers, new Request(`${UPSTREAM}/api/payers/payers-covid-stats`));
    expect(await stats?.json()).toEqual([]);
    expect(
      onCalls(
        (entry) => entry.method === "PUT" && entry.path.startsWith("/api/tasks/"),
        () => undefined,
      ).length,
    ).toBeGreaterThan(3);
  });
});

/**
 * Test files make their msw handlers for `/api` calls from contract entries (`onCall`, `onCalls`,
 * `answerOf`), not with `http.<method>(path)`: a handler typed by its entry cannot drift from the
 * contract. `http.all` over the whole upstream (`${UPSTREAM}/*`, `${UPSTREAM}/api/*`: a fault on
 * every call, a recorder of every call) names no call and stays. A file listed here keeps its own
 * handlers, for the reason said.
 */
const OWN_HANDLERS: Record<string, string> = {
  "tests/integration/upstream-client.test.ts":
    "tests the upstream client itself against made-up paths (/api/things, /api/echo, ...) that no entry names",
  "tests/unit/mocks-contract.test.ts": "this scan's own sample of a handler written by hand",
  "tests/integration/hung-upstream.test.ts":
    "tests the client's deadline and breaker against made-up paths (/api/hung, /api/down, ...) that no entry names",
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === "node_modules" ? [] : sources(full);
    return /\.(ts|tsx|mts)$/.test(entry) ? [full] : [];
  });
}

/** Each `http.<method>(` whose path argument is an upstream `/api` path, as "file:line". */
export function ownApiHandlers(file: string, text: string): string[] {
  const found: string[] = [];
  // Constants holding an upstream path (`const CARD = `${UPSTREAM}/api/...``), handed to http.get.
  const upstreamConstants = new Set(
    [...text.matchAll(/\bconst\s+(\w+)\s*=\s*[`"'][^`"'\n]*(?:\/api\b|UPSTREAM)/g)].map((m) => m[1]!),
  );
  for (const match of text.matchAll(
    /\bhttp\s*\.\s*(get|post|put|patch|delete|all|head|options)\s*\(\s*([^,)]*)/g,
  )) {
    const target = match[2]!.trim();
    if (!/\/api\b|UPSTREAM/.test(target) && !upstreamConstants.has(target)) continue;
    if (match[1] === "all" && /^`\$\{UPSTREAM\}(\/api)?\/\*`$/.test(target)) continue;
    found.push(`${file}:${text.slice(0, match.index).split("\n").length}`);
  }
  return found;
}

describe("the msw handlers of test files", () => {
  it("are made from contract entries for /api paths", () => {
    const found = sources(path.resolve("tests"))
      .map((file) => path.relative(path.resolve("."), file).split(path.sep).join("/"))
      .filter((file) => !(file in OWN_HANDLERS))
      .flatMap((file) => ownApiHandlers(file, readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });

  it("the scan finds a handler written by hand, and no other request", () => {
    const text = [
      "server.use(http.get(`${UPSTREAM}/api/programs/:id`, () => HttpResponse.json({})));",
      'server.use(http.post(FEED, reply), http.get("http://app.test/health", reply));',
      "const CARD = `${UPSTREAM}/api/patients/:id/card`;",
      "server.use(http.get(CARD, reply));",
      "server.use(http.all(`${UPSTREAM}/*`, fault.respond), http.all(`${UPSTREAM}/api/note*`, reply));",
      "server.use(onCall(programs.get, () => HttpResponse.json({})));",
      "await fetch(`${UPSTREAM}/api/programs/1`);",
    ].join("\n");
    expect(ownApiHandlers("x.ts", text)).toEqual(["x.ts:1", "x.ts:4", "x.ts:5"]);
  });

  it("each file kept on its own list still makes its own /api handlers", () => {
    for (const file of Object.keys(OWN_HANDLERS))
      expect(ownApiHandlers(file, readFileSync(file, "utf8")), file).not.toEqual([]);
  });
});
