import { delay, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import {
  action as approvalAction,
  loader as approvalLoader,
} from "~/routes/provider+/organizations+/$orgId.approval";
import {
  action as deleteAction,
  loader as deleteLoader,
} from "~/routes/provider+/organizations+/$orgId.delete";
import { action as editAction, loader as editLoader } from "~/routes/provider+/organizations+/$orgId.edit";
import { action as pictureAction } from "~/routes/provider+/organizations+/$orgId.picture";
import { loader as pictureImageLoader } from "~/routes/provider+/organizations+/$orgId.picture_.image";
import { action as newAction, loader as newLoader } from "~/routes/provider+/organizations+/new";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { server } from "../mocks/server";
import { contextFor, formRequest, statusOf, testConfig } from "../support/context";
import { multipartImage, png } from "../support/images";
import { signedInCookie, staffAccount } from "../support/session";
import { answerOf, onCall, type JsonAnswer } from "../mocks/contract";
import { organizations } from "@contract/organizations";
import { masterData } from "@contract/master-data";

/**
 * Creating, editing and deleting organizations, the address search, the clinic id, the approval
 * status and the picture's delete (decision 030) against a faked upstream and geocoder:
 * root → north → clinic; "elsewhere" is another tree. Every call is recorded.
 */
const ORGS: Record<string, JsonAnswer<typeof organizations.basicInfo>> = {
  root: { id: "root", name: "North Network", type: "PROVIDER COMPANY", parentOrganizationId: null },
  north: {
    id: "north",
    name: "Demo North",
    type: "FACILITY",
    parentOrganizationId: "root",
    timeZone: "America/New_York",
    approvalStatus: "PENDING",
    employerId: "12-1",
    businessLicenseNumber: "BL-1",
    address: {
      address1: "20 North Avenue",
      city: "Cambridge",
      state: "MA",
      zipcode: "02139",
      country: "United States",
      gpsLatitude: 42.3656,
      gpsLongitude: -71.1032,
    },
    departments: [{ id: "dep-1", name: "Vaccination" }],
  },
  clinic: {
    id: "clinic",
    name: "River Clinic",
    type: "CLINIC",
    parentOrganizationId: "north",
    timeZone: "America/New_York",
    clinicId: "RIV-1",
  },
  elsewhere: { id: "elsewhere", name: "Harbor", type: "PROVIDER COMPANY", parentOrganizationId: null },
};
const CHILDREN: Record<string, string[]> = { root: ["north"], north: ["clinic"] };

type Answer = { status: number; body?: unknown };
/** The fake upstream; `answers` overrides a call (by "METHOD last-segment") with a status and body. */
function fakeUpstream(answers: Record<string, Answer> = {}) {
  const calls: string[] = [];
  const answer = (key: string, fallback: () => Response) => {
    const given = answers[key];
    return given ? HttpResponse.json(given.body ?? {}, { status: given.status }) : fallback();
  };
  server.use(
    onCall(organizations.branches, ({ params }) => {
      const content = (CHILDREN[String(params.id)] ?? []).map((id) => ORGS[id]!);
      return answerOf(organizations.branches, {
        content,
        totalElements: content.length,
        totalPages: 1,
        number: 0,
        size: 100,
      });
    }),
    onCall(organizations.basicInfo, ({ params, request }) => {
      calls.push(`GET ${new URL(request.url).pathname}`);
      const org = ORGS[String(params.id)];
      return org
        ? answerOf(organizations.basicInfo, org)
        : HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    }),
    onCall(organizations.summaryCounts, () =>
      answer("GET summary-counts", () => answerOf(organizations.summaryCounts, { patientCount: 0 })),
    ),
    onCall(organizations.approvalHistory, () =>
      answerOf(organizations.approvalHistory, {
        approvalStatus: "PENDING",
        allowed: ["CONFIRMED", "DENIED"],
        changes: [],
      }),
    ),
    onCall(organizations.create, async ({ request }) => {
      calls.push(`POST /api/organizations ${JSON.stringify(await request.json())}`);
      return answer("POST create", () => answerOf(organizations.create, { id: "org-new", name: "x" }));
    }),
    onCall(organizations.update, async ({ request }) => {
      calls.push(`PUT ${new URL(request.url).pathname} ${JSON.stringify(await request.json())}`);
      return answer("PUT update", () => HttpResponse.json({}));
    }),
    onCall(organizations.remove, ({ request }) => {
      calls.push(`DELETE ${new URL(request.url).pathname}`);
      return answer("DELETE organization", () => new HttpResponse(null, { status: 204 }));
    }),
    onCall(organizations.updateClinicId, async ({ request }) => {
      calls.push(`PUT ${new URL(request.url).pathname} ${JSON.stringify(await request.json())}`);
      return answer("PUT clinicId", () => HttpResponse.json({}));
    }),
    onCall(organizations.approvalStatus, async ({ request }) => {
      calls.push(`POST ${new URL(request.url).pathname} ${JSON.stringify(await request.json())}`);
      return answer("POST approvalStatus", () => HttpResponse.json({}));
    }),
    onCall(organizations.deletePicture, ({ request }) => {
      calls.push(`DELETE ${new URL(request.url).pathname}`);
      return new HttpResponse(null, { status: 204 });
    }),
    onCall(organizations.uploadPicture, ({ request }) => {
      calls.push(`POST ${new URL(request.url).pathname}`);
      return answer("POST picture", () =>
        HttpResponse.json({ id: "north", bytes: 10, contentType: "image/png" }),
      );
    }),
    onCall(organizations.geocode, async ({ request }) => {
      const q = new URL(request.url).searchParams.get("q") ?? "";
      calls.push(`GEOCODE ${q}`);
      if (answers.geocoderSlow) await delay(500);
      if (answers.geocoder) return HttpResponse.json({}, { status: answers.geocoder.status });
      // Not answerOf: the geocoder answers lat/lon as strings (Nominatim does), which the schema
      // coerces to numbers; its input type says number.
      return HttpResponse.json(
        q.startsWith("12 River Street")
          ? [{ lat: "42.3601000", lon: "-71.0589000", display_name: "12 River Street, Boston" }]
          : [],
      );
    }),
  );
  return calls;
}

const admin: SessionAccount = {
  ...staffAccount,
  organizationId: "root",
  organizationName: "North Network",
  privilegeId: PRIVILEGE.ORGANIZATION_ADMIN,
};
const superAdmin: SessionAccount = { ...admin, privilegeId: PRIVILEGE.SUPER_ADMIN };
const scheduler: SessionAccount = { ...admin, privilegeId: PRIVILEGE.SCHEDULER };

const cookieOf = (who: SessionAccount) => signedInCookie({ accessToken: "a", refreshToken: "r" }, who);
function get(url: string, params: Record<string, string> = {}, who: SessionAccount = admin) {
  const request = new Request(`http://app.test${url}`, { headers: { cookie: cookieOf(who) } });
  return { request, context: contextFor(request), params };
}
function post(url: string, fields: Record<string, string>, params: Record<string, string> = {}, who = admin) {
  const request = formRequest(url, fields, { cookie: cookieOf(who) });
  return { request, context: contextFor(request), params };
}

const FORM = {
  name: "Harbor Branch",
  type: "FACILITY",
  employerId: "12-3456789",
  businessLicenseNumber: "BL-778",
  country: "United States",
  departments: "dep-1",
  address1: "12 River Street",
  city: "Boston",
  state: "MA",
  zipcode: "02114",
  timeZone: "America/Chicago",
  isOpen: "on",
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = any;
async function replyOf(run: Promise<unknown>): Promise<{ status: number; data: Reply }> {
  const value = (await run) as { init?: { status?: number }; data?: unknown } | Response;
  if (value instanceof Response) return { status: value.status, data: null };
  return { status: value.init?.status ?? 200, data: value.data };
}

describe("a new organization", () => {
  it("offers the parent's departments and the time zones Eastern, Central, Mountain, Pacific first", async () => {
    fakeUpstream();
    const data = await newLoader(get("/provider/organizations/new?parent=north"));
    expect(data.parent).toEqual({ id: "north", name: "Demo North" });
    expect(data.departments).toEqual([{ value: "dep-1", label: "Vaccination" }]);
    expect(data.timeZones.slice(0, 4).map((z) => z.value)).toEqual([
      "America/New_York",
      "America/Chicago",
      "America/Phoenix",
      "America/Los_Angeles",
    ]);
    expect(data.timeZones[0]!.label).toBe("Eastern Time — New York");
  });

  it("keeps a root organization for a role that manages roots", async () => {
    fakeUpstream();
    expect(await statusOf(() => newLoader(get("/provider/organizations/new")))).toBe(403);
    expect(await statusOf(() => newLoader(get("/provider/organizations/new", {}, superAdmin)))).toBe(200);
  });

  it("creates it under the parent with the address nested, and goes to its page", async () => {
    const calls = fakeUpstream();
    const response = (await newAction(
      post("/provider/organizations/new?parent=north", {
        ...FORM,
        gpsLatitude: "42.36",
        gpsLongitude: "-71.05",
      }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/organizations/org-new");
    const sent = JSON.parse(calls.find((c) => c.startsWith("POST /api/organizations"))!.slice(24));
    expect(sent).toMatchObject({
      name: "Harbor Branch",
      parentOrganizationId: "north",
      departments: [{ id: "dep-1", name: "Vaccination" }],
      address: { address1: "12 River Street", city: "Boston", gpsLatitude: 42.36, gpsLongitude: -71.05 },
      isOpen: true,
      isHeadquarter: false,
      vaccine: null,
    });
  });

  it("refuses a form without employer ID (400, values kept) before calling the upstream", async () => {
    const calls = fakeUpstream();
    const { status, data } = await replyOf(
      newAction(post("/provider/organizations/new?parent=north", { ...FORM, employerId: "" })),
    );
    expect(status).toBe(400);
    expect(data.result.error.employerId).toEqual(["organizations:errors.employerId"]);
    expect(data.result.initialValue.name).toBe("Harbor Branch");
    expect(calls.filter((c) => c.startsWith("POST"))).toEqual([]);
  });

  it("puts an upstream 422 on its fields, nested names included, with the values kept", async () => {
    fakeUpstream({
      "POST create": {
        status: 422,
        body: {
          fieldErrors: [
            { field: "name", message: "Organization 'Harbor Branch' already exists" },
            { field: "address.city", message: "Unknown city" },
          ],
        },
      },
    });
    const { status, data } = await replyOf(newAction(post("/provider/organizations/new?parent=north", FORM)));
    expect(status).toBe(400);
    expect(data.result.error.name).toEqual(["Organization 'Harbor Branch' already exists"]);
    expect(data.result.error.city).toEqual(["Unknown city"]);
    expect(data.result.initialValue.address1).toBe("12 River Street");
  });

  it("keeps every value and says so when the upstream fails (500)", async () => {
    fakeUpstream({ "POST create": { status: 500 } });
    const { status, data } = await replyOf(newAction(post("/provider/organizations/new?parent=north", FORM)));
    expect(status).toBe(400);
    expect(data.result.error[""]).toEqual(["common:save.failed"]);
    expect(data.result.initialValue).toMatchObject({ name: "Harbor Branch", employerId: "12-3456789" });
  });

  it("refuses a role without organizations.edit (403) and a parent outside the tree (404), calling nothing", async () => {
    const calls = fakeUpstream();
    expect(
      await statusOf(() => newAction(post("/provider/organizations/new?parent=north", FORM, {}, scheduler))),
    ).toBe(403);
    expect(await statusOf(() => newAction(post("/provider/organizations/new?parent=elsewhere", FORM)))).toBe(
      404,
    );
    expect(calls).toEqual([]);
  });
});

describe("the address search", () => {
  it("finds the address, keeps the typed values and fills the coordinates and the map link", async () => {
    const calls = fakeUpstream();
    const { status, data } = await replyOf(
      newAction(
        post("/provider/organizations/new?parent=north", { ...FORM, employerId: "", intent: "search" }),
      ),
    );
    expect(status).toBe(200);
    expect(calls).toContain("GEOCODE 12 River Street, Boston, MA 02114, United States");
    expect(calls.filter((c) => c.startsWith("POST"))).toEqual([]);
    expect(data.coordinates).toEqual({
      latitude: 42.3601,
      longitude: -71.0589,
      mapHref: "https://www.openstreetmap.org/?mlat=42.36010&mlon=-71.05890#map=16/42.36010/-71.05890",
    });
    expect(data.found).toBe("12 River Street, Boston");
    expect(data.result.initialValue).toMatchObject({
      name: "Harbor Branch",
      employerId: "",
      gpsLatitude: "42.3601",
    });
    expect(data.result.error).toBeUndefined();
  });

  it("says a miss next to the address, and a geocoder failure likewise, never a 500", async () => {
    fakeUpstream();
    const miss = await replyOf(
      newAction(
        post("/provider/organizations/new?parent=north", {
          ...FORM,
          address1: "1 Nowhere Plaza",
          intent: "search",
        }),
      ),
    );
    expect(miss.data.result.error).toEqual({ address1: ["organizations:address.notFound"] });
    expect(miss.data.result.initialValue.address1).toBe("1 Nowhere Plaza");
    fakeUpstream({ geocoder: { status: 500 } });
    const failed = await replyOf(
      newAction(post("/provider/organizations/new?parent=north", { ...FORM, intent: "search" })),
    );
    expect(failed.data.result.error).toEqual({ address1: ["organizations:address.searchFailed"] });
  });
});

describe("editing an organization", () => {
  it("shows its values, coordinates and its own and its parent's departments", async () => {
    fakeUpstream();
    const data = await editLoader(get("/provider/organizations/north/edit", { orgId: "north" }));
    expect(data.defaults).toMatchObject({
      name: "Demo North",
      employerId: "12-1",
      departments: ["dep-1"],
      city: "Cambridge",
    });
    expect(data.coordinates?.latitude).toBe(42.3656);
    expect(data.parentName).toBe("North Network");
  });

  it("offers master data's manufacturers as a clinic's vaccine, and keeps the clinic's own", async () => {
    fakeUpstream();
    server.use(
      onCall(organizations.basicInfo, () =>
        answerOf(organizations.basicInfo, { ...ORGS.clinic!, vaccine: "Novavax" }),
      ),
      onCall(masterData.list, ({ request }) =>
        new URL(request.url).searchParams.get("type") === "MANUFACTURE"
          ? answerOf(masterData.list, {
              content: [
                { id: "md-1", name: "Pfizer" },
                { id: "md-2", name: "Bavarian Nordic" },
              ],
              totalElements: 2,
              totalPages: 1,
              number: 0,
              size: 1000,
            })
          : HttpResponse.json({}, { status: 422 }),
      ),
    );
    const data = await editLoader(get("/provider/organizations/clinic/edit", { orgId: "clinic" }));
    expect(data.vaccines).toEqual([
      { value: "Pfizer", label: "Pfizer" },
      { value: "Bavarian Nordic", label: "Bavarian Nordic" },
      { value: "Novavax", label: "Novavax" },
    ]);
    expect(data.defaults.vaccine).toBe("Novavax");
    const fresh = await newLoader(get("/provider/organizations/new?parent=north"));
    expect(fresh.vaccines.map((v) => v.value)).toEqual(["Pfizer", "Bavarian Nordic"]);
  });

  it("saves with PUT and keeps the parent", async () => {
    const calls = fakeUpstream();
    const response = (await editAction(
      post("/provider/organizations/north/edit", FORM, { orgId: "north" }),
    )) as Response;
    expect(response.status).toBe(303);
    const sent = calls.find((c) => c.startsWith("PUT /api/organizations/north "))!;
    expect(JSON.parse(sent.slice("PUT /api/organizations/north ".length))).toMatchObject({
      parentOrganizationId: "root",
    });
  });

  it("updates a clinic's id, and puts a refusal under the field", async () => {
    const calls = fakeUpstream();
    const done = (await editAction(
      post("/x", { intent: "clinicId", clinicId: "RIV-2" }, { orgId: "clinic" }),
    )) as Response;
    expect(done.status).toBe(303);
    expect(calls).toContain('PUT /api/organizations/clinic/update-clinicId {"clinicId":"RIV-2"}');
    fakeUpstream({
      "PUT clinicId": {
        status: 422,
        body: { fieldErrors: [{ field: "clinicId", message: "Clinic id 'RIV-2' is already in use" }] },
      },
    });
    const refused = await replyOf(
      editAction(post("/x", { intent: "clinicId", clinicId: "RIV-2" }, { orgId: "clinic" })),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.clinicIdResult.error.clinicId).toEqual(["Clinic id 'RIV-2' is already in use"]);
    expect(refused.data.result).toBeUndefined();
  });

  it("answers 404 outside the tree and 403 to a scheduler, before any call", async () => {
    const calls = fakeUpstream();
    expect(await statusOf(() => editLoader(get("/x", { orgId: "elsewhere" })))).toBe(404);
    expect(await statusOf(() => editAction(post("/x", FORM, { orgId: "elsewhere" })))).toBe(404);
    expect(await statusOf(() => editAction(post("/x", FORM, { orgId: "north" }, scheduler)))).toBe(403);
    expect(calls).toEqual([]);
  });
});

describe("deleting an organization", () => {
  it("says why it cannot go yet: its clinics", async () => {
    fakeUpstream();
    const data = await deleteLoader(get("/provider/organizations/north/delete", { orgId: "north" }));
    expect(data.canDelete).toBe(false);
    expect(data.reasons).toEqual(["Clinics under it: 1"]);
  });

  it("shows the upstream's refusal in our words, and goes to the parent once deleted", async () => {
    fakeUpstream({
      "DELETE organization": {
        status: 409,
        body: { code: "HAS_PATIENTS", message: "The organization still has 3 patients" },
      },
    });
    const refused = await replyOf(deleteAction(post("/x", {}, { orgId: "clinic" })));
    expect(refused.status).toBe(409);
    expect(refused.data.message).toBe("organizations:delete.refused.HAS_PATIENTS");
    fakeUpstream();
    const done = (await deleteAction(post("/x", {}, { orgId: "clinic" }))) as Response;
    expect(done.headers.get("location")).toBe("/provider/organizations/north");
  });

  it("keeps a root's delete for a role that manages roots, and answers 404 outside the tree", async () => {
    const calls = fakeUpstream();
    expect(await statusOf(() => deleteAction(post("/x", {}, { orgId: "root" })))).toBe(403);
    expect(await statusOf(() => deleteAction(post("/x", {}, { orgId: "elsewhere" })))).toBe(404);
    expect(calls.filter((c) => c.startsWith("DELETE"))).toEqual([]);
  });
});

describe("the approval status", () => {
  it("shows where the status may go", async () => {
    fakeUpstream();
    const data = await approvalLoader(get("/x", { orgId: "north" }));
    expect(data.allowed).toEqual(["CONFIRMED", "DENIED"]);
  });

  it("changes it, and puts a refused transition under the field in our words", async () => {
    const calls = fakeUpstream();
    const done = (await approvalAction(
      post("/x", { approvalStatus: "CONFIRMED" }, { orgId: "north" }),
    )) as Response;
    expect(done.status).toBe(303);
    expect(calls).toContain('POST /api/organizations/north/approvalStatus {"approvalStatus":"CONFIRMED"}');
    fakeUpstream({
      "POST approvalStatus": { status: 409, body: { code: "TRANSITION_NOT_ALLOWED", message: "no" } },
    });
    const refused = await replyOf(
      approvalAction(post("/x", { approvalStatus: "NO EVENTS ADDED" }, { orgId: "north" })),
    );
    expect(refused.status).toBe(409);
    expect(refused.data.result.error.approvalStatus).toEqual([
      'organizations:approval.refused::{"from":"PENDING","to":"NO_EVENTS_ADDED"}',
    ]);
  });

  it("maps a 422 onto the reason and a 500 onto the form, values kept", async () => {
    fakeUpstream({
      "POST approvalStatus": {
        status: 422,
        body: { fieldErrors: [{ field: "reason", message: "A denial needs a reason" }] },
      },
    });
    const missing = await replyOf(
      approvalAction(post("/x", { approvalStatus: "DENIED" }, { orgId: "north" })),
    );
    expect(missing.data.result.error.reason).toEqual(["A denial needs a reason"]);
    fakeUpstream({ "POST approvalStatus": { status: 500 } });
    const failed = await replyOf(
      approvalAction(post("/x", { approvalStatus: "DENIED", reason: "Incomplete" }, { orgId: "north" })),
    );
    expect(failed.data.result.error[""]).toEqual(["organizations:approval.failed"]);
    expect(failed.data.result.initialValue.reason).toBe("Incomplete");
  });

  it("answers 403 to a scheduler and 404 outside the tree", async () => {
    fakeUpstream();
    expect(
      await statusOf(() =>
        approvalAction(post("/x", { approvalStatus: "CONFIRMED" }, { orgId: "north" }, scheduler)),
      ),
    ).toBe(403);
    expect(
      await statusOf(() =>
        approvalAction(post("/x", { approvalStatus: "CONFIRMED" }, { orgId: "elsewhere" })),
      ),
    ).toBe(404);
  });
});

describe("the organization's picture", () => {
  it("deletes it on request and says so", async () => {
    const calls = fakeUpstream();
    const response = (await pictureAction(post("/x", { intent: "delete" }, { orgId: "north" }))) as Response;
    expect(response.headers.get("location")).toBe("/provider/organizations/north/picture");
    expect(calls).toContain("DELETE /api/organizations/north/picture");
  });

  it("uploads a checked image, puts the upstream's refusal under the file, and refuses a scheduler and another tree", async () => {
    const calls = fakeUpstream();
    const upload = (orgId: string, who = admin) => {
      const request = multipartImage(
        `http://app.test/provider/organizations/${orgId}/picture`,
        { bytes: png(200, 200), name: "logo.png", type: "image/png" },
        { cookie: cookieOf(who) },
      );
      return { request, context: contextFor(request), params: { orgId } };
    };
    const done = (await pictureAction(upload("north"))) as Response;
    expect(done.status).toBe(303);
    expect(calls).toContain("POST /api/organizations/north/picture");
    fakeUpstream({
      "POST picture": {
        status: 422,
        body: { fieldErrors: [{ field: "file", message: "An image file is required" }] },
      },
    });
    const refused = await replyOf(pictureAction(upload("north")));
    expect(refused.status).toBe(400);
    expect(refused.data.result.error.file).toEqual(["An image file is required"]);
    const none = fakeUpstream();
    expect(await statusOf(() => pictureAction(upload("north", scheduler)))).toBe(403);
    expect(await statusOf(() => pictureAction(upload("elsewhere")))).toBe(404);
    expect(none).toEqual([]);
  });
});

describe("the organization's picture, shown", () => {
  it("streams the upstream's image for a reader of the organization, kept for good when versioned", async () => {
    fakeUpstream();
    server.use(
      onCall(organizations.picture, ({ params }) =>
        params.id === "north"
          ? new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { "content-type": "image/png" } })
          : HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 }),
      ),
    );
    const shown = (await pictureImageLoader(
      get("/provider/organizations/north/picture/image?v=1", { orgId: "north" }),
    )) as Response;
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/png");
    expect(shown.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect([...new Uint8Array(await shown.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    const none = (await pictureImageLoader(
      get("/provider/organizations/root/picture/image", { orgId: "root" }),
    )) as Response;
    expect(none.status).toBe(404);
    expect(await statusOf(() => pictureImageLoader(get("/x", { orgId: "elsewhere" })))).toBe(404);
  });
});

describe("a geocoder that does not answer in time", () => {
  it("is a message next to the address, never an error page", async () => {
    fakeUpstream({ geocoderSlow: { status: 200 } });
    const request = formRequest(
      "/provider/organizations/new?parent=north",
      { ...FORM, intent: "search" },
      { cookie: cookieOf(admin) },
    );
    const context = contextFor(request, testConfig({ GEOCODER_TIMEOUT_MS: "50" }));
    const { status, data } = await replyOf(newAction({ request, context, params: {} }));
    expect(status).toBe(200);
    expect(data.result.error).toEqual({ address1: ["organizations:address.searchFailed"] });
    expect(data.result.initialValue.name).toBe("Harbor Branch");
  });
});
