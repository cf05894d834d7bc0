/// <reference types="vite/client" />
import fc from "fast-check";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { UPSTREAM } from "../mocks/accounts";
import { server } from "../mocks/server";
import { contextFor } from "../support/context";
import { patientAccount, signedInCookie } from "../support/session";
import { readTreeAtSignIn } from "~/session/organization-tree.server";
import { cookieFor as cookieOfRole, SUBMISSIONS } from "./support/valid-submissions";
import { onCall } from "../mocks/contract";
import { accounts } from "@contract/accounts";

/**
 * Every action and every loader, fed random and hostile input (issue 9 "Bad input"): wrong types,
 * missing fields, 10,000-character strings, unicode, numbers out of range, unknown intents,
 * duplicated keys, path parameters that are not ids. Whatever comes in, and whatever the upstream
 * answers, nothing throws but a response and nothing answers 500. (A 502, 503 or 504 is the
 * translated "service unavailable" page for an upstream that failed; keeping typed values through
 * upstream faults is proven form by form in upstream-faults.test.ts.)
 */

type RouteModule = {
  action?: (args: { request: Request; context: unknown; params: Record<string, string> }) => unknown;
  loader?: (args: { request: Request; context: unknown; params: Record<string, string> }) => unknown;
};

const modules = import.meta.glob<RouteModule>("../../app/routes/**/*.tsx", { eager: true });

const FIELD_NAMES = [
  "intent",
  "lane",
  "day",
  "date",
  "host",
  "accept",
  "reason",
  "otherReason",
  "message",
  "idempotencyKey",
  "username",
  "password",
  "smsCode",
  "redirectTo",
  "r",
  "oldPassword",
  "newPassword",
  "confirmPassword",
  "user",
  "byPhoneNumber",
  "email",
  "confirmationCode",
  "lng",
  "returnTo",
  "name",
  "type",
  "employerId",
  "businessLicenseNumber",
  "address1",
  "city",
  "state",
  "zipcode",
  "firstName",
  "lastName",
  "phoneNumber",
  "notificationId",
  "answer",
  "batchId",
  "channel",
  "serviceId",
  "slot",
  "testingType",
  "manufacture",
  "organizationId",
  "miles",
  "zip",
  "patientId",
  "taskId",
  "gender",
  "language",
  "code",
  "amount",
  "modifier",
  "procedureCode",
  "category",
  "description",
  "payerName",
  "planId",
  "entryId",
  "id",
  "page",
  "size",
  "q",
  "dob-day",
  "dob-month",
  "dob-year",
  "shown",
  "layout",
  "js",
];
const INTENTS = [
  "login",
  "mfa",
  "resend",
  "cancel-mfa",
  "update",
  "cancel",
  "message",
  "undo-reschedule",
  "undo-cancel",
  "confirm",
  "request",
  "act-as-self",
  "act-for",
  "search",
  "book",
  "reply",
  "delete",
  "create",
  "edit",
  "upload",
  "import",
  "saveLayout",
  "resetLayout",
  "moveUp:category",
  "moveDown:name",
];

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.fullUnicodeString({ maxLength: 40 }),
  fc.constant("x".repeat(10_000)),
  fc.integer().map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom(
    "",
    " ",
    "null",
    "undefined",
    "true",
    "-1",
    "1e309",
    "NaN",
    "9".repeat(40),
    "<script>alert(1)</script>",
    "'; DROP TABLE x; --",
    "../../etc/passwd",
    "\u0000",
    "%00",
    "\r\nSet-Cookie: a=b",
    "2026-02-30",
    "13/45/2026",
    "on",
  ),
);
const entry = fc.tuple(
  fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ minLength: 1, maxLength: 12 })),
  hostileString,
);
const formArb = fc.record({
  intent: fc.oneof(fc.constantFrom(...INTENTS), fc.string({ maxLength: 20 })),
  entries: fc.array(entry, { maxLength: 14 }),
});

/** Any upstream call answers one of the ways an upstream can fail (or succeed oddly). */
function hostileUpstream() {
  let n = 0;
  const answers = [
    () => HttpResponse.json({}),
    () => HttpResponse.json([]),
    () =>
      HttpResponse.json(
        { fieldErrors: [{ field: "name", message: "Value 'x' is not valid" }] },
        { status: 422 },
      ),
    () => HttpResponse.json({ message: "boom" }, { status: 500 }),
    () =>
      new HttpResponse("<html>Bad Gateway</html>", { status: 502, headers: { "content-type": "text/html" } }),
    () => new HttpResponse("{not json", { status: 200, headers: { "content-type": "application/json" } }),
    () => HttpResponse.json({ message: "conflict" }, { status: 409 }),
    () => HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 }),
    () => HttpResponse.json({ code: "FORBIDDEN" }, { status: 403 }),
  ];
  server.use(
    onCall(accounts.refreshToken, () =>
      HttpResponse.json({ code: "INVALID_REFRESH_TOKEN" }, { status: 401 }),
    ),
    http.all(`${UPSTREAM}/*`, () => answers[n++ % answers.length]!()),
  );
}

/**
 * The route parameters a route file takes, read from its name (`$orgId` → orgId), so a route
 * added tomorrow gets hostile ids without anyone remembering to list its parameter here.
 */
function paramNames(file: string): string[] {
  return [...file.matchAll(/\$([A-Za-z][A-Za-z0-9]*)/g)].map((m) => m[1]!);
}

/** Plausible ids for the actions: the hostile part of a form post is its body. */
function plausibleParams(file: string): Record<string, string> {
  return Object.fromEntries(paramNames(file).map((name) => [name, name === "type" ? "payer" : `${name}-1`]));
}

function statusOf(value: unknown): number {
  if (value instanceof Response) return value.status;
  if (value && typeof value === "object" && "init" in value)
    return (value as { init?: { status?: number } }).init?.status ?? 200;
  return 200;
}

async function outcome(run: () => unknown) {
  try {
    const value = await run();
    // A streamed answer (the event stream) is cancelled at once, which stops its relay.
    if (value instanceof Response) await value.body?.cancel();
    return { value };
  } catch (thrown) {
    if (
      thrown instanceof Response ||
      (thrown && typeof thrown === "object" && "init" in thrown && "data" in thrown)
    )
      return { value: thrown };
    return { error: thrown };
  }
}

/**
 * Never a thrown error, never a 500; a form refused for its fields comes back with what was sent.
 * (Deletes answer a form-level error only: there was nothing typed.)
 */
function expectSurvived(result: { value?: unknown; error?: unknown }, file: string) {
  expect(result.error, `${file} threw ${String(result.error)}`).toBeUndefined();
  const status = statusOf(result.value);
  expect(status, `${file} answered ${status}`).not.toBe(500);
  expect(status).toBeLessThan(505);
  const reply = (
    result.value as {
      data?: { result?: { status?: string; initialValue?: unknown; error?: Record<string, unknown> } };
    }
  )?.data?.result;
  const fieldErrors = Object.keys(reply?.error ?? {}).filter((key) => key !== "");
  if (reply?.status === "error" && fieldErrors.length)
    expect(reply.initialValue, `${file} kept no values`).toBeDefined();
}

function cookieFor(file: string) {
  return file.includes("curapatient.patient")
    ? signedInCookie({ accessToken: "at", refreshToken: "rt" }, patientAccount)
    : signedInCookie({ accessToken: "at", refreshToken: "rt" });
}

const withActions = Object.entries(modules).filter(([, m]) => typeof m.action === "function");
const withLoaders = Object.entries(modules).filter(([, m]) => typeof m.loader === "function");

describe("hostile form posts", () => {
  it("covers every action of the app", () => {
    expect(withActions.length).toBeGreaterThanOrEqual(15);
  });

  it("gives every route parameter of the app a value", () => {
    const names = new Set(Object.keys(modules).flatMap(paramNames));
    // The parameters the app's URLs take today; a new one shows up here by itself.
    expect([...names].sort()).toEqual(
      expect.arrayContaining([
        "assessmentId",
        "codeId",
        "entryId",
        "id",
        "importId",
        "invoiceId",
        "modifierId",
        "orgId",
        "payerId",
        "planId",
        "reasonId",
        "taskId",
        "type",
      ]),
    );
  });

  it.each(withActions.map(([file, m]) => [file.replace("../../app/routes/", ""), m] as const))(
    "%s never answers 500",
    async (file, module) => {
      hostileUpstream();
      const cookie = cookieFor(file);
      await fc.assert(
        fc.asyncProperty(formArb, async ({ intent, entries }) => {
          const body = new URLSearchParams([["intent", intent], ...entries]);
          const request = new Request(`http://app.test/x?date=${encodeURIComponent(entries[0]?.[1] ?? "")}`, {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              cookie,
              origin: "http://app.test",
            },
            body,
          });
          const result = await outcome(() =>
            module.action!({ request, context: contextFor(request), params: plausibleParams(file) }),
          );
          expectSurvived(result, file);
        }),
        { numRuns: 25 },
      );
    },
  );
});

describe("hostile page requests", () => {
  const hostileParam = fc.oneof(
    fc.constantFrom("../../etc/passwd", "%2e%2e", "<x>", "a".repeat(500), "org 1", "null", "\u0000", "💥"),
    fc.fullUnicodeString({ maxLength: 20 }),
  );
  const hostileQuery = fc.array(
    fc.tuple(
      fc.constantFrom(
        "page",
        "size",
        "date",
        "lane",
        "view",
        "clinic",
        "q",
        "patient",
        "serviceId",
        "booked",
        "redirectTo",
        "lng",
        "step",
      ),
      hostileString,
    ),
    { maxLength: 6 },
  );

  it.each(withLoaders.map(([file, m]) => [file.replace("../../app/routes/", ""), m] as const))(
    "%s never answers 500",
    async (file, module) => {
      hostileUpstream();
      const cookie = cookieFor(file);
      await fc.assert(
        fc.asyncProperty(hostileParam, hostileQuery, async (param, query) => {
          const params = Object.fromEntries(paramNames(file).map((name) => [name, param]));
          const url = new URL("http://app.test/x");
          for (const [k, v] of query) url.searchParams.append(k, v);
          const request = new Request(url, { headers: { cookie } });
          const result = await outcome(() =>
            module.loader!({ request, context: contextFor(request), params }),
          );
          expect(result.error, `${file} threw ${String(result.error)}`).toBeUndefined();
          expect(statusOf(result.value), file).not.toBe(500);
          expect(statusOf(result.value), file).toBeLessThan(505);
        }),
        { numRuns: 15 },
      );
    },
  );
});

/**
 * The same property with each action's own fields: the names, intents, URL, parameters and role
 * of its valid submission (`support/valid-submissions.ts`, which fails when an action has none),
 * each value hostile, missing or repeated, so the parsing of every form is reached rather than
 * stopped at the guard or at an unknown field. A file field gets text.
 */
describe("hostile values in each action's own fields", () => {
  const routeModules = import.meta.glob<RouteModule>("/app/routes/**/*.tsx", { eager: true });
  const cases = Object.entries(SUBMISSIONS).flatMap(([file, submissions]) =>
    submissions.map((submission) => ({
      name: `${file}${submission.label ? ` (${submission.label})` : ""}`,
      action: routeModules[`/app/routes/${file}`]?.action,
      submission,
    })),
  );
  const shape = fc.constantFrom("hostile", "hostile", "hostile", "missing", "repeated", "kept");

  it("reaches every action of the table", () => {
    expect(cases.filter((c) => !c.action).map((c) => c.name)).toEqual([]);
    expect(cases.length).toBeGreaterThan(150);
  });

  it.each(cases.map((c) => [c.name, c] as const))(
    "%s never answers 500",
    async (name, { action, submission }) => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(shape, hostileString, hostileString), {
            minLength: submission.fields.length,
            maxLength: submission.fields.length,
          }),
          async (choices) => {
            const body = new URLSearchParams();
            submission.fields.forEach(([name, value], index) => {
              const [how, first, second] = choices[index]!;
              // The intent stays what it was, so the form behind it is the one parsed.
              if (name === "intent" || how === "kept")
                body.append(name, typeof value === "string" ? value : first);
              else if (how === "hostile") body.append(name, first);
              else if (how === "repeated") {
                body.append(name, first);
                body.append(name, second);
              }
            });
            const cookie = cookieOfRole(submission.as ?? "staff");
            const request = new Request(`http://app.test${submission.url}`, {
              method: "POST",
              headers: {
                "content-type": "application/x-www-form-urlencoded",
                origin: "http://app.test",
                ...(cookie ? { cookie } : {}),
              },
              body,
            });
            const context = contextFor(request);
            // Signed in as usual (the tree the guard checks was read then); the upstream is hostile after.
            server.resetHandlers();
            const session = context.jar.getSession();
            if (session) await readTreeAtSignIn(context, request, session);
            hostileUpstream();
            const result = await outcome(() =>
              action!({ request, context, params: submission.params ?? {} }),
            );
            expectSurvived(result, name);
          },
        ),
        { numRuns: 8 },
      );
    },
  );
});
