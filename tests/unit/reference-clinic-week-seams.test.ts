import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rootOrganizationOf, servesAtClinic } from "@contract/clinic-performers";
import { DEMO_NETWORK_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import type { Task } from "../../reference-api/types";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Two seams of a clinic's week (issue 38): who may host or perform at a clinic is one rule (the
 * lane's host, made the performer by booking, is one a task update accepts; an unchanged performer
 * never fails a save), and a vaccine recorded on a completed appointment is a vaccination given
 * on the card, in the export and in the organization's count alike.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-clinic-week-seams");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const call = async (method: string, path: string, body?: unknown, who = ADMIN) =>
  (await api.call(who, method, path, body)) as { status: number; body: Json };
const parentOf = (id: string) => store.organizations.byId(id)?.parentOrganizationId;
const network = () => store.organizations.firstNamed(DEMO_NETWORK_NAME)!;
const inNetwork = (organizationId: string) => rootOrganizationOf(organizationId, parentOf) === network().id;

const taken = new Set<string>();
/** A fresh booked appointment of the network whose performer (the lane's host) matches `test`. */
function booked(test: (task: Task, performerOrg: string) => boolean): Task {
  const task = store.tasks.all().find((t) => {
    if (taken.has(t.id) || t.taskType !== "APPOINTMENT" || t.status !== "SCHEDULED") return false;
    if (!t.performerId || !t.locationId || !t.clinicAppointmentId || !inNetwork(t.locationId)) return false;
    const performer = store.performers.byId(t.performerId);
    return !!performer && test(t, performer.organizationId);
  })!;
  taken.add(task.id);
  return task;
}
/** A host working at another clinic than the appointment's, above it in no way. */
const atSiblingClinic = (task: Task, performerOrg: string) =>
  performerOrg !== task.locationId && store.organizations.byId(performerOrg)?.type === "CLINIC";

describe("who may host or perform at a clinic", () => {
  it("is a performer of the clinic's network, wherever in it they work", () => {
    const task = booked(atSiblingClinic);
    const host = store.performers.byId(task.performerId!)!;
    expect(servesAtClinic(host.organizationId, task.locationId, parentOf)).toBe(true);
    const stranger = store.performers.all().find((p) => !inNetwork(p.organizationId))!;
    expect(servesAtClinic(stranger.organizationId, task.locationId, parentOf)).toBe(false);
    expect(servesAtClinic(undefined, task.locationId, parentOf)).toBe(false);
    // A cycle in the data ends the walk instead of looping.
    expect(rootOrganizationOf("a", (id) => (id === "a" ? "b" : "a"))).toBe("a");
  });

  it("checks in an appointment whose performer is the lane's host from a sibling clinic, resent unchanged", async () => {
    const task = booked(atSiblingClinic);
    const answer = await call("PUT", `/api/tasks/${task.id}`, {
      name: task.name,
      status: "ACTIVE",
      performerId: task.performerId,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "ACTIVE", performerId: task.performerId });
    expect(store.tasks.byId(task.id)!.status).toBe("ACTIVE");
  });

  it("accepts as a new performer any host the lane form offers, and refuses one of another network", async () => {
    const task = booked(() => true);
    const offered = (await call("GET", `/api/organizations/${network().id}/performers`)).body as Json[];
    const sibling = offered.find(
      (p) =>
        p.id !== task.performerId &&
        p.organizationId !== task.locationId &&
        p.organizationId !== network().id,
    );
    expect(sibling).toBeTruthy();
    const moved = await call("PUT", `/api/tasks/${task.id}`, { performerId: sibling.id });
    expect(moved.status).toBe(200);
    expect(moved.body.performerId).toBe(sibling.id);

    const stranger = store.performers.all().find((p) => !inNetwork(p.organizationId))!;
    const refused = await call("PUT", `/api/tasks/${task.id}`, {
      status: "ACTIVE",
      performerId: stranger.id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors.map((e: Json) => e.field)).toEqual(["performerId"]);
    expect(store.tasks.byId(task.id)).toMatchObject({ status: "SCHEDULED", performerId: sibling.id });
  });

  it("keeps a performer the appointment already has even when the rule would not choose them", async () => {
    const task = booked(() => true);
    const stranger = store.performers.all().find((p) => !inNetwork(p.organizationId))!;
    store.tasks.update({ ...task, performerId: stranger.id });
    const answer = await call("PUT", `/api/tasks/${task.id}`, { status: "ACTIVE", performerId: stranger.id });
    expect(answer.status).toBe(200);
    expect(store.tasks.byId(task.id)).toMatchObject({ status: "ACTIVE", performerId: stranger.id });
  });

  it("hosts a lane with the same rule: a sibling clinic's performer yes, another network's no", async () => {
    const task = booked(() => true);
    const clinic = store.organizations.byId(task.locationId)!;
    const open = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ weekday: d, open: "07:00", close: "19:00" }));
    expect(
      (await call("POST", `/api/schedule/${clinic.id}/regular`, { days: open, confirmClosing: true })).status,
    ).toBe(200);
    const far = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
    const lane = (hostId: string) => ({
      date: `${far.slice(5, 7)}/${far.slice(8, 10)}/${far.slice(0, 4)}`,
      startTime: "13:00",
      endTime: "14:00",
      hostId,
      capacity: 4,
      slotMinutes: 15,
    });
    const stranger = store.performers.all().find((p) => !inNetwork(p.organizationId))!;
    const refused = await call(
      "POST",
      `/api/organizations/${clinic.id}/clinic-appointment`,
      lane(stranger.id),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors.map((e: Json) => e.field)).toEqual(["hostId"]);
    const sibling = store.performers
      .all()
      .find((p) => inNetwork(p.organizationId) && p.organizationId !== clinic.id)!;
    const added = await call("POST", `/api/organizations/${clinic.id}/clinic-appointment`, lane(sibling.id));
    expect(added.status).toBe(201);

    // The lanes page's new host for chosen lanes: the same rule again.
    const laneId = added.body.id as string;
    const reschedule = (host: string) =>
      call("PUT", `/api/organizations/${network().id}/reschedule-clinic-appointments`, {
        clinicAppointmentIds: [laneId],
        host,
      });
    const strangerHost = await reschedule(stranger.id);
    expect(strangerHost.status).toBe(422);
    expect(strangerHost.body.fieldErrors.map((e: Json) => e.field)).toEqual(["host"]);
    expect(store.lanes.byId(laneId)!.host.id).toBe(sibling.id);
    const own = store.performers.all().find((p) => p.organizationId === clinic.id && p.id !== sibling.id);
    const other =
      own ?? store.performers.all().find((p) => inNetwork(p.organizationId) && p.id !== sibling.id)!;
    expect((await reschedule(other.id)).status).toBe(200);
    expect(store.lanes.byId(laneId)!.host.id).toBe(other.id);
  });
});

describe("a vaccination given", () => {
  const VACCINE = {
    manufacturer: "Pfizer",
    lotNumber: "fk8891",
    doseNumber: 1,
    injectionSite: "LEFT_ARM",
    expiryDate: "12/31/2099",
    administeredAt: new Date(Date.now() - 3_600_000).toISOString(),
  };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const wire = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

  async function card(patientId: string) {
    const response = await fetch(`${api.base}/api/patients/${patientId}/vaccination-card/pdf/download`, {
      headers: { authorization: `Bearer ${await api.login(ADMIN)}` },
    });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer()).toString("latin1");
  }
  async function exported() {
    const query = new URLSearchParams({ dateFrom: wire(day(-400)), dateTo: wire(day(60)) });
    const response = await fetch(
      `${api.base}/api/organizations/${network().id}/vaccinations/excel/download?${query}`,
      { headers: { authorization: `Bearer ${await api.login(ADMIN)}` } },
    );
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const rows: string[][] = [];
    workbook.worksheets[0]!.eachRow((row) =>
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ""))),
    );
    return rows;
  }
  const counted = async (clinicId: string) =>
    (await call("GET", `/api/organizations/${clinicId}/overview-card-analytics`)).body.organization
      .vaccinationCount as number;

  it("is a recorded vaccine on a completed appointment: on the card, in the export and in the count", async () => {
    const task = booked(() => true);
    const clinic = store.organizations.byId(task.locationId)!;
    const line = `  ${task.name}  Pfizer  ${clinic.name}) Tj`;
    const before = await counted(clinic.id);
    expect(await card(task.patientId)).not.toContain(line);

    expect((await call("PUT", `/api/tasks/${task.id}/vaccineInfo`, VACCINE)).status).toBe(200);
    // Recorded but not completed: not given yet, nowhere.
    expect(await counted(clinic.id)).toBe(before);
    expect((await exported()).some((row) => row.includes(task.id))).toBe(false);

    expect((await call("PUT", `/api/tasks/${task.id}/complete`)).status).toBe(200);
    expect(await card(task.patientId)).toContain(line);
    const row = (await exported()).find((r) => r.includes(task.id));
    expect(row).toBeTruthy();
    expect(row).toContain("Pfizer");
    expect(await counted(clinic.id)).toBe(before + 1);
    const family = await call("GET", `/api/session/${task.patientId}/vaccinationInfo`);
    expect(family.body.map((v: Json) => v.taskId)).toContain(task.id);
  });

  it("is not a completed appointment without the vaccine recorded", async () => {
    const task = booked(() => true);
    const clinic = store.organizations.byId(task.locationId)!;
    const before = await counted(clinic.id);
    const cardBefore = (await card(task.patientId)).split(" Tj").length;
    expect((await call("PUT", `/api/tasks/${task.id}/complete`)).status).toBe(200);
    expect(await counted(clinic.id)).toBe(before);
    const lines = (pdf: string) => pdf.split(" Tj").length;
    expect(lines(await card(task.patientId))).toBe(cardBefore);
    expect((await exported()).some((r) => r.includes(task.id))).toBe(false);
  });
});
