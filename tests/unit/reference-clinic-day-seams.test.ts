import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NETWORK_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { addDays, toWireDate, zonedDate } from "../../reference-api/time";
import type { Lane } from "../../reference-api/types";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * What one call refuses, every call refuses (issue 38): a signed-off clinic day keeps its lanes
 * whether the change comes from the clinic's day (decision 032) or the lanes page's mass actions
 * and undos (decision 007, 036); hours that would close a day with booked lanes name them before
 * they are saved; a deleted note leaves no text in any feed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const ADMIN = "orgadmin@demo.test";
const COORDINATOR = "coordinator@demo.test";

let api: ReferenceApi;
let store: Store;

beforeAll(async () => {
  api = await startReferenceApi("reference-clinic-day-seams");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const main = () => store.organizations.firstNamed(DEMO_NETWORK_NAME)!;
const zoneOf = (lane: Lane) => store.organizations.byId(lane.clinicId)!.timeZone;
const dayOf = (lane: Lane) => zonedDate(new Date(lane.startDate), zoneOf(lane));

/** The active lanes with bookings of one of the network's clinics, `from` days ahead or later, by start. */
function bookedLanes(clinicName: string, from = 2): Lane[] {
  const clinic = store.organizations.firstNamed(clinicName)!;
  const soon = addDays(zonedDate(new Date(), clinic.timeZone), from);
  return store.lanes
    .all()
    .filter(
      (l) =>
        l.clinicId === clinic.id &&
        l.status === "ACTIVE" &&
        dayOf(l) >= soon &&
        store.tasks.ofLanes([l.id], "SCHEDULED").length > 0,
    )
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

async function signOff(lane: Lane, day = dayOf(lane)) {
  const done = await api.call(ADMIN, "PUT", `/api/organizations/${lane.clinicId}/clinic-day-sign-off`, {
    date: toWireDate(day),
  });
  expect(done.status).toBe(200);
}

const call = (method: string, path: string, body?: unknown) =>
  api.call(ADMIN, method, `/api/organizations/${main().id}/${path}`, body) as Promise<{
    status: number;
    body: Json;
  }>;

function expectSignedOff(answer: { status: number; body: Json }, field: string) {
  expect(answer.status).toBe(422);
  expect(answer.body.fieldErrors).toEqual([{ field, message: expect.stringMatching(/is signed off/) }]);
}

describe("a signed-off day, whichever call asks", () => {
  it("refuses the lanes page's update, cancel and message of its lanes, changing nothing", async () => {
    const [lane] = bookedLanes("Riverside Community Clinic", 3);
    const before = { ...store.lanes.byId(lane!.id)! };
    const messages = store.lanes.allMessages().length;
    await signOff(lane!);
    const host = store.performers.all().find((p) => p.id !== lane!.host.id)!;
    const ids = [lane!.id];

    expectSignedOff(
      await call("PUT", "reschedule-clinic-appointments", { clinicAppointmentIds: ids, host: host.id }),
      "clinicAppointmentIds",
    );
    expectSignedOff(
      await call("PUT", "cancel-clinic-appointments", {
        clinicAppointmentIds: ids,
        cancellationReason: "Bad Weather",
      }),
      "clinicAppointmentIds",
    );
    expectSignedOff(
      await call("PUT", "notify-clinic-appointment-patients", { clinicAppointmentIds: ids, message: "Hi" }),
      "clinicAppointmentIds",
    );
    expect(store.lanes.byId(lane!.id)).toEqual(before);
    expect(store.lanes.allMessages()).toHaveLength(messages);
  });

  it("refuses a reschedule into a signed-off day, and undos that would leave or enter one", async () => {
    const lanes = bookedLanes("Lakeside Family Clinic", 3);
    const [moving, target] = [lanes[0]!, lanes.find((l) => dayOf(l) > dayOf(lanes[0]!))!];
    await signOff(target);
    const into = await call("PUT", "reschedule-clinic-appointments", {
      clinicAppointmentIds: [moving.id],
      dateString: toWireDate(dayOf(target)),
    });
    expectSignedOff(into, "dateString");
    expect(store.lanes.byId(moving.id)!.startDate).toBe(moving.startDate);

    // A move made before the new day was signed off cannot be undone after.
    const later = addDays(dayOf(target), 2);
    const moved = await call("PUT", "reschedule-clinic-appointments", {
      clinicAppointmentIds: [moving.id],
      dateString: toWireDate(later),
    });
    expect(moved.status).toBe(200);
    await signOff(moving, later);
    const startNow = store.lanes.byId(moving.id)!.startDate;
    expectSignedOff(await call("PUT", `undo-reschedule-clinic-appointments/${moved.body.batchId}`), "items");
    expect(store.lanes.byId(moving.id)!.startDate).toBe(startNow);

    // A cancel undone after its day was signed off stays cancelled.
    const other = lanes.find((l) => dayOf(l) !== dayOf(target) && l.id !== moving.id)!;
    const cancelled = await call("PUT", "cancel-clinic-appointments", {
      clinicAppointmentIds: [other.id],
      cancellationReason: "Bad Weather",
    });
    expect(cancelled.status).toBe(200);
    await signOff(other);
    expectSignedOff(
      await call("PUT", "undo-cancel-clinic-appointments", { clinicAppointmentIds: [other.id] }),
      "clinicAppointmentIds",
    );
    expect(store.lanes.byId(other.id)!.status).toBe("CANCELLED");
  });
});

describe("hours that close a day with booked lanes", () => {
  it("names the lanes and patients without saving, and saves when confirmed", async () => {
    const clinic = store.organizations.firstNamed("Desert Valley Clinic")!;
    const lane = bookedLanes("Desert Valley Clinic")[0]!;
    const weekday = new Date(`${dayOf(lane)}T12:00:00Z`).getUTCDay();
    const open = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ weekday: d, open: "07:00", close: "19:00" }));
    const path = `/api/schedule/${clinic.id}/regular`;
    expect((await api.call(ADMIN, "POST", path, { days: open })).status).toBe(200);

    const closing = open.map((d) => (d.weekday === weekday ? { weekday, open: null, close: null } : d));
    const warned = (await api.call(ADMIN, "POST", path, { days: closing })) as { status: number; body: Json };
    expect(warned.status).toBe(409);
    expect(warned.body.code).toBe("CLOSES_BOOKED_LANES");
    const named = warned.body.lanes.find((l: Json) => l.id === lane.id);
    const patients = store.tasks.ofLanes([lane.id], "SCHEDULED").map((t) => {
      const p = store.patients.byId(t.patientId)!;
      return `${p.firstName} ${p.lastName}`;
    });
    expect(named).toMatchObject({
      clinicName: "Desert Valley Clinic",
      date: toWireDate(dayOf(lane)),
      host: lane.host,
    });
    expect(named.patients.map((p: Json) => p.name).sort()).toEqual([...new Set(patients)].sort());
    expect(warned.body.lanes.every((l: Json) => l.patients.length > 0)).toBe(true);
    expect(warned.body.laneCount).toBeGreaterThanOrEqual(warned.body.lanes.length);
    // Nothing saved: the day is still open.
    expect(store.clinicSetup.hours(clinic.id).find((d) => d.weekday === weekday)?.open).toBe("07:00");

    const saved = await api.call(ADMIN, "POST", path, { days: closing, confirmClosing: true });
    expect(saved.status).toBe(200);
    expect(store.clinicSetup.hours(clinic.id).find((d) => d.weekday === weekday)?.open).toBeNull();
    // Already closed: saving the same week again warns of nothing.
    expect((await api.call(ADMIN, "POST", path, { days: closing })).status).toBe(200);
  });

  it("warns of a parent's week for the clinics that take it, not for one with hours of its own", async () => {
    const south = store.organizations.firstNamed("Demo Health South")!;
    const lakeside = bookedLanes("Lakeside Family Clinic")[0]!;
    const weekday = new Date(`${dayOf(lakeside)}T12:00:00Z`).getUTCDay();
    const week = [0, 1, 2, 3, 4, 5, 6].map((d) =>
      d === weekday ? { weekday: d, open: null, close: null } : { weekday: d, open: "07:00", close: "19:00" },
    );
    const warned = (await api.call(ADMIN, "POST", `/api/schedule/${south.id}/regular`, { days: week })) as {
      status: number;
      body: Json;
    };
    expect(warned.status).toBe(409);
    const clinics = new Set(warned.body.lanes.map((l: Json) => l.clinicName));
    // Desert Valley has its own hours (the test above), so the South's week does not reach it.
    expect([...clinics]).toEqual(["Lakeside Family Clinic"]);
  });
});

describe("a deleted note in the feeds", () => {
  const patientId = () => store.patients.all().find((p) => p.email === "patient@demo.test")!.id;
  const orgFeed = async () =>
    (
      (await api.call(COORDINATOR, "GET", `/api/activties?organizationId=${main().id}&size=50`)) as {
        body: Json;
      }
    ).body.content as Json[];

  it("shows the note's text while it lives, its new text once changed, and nothing once deleted", async () => {
    const made = (await api.call(COORDINATOR, "POST", "/api/note", {
      patientId: patientId(),
      text: "Called about the rash; better today.",
    })) as { status: number; body: Json };
    expect(made.status).toBe(201);
    const activity = (await orgFeed()).find((a) => a.note === "Called about the rash; better today.");
    expect(activity).toMatchObject({ entityType: "NOTE", patientId: patientId() });
    expect(activity).not.toHaveProperty("noteId");

    await api.call(COORDINATOR, "PUT", `/api/note/${made.body.id}`, { text: "Called about the rash." });
    expect((await orgFeed()).find((a) => a.id === activity.id)?.note).toBe("Called about the rash.");

    const seen = store.events.latestId();
    expect((await api.call(COORDINATOR, "DELETE", `/api/note/${made.body.id}`)).status).toBe(204);
    expect((await orgFeed()).some((a) => a.id === activity.id || /rash/.test(a.note ?? ""))).toBe(false);
    const ofPatient = (await api.call(
      COORDINATOR,
      "GET",
      `/api/patients/${patientId()}/activities?size=100`,
    )) as {
      body: Json;
    };
    expect(ofPatient.body.content.some((a: Json) => a.id === activity.id)).toBe(false);
    expect((await api.call(COORDINATOR, "GET", `/api/activties/${activity.id}/full`)).status).toBe(404);
    const told = store.events.after(seen).filter((e) => e.type === "ACTIVITY_REMOVED");
    expect(told.map((e) => e.data)).toEqual([{ id: activity.id, patientId: patientId() }]);
  });
});
