import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clinicsOf } from "../../reference-api/organizations/routes";
import { DEMO_NETWORK_NAME, SECOND_ORGANIZATION_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { addDays, toWireDate, zonedDate } from "../../reference-api/time";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's clinics analytics, scheduling counts and active clinics (decision
 * 033). Its SQL counts are checked against the same counts made in JavaScript over the store's
 * lanes and tasks, each lane on its clinic's calendar day.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-clinic-analytics");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const main = () => store.organizations.firstNamed(DEMO_NETWORK_NAME)!;
const today = new Date().toISOString().slice(0, 10);
const from = addDays(today, -7);
const to = addDays(today, 7);
const range = `startDate=${encodeURIComponent(toWireDate(from))}&endDate=${encodeURIComponent(toWireDate(to))}`;

/** Lanes of a clinic on its own calendar days in [first, last]. */
function lanesOn(clinicId: string, timeZone: string, first: string, last: string) {
  return store.lanes.all().filter((l) => {
    if (l.clinicId !== clinicId) return false;
    const day = zonedDate(new Date(l.startDate), timeZone);
    return day >= first && day <= last;
  });
}

describe("clinics analytics", () => {
  it("counts each clinic of the tree in SQL as JavaScript counts it", async () => {
    const { status, body } = (await api.call(
      ADMIN,
      "GET",
      `/api/organizations/${main().id}/clinics-analytics?${range}`,
    )) as { status: number; body: Json };
    expect(status).toBe(200);
    const clinics = clinicsOf(store, main().id).sort((a, b) => a.name.localeCompare(b.name));
    expect(body.map((r: Json) => r.clinicId)).toEqual(clinics.map((c) => c.id));
    for (const clinic of clinics) {
      const lanes = lanesOn(clinic.id, clinic.timeZone, from, to);
      const active = lanes.filter((l) => l.status === "ACTIVE");
      const tasks = store.tasks.ofLanes(lanes.map((l) => l.id));
      const count = (status: string) => tasks.filter((t) => t.status === status).length;
      expect(body.find((r: Json) => r.clinicId === clinic.id)).toEqual({
        clinicId: clinic.id,
        name: clinic.name,
        timeZone: clinic.timeZone,
        lanes: active.length,
        capacity: active.reduce((sum, l) => sum + l.capacity, 0),
        scheduled: count("SCHEDULED"),
        completed: count("COMPLETED"),
        cancelled: count("CANCELLED"),
        missed: count("MISSED"),
      });
    }
    // The seed books into these days, so the comparison is not of zeros.
    expect(body.reduce((sum: number, r: Json) => sum + r.lanes, 0)).toBeGreaterThan(0);
    expect(body.reduce((sum: number, r: Json) => sum + r.scheduled, 0)).toBeGreaterThan(0);
  });

  it("puts bookings on their lane's day and adds the tree's clinics up", async () => {
    const { body } = (await api.call(
      ADMIN,
      "GET",
      `/api/lanes/scheduling-counts?organizationId=${main().id}&${range}`,
    )) as { body: Json };
    const analytics = (await api.call(
      ADMIN,
      "GET",
      `/api/organizations/${main().id}/clinics-analytics?${range}`,
    )) as { body: Json };
    const sum = (rows: Json[], key: string) => rows.reduce((total: number, r: Json) => total + r[key], 0);
    for (const key of ["scheduled", "completed", "cancelled", "missed"]) {
      expect(sum(body, key)).toBe(sum(analytics.body, key));
    }
    const dates = body.map((d: Json) => d.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d: string) => /^\d{2}\/\d{2}\/\d{4}$/.test(d))).toBe(true);
  });

  it("lists the clinics with an active lane today, with their first start and last end", async () => {
    const { body } = (await api.call(
      ADMIN,
      "GET",
      `/api/lanes/active-clinics?organizationId=${main().id}&date=${encodeURIComponent(toWireDate(today))}`,
    )) as { body: Json };
    const expected = clinicsOf(store, main().id).flatMap((clinic) => {
      const lanes = lanesOn(clinic.id, clinic.timeZone, today, today).filter((l) => l.status === "ACTIVE");
      if (!lanes.length) return [];
      const starts = lanes.map((l) => l.startDate).sort();
      const ends = lanes.map((l) => l.endDate).sort();
      return [{ clinicId: clinic.id, lanes: lanes.length, firstStart: starts[0], lastEnd: ends.at(-1) }];
    });
    expect(
      body
        .map((c: Json) => ({
          clinicId: c.clinicId,
          lanes: c.lanes,
          firstStart: c.firstStart,
          lastEnd: c.lastEnd,
        }))
        .sort((a: Json, b: Json) => a.clinicId.localeCompare(b.clinicId)),
    ).toEqual(expected.sort((a, b) => a.clinicId.localeCompare(b.clinicId)));
  });

  it("refuses a range that is not dates, runs backwards or is longer than 92 days", async () => {
    const call = (query: string) =>
      api.call(ADMIN, "GET", `/api/organizations/${main().id}/clinics-analytics?${query}`) as Promise<{
        status: number;
        body: Json;
      }>;
    const bad = await call("startDate=2026-01-01&endDate=01/02/2026");
    expect(bad.status).toBe(422);
    expect(bad.body.fieldErrors.map((e: Json) => e.field)).toEqual(["startDate"]);
    const backwards = await call("startDate=01/05/2026&endDate=01/02/2026");
    expect(backwards.body.fieldErrors.map((e: Json) => e.field)).toEqual(["endDate"]);
    expect((await call("startDate=01/01/2026&endDate=04/02/2026")).status).toBe(200);
    expect((await call("startDate=01/01/2026&endDate=04/03/2026")).status).toBe(422);
  });

  it("counts only inside the caller's tree", async () => {
    // The main organization's accounts read every tree; another tree's admin reads only its own.
    const HARBOR_ADMIN = "orgadmin@harbor.test";
    const harbor = store.organizations.firstNamed(SECOND_ORGANIZATION_NAME)!;
    const own = (await api.call(
      HARBOR_ADMIN,
      "GET",
      `/api/organizations/${harbor.id}/clinics-analytics?${range}`,
    )) as {
      status: number;
    };
    expect(own.status).toBe(200);
    for (const url of [
      `/api/organizations/${main().id}/clinics-analytics?${range}`,
      `/api/lanes/scheduling-counts?organizationId=${main().id}&${range}`,
      `/api/lanes/active-clinics?organizationId=${main().id}&date=${encodeURIComponent(toWireDate(today))}`,
    ]) {
      expect(((await api.call(HARBOR_ADMIN, "GET", url)) as { status: number }).status).toBe(403);
    }
  });
});

describe("clinic operations (issue 40 item 2)", () => {
  const get = (who: string, url: string) =>
    api.call(who, "GET", url) as Promise<{ status: number; body: Json }>;
  const vaccineTypeOf = () =>
    new Map(
      store.patientArea
        .serviceTypes()
        .map((s) => [s.id, (s.attributes as { vaccineType?: string }).vaccineType]),
    );

  it("counts each clinic's vaccinations by vaccine type and status in SQL as JavaScript counts them", async () => {
    const { status, body } = await get(
      ADMIN,
      `/api/organizations/clinics-vaccination-status/with-date-range/${main().id}?${range}`,
    );
    expect(status).toBe(200);
    const types = vaccineTypeOf();
    const clinics = clinicsOf(store, main().id).sort((a, b) => a.name.localeCompare(b.name));
    expect(body.map((r: Json) => r.clinicId)).toEqual(clinics.map((c) => c.id));
    let vaccinated = 0;
    for (const clinic of clinics) {
      const lanes = lanesOn(clinic.id, clinic.timeZone, from, to).filter((l) => types.get(l.serviceTypeId));
      const expected = new Map<string, Record<string, number>>();
      for (const task of store.tasks.ofLanes(lanes.map((l) => l.id))) {
        const lane = lanes.find((l) => l.id === task.clinicAppointmentId)!;
        const type = types.get(lane.serviceTypeId)!;
        const counts = expected.get(type) ?? { vaccinated: 0, scheduled: 0, missed: 0, cancelled: 0 };
        const key = {
          COMPLETED: "vaccinated",
          SCHEDULED: "scheduled",
          MISSED: "missed",
          CANCELLED: "cancelled",
        }[task.status as string];
        if (key) counts[key]! += 1;
        expected.set(type, counts);
      }
      const row = body.find((r: Json) => r.clinicId === clinic.id);
      const answered = new Map(row.vaccines.map((v: Json) => [v.vaccineType, v]));
      expect(answered.size).toBe(expected.size);
      for (const [type, counts] of expected) {
        expect(answered.get(type)).toEqual({ vaccineType: type, ...counts });
        vaccinated += counts.vaccinated! + counts.scheduled!;
      }
    }
    // The seed books vaccine lanes in these days, so the comparison is not of zeros.
    expect(vaccinated).toBeGreaterThan(0);
  });

  it("adds the tree's clinics up in aggregated-stats, and every clinic in its all-clinics variant", async () => {
    const stats = await get(ADMIN, `/api/lanes/aggregated-stats?organizationId=${main().id}&${range}`);
    const perClinic = await get(ADMIN, `/api/organizations/${main().id}/clinics-analytics?${range}`);
    const sum = (rows: Json[], key: string) => rows.reduce((total: number, r: Json) => total + r[key], 0);
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      clinics: perClinic.body.length,
      activeClinics: perClinic.body.filter((r: Json) => r.lanes > 0).length,
      lanes: sum(perClinic.body, "lanes"),
      capacity: sum(perClinic.body, "capacity"),
      scheduled: sum(perClinic.body, "scheduled"),
      completed: sum(perClinic.body, "completed"),
      cancelled: sum(perClinic.body, "cancelled"),
      missed: sum(perClinic.body, "missed"),
    });
    expect(stats.body.lanes).toBeGreaterThan(0);

    const all = await get("superadmin@demo.test", `/api/lanes/all-clinics/aggregated-stats?${range}`);
    expect(all.status).toBe(200);
    const everyClinic = store.organizations.all().filter((o) => o.type === "CLINIC").length;
    expect(all.body.clinics).toBe(everyClinic);
    // Harbor's clinics are counted too, so every figure is at least the demo tree's.
    expect(all.body.clinics).toBeGreaterThan(stats.body.clinics);
    for (const key of ["lanes", "capacity", "scheduled", "completed"]) {
      expect(all.body[key]).toBeGreaterThanOrEqual(stats.body[key]);
    }
  });

  it("counts each clinic's active lanes ahead and the appointments booked into them", async () => {
    const { status, body } = await get(ADMIN, `/api/organizations/${main().id}/clinic-appointment-counts`);
    expect(status).toBe(200);
    const now = new Date().toISOString();
    for (const clinic of clinicsOf(store, main().id)) {
      const lanes = store.lanes
        .all()
        .filter((l) => l.clinicId === clinic.id && l.status === "ACTIVE" && l.endDate > now);
      const booked = store.tasks.ofLanes(lanes.map((l) => l.id)).filter((t) => t.status === "SCHEDULED");
      expect(body.find((r: Json) => r.clinicId === clinic.id)).toEqual({
        clinicId: clinic.id,
        upcomingLanes: lanes.length,
        upcomingAppointments: booked.length,
      });
    }
    expect(body.reduce((n: number, r: Json) => n + r.upcomingAppointments, 0)).toBeGreaterThan(0);
  });

  it("keeps another tree's figures and every clinic's from an admin of one tree", async () => {
    const HARBOR_ADMIN = "orgadmin@harbor.test";
    const harbor = store.organizations.firstNamed(SECOND_ORGANIZATION_NAME)!;
    expect(
      (await get(HARBOR_ADMIN, `/api/lanes/aggregated-stats?organizationId=${harbor.id}&${range}`)).status,
    ).toBe(200);
    for (const url of [
      `/api/organizations/clinics-vaccination-status/with-date-range/${main().id}?${range}`,
      `/api/lanes/aggregated-stats?organizationId=${main().id}&${range}`,
      `/api/organizations/${main().id}/clinic-appointment-counts`,
      `/api/lanes/all-clinics/aggregated-stats?${range}`,
    ]) {
      expect((await get(HARBOR_ADMIN, url)).status).toBe(403);
    }
    // Every clinic is only for an account whose scope is everywhere, not the demo tree's own admin.
    expect((await get(ADMIN, `/api/lanes/all-clinics/aggregated-stats?${range}`)).status).toBe(403);
    const bad = await get(
      "superadmin@demo.test",
      "/api/lanes/all-clinics/aggregated-stats?startDate=01/05/2026&endDate=01/02/2026",
    );
    expect(bad.status).toBe(422);
    expect(bad.body.fieldErrors.map((e: Json) => e.field)).toEqual(["endDate"]);
  });
});

describe("clinics whose pod type is mobile vaccine service", () => {
  const mobileUrl = (orgId: string) =>
    `/api/organizations/clinics/pod-type/mobile-vaccine-service?organizationId=${orgId}`;

  it("answers the tree's mobile clinics found in SQL, as the organizations' own pod types say", async () => {
    const { status, body } = (await api.call(ADMIN, "GET", mobileUrl(main().id))) as {
      status: number;
      body: Json;
    };
    expect(status).toBe(200);
    const expected = clinicsOf(store, main().id)
      .filter((c) => c.podType === "MOBILE_VACCINE_SERVICE")
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(expected.map((c) => c.name)).toEqual(["Lakeside Family Clinic"]);
    expect(body).toEqual(
      expected.map((c) => ({
        id: c.id,
        name: c.name,
        podType: "MOBILE_VACCINE_SERVICE",
        timeZone: c.timeZone,
        address: { city: c.address.city, state: c.address.state },
      })),
    );
  });

  it("answers none for a tree without one, and refuses a tree outside the account's", async () => {
    const north = store.organizations.firstNamed("Demo Health North")!;
    const none = (await api.call(ADMIN, "GET", mobileUrl(north.id))) as { status: number; body: Json };
    expect(none).toMatchObject({ status: 200, body: [] });
    const other = (await api.call("orgadmin@harbor.test", "GET", mobileUrl(main().id))) as { status: number };
    expect(other.status).toBe(403);
  });
});
