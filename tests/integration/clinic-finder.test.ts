import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { organizations } from "@contract/organizations";
import { loader } from "~/routes/_registration+/find-a-clinic";
import { server } from "../mocks/server";
import { answerOf, onCall, onCalls, pageOf } from "../mocks/contract";
import { contextFor } from "../support/context";
import { signedInCookie } from "../support/session";

/**
 * The public clinic finder (/find-a-clinic, issue 40 item 5): the search goes to `web` for the
 * first page and `web/next` for the others, without a token; a bad ZIP code comes back under the
 * field in our words with the value kept, before or after the upstream; an upstream failure is a
 * translated notice, never a 500.
 */

type Reply = { data: Awaited<ReturnType<typeof loader>>["data"]; init: { status?: number } | null };

let calls: Array<{ path: string; query: Record<string, string>; authorization: string | null }> = [];

const CLINIC = {
  id: "org-7",
  name: "Beacon Hill Health Center",
  timeZone: "America/New_York",
  address: { address1: "25 Charles Street", city: "Boston", state: "MA", zipcode: "02108" },
  distanceMiles: 0.28,
  today: "2031-05-20",
  hoursToday: { open: "07:00", close: "19:00" },
  hoursOfOperation: [],
  nextOpenSlot: "2031-05-20T13:15:00.000Z",
  services: [{ id: "1", name: "COVID-19 Vaccine" }],
};

beforeEach(() => {
  calls = [];
  server.use(
    ...onCalls(
      (entry) => entry === organizations.publicClinics || entry === organizations.publicClinicsNext,
      ({ request }) => {
        const url = new URL(request.url);
        calls.push({
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          authorization: request.headers.get("authorization"),
        });
        const page = Number(url.searchParams.get("page") ?? 0);
        return answerOf(organizations.publicClinics, {
          ...pageOf(page === 0 ? [CLINIC] : [{ ...CLINIC, id: "org-8", name: "Riverside Community Clinic" }]),
          totalElements: 6,
          totalPages: 2,
          number: page,
          size: 5,
        });
      },
    ),
  );
});

async function find(query: string, cookie?: string): Promise<Reply> {
  const request = new Request(`http://app.test/find-a-clinic${query}`, { headers: cookie ? { cookie } : {} });
  return (await loader({ request, context: contextFor(request), params: {} })) as unknown as Reply;
}

describe("the public clinic finder", () => {
  it("shows the form alone, with the public services, before any search", async () => {
    const reply = await find("");
    expect(reply.data.found).toBeNull();
    expect(reply.data.services.map((s) => s.label)).toContain("Flu Shot");
    expect(reply.data.defaults.miles).toBe("50");
    expect(calls).toEqual([]);
  });

  it("searches without a token, even for a signed-in visitor, and shows distance, hours and the next slot", async () => {
    const cookie = signedInCookie({ accessToken: "secret-token", refreshToken: "r" });
    const reply = await find("?zip=02108&serviceTypeId=1&miles=25", cookie);
    expect(calls).toEqual([
      {
        path: "/api/organizations/publicClinics/web",
        query: { zip: "02108", serviceTypeId: "1", miles: "25", size: "5" },
        authorization: null,
      },
    ]);
    const clinic = reply.data.found!.clinics[0]!;
    expect(clinic).toMatchObject({
      name: "Beacon Hill Health Center",
      distance: "0.3 mi",
      address: "25 Charles Street, Boston, MA 02108",
      hoursToday: { open: "7:00 AM", close: "7:00 PM" },
      services: ["COVID-19 Vaccine"],
    });
    expect(clinic.nextSlot).toMatchObject({ instant: "2031-05-20T13:15:00.000Z" });
    expect(clinic.nextSlot!.text).toContain("9:15");
    expect(reply.data.found!.moreHref).toBe("/find-a-clinic?zip=02108&serviceTypeId=1&miles=25&page=1");
  });

  it("asks web/next for a following page and links back to the first", async () => {
    const reply = await find("?zip=02108&miles=50&page=1");
    expect(calls.map((c) => [c.path, c.query.page])).toEqual([
      ["/api/organizations/publicClinics/web/next", "1"],
    ]);
    expect(reply.data.found!.clinics.map((c) => c.name)).toEqual(["Riverside Community Clinic"]);
    expect(reply.data.found!.from).toBe(6);
    expect(reply.data.found!.moreHref).toBeNull();
    expect(reply.data.found!.firstHref).toBe("/find-a-clinic?zip=02108&miles=50");
  });

  it("says a malformed ZIP code next to the field, keeps it, and asks the upstream nothing", async () => {
    for (const zip of ["21", "abcde", ""]) {
      const reply = await find(`?zip=${zip}&miles=10`);
      expect(reply.init?.status).toBe(400);
      const result = reply.data.result!;
      expect(result.error?.zip?.[0]).toMatch(/^clinicFinder:errors\.zip(Invalid|Required)$/);
      // An empty field is absent from conform's values; anything typed comes back as typed.
      expect(result.initialValue).toMatchObject(zip ? { zip, miles: "10" } : { miles: "10" });
    }
    expect((await find("?zip=02108&miles=7")).data.result!.error?.miles).toEqual([
      "clinicFinder:errors.milesInvalid",
    ]);
    expect(calls).toEqual([]);
  });

  it("puts the upstream's refusal of a ZIP code it cannot place under the field, in our words", async () => {
    server.use(
      onCall(organizations.publicClinics, () =>
        HttpResponse.json({ fieldErrors: [{ field: "zip", message: "Unknown ZIP code" }] }, { status: 422 }),
      ),
    );
    const reply = await find("?zip=99999");
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result!.error?.zip).toEqual(["clinicFinder:errors.zipUnknown"]);
    expect(reply.data.result!.initialValue).toMatchObject({ zip: "99999" });
    expect(reply.data.found).toBeNull();
  });

  it("says the search failed, keeps the form, and is no 500 when the upstream fails", async () => {
    server.use(onCall(organizations.publicClinics, () => HttpResponse.json({}, { status: 500 })));
    const reply = await find("?zip=02108");
    expect(reply.init?.status).toBe(502);
    expect(reply.data.failed).toBe(true);
    expect(reply.data.found).toBeNull();
    expect(reply.data.result!.initialValue).toMatchObject({ zip: "02108" });
  });
});
