import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf, pathParams, type Call } from "@contract/call";
import { CALLS } from "@contract/index";
import { DEMO_PASSWORD } from "../../reference-api/seed";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Issue 39 §2: the reference upstream reads every request through its contract entry. A body, a
 * query or a path parameter the entry's schema refuses answers the documented 422 with field errors
 * (or 400 when the body is not JSON at all), and nothing a caller sends to any entry, a bad id
 * included, makes it answer 500. The routes' own tests check business rules, not these shapes.
 */

let api: ReferenceApi;
let token: string;
beforeAll(async () => {
  api = await startReferenceApi("contract-requests");
  const response = await fetch(`${api.base}/api/accounts/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: "public",
      username: "superadmin@demo.test",
      password: DEMO_PASSWORD,
    }),
  });
  token = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(() => api.stop());

/** A JSON body the entry's schema refuses, or undefined when it accepts anything JSON. */
function violating(call: Call): unknown {
  const body = call.body;
  if (!body || !("json" in body || "form" in body)) return undefined;
  const schema = "json" in body ? body.json : body.form;
  return [[17], { "": [] }, 17, "text", null].find((candidate) => !schema.safeParse(candidate).success);
}

// The sign-out would end the session the others use: it takes no body anyway.
const writes = CALLS.filter((call) => call.method !== "GET" && call.id !== "accounts.logout");

describe("every entry of the contract, sent what its schema refuses", () => {
  it("answers 422 with field errors (400 when the body is not an object) and never 500", async () => {
    const wrong: string[] = [];
    for (const call of writes) {
      const payload = violating(call);
      if (payload === undefined) continue;
      const path = pathOf(call, Object.fromEntries(pathParams(call.path).map((name) => [name, "1"])));
      const response = await fetch(api.base + path, {
        method: call.method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify(payload),
      });
      const body = (await response.json().catch(() => ({}))) as { fieldErrors?: unknown[] };
      const documented =
        (response.status === 422 && Array.isArray(body.fieldErrors) && body.fieldErrors.length > 0) ||
        response.status === 400;
      if (!documented) wrong.push(`${call.id} ${JSON.stringify(payload)} → ${response.status}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("answers 422 naming a query field or path parameter the entry refuses", async () => {
    const send = async (call: Call, params: Record<string, string>) => {
      const response = await fetch(api.base + pathOf(call, params), {
        method: call.method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        ...(call.method === "GET" ? {} : { body: "{}" }),
      });
      const body = (await response.json().catch(() => ({}))) as { fieldErrors?: Array<{ field: string }> };
      return { status: response.status, fields: (body.fieldErrors ?? []).map((e) => e.field) };
    };
    const ones = (call: Call) => Object.fromEntries(pathParams(call.path).map((name) => [name, "1"]));
    const wrong: string[] = [];
    // A query without the fields its entry requires.
    for (const call of CALLS.filter((c) => c.query && !c.query.safeParse({}).success)) {
      const required = Object.keys(call.query!.shape).filter((key) => !call.query!.shape[key]!.isOptional());
      const { status, fields } = await send(call, ones(call));
      if (status !== 422 || !fields.some((field) => required.includes(field)))
        wrong.push(`${call.id} without ${required.join(", ")} → ${status} ${fields.join(", ")}`);
    }
    // A path parameter its entry's schema refuses, the others as it takes them.
    const values = ["1", "true", "2026-01-01", "maybe", "-1", "x"];
    for (const call of CALLS.filter((c) => c.params)) {
      const shape = call.params!.shape;
      const params = Object.fromEntries(
        pathParams(call.path).map((name) => [
          name,
          values.find((v) => !shape[name] || shape[name]!.safeParse(v).success) ?? "1",
        ]),
      );
      for (const name of Object.keys(shape)) {
        const bad = values.find((value) => !shape[name]!.safeParse(value).success);
        if (bad === undefined) continue;
        const { status, fields } = await send(call, { ...params, [name]: bad });
        if (status !== 422 || !fields.includes(name))
          wrong.push(`${call.id} ${name}=${bad} → ${status} ${fields.join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("answers a bad id in any path with a refusal, never 500", async () => {
    const crashed: string[] = [];
    for (const call of CALLS.filter((c) => pathParams(c.path).length > 0 && c.id !== "accounts.logout")) {
      const path = pathOf(
        call,
        Object.fromEntries(pathParams(call.path).map((name) => [name, "x".repeat(80)])),
      );
      const response = await fetch(api.base + path, {
        method: call.method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        ...(call.method === "GET" ? {} : { body: "{}" }),
      });
      await response.body?.cancel();
      if (response.status >= 500) crashed.push(`${call.id} → ${response.status}`);
    }
    expect(crashed).toEqual([]);
  }, 120_000);
});
