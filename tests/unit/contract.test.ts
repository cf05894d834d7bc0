import { readFileSync } from "node:fs";
import type { Request } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf, pathParams } from "@contract/call";
import { CALLS } from "@contract/index";
import { openApiDocument } from "@contract/openapi";
import { isPublic } from "../../reference-api/app";
import { ruleFor } from "../../reference-api/permissions";
import { DEMO_PASSWORD } from "../../reference-api/seed";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

async function signIn(base: string, username: string) {
  const response = await fetch(`${base}/api/accounts/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: "public",
      username,
      password: DEMO_PASSWORD,
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const request = (method: string, path: string, headers: Record<string, string> = {}) =>
  ({
    method,
    baseUrl: "",
    path,
    get: (name: string) => headers[name.toLowerCase()],
  }) as unknown as Request;

/**
 * The contract (issue 39): one entry per call, each with its source and access, the published
 * OpenAPI document current, and the reference upstream serving every entry with the access the
 * entry states.
 */

const key = (method: string, path: string) => `${method} ${path.replace(/\{[^}]+\}/g, ":")}`;

describe("the contract's entries", () => {
  it("name each call once: one entry per method and path, and ids unique", () => {
    const seen = new Map<string, string>();
    for (const call of CALLS) {
      const k = key(call.method, call.path);
      expect(seen.get(k), `${call.id} and ${seen.get(k)} are the same call`).toBeUndefined();
      seen.set(k, call.id);
    }
    expect(new Set(CALLS.map((c) => c.id)).size).toBe(CALLS.length);
  });

  it("say where each call comes from, and a path parameter schema names the path's parameters", () => {
    for (const call of CALLS) {
      const text = "documented" in call.source ? call.source.documented : call.source.extension;
      expect(text.trim().length, call.id).toBeGreaterThan(5);
      expect(call.path, call.id).toMatch(/^\/api\//);
      if (call.params)
        expect(Object.keys(call.params.shape).sort(), call.id).toEqual(pathParams(call.path).sort());
    }
  });

  it("fill a path's parameters as single encoded segments", () => {
    expect(pathOf({ path: "/api/programs/{id}/patients" }, { id: "a/b c" })).toBe(
      "/api/programs/a%2Fb%20c/patients",
    );
    expect(() => pathOf({ path: "/api/programs/{id}" }, {})).toThrow(/no value/);
  });
});

describe("the published OpenAPI document", () => {
  it("is the one the contract makes (npm run build writes it)", () => {
    const checkedIn = JSON.parse(readFileSync("docs/api/openapi.json", "utf8"));
    expect(checkedIn).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it("is OpenAPI 3.1 with every entry an operation tagged documented or extension", () => {
    const document = openApiDocument();
    expect(document.openapi).toBe("3.1.0");
    const operations = Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string; tags?: string[] }>),
    );
    expect(operations).toHaveLength(CALLS.length);
    for (const operation of operations)
      expect(operation.tags?.some((tag) => tag === "documented" || tag === "extension")).toBe(true);
  });
});

describe("the reference upstream and the contract", () => {
  it("judges each call by its own entry's access (no other entry's path shadows it)", () => {
    for (const call of CALLS) {
      const path = pathOf(call, Object.fromEntries(pathParams(call.path).map((name) => [name, "999999"])));
      const found = ruleFor(call.method, path);
      if (call.access.kind === "public") expect(found, call.id).toBeNull();
      else
        expect(found?.rule, call.id).toEqual({ method: call.method, path: call.path, access: call.access });
    }
  });

  let api: ReferenceApi;
  beforeAll(async () => {
    api = await startReferenceApi("contract");
  });
  afterAll(() => api.stop());

  it("says a call needs no session exactly when the reference upstream serves it without one", async () => {
    // The bearer check's answer (auth.ts). A public call's route may answer it too, for a record
    // that is not public: a survey's calls are tried with a public survey.
    const brief = (await (await fetch(`${api.base}/api/surveys/public-brief`)).json()) as Array<{
      id: string;
    }>;
    const pathFor = (call: (typeof CALLS)[number]) =>
      pathOf(
        call,
        Object.fromEntries(
          pathParams(call.path).map((name) => [name, call.id.startsWith("surveys.") ? brief[0]!.id : "1"]),
        ),
      );
    const refusedForNoSession = async (call: (typeof CALLS)[number]) => {
      const response = await fetch(api.base + pathFor(call), {
        method: call.method,
        headers: { "Content-Type": "application/json" },
        ...(call.method === "GET" ? {} : { body: "{}" }),
      });
      const text = response.status === 401 ? await response.text() : "";
      if (text === "") await response.body?.cancel();
      return text.includes('"code":"UNAUTHORIZED"');
    };
    const registration = { "x-registration-code": "c", "x-registration-token": "t" };
    const refusedPublic: string[] = [];
    for (const call of CALLS) {
      const refused = await refusedForNoSession(call);
      if (call.anonymous === "always") {
        if (refused) refusedPublic.push(call.id);
      } else expect(refused, call.id).toBe(true);
      // The registration variant gets past the bearer check with both headers (its routes check
      // their values, and answer the same 401 for wrong ones), never with one.
      expect(isPublic(request(call.method, pathFor(call), registration)), call.id).toBe(
        call.anonymous !== undefined,
      );
      expect(isPublic(request(call.method, pathFor(call), { "x-registration-code": "c" })), call.id).toBe(
        call.anonymous === "always",
      );
    }
    expect(refusedPublic).toEqual([]);
    expect(isPublic(request("GET", "/api/no-such-call"))).toBe(false);
  }, 120_000);

  it("serves every entry (no entry answers that it has no handler)", async () => {
    const missing: string[] = [];
    const token = await signIn(api.base, "superadmin@demo.test");
    // The sign-out would end the session the others use.
    for (const call of CALLS.filter((c) => c.id !== "accounts.logout")) {
      const path = pathOf(call, Object.fromEntries(pathParams(call.path).map((name) => [name, "999999"])));
      const response = await fetch(api.base + path, {
        method: call.method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        ...(call.method === "GET" ? {} : { body: "{}" }),
      });
      // A stream of events never ends: its headers say it is served.
      const text = call.responses[200] && "events" in call.responses[200] ? "" : await response.text();
      if (text === "") await response.body?.cancel();
      if (response.status === 404 && (text === "" || text.includes("No handler for"))) missing.push(call.id);
    }
    expect(missing).toEqual([]);
  }, 120_000);
});
