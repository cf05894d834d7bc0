/// <reference types="vite/client" />
import { readdirSync, readFileSync } from "node:fs";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { parseMessage } from "~/domain/messages";
import { readTreeAtSignIn } from "~/session/organization-tree.server";
import { UPSTREAM } from "../mocks/accounts";
import { server } from "../mocks/server";
import { UPSTREAM_FAULTS } from "../support/upstream-faults";
import { contextFor, testConfig } from "../support/context";
import { cookieFor, loaderUrl, SUBMISSIONS, type Submission } from "./support/valid-submissions";

/**
 * Every action of the app, each with a submission its own validation accepts, against each way
 * the upstream can fail (issue 22): nothing throws but an answer, nothing answers 500, a form
 * comes back with every value it was sent and a message that is a real translation key, and a
 * page that cannot go on is the translated error page. The actions are read from the route
 * files, so an action added without an entry in `support/valid-submissions.ts` fails here.
 * Every loader gets a cheaper pass: the 500 and connection-refused faults on a valid URL.
 */

type Handler = (args: { request: Request; context: unknown; params: Record<string, string> }) => unknown;
type RouteModule = { action?: Handler; loader?: Handler };

const modules = import.meta.glob<RouteModule>("/app/routes/**/*.tsx", { eager: true });
const routes = Object.entries(modules)
  .map(([file, module]) => ({ file: file.replace("/app/routes/", ""), module }))
  .filter(({ file }) => !file.split("/").pop()!.startsWith("__"));
const actions = routes.filter(({ module }) => typeof module.action === "function");
const loaders = routes.filter(({ module }) => typeof module.loader === "function");

const TIMEOUT_MS = 150;
const config = testConfig({ UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) });

type Fault = {
  name: string;
  respond: () => Response | Promise<Response>;
  /** The upstream answered 200: a write whose answer the app does not read was done. */
  writeDone?: boolean;
  /** The statuses of the error page this fault gives (`pageStatusFor`). */
  pageStatuses: number[];
};

const FAULTS: Fault[] = [
  { name: "connection refused", respond: UPSTREAM_FAULTS.refused, pageStatuses: [503] },
  {
    name: "slower than the timeout",
    // Well past the timeout, so a busy event loop cannot let the answer in first; the test waits
    // only for the timeout.
    respond: UPSTREAM_FAULTS.slowerThan(TIMEOUT_MS * 3),
    pageStatuses: [503],
  },
  {
    name: "500",
    respond: UPSTREAM_FAULTS.serverError,
    pageStatuses: [502],
  },
  {
    name: "502 with an HTML body",
    respond: UPSTREAM_FAULTS.htmlBadGateway,
    pageStatuses: [502],
  },
  {
    name: "malformed JSON",
    respond: UPSTREAM_FAULTS.malformedJson,
    pageStatuses: [502],
    writeDone: true,
  },
  {
    name: "a truncated body",
    respond: UPSTREAM_FAULTS.truncated,
    pageStatuses: [502, 503],
    writeDone: true,
  },
];

/** Every key of the en-US locale, so a message can be checked against what the user would read. */
const LOCALE_DIR = "public/locales/en-US";
const locale: Record<string, unknown> = Object.fromEntries(
  readdirSync(LOCALE_DIR)
    .filter((name) => name.endsWith(".json"))
    .map((name) => [name.replace(/\.json$/, ""), JSON.parse(readFileSync(`${LOCALE_DIR}/${name}`, "utf8"))]),
);

function isTranslationKey(raw: string): boolean {
  const key = parseMessage(raw).key;
  if (!key) return false;
  const [ns, path] = key.split(":") as [string, string];
  const parts = path.split(".");
  const last = parts.pop()!;
  let node = locale[ns];
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
  const leaf = node as Record<string, unknown> | undefined;
  return [last, `${last}_one`, `${last}_other`].some((name) => typeof leaf?.[name] === "string");
}

type Answer = {
  status: number;
  thrown: boolean;
  data: Record<string, unknown> | null;
  location: string | null;
};

/** What a handler answered, returned or thrown; anything thrown but an answer fails the test. */
async function answerOf(run: () => unknown): Promise<Answer> {
  let value: unknown;
  let thrown = false;
  try {
    value = await run();
  } catch (error) {
    const isAnswer =
      error instanceof Response ||
      (error !== null && typeof error === "object" && "init" in error && "data" in error);
    if (!isAnswer) throw error;
    value = error;
    thrown = true;
  }
  if (value instanceof Response) {
    const location = value.headers.get("location");
    const type = value.headers.get("content-type") ?? "";
    const data = type.includes("json") ? ((await value.json()) as Record<string, unknown>) : null;
    if (!type.includes("json")) await value.body?.cancel();
    return { status: value.status, thrown, data, location };
  }
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const answer = value as { init?: { status?: number; headers?: HeadersInit } | null; data: unknown };
    return {
      status: answer.init?.status ?? 200,
      thrown,
      data: answer.data as Record<string, unknown>,
      location: new Headers(answer.init?.headers).get("location"),
    };
  }
  return { status: 200, thrown, data: value as Record<string, unknown>, location: null };
}

/** The messages a reply shows: the form's errors, or the confirmation's failure line. */
function messagesOf(data: Record<string, unknown> | null, resultKey = "result"): string[] {
  if (!data) return [];
  const result = data[resultKey] as { error?: Record<string, string[] | null> } | null | undefined;
  const fromForm = Object.values(result?.error ?? {}).flatMap((list) => list ?? []);
  const loose = [
    data.failure,
    data.error,
    data.message,
    ...(Array.isArray(data.messages) ? data.messages : []),
  ];
  return [...fromForm, ...loose.filter((m): m is string => typeof m === "string")];
}

function sentValues(submission: Submission) {
  const values = new Map<string, string[]>();
  for (const [name, value] of submission.fields) {
    if (typeof value !== "string" || submission.passwords?.includes(name)) continue;
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return values;
}

function requestFor(submission: Submission) {
  const cookie = cookieFor(submission.as ?? "staff");
  const headers: Record<string, string> = { origin: "http://app.test", ...(cookie ? { cookie } : {}) };
  const files = submission.fields.some(([, value]) => typeof value !== "string");
  let body: FormData | URLSearchParams;
  if (files) {
    body = new FormData();
    for (const [name, value] of submission.fields) body.append(name, value);
  } else {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(submission.fields as Array<[string, string]>);
  }
  return new Request(`http://app.test${submission.url}`, { method: "POST", headers, body });
}

const cases = actions.flatMap(({ file, module }) =>
  (SUBMISSIONS[file] ?? []).map((submission) => ({
    name: `${file}${submission.label ? ` (${submission.label})` : ""}`,
    action: module.action!,
    submission,
  })),
);

describe("the table of submissions", () => {
  it("has a valid submission for every action of the app", () => {
    const missing = actions.map(({ file }) => file).filter((file) => !SUBMISSIONS[file]?.length);
    expect(missing, "give each of these actions a submission in support/valid-submissions.ts").toEqual([]);
    expect(actions.length).toBeGreaterThan(150);
  });

  it("names no route that has no action", () => {
    const known = new Set(actions.map(({ file }) => file));
    expect(Object.keys(SUBMISSIONS).filter((file) => !known.has(file))).toEqual([]);
  });
});

describe.each(FAULTS.map((fault) => [fault.name, fault] as const))("upstream fault: %s", (_name, fault) => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, { action, submission }) => {
    const request = requestFor(submission);
    const context = contextFor(request, config);
    // Signed in before the outage: sign-in read the organization tree the guard checks.
    const session = context.jar.getSession();
    if (session) await readTreeAtSignIn(context, request, session);
    const calls: string[] = [];
    server.use(
      http.all(`${UPSTREAM}/*`, ({ request: call }) => {
        calls.push(`${call.method} ${new URL(call.url).pathname}`);
        return fault.respond();
      }),
    );

    const answer = await answerOf(() => action({ request, context, params: submission.params ?? {} }));
    // What happened, in the message of any expectation that fails.
    const seen = JSON.stringify({ calls, answer }).slice(0, 600);

    expect(answer.status, `never a 500: ${seen}`).not.toBe(500);
    if (submission.expect === "local") {
      // Nothing of it is upstream (a list's saved filters): the fault cannot touch it.
      expect(calls, seen).toEqual([]);
      expect(answer.status, seen).toBe(303);
      return;
    }
    expect(
      calls.length,
      `the submission passed the action's validation and reached the upstream: ${seen}`,
    ).toBeGreaterThan(0);

    const wrote = calls.some((call) => !call.startsWith("GET "));
    if (fault.writeDone && wrote && !answer.thrown && answer.status < 400) {
      // A 200 to a write (a delete, an update whose answer is not read) is the upstream saying it
      // was done: the action carries on as it would, never with an error the user did not get.
      const flash = context.jar.takeFlash() as { kind?: string } | null;
      expect(flash?.kind ?? "success", seen).not.toBe("error");
      return;
    }

    switch (submission.expect) {
      case "form": {
        expect(answer.thrown, `a form comes back, not an error page: ${seen}`).toBe(false);
        expect([400, ...fault.pageStatuses, 503, 504], seen).toContain(answer.status);
        const resultKey = submission.resultKey ?? "result";
        const messages = messagesOf(answer.data, resultKey);
        expect(messages.length, `a message says what happened: ${seen}`).toBeGreaterThan(0);
        for (const message of messages) expect(isTranslationKey(message), message).toBe(true);
        const initialValue = (
          answer.data?.[resultKey] as { initialValue?: Record<string, unknown> } | undefined
        )?.initialValue;
        for (const [name, values] of sentValues(submission))
          expect(initialValue?.[name], `the form keeps ${name}`).toEqual(
            values.length > 1 ? values : values[0],
          );
        for (const name of submission.passwords ?? [])
          expect(initialValue?.[name], `${name} is not sent back`).toBeUndefined();
        if (submission.reaches)
          expect(answer.data, "the reply reaches the form sent").toMatchObject(submission.reaches);
        break;
      }
      case "reply": {
        // A confirmation or a button: nothing typed to keep, the page says what failed.
        expect(answer.thrown, seen).toBe(false);
        expect([400, ...fault.pageStatuses, 503, 504], seen).toContain(answer.status);
        const messages = messagesOf(answer.data);
        expect(messages.length, `a message says what happened: ${seen}`).toBeGreaterThan(0);
        for (const message of messages) expect(isTranslationKey(message), message).toBe(true);
        break;
      }
      case "page": {
        expect(fault.pageStatuses, seen).toContain(answer.status);
        const messageKey = String(answer.data?.messageKey ?? "");
        expect(messageKey, seen).toMatch(/^common:/);
        expect(isTranslationKey(messageKey), messageKey).toBe(true);
        break;
      }
      case "flash": {
        // Back to the page the button was on, with the failure said there (see the reliability docs).
        expect(answer.status, seen).toBe(303);
        expect(answer.location, seen).not.toMatch(/^\/login/);
        const flash = context.jar.takeFlash() as { kind?: string; key?: string } | null;
        expect(flash?.kind, seen).toMatch(/^(error|warn)$/);
        expect(isTranslationKey(flash?.key ?? ""), flash?.key).toBe(true);
        break;
      }
      case "login": {
        expect(answer.status, seen).toBe(303);
        expect(answer.location, seen).toMatch(/^\/login/);
        break;
      }
      case "best-effort": {
        // The upstream write is a courtesy (the profile's copy of the language): the change is made.
        expect(answer.status, seen).toBe(303);
        expect(answer.location, seen).not.toMatch(/^\/login/);
        break;
      }
      case "not-found": {
        expect(answer.status, seen).toBe(404);
        break;
      }
      default:
        throw new Error(`no check for the outcome ${submission.expect satisfies never}`);
    }
  });
});

describe.each(
  FAULTS.filter((fault) => fault.name === "500" || fault.name === "connection refused").map(
    (fault) => [fault.name, fault] as const,
  ),
)("every loader under the upstream fault: %s", (_name, fault) => {
  it.each(loaders.map(({ file, module }) => [file, module.loader!] as const))("%s", async (file, loader) => {
    const { url, params, as } = loaderUrl(file);
    const cookie = cookieFor(as);
    const request = new Request(`http://app.test${url}`, { headers: cookie ? { cookie } : {} });
    const context = contextFor(request, config);
    const session = context.jar.getSession();
    if (session) await readTreeAtSignIn(context, request, session);
    server.use(http.all(`${UPSTREAM}/*`, fault.respond));

    const answer = await answerOf(() => loader({ request, context, params }));
    const seen = JSON.stringify(answer).slice(0, 600);

    expect(answer.status, `never a 500: ${seen}`).not.toBe(500);
    // A thrown answer is the error boundary's translated page; a returned one is the page's own
    // data (a payer that could not be read says so on its page, with the failure's status).
    if (answer.thrown && answer.status >= 500) {
      expect(fault.pageStatuses, seen).toContain(answer.status);
      const messageKey = String(answer.data?.messageKey ?? "");
      expect(messageKey, seen).toMatch(/^common:/);
      expect(isTranslationKey(messageKey), messageKey).toBe(true);
    }
  });
});
