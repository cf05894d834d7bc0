import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLS } from "@contract/index";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Issue 39 §3: started with `--documented-only`, the reference upstream answers like a backend
 * that has only the documented `/api`: every extension call, the discovery call included, answers
 * 404, and the documented calls answer as before.
 */

const extensionIds = CALLS.filter((call) => "extension" in call.source).map((call) => call.id);

describe("the discovery call", () => {
  let api: ReferenceApi;
  beforeAll(async () => (api = await startReferenceApi("discovery")));
  afterAll(() => api.stop());

  it("names every extension of the contract, without a session", async () => {
    const response = await fetch(`${api.base}/api/extensions`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { extensions: string[] };
    expect([...body.extensions].sort()).toEqual([...extensionIds].sort());
  });
});

describe("documented-only", () => {
  let api: ReferenceApi;
  beforeAll(async () => (api = await startReferenceApi("documented-only", { documentedOnly: true })));
  afterAll(() => api.stop());

  it("answers 404 to the discovery call", async () => {
    expect((await fetch(`${api.base}/api/extensions`)).status).toBe(404);
  });

  it("answers 404 to extension reads and writes, signed in", async () => {
    const performers = await api.call("orgadmin@demo.test", "GET", "/api/performers?page=0&size=5");
    expect(performers.status).toBe(404);
    const plan = await api.call("orgadmin@demo.test", "POST", "/api/carePlans", { name: "x" });
    expect(plan.status).toBe(404);
    const notifications = await api.call("orgadmin@demo.test", "GET", "/api/notifications");
    expect(notifications.status).toBe(404);
  });

  it("answers the documented calls as before, literal paths beside extension ones included", async () => {
    const session = await api.call("orgadmin@demo.test", "GET", "/api/session/web");
    expect(session.status).toBe(200);
    const organizationId = (session.body as { organizationId: number }).organizationId;
    const organization = await api.call(
      "orgadmin@demo.test",
      "GET",
      `/api/organizations/${organizationId}/basicInfo`,
    );
    expect(organization.status).toBe(200);
    // The organization's picture is an extension below the same path: it alone answers 404.
    const picture = await api.call(
      "orgadmin@demo.test",
      "GET",
      `/api/organizations/${organizationId}/picture`,
    );
    expect(picture.status).toBe(404);
  });
});
