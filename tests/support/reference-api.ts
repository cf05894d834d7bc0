import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import type { ReferenceApiOptions } from "../../reference-api/area";
import { createReferenceApi } from "../../reference-api/app";
import { DEMO_PASSWORD, seedState } from "../../reference-api/seed";
import { Store } from "../../reference-api/store";
import type { Seed } from "../../reference-api/types";

/**
 * The reference upstream in-process on a free port with the demo seed in a temporary folder, for
 * tests that go through its HTTP calls with the seed's accounts. `call` signs in once per account.
 */
export interface ReferenceApi {
  store: Store;
  /** The temporary folder of its database, removed by `stop`. */
  dir: string;
  base: string;
  /** The account's access token (signing in once). */
  login(username: string): Promise<string>;
  call(
    username: string,
    method: string,
    url: string,
    json?: unknown,
  ): Promise<{ status: number; body: unknown }>;
  stop(): Promise<void>;
}

/** The options the in-process upstream runs with (no latency, no test hooks, silent). */
export const REFERENCE_TEST_OPTIONS = {
  accessTtlSeconds: 3600,
  refreshTtlSeconds: 3600,
  latencyMs: 0,
  testHooks: false,
  log: () => undefined,
};

/**
 * `seed` makes the demo data; a suite that seeds once (seeding is slow) passes a clone of its own
 * so every test starts from the same state.
 */
export async function startReferenceApi(
  label: string,
  overrides: Partial<ReferenceApiOptions> = {},
  seed: () => Seed = () => seedState(),
): Promise<ReferenceApi> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  // Seeding hashes every demo account's password (scrypt): seconds on a loaded two-core machine.
  const store = Store.open(dir, seed).store;
  const server = http.createServer(createReferenceApi(store, { ...REFERENCE_TEST_OPTIONS, ...overrides }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tokens = new Map<string, string>();

  async function login(username: string) {
    const cached = tokens.get(username);
    if (cached) return cached;
    const response = await fetch(`${base}/api/accounts/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "password",
        client_id: "public",
        username,
        password: DEMO_PASSWORD,
      }),
    });
    expect(response.status, username).toBe(200);
    const token = ((await response.json()) as { access_token: string }).access_token;
    tokens.set(username, token);
    return token;
  }

  return {
    store,
    dir,
    base,
    login,
    async call(username, method, url, json) {
      const token = await login(username);
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(json === undefined ? {} : { "content-type": "application/json" }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
