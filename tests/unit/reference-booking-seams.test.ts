import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slotStarts } from "../../reference-api/patient-area/slots";
import type { Store } from "../../reference-api/store";
import { addDays, toWireDate, zonedDate } from "../../reference-api/time";
import type { Lane, Task } from "../../reference-api/types";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * What one area refuses, every area refuses (issue 38 §2, §5): a signed-off clinic day takes no
 * booking, neither the patient's nor staff's on the patient's behalf, and offers none; hours that
 * shorten a day name the booked lanes they leave outside; a care plan's appointment, cancelled,
 * goes back to be booked.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const ADMIN = "orgadmin@demo.test";
const PATIENT = "patient@demo.test";

let api: ReferenceApi;
let store: Store;

beforeAll(async () => {
  api = await startReferenceApi("reference-booking-seams");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const zoneOf = (lane: Lane) => store.organizations.byId(lane.clinicId)!.timeZone;
const dayOf = (lane: Lane) => zonedDate(new Date(lane.startDate), zoneOf(lane));
const patientId = () => store.patients.all().find((p) => p.email === PATIENT)!.id;
const call = (username: string, method: string, path: string, body?: unknown) =>
  api.call(username, method, path, body) as Promise<{ status: number; body: Json }>;

/** Active Pfizer lanes of a clinic, one per day, `from` days ahead or later, by start. */
function lanesOf(clinicName: string, from: number): Lane[] {
  const clinic = store.organizations.firstNamed(clinicName)!;
  const soon = addDays(zonedDate(new Date(), clinic.timeZone), from);
  const days = new Set<string>();
  return store.lanes
    .all()
    .filter((l) => l.clinicId === clinic.id && l.status === "ACTIVE" && l.manufacturer === "Pfizer")
    .filter((l) => dayOf(l) >= soon)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .filter((l) => !days.has(dayOf(l)) && days.add(dayOf(l)));
}

async function signOff(lane: Lane) {
  const done = await call(ADMIN, "PUT", `/api/organizations/${lane.clinicId}/clinic-day-sign-off`, {
    date: toWireDate(dayOf(lane)),
  });
  expect(done.status).toBe(200);
}

const slotOf = (lane: Lane) => ({
  locationId: lane.clinicId,
  clinicAppointmentId: lane.id,
  dueDate: slotStarts(lane).at(-1)!,
});

function expectSignedOff(answer: { status: number; body: Json }, field: string) {
  expect(answer.status).toBe(422);
  expect(answer.body.fieldErrors).toEqual([{ field, message: expect.stringMatching(/is signed off/) }]);
}

describe("a signed-off day takes no booking", () => {
  it("refuses the patient's booking into it, and the open days no longer offer it", async () => {
    const lane = lanesOf("Riverside Community Clinic", 6)[0]!;
    const date = toWireDate(dayOf(lane));
    const openDays = () =>
      call(PATIENT, "GET", `/api/organizations/${lane.clinicId}/clinic-appointments/open-days`);
    expect((await openDays()).body).toContain(date);
    const tasks = store.tasks.appointmentsOf([patientId()]).length;

    await signOff(lane);
    expectSignedOff(
      await call(PATIENT, "POST", "/api/tasks/check-for-slot-open", slotOf(lane)),
      "clinicAppointmentId",
    );
    expectSignedOff(
      await call(PATIENT, "PUT", "/api/tasks/book-first-appointment-for-patient", {
        ...slotOf(lane),
        id: patientId(),
        serviceTypeId: 1,
      }),
      "clinicAppointmentId",
    );
    expect(store.tasks.appointmentsOf([patientId()])).toHaveLength(tasks);
    expect((await openDays()).body).not.toContain(date);
  });

  it("refuses staff moving an appointment into a signed-off day, and out of one", async () => {
    const upcoming = store.tasks
      .appointmentsOf([patientId()])
      .find((t) => t.status === "SCHEDULED" && t.dueDate && t.dueDate > new Date().toISOString())!;
    const [into, elsewhere] = lanesOf("Riverside Community Clinic", 8);
    await signOff(into!);
    const move = (lane: Lane) =>
      call(ADMIN, "PUT", "/api/tasks/bookAppointment/mini", {
        ...slotOf(lane),
        id: upcoming.id,
        patientId: patientId(),
      });
    expectSignedOff(await move(into!), "clinicAppointmentId");
    expect(store.tasks.byId(upcoming.id)!.dueDate).toBe(upcoming.dueDate);

    // The appointment's own day signed off: it stays where it is.
    await signOff(store.lanes.byId(upcoming.clinicAppointmentId!)!);
    expectSignedOff(await move(elsewhere!), "id");
    expect(store.tasks.byId(upcoming.id)!.clinicAppointmentId).toBe(upcoming.clinicAppointmentId);
  });
});

describe("hours that shorten a day with booked lanes", () => {
  it("names the lanes left outside the new hours without saving, and saves when confirmed", async () => {
    const clinic = store.organizations.firstNamed("Desert Valley Clinic")!;
    const lane = store.lanes
      .all()
      .filter(
        (l) =>
          l.clinicId === clinic.id &&
          l.status === "ACTIVE" &&
          dayOf(l) > addDays(zonedDate(new Date(), clinic.timeZone), 2) &&
          new Date(l.startDate).getTime() > Date.now() &&
          store.tasks.ofLanes([l.id], "SCHEDULED").length > 0,
      )
      .sort((a, b) => b.startDate.localeCompare(a.startDate))[0]!;
    const weekday = new Date(`${dayOf(lane)}T12:00:00Z`).getUTCDay();
    const open = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ weekday: d, open: "07:00", close: "19:00" }));
    const path = `/api/schedule/${clinic.id}/regular`;
    expect((await call(ADMIN, "POST", path, { days: open })).status).toBe(200);
    // Same hours again: nothing to warn of.
    expect((await call(ADMIN, "POST", path, { days: open })).status).toBe(200);

    // The day keeps its hours up to the lane's start only: the lane is outside them.
    const start = new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: clinic.timeZone,
    }).format(new Date(lane.startDate));
    const shorter = open.map((d) => (d.weekday === weekday ? { weekday, open: "07:00", close: start } : d));
    const warned = await call(ADMIN, "POST", path, { days: shorter });
    expect(warned.status).toBe(409);
    expect(warned.body.code).toBe("CLOSES_BOOKED_LANES");
    const named = warned.body.lanes.find((l: Json) => l.id === lane.id);
    expect(named).toMatchObject({ date: toWireDate(dayOf(lane)), closed: false, host: lane.host });
    expect(named.patients.length).toBeGreaterThan(0);
    expect(store.clinicSetup.hours(clinic.id).find((d) => d.weekday === weekday)?.close).toBe("19:00");

    const saved = await call(ADMIN, "POST", path, { days: shorter, confirmClosing: true });
    expect(saved.status).toBe(200);
    expect(store.clinicSetup.hours(clinic.id).find((d) => d.weekday === weekday)?.close).toBe(start);
  });
});

describe("a care plan's appointment, cancelled", () => {
  it("goes back to be booked, and books again", async () => {
    const booked = store.tasks
      .appointmentsOf([patientId()])
      .find((t) => t.status === "SCHEDULED" && t.dueDate && t.dueDate > new Date().toISOString())!;
    const plan = store.carePlans.ofPatient(patientId())[0]!;
    store.carePlans.updatePlan({ ...plan, taskIds: [...plan.taskIds, booked.id] });

    const cancelled = await call(
      PATIENT,
      "PUT",
      `/api/tasks/bookAppointment/cancel?patientId=${patientId()}&taskId=${booked.id}`,
    );
    expect(cancelled.status).toBe(200);
    const unbooked = store.tasks.byId(booked.id) as Task;
    expect(unbooked).toMatchObject({ status: "PENDING", currentStatus: "BOOK-APPOINTMENT" });
    expect(unbooked.dueDate).toBeUndefined();
    expect(unbooked.clinicAppointmentId).toBeUndefined();

    const lane = lanesOf("Riverside Community Clinic", 12)[0]!;
    const rebooked = await call(PATIENT, "PUT", "/api/tasks/bookAppointment/mini", {
      ...slotOf(lane),
      id: booked.id,
      patientId: patientId(),
    });
    expect(rebooked.status).toBe(200);
    expect(store.tasks.byId(booked.id)).toMatchObject({ status: "SCHEDULED", clinicAppointmentId: lane.id });
  });

  it("an appointment no plan holds is cancelled as before", async () => {
    const lane = lanesOf("Riverside Community Clinic", 14)[0]!;
    const made = await call(PATIENT, "PUT", "/api/tasks/book-first-appointment-for-patient", {
      ...slotOf(lane),
      id: patientId(),
      serviceTypeId: 1,
    });
    expect(made.status).toBe(200);
    const cancelled = await call(
      PATIENT,
      "PUT",
      `/api/tasks/bookAppointment/cancel?patientId=${patientId()}&taskId=${made.body.id}`,
    );
    expect(cancelled.status).toBe(200);
    expect(store.tasks.byId(made.body.id)!.status).toBe("CANCELLED");
  });
});
