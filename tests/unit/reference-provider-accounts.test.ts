import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePassword } from "~/domain/passwords";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * A provider's sign-in account made by staff (issue 23; decision 038's addendum): the e-mail
 * check, the account made with a generated password, and the new account signing in with it.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
const HARBOR = "orgadmin@harbor.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-provider-accounts");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const mainId = () => store.organizations.all().find((o) => o.name === "Demo Health Network")!.id;
const call = (method: string, url: string, json?: unknown, who = ADMIN) =>
  api.call(who, method, url, json) as Promise<{ status: number; body: Json }>;

async function newProvider(name: string) {
  const created = await call("POST", "/api/performers", {
    name,
    organizationId: mainId(),
    licenceType: "Registered Nurse",
    specialties: [],
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

const signIn = (username: string, password: string) =>
  fetch(`${api.base}/api/accounts/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", client_id: "public", username, password }),
  });

describe("a provider's account", () => {
  it("says whether an e-mail is taken, case aside", async () => {
    expect((await call("GET", "/api/accounts/exist?email=PROVIDER@demo.test")).body).toEqual({
      exists: true,
    });
    expect((await call("GET", "/api/accounts/exist?email=nobody@demo.test")).body).toEqual({ exists: false });
    const bad = await call("GET", "/api/accounts/exist?email=not-an-email");
    expect(bad.status).toBe(422);
    expect(bad.body.fieldErrors[0].field).toBe("email");
  });

  it("is made with a generated password, and the provider signs in with it", async () => {
    const performerId = await newProvider("Rosa Quinn");
    const password = generatePassword();
    const created = await call("POST", "/api/accounts", {
      email: "rosa.quinn@demo.test",
      password,
      performerId,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      accountId: expect.any(String),
      email: "rosa.quinn@demo.test",
      username: "rosa.quinn@demo.test",
      performerId,
    });
    expect(JSON.stringify(created.body)).not.toContain(password);
    const response = await signIn("rosa.quinn@demo.test", password);
    expect(response.status).toBe(200);
    const token = ((await response.json()) as { access_token: string }).access_token;
    const session = await fetch(`${api.base}/api/session/web`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await session.json()).toMatchObject({ isPerformer: true, firstName: "Rosa", lastName: "Quinn" });
    const provider = await call("GET", `/api/performers/${performerId}`);
    expect(provider.body.isAccount).toBe(true);
    expect((await signIn("rosa.quinn@demo.test", `${password}x`)).status).toBe(401);
  });

  it("refuses a used e-mail, a weak password and a provider who has one, on their fields", async () => {
    const performerId = await newProvider("Sam Ortiz");
    const refused = await call("POST", "/api/accounts", {
      email: "provider@demo.test",
      password: "short",
      performerId,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors.map((e: Json) => e.field)).toEqual(["email", "password"]);
    const first = await call("POST", "/api/accounts", {
      email: "sam.ortiz@demo.test",
      password: generatePassword(),
      performerId,
    });
    expect(first.status).toBe(201);
    const again = await call("POST", "/api/accounts", {
      email: "sam.ortiz2@demo.test",
      password: generatePassword(),
      performerId,
    });
    expect(again.body.fieldErrors.map((e: Json) => e.field)).toEqual(["performerId"]);
  });

  it("is made only for a provider in the caller's tree", async () => {
    const performerId = await newProvider("Lee Park");
    const other = await call(
      "POST",
      "/api/accounts",
      { email: "lee.park@demo.test", password: generatePassword(), performerId },
      HARBOR,
    );
    expect(other.status).toBe(403);
    expect(
      (await call("GET", "/api/accounts/exist?email=lee.park@demo.test", undefined, "patient@demo.test"))
        .status,
    ).toBe(403);
  });
});

describe("serviceProviders", () => {
  it("answers a page with the list's search when asked for one, and the plain array otherwise", async () => {
    const plain = await call(
      "GET",
      `/api/performers/serviceProviders?organizationId=${mainId()}&serviceTypeId=1`,
    );
    expect(Array.isArray(plain.body)).toBe(true);
    expect(plain.body.length).toBeGreaterThan(0);
    const name = (plain.body[0].name as string).split(" ").at(-1)!.toLowerCase();
    const paged = await call(
      "GET",
      `/api/performers/serviceProviders?organizationId=${mainId()}&serviceTypeId=1&name=${name}&page=0&size=1`,
    );
    expect(paged.body.content).toHaveLength(1);
    expect(paged.body.content[0].name.toLowerCase()).toContain(name);
    expect(paged.body.totalElements).toBeLessThanOrEqual(plain.body.length);
  });
});
