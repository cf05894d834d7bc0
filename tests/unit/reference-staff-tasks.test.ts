import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { addDays, toWireDate, zonedDate, zonedTime } from "../../reference-api/time";
import type { Organization, Task } from "../../reference-api/types";
import { openSlots } from "../../reference-api/patient-area/slots";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's staff appointment calls (decision 022): a clinic's tasks filtered by
 * the clinic's own days and times, computed against the store as an oracle; the bulk cancel of a
 * date range with its counts and limits; a single cancel; and the organization tree.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
/** Clara Dunn administers Riverside only. */
const CLINIC_ADMIN = "clinicadmin@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-staff-tasks");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const clinic = (name: string) => store.organizations.all().find((o) => o.name === name)! as Organization;
const riverside = () => clinic("Riverside Community Clinic");
const dayOf = (task: Task, place: Organization) => zonedDate(new Date(task.dueDate!), place.timeZone);
const day = (offset: number, place = riverside()) => addDays(zonedDate(new Date(), place.timeZone), offset);
const tasksOn = (date: string, place = riverside()) =>
  store.tasks
    .all()
    .filter(
      (t) =>
        t.locationId === place.id && t.taskType === "APPOINTMENT" && t.dueDate && dayOf(t, place) === date,
    )
    .sort((a, b) => a.dueDate!.localeCompare(b.dueDate!));
const list = async (query: string, who = ADMIN, place = riverside()) =>
  (await api.call(who, "GET", `/api/tasks/${place.id}/location?${query}`)) as { status: number; body: Json };

describe("a clinic's appointments for staff", () => {
  it("lists the appointments of the clinic's day in due order, with the patient", async () => {
    const date = day(3);
    const wire = toWireDate(date);
    const answer = await list(`dueDateFrom=${wire}&dueDateTo=${wire}&size=-1`);
    expect(answer.status).toBe(200);
    const expected = tasksOn(date);
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.body.content.map((t: Json) => t.id)).toEqual(expected.map((t) => t.id));
    expect(answer.body.content[0]).toMatchObject({ patientName: expect.any(String), status: "SCHEDULED" });
  });

  it("narrows by the clinic-local time, the patient's name, the task's name, status and vaccine", async () => {
    const date = day(4);
    const wire = toWireDate(date);
    const first = tasksOn(date)[0]!;
    const time = zonedTime(new Date(first.dueDate!), riverside().timeZone);
    const atTime = await list(`dueDateFrom=${wire}&dueDateTo=${wire}&time=${time}&size=-1`);
    expect(atTime.body.content.map((t: Json) => t.id)).toEqual(
      tasksOn(date)
        .filter((t) => zonedTime(new Date(t.dueDate!), riverside().timeZone) === time)
        .map((t) => t.id),
    );
    const patient = store.patients.byId(first.patientId)!;
    const byName = await list(`name=${encodeURIComponent(patient.lastName.toUpperCase())}&size=-1`);
    expect(byName.body.content.length).toBeGreaterThan(0);
    for (const task of byName.body.content)
      expect(task.patientName.toLowerCase()).toContain(patient.lastName.toLowerCase());
    const flu = await list(`vaccineType=Flu&taskName=flu&size=-1`);
    expect(flu.body.content.length).toBeGreaterThan(0);
    expect(flu.body.content.every((t: Json) => t.name === "Flu vaccination")).toBe(true);
    expect(
      (await list("status=COMPLETED&size=-1")).body.content.every((t: Json) => t.status === "COMPLETED"),
    ).toBe(true);
  });

  it("pages and counts, and names bad parameters", async () => {
    const page = await list("size=5&page=1&orderType=patientName&asc=false");
    expect(page.body).toMatchObject({ size: 5, number: 1 });
    expect(page.body.content).toHaveLength(5);
    const bad = await list("status=LATE&time=9am&dueDateFrom=2026-01-01&orderType=height");
    expect(bad.status).toBe(422);
    expect(bad.body.fieldErrors.map((e: Json) => e.field)).toEqual(["status", "time", "dueDateFrom"]);
  });

  it("keeps each clinic to its own tree", async () => {
    expect((await list("size=1", CLINIC_ADMIN)).status).toBe(200);
    expect((await list("size=1", CLINIC_ADMIN, clinic("Lakeside Family Clinic"))).status).toBe(403);
  });
});

describe("cancelling appointments", () => {
  it("bulk-cancels the open appointments of a day with their refunds, and says how many and for whom", async () => {
    const date = day(6);
    const wire = toWireDate(date);
    const open = tasksOn(date).filter((t) => t.status === "SCHEDULED");
    expect(open.length).toBeGreaterThan(0);
    const answer = (await api.call(
      ADMIN,
      "PUT",
      `/api/tasks/bulk-cancel?locationId=${riverside().id}&dueDateFrom=${wire}&dueDateTo=${wire}`,
    )) as { status: number; body: Json };
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      cancelled: open.length,
      patients: new Set(open.map((t) => t.patientId)).size,
    });
    expect(tasksOn(date).every((t) => t.status === "CANCELLED" && t.cancelledAt)).toBe(true);
    // The next day is untouched, and cancelling again changes nothing.
    expect(tasksOn(day(7)).some((t) => t.status === "SCHEDULED")).toBe(true);
    const again = (await api.call(
      ADMIN,
      "PUT",
      `/api/tasks/bulk-cancel?locationId=${riverside().id}&dueDateFrom=${wire}&dueDateTo=${wire}`,
    )) as { body: Json };
    expect(again.body).toEqual({ cancelled: 0, patients: 0 });
  });

  it("refuses a bulk cancel backwards or longer than 31 days", async () => {
    const at = (query: string) =>
      api.call(ADMIN, "PUT", `/api/tasks/bulk-cancel?locationId=${riverside().id}&${query}`) as Promise<{
        status: number;
        body: Json;
      }>;
    const fields = async (query: string) => (await at(query)).body.fieldErrors.map((e: Json) => e.field);
    expect(await fields(`dueDateFrom=${toWireDate(day(2))}&dueDateTo=${toWireDate(day(1))}`)).toEqual([
      "dueDateTo",
    ]);
    expect(await fields(`dueDateFrom=${toWireDate(day(0))}&dueDateTo=${toWireDate(day(31))}`)).toEqual([
      "dueDateTo",
    ]);
    expect(
      (
        await api.call(
          CLINIC_ADMIN,
          "PUT",
          `/api/tasks/bulk-cancel?locationId=${clinic("Lakeside Family Clinic").id}&dueDateFrom=${toWireDate(day(1))}&dueDateTo=${toWireDate(day(1))}`,
        )
      ).status,
    ).toBe(403);
  });

  it("cancels one appointment once, only inside the caller's tree", async () => {
    const lakeside = tasksOn(day(8, clinic("Lakeside Family Clinic")), clinic("Lakeside Family Clinic"))[0]!;
    expect((await api.call(CLINIC_ADMIN, "PUT", `/api/tasks/${lakeside.id}/cancel`)).status).toBe(403);
    const task = tasksOn(day(8)).find((t) => t.status === "SCHEDULED")!;
    const done = (await api.call(ADMIN, "PUT", `/api/tasks/${task.id}/cancel`)) as {
      status: number;
      body: Json;
    };
    expect(done.status).toBe(200);
    expect(done.body.status).toBe("CANCELLED");
    expect((await api.call(ADMIN, "PUT", `/api/tasks/${task.id}/cancel`)).status).toBe(409);
  });

  it("moves an appointment on the patient's behalf only inside the caller's tree", async () => {
    const task = tasksOn(day(9)).find((t) => t.status === "SCHEDULED")!;
    const now = Date.now();
    const lane = store.lanes
      .ofClinics([riverside().id], new Date(now).toISOString(), new Date(now + 20 * 86_400_000).toISOString())
      .find(
        (l) =>
          l.status === "ACTIVE" && l.id !== task.clinicAppointmentId && openSlots(store.tasks, l, now).length,
      );
    const start = openSlots(store.tasks, lane!, now)[0]!;
    const body = {
      id: task.id,
      patientId: task.patientId,
      locationId: riverside().id,
      dueDate: start,
      clinicAppointmentId: lane!.id,
    };
    const elsewhere = await api.call("orgadmin@harbor.test", "PUT", "/api/tasks/bookAppointment/mini", body);
    expect(elsewhere.status).toBe(403);
    expect(store.tasks.byId(task.id)!.dueDate).toBe(task.dueDate);
    const moved = (await api.call(ADMIN, "PUT", "/api/tasks/bookAppointment/mini", body)) as {
      status: number;
      body: Json;
    };
    expect(moved.status).toBe(200);
    expect(moved.body.dueDate).toBe(start);
    expect(store.tasks.byId(task.id)!.clinicAppointmentId).toBe(lane!.id);
  });
});

describe("calendars", () => {
  const PROVIDER = "provider@demo.test";
  const range = (from: string, to: string) => `dateFrom=${toWireDate(from)}&dateTo=${toWireDate(to)}`;

  it("gives a provider the appointments of the lanes they host over the caller's days, in due order", async () => {
    const account = store.accounts.all().find((a) => a.username === PROVIDER)!;
    const performer = store.performers.byAccount(account.accountId)!;
    const zone = "America/New_York";
    const from = day(9);
    const to = day(15);
    const answer = (await api.call(
      PROVIDER,
      "GET",
      `/api/performers/${account.accountId}/appointments?${range(from, to)}`,
    )) as { status: number; body: Json };
    expect(answer.status).toBe(200);
    const hosted = new Set(
      store.lanes
        .all()
        .filter((lane) => lane.host.id === performer.id)
        .map((lane) => lane.id),
    );
    const expected = store.tasks
      .all()
      .filter(
        (t) =>
          t.taskType === "APPOINTMENT" &&
          t.dueDate &&
          (t.performerId === performer.id || (!t.performerId && hosted.has(t.clinicAppointmentId ?? ""))) &&
          zonedDate(new Date(t.dueDate), zone) >= from &&
          zonedDate(new Date(t.dueDate), zone) <= to,
      )
      .sort((a, b) => a.dueDate!.localeCompare(b.dueDate!));
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.body.map((t: Json) => t.id)).toEqual(expected.map((t) => t.id));
  });

  it("gives an organization the appointments of its clinics, inside the caller's tree only", async () => {
    const org = riverside();
    const answer = (await api.call(
      CLINIC_ADMIN,
      "GET",
      `/api/performers/organization/${org.id}/appointments?${range(day(9), day(9))}`,
    )) as { status: number; body: Json };
    expect(answer.body.map((t: Json) => t.id)).toEqual(tasksOn(day(9)).map((t) => t.id));
    const lakeside = clinic("Lakeside Family Clinic");
    const refused = await api.call(
      CLINIC_ADMIN,
      "GET",
      `/api/performers/organization/${lakeside.id}/appointments?${range(day(9), day(9))}`,
    );
    expect(refused.status).toBe(403);
  });

  it("needs the days in order, at most six weeks apart", async () => {
    const org = riverside().id;
    const fields = async (query: string) =>
      (
        (await api.call(ADMIN, "GET", `/api/performers/organization/${org}/appointments?${query}`)) as {
          body: Json;
        }
      ).body.fieldErrors.map((e: Json) => e.field);
    expect(await fields(range(day(3), day(2)))).toEqual(["dateTo"]);
    expect(await fields(range(day(0), day(42)))).toEqual(["dateTo"]);
  });
});

describe("a patient's appointments in their care plans' active goals", () => {
  it("lists the plans' appointment tasks of ACTIVE goals only, by due date, inside the caller's tree", async () => {
    const goals = new Map(store.carePlans.goals().map((g) => [g.id, g]));
    const plans = new Map(store.carePlans.plans().map((p) => [p.id, p]));
    const expected = (patientId: string) =>
      store.carePlans
        .tasks()
        .filter((k) => {
          const plan = plans.get(k.carePlanId);
          return (
            k.taskTypeId === 1 &&
            goals.get(k.goalId)?.goalStatus === "ACTIVE" &&
            plan?.patientId === patientId &&
            !plan.isTemplate
          );
        })
        .map((k) => k.id)
        .sort();
    const patientId = [...plans.values()].find(
      (p) => p.patientId && expected(p.patientId).length > 0,
    )?.patientId;
    expect(patientId).toBeDefined();
    const answer = (await api.call(ADMIN, "GET", `/api/tasks/${patientId}/appointments-in-active-goals`)) as {
      status: number;
      body: Json[];
    };
    expect(answer.status).toBe(200);
    expect(answer.body.map((t) => t.id).sort()).toEqual(expected(patientId!));
    const due = answer.body.map((t) => t.dueDate ?? "9999");
    expect(due).toEqual([...due].sort());
    expect(answer.body[0]).toMatchObject({ taskTypeId: 1, patientId, goalName: expect.any(String) });
    expect(
      (await api.call("orgadmin@harbor.test", "GET", `/api/tasks/${patientId}/appointments-in-active-goals`))
        .status,
    ).toBe(403);
  });
});
