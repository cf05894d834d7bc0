import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/provider+/appointments+/$taskId.reschedule";
import { patientElsewhere, scheduledTask, serviceTypes, staffPatientHandler } from "../mocks/patients";
import { recorder, type RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { thrownStatus } from "../support/context";
import { staffGet as get, staffPost as post } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { carePlans } from "@contract/care-plans";
import { appointments } from "@contract/appointments";

/**
 * Staff move a patient's appointment on the patient's behalf (issue 16, decision 028): the same
 * slot search and rules as the patient's own page, inside the user's tree; the upstream's
 * refusals land on the slot with everything chosen kept; the page goes back where it came from.
 * The staff account's tree is its own organization, org-1.
 */

const day = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10);
const wireDay = `${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}`;
const clinic = {
  id: "org-1",
  name: "North Clinic",
  timeZone: "America/New_York",
  address: { address1: "1 Main St", city: "Boston", state: "MA", zipcode: "02108" },
};
const lane = {
  id: "lane-7",
  clinicId: "org-1",
  status: "ACTIVE",
  startDate: `${day}T14:00:00.000Z`,
  endDate: `${day}T15:00:00.000Z`,
  inventoryType: "COVID",
  manufacturer: "Pfizer",
  slotMinutes: 30,
  capacity: 2,
  host: { id: "perf-1", name: "Dr. Lee" },
  bookings: [],
  clinic,
};
const task = (overrides: Record<string, unknown> = {}) =>
  scheduledTask({
    patientName: "Pat Rivera",
    location: { id: "org-1", name: "North Clinic", timeZoneId: "America/New_York" },
    ...overrides,
  });
const slot = `lane-7|org-1|${day}T14:30:00.000Z`;
const back = encodeURIComponent("/provider/members/pat-1/appointments");
const search = `testingType=1&manufacture=Pfizer&organizationId=org-1&date=${day}`;

/** What the action answers for a form it refuses: the form, its errors and the values kept. */
type FormReply = {
  data: { form: string; result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
  init: { status: number };
};

let calls: RecordedCall[] = [];
let bookAnswer: () => Response;
beforeEach(() => {
  calls = [];
  bookAnswer = () => HttpResponse.json(task({ dueDate: `${day}T14:30:00.000Z` }));
  const record = recorder(calls);
  server.use(
    staffPatientHandler(),
    onCall(carePlans.publicServiceTypes, () => answerOf(carePlans.publicServiceTypes, serviceTypes)),
    onCall(appointments.get, async ({ request, params }) => {
      await record(request);
      if (params.id === "task-far")
        return answerOf(
          appointments.get,
          task({ id: "task-far", location: { id: "clinic-elsewhere", name: "Far" } }),
        );
      if (params.id === "task-done")
        return answerOf(appointments.get, task({ id: "task-done", status: "COMPLETED" }));
      if (params.id === "task-9")
        return answerOf(appointments.get, task({ id: "task-9", patientId: "pat-9" }));
      return answerOf(appointments.get, task({ id: String(params.id) }));
    }),
    onCall(appointments.openDays, async ({ request }) => {
      await record(request);
      return answerOf(appointments.openDays, [wireDay]);
    }),
    onCall(appointments.publicClinicLanes, async ({ request }) => {
      await record(request);
      return answerOf(appointments.publicClinicLanes, [lane]);
    }),
    onCall(appointments.book, async ({ request }) => {
      await record(request);
      return bookAnswer();
    }),
  );
});

const paths = () => calls.map((c) => c.path.split("?")[0]!);

describe("moving an appointment for the patient", () => {
  it("searches as the patient's page does, for this patient, from the appointment's manufacturer", async () => {
    const data = (await loader({
      ...get(`/provider/appointments/task-1/reschedule?back=${back}&${search}`),
      params: { taskId: "task-1" },
    })) as {
      mode: string;
      patientName: string;
      organizations: Array<{ id: string }>;
      defaults: Record<string, string>;
      results: { clinics: Array<{ name: string; slots: Array<{ value: string }> }> };
      backHref: string;
      carry: Record<string, string>;
    };
    expect(data.mode).toBe("reschedule");
    expect(data.patientName).toBe("Pat Rivera");
    expect(data.organizations.map((o) => o.id)).toEqual(["org-1"]);
    expect(data.defaults).toMatchObject({ testingType: "1", manufacture: "Pfizer", organizationId: "org-1" });
    const asked = calls.find((c) => c.path.includes("allDateV2"))!;
    expect(new URL(`http://x${asked.path}`).searchParams.get("targetPatientId")).toBe("pat-1");
    expect(new URL(`http://x${asked.path}`).searchParams.get("date")).toBe(wireDay);
    expect(data.results.clinics[0]!.slots.map((s) => s.value)).toContain(slot);
    expect(data.backHref).toBe("/provider/members/pat-1/appointments");
    expect(data.carry).toEqual({ back: "/provider/members/pat-1/appointments" });
  });

  it("answers 404 for an appointment outside the tree, a closed one, or an organization not offered", async () => {
    for (const taskId of ["task-far", "task-done"]) {
      expect(
        await thrownStatus(
          loader({ ...get(`/provider/appointments/${taskId}/reschedule`), params: { taskId } }),
        ),
      ).toBe(404);
    }
    expect(
      await thrownStatus(
        loader({
          ...get(`/provider/appointments/task-1/reschedule?organizationId=org-elsewhere&date=${day}`),
          params: { taskId: "task-1" },
        }),
      ),
    ).toBe(404);
    expect(paths().some((p) => p.includes("allDateV2") || p.includes("open-days"))).toBe(false);
  });

  it("offers only the appointment's clinic when none of the patient's organizations is in the tree", async () => {
    expect(patientElsewhere.organizations).toEqual([{ id: "org-elsewhere" }]);
    const data = (await loader({
      ...get("/provider/appointments/task-9/reschedule"),
      params: { taskId: "task-9" },
    })) as {
      organizations: Array<{ id: string; name: string }>;
    };
    expect(data.organizations).toEqual([{ id: "org-1", name: "North Clinic" }]);
  });

  it("keeps an incomplete search and its values, and carries where to go back through a valid one", async () => {
    const bad = (await action({
      ...post(`/provider/appointments/task-1/reschedule?back=${back}`, {
        intent: "search",
        testingType: "1",
        manufacture: "Pfizer",
      }),
      params: { taskId: "task-1" },
    })) as FormReply;
    expect(bad.init.status).toBe(400);
    expect(bad.data.form).toBe("search");
    expect(Object.keys(bad.data.result.error)).toEqual(expect.arrayContaining(["organizationId", "date"]));
    expect(bad.data.result.initialValue).toMatchObject({ testingType: "1", manufacture: "Pfizer" });

    const good = (await action({
      ...post(`/provider/appointments/task-1/reschedule?back=${back}`, {
        intent: "search",
        testingType: "1",
        manufacture: "Pfizer",
        organizationId: "org-1",
        date: day,
      }),
      params: { taskId: "task-1" },
    })) as Response;
    const location = new URL(`http://x${good.headers.get("location")}`);
    expect(location.pathname).toBe("/provider/appointments/task-1/reschedule");
    expect(location.searchParams.get("back")).toBe("/provider/members/pat-1/appointments");
    expect(location.searchParams.get("date")).toBe(day);
    expect(paths()).not.toContain("/api/tasks/bookAppointment/mini");
  });

  it("moves the appointment through bookAppointment/mini and goes back with a message naming the new time", async () => {
    const { request, context } = post(`/provider/appointments/task-1/reschedule?back=${back}&${search}`, {
      intent: "book",
      slot,
    });
    const response = (await action({ request, context, params: { taskId: "task-1" } })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/members/pat-1/appointments");
    const booked = calls.find((c) => c.path === "/api/tasks/bookAppointment/mini")!;
    expect(booked.body).toEqual({
      id: "task-1",
      patientId: "pat-1",
      locationId: "org-1",
      dueDate: `${day}T14:30:00.000Z`,
      clinicAppointmentId: "lane-7",
    });
    expect(context.jar.commit().join()).toContain("cd_flash");
  });

  it("says a taken slot or the upstream's refusal on the slot, keeping the choice; a failure keeps it too", async () => {
    const cases: Array<[() => Response, number, string]> = [
      [
        () => HttpResponse.json({ code: "SLOT_FULL", message: "full" }, { status: 409 }),
        409,
        "patient:schedule.slotTaken",
      ],
      [
        () =>
          HttpResponse.json(
            { fieldErrors: [{ field: "dueDate", message: "Outside the lane" }] },
            { status: 422 },
          ),
        400,
        "Outside the lane",
      ],
    ];
    for (const [answer, status, message] of cases) {
      bookAnswer = answer;
      const result = (await action({
        ...post(`/provider/appointments/task-1/reschedule?${search}`, { intent: "book", slot }),
        params: { taskId: "task-1" },
      })) as FormReply;
      expect(result.init.status).toBe(status);
      expect(result.data.result.error.slot).toEqual([message]);
      expect(result.data.result.initialValue.slot).toBe(slot);
    }
    bookAnswer = () => HttpResponse.json({ message: "boom" }, { status: 500 });
    const failed = (await action({
      ...post(`/provider/appointments/task-1/reschedule?${search}`, { intent: "book", slot }),
      params: { taskId: "task-1" },
    })) as { data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } } };
    expect(failed.data.result.error[""]).toEqual(["common:errors.generic"]);
    expect(failed.data.result.initialValue.slot).toBe(slot);
  });

  it("changes nothing for an appointment outside the tree", async () => {
    const { request, context } = post("/provider/appointments/task-far/reschedule", { intent: "book", slot });
    expect(await thrownStatus(action({ request, context, params: { taskId: "task-far" } }))).toBe(404);
    expect(paths()).not.toContain("/api/tasks/bookAppointment/mini");
  });
});
