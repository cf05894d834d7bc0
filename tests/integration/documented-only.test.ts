import { HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { discovery } from "@contract/discovery";
import { organizations } from "@contract/organizations";
import { patientRequests } from "@contract/patient-requests";
import { providers } from "@contract/providers";
import { orThrow } from "~/http/outcome.server";
import { loader as feedLoader } from "~/routes/_shell+/calendar-feed.$file";
import { loader as rootLoader } from "~/root";
import { upstream } from "~/upstream/client.server";
import { EXTENSION_IDS, forgetOffered } from "~/upstream/extensions.server";
import { getPatientRequest } from "~/upstream/patient-requests.server";
import { answerOf, onCall } from "../mocks/contract";
import { offeredExtensions } from "../mocks/discovery";
import { server } from "../mocks/server";
import { contextFor, testConfig } from "../support/context";
import { signedInCookie } from "../support/session";

/**
 * Issue 39 §3: the app asks the upstream which extension calls it answers and never makes one it
 * does not: the call answers "not offered", a page made of it says so (404), and the root data
 * names what is missing so that menus hide it.
 */

afterEach(() => forgetOffered());

function clientFor(setting: "probe" | "all" | "none" = "probe") {
  const request = new Request("http://app.test/provider", {
    headers: { cookie: signedInCookie({ accessToken: "at", refreshToken: "rt" }) },
  });
  const context = contextFor(request, testConfig({ UPSTREAM_EXTENSIONS: setting }));
  return { client: upstream(context, request), context, request };
}

/** Counts the discovery calls and the provider-list calls that reach the fake upstream. */
function answering(discoveryAnswer: () => Response) {
  const reached = { discovery: 0, providers: 0 };
  server.use(
    onCall(discovery.extensions, () => {
      reached.discovery += 1;
      return discoveryAnswer();
    }),
    onCall(providers.list, () => {
      reached.providers += 1;
      return answerOf(providers.list, {
        content: [],
        totalElements: 0,
        totalPages: 0,
        number: 0,
        size: 20,
      });
    }),
  );
  return reached;
}

const withoutProviderList = () =>
  answerOf(discovery.extensions, {
    extensions: offeredExtensions.filter((id) => id !== "providers.list"),
  });

describe("an upstream that names the extensions it answers", () => {
  it("is asked once; a missing extension is never called and answers not offered", async () => {
    const reached = answering(withoutProviderList);
    const { client } = clientFor();
    const first = await client.invoke(providers.list, { query: { organizationId: "org-1" } });
    const second = await client.invoke(providers.list, { query: { organizationId: "org-1" } });
    expect(first).toEqual({ ok: false, kind: "not-offered", status: 404 });
    expect(second).toEqual(first);
    expect(reached).toEqual({ discovery: 1, providers: 0 });
  });

  it("lets the extensions it names through", async () => {
    const reached = answering(() => answerOf(discovery.extensions, { extensions: offeredExtensions }));
    const { client } = clientFor();
    const result = await client.invoke(providers.list, { query: { organizationId: "org-1" } });
    expect(result.ok).toBe(true);
    expect(reached).toEqual({ discovery: 1, providers: 1 });
  });

  it("refuses a download or image by path the same way (client.fetch), without calling", async () => {
    answering(() =>
      answerOf(discovery.extensions, {
        extensions: offeredExtensions.filter((id) => id !== "organizations.picture"),
      }),
    );
    let pictures = 0;
    server.use(
      onCall(organizations.picture, () => {
        pictures += 1;
        return new HttpResponse("png", { headers: { "content-type": "image/png" } });
      }),
    );
    const { client } = clientFor();
    const response = await client.fetch("/api/organizations/org-1/picture");
    expect(response.status).toBe(404);
    expect(pictures).toBe(0);
  });

  it("makes a page of a missing extension a 404 that says the feature is not offered", async () => {
    answering(withoutProviderList);
    const { client, context } = clientFor();
    const result = await client.invoke(providers.list, { query: { organizationId: "org-1" } });
    let thrown: unknown;
    try {
      orThrow(result, context);
    } catch (error) {
      thrown = error;
    }
    const answer = thrown as { data: Record<string, unknown>; init: { status: number } };
    expect(answer.init.status).toBe(404);
    expect(answer.data).toMatchObject({ messageKey: "common:notOffered.body", notOffered: true });
  });

  it("puts what is missing in the root data, so menus hide it", async () => {
    answering(withoutProviderList);
    const { context, request } = clientFor();
    const data = (await rootLoader({ request, context, params: {} } as never)) as { notOffered: string[] };
    expect(data.notOffered).toEqual(["providers.list"]);
  });
});

describe("an upstream without the discovery call (the documented /api alone)", () => {
  it("offers no extension", async () => {
    const reached = answering(() => HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 }));
    const { client, context, request } = clientFor();
    expect((await client.invoke(providers.list, {})).ok).toBe(false);
    expect(reached.providers).toBe(0);
    const data = (await rootLoader({ request, context, params: {} } as never)) as { notOffered: string[] };
    expect([...data.notOffered].sort()).toEqual([...EXTENSION_IDS].sort());
  });

  it("answers a calendar program's feed read with 404, never calling the feed", async () => {
    answering(() => HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 }));
    let feeds = 0;
    server.use(onCall(providers.feed, () => ((feeds += 1), HttpResponse.json({}, { status: 500 }))));
    const file = "DocumentedOnlySecret0123456789.ics";
    const request = new Request(`http://app.test/calendar-feed/${file}`);
    const response = await feedLoader({
      request,
      context: contextFor(request, testConfig({ UPSTREAM_EXTENSIONS: "probe" })),
      params: { file },
    });
    expect(response.status).toBe(404);
    expect(feeds).toBe(0);
  });

  it("still finds a patient request, through the patient's requests", async () => {
    answering(() => HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 }));
    const request = (id: string) => ({
      id,
      organizationId: "org-1",
      patientId: "pat-1",
      patientName: "Ana Ruiz",
      requestType: "HOMEBOUND",
      status: "PENDING",
      requestedAt: "2026-12-01T10:00:00Z",
    });
    server.use(
      onCall(patientRequests.ofPatient, ({ params }) =>
        answerOf(
          patientRequests.ofPatient,
          params.id === "pat-1" ? [request("preq-1"), request("preq-2")] : [],
        ),
      ),
    );
    const { client } = clientFor();
    const found = await getPatientRequest(client, "preq-2", "pat-1");
    expect(found.ok && found.data.id).toBe("preq-2");
    const missing = await getPatientRequest(client, "preq-9", "pat-1");
    expect(missing).toMatchObject({ ok: false, status: 404 });
    // Without the patient the request cannot be found: the page answers its 404.
    expect(await getPatientRequest(client, "preq-2")).toMatchObject({ ok: false, kind: "not-offered" });
  });
});

describe("an upstream that cannot be asked", () => {
  it("is taken to offer everything for now, and asked again on the next call", async () => {
    const reached = answering(() => HttpResponse.json({ code: "DOWN" }, { status: 503 }));
    const { client } = clientFor();
    expect((await client.invoke(providers.list, { query: { organizationId: "org-1" } })).ok).toBe(true);
    expect((await client.invoke(providers.list, { query: { organizationId: "org-1" } })).ok).toBe(true);
    expect(reached).toEqual({ discovery: 2, providers: 2 });
  });
});

describe("UPSTREAM_EXTENSIONS", () => {
  it("none: no extension is called and the upstream is not asked", async () => {
    const reached = answering(withoutProviderList);
    const { client } = clientFor("none");
    expect(await client.invoke(providers.list, {})).toMatchObject({ kind: "not-offered" });
    expect(reached).toEqual({ discovery: 0, providers: 0 });
  });

  it("all: every extension is called and the upstream is not asked", async () => {
    const reached = answering(withoutProviderList);
    const { client } = clientFor("all");
    expect((await client.invoke(providers.list, { query: { organizationId: "org-1" } })).ok).toBe(true);
    expect(reached).toEqual({ discovery: 0, providers: 1 });
  });
});
