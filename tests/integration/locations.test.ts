import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { locations } from "@contract/locations";
import { organizations } from "@contract/organizations";
import { PRIVILEGE } from "@contract/privileges";
import {
  action as deleteAction,
  loader as deleteLoader,
} from "~/routes/provider+/organizations+/$orgId.locations.$locationId.delete";
import {
  action as editAction,
  loader as editLoader,
} from "~/routes/provider+/organizations+/$orgId.locations.$locationId.edit";
import {
  action as addAction,
  loader as listLoader,
} from "~/routes/provider+/organizations+/$orgId.locations._index";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { answerOf, onCall } from "../mocks/contract";
import { server } from "../mocks/server";
import { contextFor, formRequest, statusOf } from "../support/context";
import { signedInCookie, staffAccount } from "../support/session";

/**
 * The locations tab (issue 40 item 3) against a faked upstream: "root" holds the location
 * "loc-1"; "elsewhere" is another tree. Every call is recorded with its body, so a refusal is
 * seen to call nothing and a write to send what was typed.
 */

const ORGS: Record<string, object> = {
  root: { id: "root", name: "North Network", parentOrganizationId: null, timeZone: "America/New_York" },
  elsewhere: { id: "elsewhere", name: "Harbor", parentOrganizationId: null },
};

const CLINIC = { id: "lt-clinic", code: "CLINIC", name: "Clinic" };
const SCHOOL = { id: "lt-school", code: "SCHOOL", name: "School" };
const CUSTOM = { id: "lt-77", code: "DRIVE_THROUGH", name: "Drive-through" };
const MAIN_SITE = {
  id: "loc-1",
  organizationId: "root",
  name: "Main site",
  locationType: CLINIC,
  address: {
    address1: "100 Main Street",
    address2: null,
    city: "Boston",
    state: "MA",
    zipcode: "02108",
    country: "United States",
  },
};

type Answer = "ok" | "422" | "500";

function fakeUpstream(answer: Answer = "ok") {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const record = async (request: Request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    if (request.method !== "GET" && request.method !== "DELETE") bodies.push(await request.json());
  };
  const refused = () =>
    answer === "422"
      ? HttpResponse.json(
          {
            code: "VALIDATION_FAILED",
            fieldErrors: [
              { field: "name", message: "A location with this name already exists" },
              { field: "address.zipcode", message: "zipcode must look like 12345 or 12345-6789" },
            ],
          },
          { status: 422 },
        )
      : HttpResponse.json({ code: "BOOM" }, { status: 500 });
  server.use(
    onCall(organizations.basicInfo, async ({ params, request }) => {
      await record(request);
      const org = ORGS[String(params.id)];
      return org ? answerOf(organizations.basicInfo, org as never) : HttpResponse.json({}, { status: 404 });
    }),
    onCall(locations.list, async ({ request }) => {
      await record(request);
      return answerOf(locations.list, [
        MAIN_SITE,
        { ...MAIN_SITE, id: "loc-2", name: "Pop-up", locationType: CUSTOM },
      ]);
    }),
    onCall(locations.types, async ({ request }) => {
      await record(request);
      return answerOf(locations.types, [CLINIC, SCHOOL, CUSTOM]);
    }),
    onCall(locations.create, async ({ request }) => {
      await record(request);
      return answer === "ok" ? answerOf(locations.create, { ...MAIN_SITE, id: "loc-3" }) : refused();
    }),
    onCall(locations.update, async ({ request }) => {
      await record(request);
      return answer === "ok" ? answerOf(locations.update, MAIN_SITE) : refused();
    }),
    onCall(locations.remove, async ({ request }) => {
      await record(request);
      return answer === "ok" ? new HttpResponse(null, { status: 204 }) : refused();
    }),
  );
  return { calls, bodies };
}

const admin: SessionAccount = {
  ...staffAccount,
  organizationId: "root",
  organizationName: "North Network",
  privilegeId: PRIVILEGE.ORGANIZATION_ADMIN,
};
const scheduler: SessionAccount = { ...admin, privilegeId: PRIVILEGE.SCHEDULER };

const cookie = (who: SessionAccount) => signedInCookie({ accessToken: "a", refreshToken: "r" }, who);

function get(url: string, params: Record<string, string>, who = admin) {
  const request = new Request(`http://app.test${url}`, { headers: { cookie: cookie(who) } });
  return { request, context: contextFor(request), params };
}

function post(url: string, fields: Record<string, string>, params: Record<string, string>, who = admin) {
  const request = formRequest(url, fields, { cookie: cookie(who) });
  return { request, context: contextFor(request), params };
}

interface Refused {
  data: { result: { error?: Record<string, string[]>; initialValue: Record<string, string> } };
  init: { status: number };
}

const base = "/provider/organizations/root/locations";
const root = { orgId: "root" };
const one = { orgId: "root", locationId: "loc-1" };
const typed = {
  name: "Lincoln Elementary gym",
  locationTypeId: "lt-school",
  address1: "19 Kenilworth Street",
  address2: "Gym entrance",
  city: "Roxbury",
  state: "MA",
  zipcode: "02119",
  country: "United States",
};

describe("the locations tab", () => {
  it("lists each location with its type in words and its address, and offers the types", async () => {
    const { calls } = fakeUpstream();
    const data = await listLoader(get(base, root));
    expect(data.locations).toEqual([
      { id: "loc-1", name: "Main site", type: "Clinic", address: "100 Main Street, Boston, MA 02108" },
      // A type the app has no words for keeps the upstream's name.
      { id: "loc-2", name: "Pop-up", type: "Drive-through", address: "100 Main Street, Boston, MA 02108" },
    ]);
    expect(data.types.map((t) => t.value)).toEqual(["lt-clinic", "lt-school", "lt-77"]);
    expect(calls).toContain("GET /api/organizations/root/locations");
    expect(calls).toContain("GET /api/locations/locationTypes");
  });

  it("adds a location, sending the address nested and the organization", async () => {
    const { calls, bodies } = fakeUpstream();
    const response = (await addAction(post(base, typed, root))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(base);
    expect(calls).toContain("POST /api/locations");
    expect(bodies).toEqual([
      {
        organizationId: "root",
        name: "Lincoln Elementary gym",
        locationTypeId: "lt-school",
        address: {
          address1: "19 Kenilworth Street",
          address2: "Gym entrance",
          city: "Roxbury",
          state: "MA",
          zipcode: "02119",
          country: "United States",
        },
      },
    ]);
  });

  it("refuses a form without a name or with a non-US ZIP code before any write, every value kept", async () => {
    const { calls } = fakeUpstream();
    const refused = (await addAction(
      post(base, { ...typed, name: " ", zipcode: "ABCDE", state: "ZZ" }, root),
    )) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error?.name).toEqual(["orgPages:locations.errors.nameRequired"]);
    expect(refused.data.result.error?.state).toEqual(["organizations:errors.state"]);
    expect(refused.data.result.error?.zipcode).toEqual(["organizations:errors.zipcodeUs"]);
    expect(refused.data.result.initialValue).toMatchObject({ city: "Roxbury", zipcode: "ABCDE" });
    expect(calls.filter((c) => !c.startsWith("GET"))).toEqual([]);
  });

  it("puts the upstream's 422 under the fields it names (address.zipcode under the ZIP code), values kept", async () => {
    fakeUpstream("422");
    const refused = (await addAction(post(base, typed, root))) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error?.name).toEqual(["A location with this name already exists"]);
    expect(refused.data.result.error?.zipcode).toEqual(["zipcode must look like 12345 or 12345-6789"]);
    expect(refused.data.result.initialValue).toMatchObject(typed);
  });

  it("edits a location of the organization, its form filled from the list", async () => {
    const { calls, bodies } = fakeUpstream();
    const page = await editLoader(get(`${base}/loc-1/edit`, one));
    expect(page.values).toMatchObject({ name: "Main site", locationTypeId: "lt-clinic", zipcode: "02108" });
    const response = (await editAction(
      post(`${base}/loc-1/edit`, { ...typed, name: "Main site" }, one),
    )) as Response;
    expect(response.status).toBe(303);
    expect(calls).toContain("PUT /api/locations/loc-1");
    expect(bodies).toEqual([expect.objectContaining({ name: "Main site", locationTypeId: "lt-school" })]);
  });

  it("keeps the typed values with the generic error when the upstream fails a change", async () => {
    fakeUpstream("500");
    const refused = (await editAction(post(`${base}/loc-1/edit`, typed, one))) as unknown as Refused;
    expect(refused.data.result.error?.[""]).toEqual(["common:errors.generic"]);
    expect(refused.data.result.initialValue).toMatchObject(typed);
  });

  it("asks before removing, removes on the post, and 404s a location of another organization", async () => {
    const { calls } = fakeUpstream();
    const confirmation = await deleteLoader(get(`${base}/loc-1/delete`, one));
    expect(confirmation).toMatchObject({
      name: "Main site",
      canDelete: true,
      address: "100 Main Street, Boston, MA 02108",
    });
    expect(calls).not.toContain("DELETE /api/locations/loc-1");
    expect(((await deleteAction(post("/x", {}, one))) as Response).status).toBe(303);
    expect(calls).toContain("DELETE /api/locations/loc-1");
    expect(await statusOf(() => deleteAction(post("/x", {}, { orgId: "root", locationId: "loc-9" })))).toBe(
      404,
    );
    expect(await statusOf(() => editLoader(get("/x", { orgId: "root", locationId: "loc-9" })))).toBe(404);
    expect(calls).not.toContain("DELETE /api/locations/loc-9");
  });

  it("answers 404 for an organization outside the tree and 403 without organizations.edit, calling nothing", async () => {
    const { calls } = fakeUpstream();
    const elsewhere = { orgId: "elsewhere" };
    const there = { orgId: "elsewhere", locationId: "loc-1" };
    expect(await statusOf(() => listLoader(get("/x", elsewhere)))).toBe(404);
    expect(await statusOf(() => addAction(post("/x", typed, elsewhere)))).toBe(404);
    expect(await statusOf(() => editLoader(get("/x", there)))).toBe(404);
    expect(await statusOf(() => editAction(post("/x", typed, there)))).toBe(404);
    expect(await statusOf(() => deleteAction(post("/x", {}, there)))).toBe(404);
    expect(await statusOf(() => addAction(post("/x", typed, root, scheduler)))).toBe(403);
    expect(await statusOf(() => deleteAction(post("/x", {}, one, scheduler)))).toBe(403);
    expect(calls).toEqual([]);
  });
});
