import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NETWORK_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { addDays, toWireDate, zonedDate } from "../../reference-api/time";
import type { Lane } from "../../reference-api/types";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's undo of a reschedule (spec part 1 §3 "Undo-reschedule item"): with
 * its batch remembered, the undo items sent are checked against it; without batch memory, the
 * items alone restore the lanes, their hosts and their appointments, and cannot be replayed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const ADMIN = "orgadmin@demo.test";

/** Two active lanes of the main organization with bookings, starting two or more days ahead. */
function lanesWithBookings(store: Store): Lane[] {
  const main = store.organizations.firstNamed(DEMO_NETWORK_NAME)!;
  const scope = new Set(store.organizations.scopeIds(main.id));
  const soon = addDays(new Date().toISOString().slice(0, 10), 2);
  return store.lanes
    .all()
    .filter(
      (l) =>
        l.status === "ACTIVE" &&
        scope.has(l.clinicId) &&
        l.startDate.slice(0, 10) >= soon &&
        store.tasks.ofLanes([l.id], "SCHEDULED").length > 0,
    )
    .slice(0, 2);
}

function itemsOf(lanes: Lane[], diff: number) {
  return lanes.map((l) => ({
    clinicAppointmentId: l.id,
    startDate: Date.parse(l.startDate),
    endDate: Date.parse(l.endDate),
    host: l.host,
    diff,
  }));
}

async function reschedule(api: ReferenceApi, lanes: Lane[], diff: number, hostId: string) {
  const store = api.store;
  const main = store.organizations.firstNamed(DEMO_NETWORK_NAME)!;
  const zone = store.organizations.byId(lanes[0]!.clinicId)!.timeZone;
  const day = zonedDate(new Date(lanes[0]!.startDate), zone);
  const { status, body } = (await api.call(
    ADMIN,
    "PUT",
    `/api/organizations/${main.id}/reschedule-clinic-appointments`,
    {
      clinicAppointmentIds: lanes.map((l) => l.id),
      host: hostId,
      dateString: toWireDate(addDays(day, diff)),
      diff,
    },
  )) as { status: number; body: Json };
  expect(status).toBe(200);
  return { main, batchId: body.batchId as string };
}

const otherHost = (store: Store, lanes: Lane[]) =>
  store.performers.all().find((p) => lanes.every((l) => l.host.id !== p.id))!;

describe("undoing a reschedule with its batch remembered", () => {
  let api: ReferenceApi;
  beforeAll(async () => {
    api = await startReferenceApi("reference-lane-undo-memory");
  }, 60_000);
  afterAll(() => api.stop());

  it("checks the undo items against the batch, restores it once, and refuses it twice", async () => {
    const lanes = lanesWithBookings(api.store).slice(0, 1);
    const before = lanes.map((l) => ({ ...l }));
    const { main, batchId } = await reschedule(api, lanes, 1, otherHost(api.store, lanes).id);
    const path = `/api/organizations/${main.id}/undo-reschedule-clinic-appointments/${batchId}`;
    const wrong = (await api.call(ADMIN, "PUT", path, itemsOf(before, 2))) as { status: number; body: Json };
    expect(wrong.status).toBe(422);
    expect(wrong.body.fieldErrors[0].field).toBe("items");
    expect((await api.call(ADMIN, "PUT", path, itemsOf(before, 1))).status).toBe(200);
    expect(api.store.lanes.byId(lanes[0]!.id)).toMatchObject({
      startDate: before[0]!.startDate,
      host: before[0]!.host,
    });
    expect((await api.call(ADMIN, "PUT", path, itemsOf(before, 1))).status).toBe(409);
  });
});

describe("undoing a reschedule without batch memory", () => {
  let api: ReferenceApi;
  beforeAll(async () => {
    api = await startReferenceApi("reference-lane-undo-items", { laneBatchMemory: false });
  }, 60_000);
  afterAll(() => api.stop());

  it("restores lanes, hosts and appointments from the items alone, and cannot be replayed", async () => {
    const store = api.store;
    const lanes = lanesWithBookings(store);
    expect(lanes).toHaveLength(2);
    const before = lanes.map((l) => ({ ...l, host: { ...l.host } }));
    const dues = new Map(store.tasks.ofLanes(lanes.map((l) => l.id)).map((t) => [t.id, t.dueDate]));
    const { main, batchId } = await reschedule(api, lanes, 3, otherHost(store, lanes).id);
    expect(store.lanes.allBatches().some((b) => b.batchId === batchId)).toBe(false);
    const path = `/api/organizations/${main.id}/undo-reschedule-clinic-appointments/${batchId}`;

    expect((await api.call(ADMIN, "PUT", path)).status).toBe(404);
    const done = (await api.call(ADMIN, "PUT", path, itemsOf(before, 3))) as { status: number; body: Json };
    expect(done).toEqual({ status: 200, body: { restored: 2 } });
    for (const lane of before) {
      expect(store.lanes.byId(lane.id)).toMatchObject({
        startDate: new Date(lane.startDate).toISOString(),
        endDate: new Date(lane.endDate).toISOString(),
        host: lane.host,
      });
    }
    for (const task of store.tasks.ofLanes(lanes.map((l) => l.id))) {
      expect(Date.parse(task.dueDate!)).toBe(Date.parse(dues.get(task.id)!));
    }

    const replay = (await api.call(ADMIN, "PUT", path, itemsOf(before, 3))) as { status: number; body: Json };
    expect(replay.status).toBe(422);
    expect(replay.body.fieldErrors.map((e: Json) => e.field)).toEqual([
      "items[0].startDate",
      "items[1].startDate",
    ]);
  });

  it("refuses malformed items and lanes of another organization, naming each", async () => {
    const main = api.store.organizations.firstNamed(DEMO_NETWORK_NAME)!;
    const path = `/api/organizations/${main.id}/undo-reschedule-clinic-appointments/unknown-batch`;
    const bad = (await api.call(ADMIN, "PUT", path, [
      { clinicAppointmentId: "", startDate: 10, endDate: 5, diff: 0.5 },
    ])) as { status: number; body: Json };
    expect(bad.status).toBe(422);
    expect(bad.body.fieldErrors.map((e: Json) => e.field)).toEqual([
      "items[0].clinicAppointmentId",
      "items[0].endDate",
      "items[0].diff",
    ]);
    const foreign = (await api.call(ADMIN, "PUT", path, [
      { clinicAppointmentId: "no-such-lane", startDate: 1, endDate: 2, host: null, diff: 0 },
    ])) as { status: number; body: Json };
    expect(foreign.body.fieldErrors[0].field).toBe("items[0].clinicAppointmentId");
  });
});
