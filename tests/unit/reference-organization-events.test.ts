import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSchoolFixture } from "../../reference-api/routes/test-hooks";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's organization event writes (issue 40): a school's event waits in
 * PENDING and shows in its parents' pending view, another organization's goes to triage, changes
 * keep the status, a cancel takes it off every view, field refusals, and the tree's access.
 */

let api: ReferenceApi;
let store: Store;
let school: ReturnType<typeof createSchoolFixture>;
const ADMIN = "orgadmin@demo.test";
const SCHEDULER = "scheduler@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-organization-events");
  store = api.store;
  school = createSchoolFixture(store, "refevents");
}, 60_000);
afterAll(() => api.stop());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function body(overrides: Record<string, unknown> = {}) {
  return {
    name: "Spring flu clinic",
    eventDate: inDays(30),
    startTime: "09:00",
    endTime: "12:00",
    expectedParticipants: 120,
    location: "Gym, 5 School Street",
    services: ["Flu", "MMR"],
    note: "Bring consent forms",
    ...overrides,
  };
}

const call = async (who: string, method: string, url: string, json?: unknown) =>
  (await api.call(who, method, url, json)) as { status: number; body: Json };
const ids = (events: Json[]) => events.map((e: Json) => e.id);

describe("a school's event", () => {
  it("is made PENDING, asked for by the school, and shows in the school's and its parents' pending views", async () => {
    const made = await call(
      school.username,
      "POST",
      `/api/organizations/${school.schoolId}/appointment`,
      body(),
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      organizationId: school.schoolId,
      status: "PENDING",
      requesterName: school.name,
      requesterType: "SCHOOL",
      startTime: "09:00",
      endTime: "12:00",
      expectedParticipants: 120,
      services: ["Flu", "MMR"],
      note: "Bring consent forms",
    });
    const id = made.body.id as string;
    for (const [who, org] of [
      [school.username, school.schoolId],
      [ADMIN, school.parentId],
    ] as const) {
      const pending = await call(
        who,
        "GET",
        `/api/organizations/${org}/communitygroup-and-school-pending-events`,
      );
      expect(ids(pending.body)).toContain(id);
    }
    const triage = await call(ADMIN, "GET", `/api/organizations/${school.parentId}/triage-events`);
    expect(ids(triage.body)).not.toContain(id);
  });

  it("is changed by its parent's admin and keeps its status; then cancelled, it is in no view", async () => {
    const { body: made } = await call(
      school.username,
      "POST",
      `/api/organizations/${school.schoolId}/appointment`,
      body({ name: "Autumn clinic" }),
    );
    const changed = await call(
      ADMIN,
      "PUT",
      `/api/organizations/${school.parentId}/appointment/${made.id}`,
      body({ name: "Autumn clinic", startTime: "10:30", endTime: "14:00", services: ["COVID"], note: "" }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      status: "PENDING",
      startTime: "10:30",
      endTime: "14:00",
      services: ["COVID"],
      note: null,
    });
    expect(store.organizationPages.event(made.id)).toMatchObject({
      startTime: "10:30",
      organizationId: school.schoolId,
    });

    const cancelled = await call(
      school.username,
      "DELETE",
      `/api/organizations/${school.schoolId}/appointment/${made.id}`,
    );
    expect(cancelled.status).toBe(204);
    expect(store.organizationPages.event(made.id)).toBeUndefined();
    const pending = await call(
      ADMIN,
      "GET",
      `/api/organizations/${school.parentId}/communitygroup-and-school-pending-events`,
    );
    expect(ids(pending.body)).not.toContain(made.id);
    const again = await call(
      school.username,
      "DELETE",
      `/api/organizations/${school.schoolId}/appointment/${made.id}`,
    );
    expect(again.status).toBe(404);
  });
});

describe("another organization's event", () => {
  it("goes to triage, asked for by the organization itself", async () => {
    const north = school.parentId;
    const made = await call(
      ADMIN,
      "POST",
      `/api/organizations/${north}/appointment`,
      body({ name: "Staff boosters" }),
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: "TRIAGE", requesterType: "FACILITY" });
    const triage = await call(ADMIN, "GET", `/api/organizations/${north}/triage-events`);
    expect(ids(triage.body)).toContain(made.body.id);
  });
});

describe("refusals", () => {
  it("answers 422 under each field: a day not ahead, the end before the start, missing text, no service", async () => {
    const refused = await call(
      school.username,
      "POST",
      `/api/organizations/${school.schoolId}/appointment`,
      body({
        name: "  ",
        location: "",
        eventDate: inDays(-1),
        startTime: "13:00",
        endTime: "12:00",
        services: [],
      }),
    );
    expect(refused.status).toBe(422);
    const fields = (refused.body.fieldErrors as Json[]).map((e: Json) => e.field).sort();
    expect(fields).toEqual(["endTime", "eventDate", "location", "name", "services"]);
    expect(refused.body.fieldErrors.find((e: Json) => e.field === "eventDate").message).toMatch(/future/);
    expect(refused.body.fieldErrors.find((e: Json) => e.field === "endTime").message).toMatch(/after/);
  });

  it("refuses today (the holder's calendar) and a service the vocabulary does not name", async () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
    const onToday = await call(
      school.username,
      "POST",
      `/api/organizations/${school.schoolId}/appointment`,
      body({ eventDate: today }),
    );
    expect(onToday.status).toBe(422);
    const unknown = await call(
      school.username,
      "POST",
      `/api/organizations/${school.schoolId}/appointment`,
      body({ services: ["Polio"] }),
    );
    expect(unknown.status).toBe(422);
  });
});

describe("access by the organization tree", () => {
  it("answers 404 for an event outside the tree in the path, and refuses an organization outside the account's tree", async () => {
    const { body: made } = await call(
      school.username,
      "POST",
      `/api/organizations/${school.schoolId}/appointment`,
      body({ name: "Tree test" }),
    );
    const south = store.organizations.firstNamed("Demo Health South")!;
    // The network admin may edit at South, but the school's event is not in South's tree.
    const outside = await call(ADMIN, "PUT", `/api/organizations/${south.id}/appointment/${made.id}`, body());
    expect(outside.status).toBe(404);
    // The school's admin may not write at its parent.
    const above = await call(
      school.username,
      "POST",
      `/api/organizations/${school.parentId}/appointment`,
      body(),
    );
    expect([403, 404]).toContain(above.status);
    // A role without organizations.edit may not make one anywhere.
    const scheduler = await call(
      SCHEDULER,
      "POST",
      `/api/organizations/${school.schoolId}/appointment`,
      body(),
    );
    expect(scheduler.status).toBe(403);
    expect(store.organizationPages.event(made.id)).toMatchObject({ name: "Tree test" });
  });
});
