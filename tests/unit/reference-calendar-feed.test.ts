import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSecret } from "../../reference-api/providers/calendar-feed-routes";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's calendar subscription (decision 026): a provider makes, changes,
 * rotates and revokes their own feed; the feed answers by its secret alone, without a token,
 * patient names only when opted in; only the secret's hash is kept.
 */

let api: ReferenceApi;
let store: Store;
const PROVIDER = "provider@demo.test";
const ADMIN = "orgadmin@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-calendar-feed");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const accountId = () => store.accounts.all().find((a) => a.username === PROVIDER)!.accountId;
const feedPath = () => `/api/performers/${accountId()}/calendar-feed`;
const call = (method: string, json?: unknown, who = PROVIDER) =>
  api.call(who, method, feedPath(), json) as Promise<{ status: number; body: Json }>;
/** The feed as a calendar program reads it: no bearer token. */
const readFeed = async (secret: string) => {
  const response = await fetch(`${api.base}/api/calendar-feeds/${encodeURIComponent(secret)}/appointments`);
  return { status: response.status, body: (await response.json()) as Json };
};

describe("a provider's calendar feed", () => {
  it("is absent at first, is made with a secret answered once and kept only as its hash", async () => {
    expect(await call("GET")).toEqual({
      status: 200,
      body: { active: false, includePatientNames: false, createdAt: null },
    });
    const made = await call("PUT", { includePatientNames: false });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ active: true, includePatientNames: false, secret: expect.any(String) });
    expect(made.body.secret.length).toBeGreaterThanOrEqual(43);
    const kept = store.calendarFeeds.all();
    expect(kept).toHaveLength(1);
    expect(kept[0]!.secretHash).toBe(hashSecret(made.body.secret));
    expect(JSON.stringify(kept)).not.toContain(made.body.secret);
    const read = await call("GET");
    expect(read.body).toEqual({ active: true, includePatientNames: false, createdAt: made.body.createdAt });
    expect(read.body.secret).toBeUndefined();
  });

  it("answers the performer's appointments without a token and without patients unless opted in", async () => {
    const { body: made } = await call("PUT", { includePatientNames: false });
    const feed = await readFeed(made.secret);
    expect(feed.status).toBe(200);
    expect(feed.body.performerName).toEqual(expect.any(String));
    expect(feed.body.appointments.length).toBeGreaterThan(0);
    for (const item of feed.body.appointments) {
      expect(item.patientName).toBeNull();
      expect(item).not.toHaveProperty("patientId");
      expect(Date.parse(item.endDate)).toBeGreaterThan(Date.parse(item.dueDate));
    }
    const dues = feed.body.appointments.map((a: Json) => Date.parse(a.dueDate));
    const day = 86_400_000;
    expect(Math.min(...dues)).toBeGreaterThanOrEqual(Date.now() - 31 * day);
    expect(Math.max(...dues)).toBeLessThanOrEqual(Date.now() + 182 * day);

    // Opting in keeps the secret: the subscribed URL goes on answering, now with names.
    expect((await call("PATCH", { includePatientNames: true })).body.includePatientNames).toBe(true);
    const named = await readFeed(made.secret);
    expect(named.body.appointments.every((a: Json) => typeof a.patientName === "string")).toBe(true);
  });

  it("rotates: a new secret invalidates the old one; revoking ends the feed", async () => {
    const { body: first } = await call("PUT", { includePatientNames: false });
    const { body: second } = await call("PUT", { includePatientNames: false });
    expect(second.secret).not.toBe(first.secret);
    expect((await readFeed(first.secret)).status).toBe(404);
    expect((await readFeed(second.secret)).status).toBe(200);
    expect((await call("DELETE")).status).toBe(204);
    expect((await readFeed(second.secret)).status).toBe(404);
    expect((await call("GET")).body.active).toBe(false);
    expect(store.calendarFeeds.all()).toEqual([]);
    // Nothing left to change or revoke.
    expect((await call("PATCH", { includePatientNames: true })).status).toBe(404);
    expect((await call("DELETE")).status).toBe(204);
    expect((await readFeed("not-a-secret")).status).toBe(404);
  });

  it("keeps every feed to its own performer", async () => {
    // An organization admin may not subscribe to anyone's calendar.
    expect((await call("GET", undefined, ADMIN)).status).toBe(403);
    expect((await call("PUT", { includePatientNames: true }, ADMIN)).status).toBe(403);
    // A bearer token is needed to manage one.
    const anonymous = await fetch(`${api.base}${feedPath()}`);
    expect(anonymous.status).toBe(401);
  });
});
