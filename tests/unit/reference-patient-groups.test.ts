import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NETWORK_NAME, SECOND_ORGANIZATION_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's patient groups (decision 027): an organization's groups with their
 * member counts and serving clinics, the analytics, the clinics serving a group, suggestions
 * nearest first, assigning and unassigning, and the scope of every call.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-patient-groups");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const main = () => store.organizations.firstNamed(DEMO_NETWORK_NAME)!;
const named = (name: string) => store.organizations.firstNamed(name)!;
const membersOf = (groupId: string) =>
  store.patients.all().filter((p) => !p.familyOf && p.organizations.includes(groupId));

describe("an organization's patient groups", () => {
  it("lists its GROUP organizations by name with their member counts and serving clinics, paged", async () => {
    const { status, body } = (await api.call(
      ADMIN,
      "GET",
      `/api/organizations/organizationPatientGroups/${main().id}?size=2`,
    )) as { status: number; body: Json };
    expect(status).toBe(200);
    expect(body.totalElements).toBe(3);
    expect(body.totalPages).toBe(2);
    expect(body.content.map((g: Json) => g.name)).toEqual(["Back Bay Employees", "Beacon Hill Seniors"]);
    const backBay = named("Back Bay Employees");
    expect(body.content[0]).toMatchObject({
      id: backBay.id,
      parentOrganizationId: main().id,
      city: "Boston",
      patientCount: membersOf(backBay.id).length,
      clinics: [
        { id: named("Lakeside Family Clinic").id, name: "Lakeside Family Clinic" },
        { id: named("Riverside Community Clinic").id, name: "Riverside Community Clinic" },
      ],
    });
    expect(body.content[0].patientCount).toBe(8);
    const second = (await api.call(
      ADMIN,
      "GET",
      `/api/organizations/organizationPatientGroups/${main().id}?size=2&page=1&name=youth`,
    )) as { body: Json };
    expect(second.body.totalElements).toBe(1);
  });

  it("lists a group's members through the organization's patient list", async () => {
    const group = named("Beacon Hill Seniors");
    const { body } = (await api.call(ADMIN, "GET", `/api/organizations/${group.id}/patients`)) as {
      body: Json;
    };
    expect(body.content.map((p: Json) => p.id).sort()).toEqual(
      membersOf(group.id)
        .map((p) => p.id)
        .sort(),
    );
    expect(body.totalElements).toBe(12);
  });

  it("answers the analytics: each group's members and how many have an appointment ahead", async () => {
    const { status, body } = (await api.call(
      ADMIN,
      "GET",
      `/api/organizations/${main().id}/patientgroups-analytics`,
    )) as { status: number; body: Json };
    expect(status).toBe(200);
    expect(body.groups.map((g: Json) => [g.name, g.patientCount])).toEqual([
      ["Beacon Hill Seniors", 12],
      ["Back Bay Employees", 8],
      ["Dallas Youth League", 6],
    ]);
    const now = new Date().toISOString();
    for (const figures of body.groups as Json[]) {
      const ahead = membersOf(figures.groupId).filter((p) =>
        store.tasks
          .all()
          .some(
            (t) =>
              t.patientId === p.id &&
              t.taskType === "APPOINTMENT" &&
              t.status === "SCHEDULED" &&
              (t.dueDate ?? "") >= now,
          ),
      );
      expect(figures.scheduledCount).toBe(ahead.length);
    }
  });
});

describe("the clinics serving a group", () => {
  it("suggests the organization's other clinics nearest first, assigns one and unassigns it", async () => {
    const group = named("Dallas Youth League");
    const suggestions = (await api.call(
      ADMIN,
      "GET",
      `/api/organizations/${group.id}/getClinicSuggestionsForPatientGroup`,
    )) as { body: Json };
    expect(suggestions.body).toHaveLength(5);
    expect(suggestions.body.slice(0, 2).map((c: Json) => c.name)).toEqual([
      "Lakeside Family Clinic",
      "Desert Valley Clinic",
    ]);
    const distances = suggestions.body.map((c: Json) => c.distanceKm as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(suggestions.body[0].distanceKm).toBeGreaterThan(1000);
    expect(suggestions.body[0].distanceKm).toBeLessThan(1400);

    const lakeside = named("Lakeside Family Clinic").id;
    const path = `/api/organizations/clinic-patient-groups/${group.id}`;
    const assigned = await api.call(ADMIN, "POST", path, { clinicId: lakeside });
    expect(assigned.status).toBe(201);
    expect(assigned.body).toMatchObject({ clinicId: lakeside, name: "Lakeside Family Clinic" });
    expect((await api.call(ADMIN, "POST", path, { clinicId: lakeside })).status).toBe(200);
    const serving = (await api.call(ADMIN, "GET", path)) as { body: Json };
    expect(serving.body.map((c: Json) => c.clinicId)).toEqual([lakeside]);
    const after = (await api.call(
      ADMIN,
      "GET",
      `/api/organizations/${group.id}/getClinicSuggestionsForPatientGroup?limit=1`,
    )) as { body: Json };
    expect(after.body.map((c: Json) => c.name)).toEqual(["Desert Valley Clinic"]);

    expect((await api.call(ADMIN, "DELETE", `${path}/${lakeside}`)).status).toBe(204);
    expect((await api.call(ADMIN, "DELETE", `${path}/${lakeside}`)).status).toBe(404);
    expect(((await api.call(ADMIN, "GET", path)) as { body: Json }).body).toEqual([]);
  });

  it("refuses a clinic outside the group's organization with a 422 naming the field", async () => {
    const group = named("Dallas Youth League");
    const pier = named("Pier Street Clinic").id;
    const answer = (await api.call(ADMIN, "POST", `/api/organizations/clinic-patient-groups/${group.id}`, {
      clinicId: pier,
    })) as { status: number; body: Json };
    expect(answer.status).toBe(422);
    expect(answer.body.fieldErrors[0].field).toBe("clinicId");
  });

  it("answers 404 for an organization that is not a group", async () => {
    const answer = await api.call(ADMIN, "GET", `/api/organizations/clinic-patient-groups/${main().id}`);
    expect(answer.status).toBe(404);
  });
});

describe("scope", () => {
  it("refuses another tree's groups and lets read-only roles read but not assign", async () => {
    const harborAdmin = "orgadmin@harbor.test";
    const seniors = named("Beacon Hill Seniors");
    expect(
      (await api.call(harborAdmin, "GET", `/api/organizations/clinic-patient-groups/${seniors.id}`)).status,
    ).toBe(403);
    expect(
      (await api.call(harborAdmin, "GET", `/api/organizations/organizationPatientGroups/${main().id}`))
        .status,
    ).toBe(403);
    const harbor = named(SECOND_ORGANIZATION_NAME);
    const own = (await api.call(
      harborAdmin,
      "GET",
      `/api/organizations/organizationPatientGroups/${harbor.id}`,
    )) as { body: Json };
    expect(own.body.content.map((g: Json) => g.name)).toEqual(["Seattle Dockworkers"]);
    const group = named("Beacon Hill Seniors");
    expect(
      (await api.call("scheduler@demo.test", "GET", `/api/organizations/clinic-patient-groups/${group.id}`))
        .status,
    ).toBe(200);
    expect(
      (
        await api.call(
          "scheduler@demo.test",
          "POST",
          `/api/organizations/clinic-patient-groups/${group.id}`,
          {
            clinicId: named("Lakeside Family Clinic").id,
          },
        )
      ).status,
    ).toBe(403);
  });
});

describe("the lanes ahead at a group's clinics", () => {
  it("answers the ACTIVE lanes not yet over at its serving clinics, soonest first, with booked places", async () => {
    const backBay = named("Back Bay Employees");
    const { status, body } = (await api.call(
      ADMIN,
      "GET",
      `/api/organizations/clinic-patient-groups/${backBay.id}/clinic-appointment?size=5`,
    )) as { status: number; body: Json };
    expect(status).toBe(200);
    // The same lanes picked in JavaScript from the store: the serving clinics' lanes ahead.
    const now = new Date().toISOString();
    const clinics = new Set(store.patientGroups.serving([backBay.id]).map((c) => c.clinicId));
    const expected = store.lanes
      .all()
      .filter((l) => clinics.has(l.clinicId) && l.status === "ACTIVE" && l.endDate > now)
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id))
      .slice(0, 5);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.map((l: Json) => l.id)).toEqual(expected.map((l) => l.id));
    const first = expected[0]!;
    expect(body[0]).toMatchObject({
      clinicId: first.clinicId,
      clinicName: store.organizations.byId(first.clinicId)!.name,
      capacity: first.capacity,
      booked: store.tasks.ofLanes([first.id]).filter((t) => t.status === "SCHEDULED").length,
    });
  });

  it("answers 404 for an organization that is no group and 403 for another tree's group", async () => {
    const clinic = named("Riverside Community Clinic");
    const notGroup = (await api.call(
      ADMIN,
      "GET",
      `/api/organizations/clinic-patient-groups/${clinic.id}/clinic-appointment`,
    )) as { status: number };
    expect(notGroup.status).toBe(404);
    const other = (await api.call(
      "orgadmin@harbor.test",
      "GET",
      `/api/organizations/clinic-patient-groups/${named("Back Bay Employees").id}/clinic-appointment`,
    )) as { status: number };
    expect(other.status).toBe(403);
  });
});
