import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as languageAction } from "~/routes/_shell+/language";
import { action as addFamilyAction } from "~/routes/_patient+/curapatient.patient.add-family";
import { action as assessmentAction } from "~/routes/_patient+/curapatient.patient.appointment.assessment.$assessmentId";
import { loader as dashboardLoader } from "~/routes/_patient+/curapatient.patient.dashboard";
import { action as familyAction } from "~/routes/_patient+/curapatient.patient.family";
import { action as profileAction } from "~/routes/_patient+/curapatient.patient.profile.edit";
import {
  action as scheduleAction,
  loader as scheduleLoader,
} from "~/routes/_patient+/curapatient.patient.schedule-appointment";
import { action as registrationAction } from "~/routes/_registration+/patient-registration._index";
import { loader as registrationServicesLoader } from "~/routes/_registration+/patient-registration.services";
import { encodeSlot } from "~/domain/patient-booking";
import type { SessionData } from "~/session/cookie-jar.server";
import { scheduledTask } from "../mocks/patients";
import { server } from "../mocks/server";
import { contextFor, cookieHeaderFrom, formRequest } from "../support/context";
import { patientAccount } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { patients } from "@contract/patients";
import { appointments } from "@contract/appointments";
import { family } from "@contract/family";
import { surveys } from "@contract/surveys";

/** A profile edit as the form posts it: every required field, valid. */
const PROFILE_FIELDS = {
  fullName: "Pat Rivera",
  gender: "female",
  dobDay: "12",
  dobMonth: "4",
  dobYear: "1985",
  language: "es-MX",
  zipcode: "02108",
};

/** A patient's session cookie, optionally acting for a family member. */
function patientCookie(extra: Partial<Pick<SessionData, "actingFor">> = {}) {
  const context = contextFor(new Request("http://app.test/"));
  context.jar.startSession({ accessToken: "at", refreshToken: "rt", account: patientAccount, ...extra });
  return cookieHeaderFrom(context.jar.commit());
}

function get(path: string, cookie = patientCookie()) {
  const request = new Request(`http://app.test${path}`, { headers: { cookie } });
  return { request, context: contextFor(request), params: {} as Record<string, string> };
}

async function thrown(fn: () => unknown): Promise<Response> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown response");
}

interface Reply {
  data?: {
    result?: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
    form?: string;
  };
  init?: { status?: number };
}

describe("profile completeness (spec part 2 §5)", () => {
  it("sends a patient whose profile is below 0.5 complete to the edit screen, with a message", async () => {
    server.use(
      onCall(patients.get, () =>
        answerOf(patients.get, {
          id: "pat-1",
          firstName: "Pat",
          profileCompleteness: 0.4,
          organizations: [],
        }),
      ),
    );
    const args = get("/curapatient/patient/dashboard");
    const response = await thrown(() => dashboardLoader(args));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/curapatient/patient/profile/edit?complete=1");
    expect(args.context.jar.takeFlash()).toEqual({ kind: "warn", key: "patient:profile.completeFirst" });
  });

  it("does not apply the rule while acting for a family member (whose records the dashboard shows)", async () => {
    const seen: string[] = [];
    server.use(
      onCall(patients.get, ({ params }) => {
        seen.push(String(params.id));
        return answerOf(patients.get, { id: String(params.id), profileCompleteness: 0.1, organizations: [] });
      }),
      onCall(appointments.patientAppointments, ({ params }) =>
        answerOf(appointments.patientAppointments, [scheduledTask({ patientId: params.id, testResult: 1 })]),
      ),
      onCall(patients.carePlan, () => HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 })),
    );
    const data = await dashboardLoader(
      get(
        "/curapatient/patient/dashboard",
        patientCookie({ actingFor: { patientId: "pat-2", name: "Leo Rivera" } }),
      ),
    );
    expect(seen).toEqual([]);
    expect(data.targetId).toBe("pat-2");
    expect(data.upcoming).toHaveLength(1);
    expect(data.results.map((r) => r.result)).toEqual(["POSITIVE"]);
    expect(data.carePlanFailed).toBe(false);
  });
});

describe("slot search and booking", () => {
  it("sends the user to the dashboard with the clinic slot service error when there is neither a service nor a task", async () => {
    for (const path of [
      "/curapatient/patient/schedule-appointment",
      "/curapatient/patient/schedule-appointment?serviceId=99",
    ]) {
      const args = get(path);
      const response = await thrown(() => scheduleLoader(args));
      expect(response.headers.get("location")).toBe("/curapatient/patient/dashboard");
      expect(args.context.jar.takeFlash()).toEqual({ kind: "error", key: "patient:schedule.serviceError" });
    }
  });

  it("asks allDateV2 (the documented path) with MM/DD/YYYY, filters lanes by the vaccine rules and sorts clinics by distance", async () => {
    const asked: URL[] = [];
    const clinic = (id: string, name: string, lat: number, lng: number, zipcode: string) => ({
      id,
      name,
      timeZone: "America/New_York",
      address: {
        address1: "1 St",
        city: "Boston",
        state: "MA",
        zipcode,
        gpsLatitude: lat,
        gpsLongitude: lng,
      },
    });
    const day = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10);
    const lane = (
      id: string,
      c: ReturnType<typeof clinic>,
      inventoryType: string | null,
      manufacturer: string,
    ) => ({
      id,
      clinicId: c.id,
      status: "ACTIVE",
      startDate: `${day}T13:00:00.000Z`,
      endDate: `${day}T14:00:00.000Z`,
      inventoryType,
      manufacturer,
      slotMinutes: 15,
      capacity: 1,
      bookings: [{ dueDate: `${day}T13:00:00.000Z`, count: 1 }],
      clinic: c,
    });
    const far = clinic("org-far", "Far Clinic", 42.65, -71.31, "01852");
    const near = clinic("org-near", "Near Clinic", 42.357, -71.07, "02108");
    server.use(
      onCall(appointments.openDays, () =>
        answerOf(appointments.openDays, [`${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}`]),
      ),
      onCall(appointments.publicClinicLanes, ({ request }) => {
        asked.push(new URL(request.url));
        return answerOf(appointments.publicClinicLanes, [
          lane("l-far", far, "COVID", "Johnson&Johnson"),
          lane("l-near", near, null, "Johnson&Johnson"),
          lane("l-flu", near, "Flu", "Sanofi"),
          lane("l-near2", near, "COVID", "Pfizer"),
        ]);
      }),
    );
    const data = await scheduleLoader(
      get(
        `/curapatient/patient/schedule-appointment?serviceId=1&testingType=1&manufacture=Johnson%26Johnson&organizationId=org-1&date=${day}`,
      ),
    );
    expect(asked[0]!.pathname).toBe("/api/organizations/organizationublicClinics/org-1/allDateV2");
    expect(asked[0]!.searchParams.get("date")).toBe(`${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}`);
    expect(asked[0]!.searchParams.get("vaccine")).toBe("1");
    expect(asked[0]!.searchParams.get("targetPatientId")).toBe("pat-1");
    expect(data.results?.clinics.map((c) => [c.name, c.roundedMiles])).toEqual([
      ["Near Clinic", 1],
      ["Far Clinic", 24],
    ]);
    // The booked 13:00 slot (capacity 1) is gone; flu lanes are not for a COVID round.
    expect(data.results?.clinics[0]!.slots.map((s) => s.start)).toEqual(
      [
        `${day}T13:15:00.000Z`,
        `${day}T13:30:00.000Z`,
        `${day}T13:45:00.000Z`,
        `${day}T13:15:00.000Z`,
        `${day}T13:30:00.000Z`,
        `${day}T13:45:00.000Z`,
      ].sort(),
    );

    // Round 2 excludes Johnson&Johnson, and says so.
    const round2 = await scheduleLoader(
      get(
        `/curapatient/patient/schedule-appointment?serviceId=1&testingType=2&manufacture=Johnson%26Johnson&organizationId=org-1&date=${day}&miles=5`,
      ),
    );
    expect(round2.results?.clinics.map((c) => c.name)).toEqual(["Near Clinic"]);
    expect(round2.results?.clinics[0]!.slots.every((s) => s.manufacturer === "Pfizer")).toBe(true);
  });

  it("skips booking when the task already has the same due date, location and clinic resource", async () => {
    const task = scheduledTask();
    const calls: string[] = [];
    server.use(
      onCall(appointments.get, () => answerOf(appointments.get, task)),
      onCall(appointments.book, () => {
        calls.push("mini");
        return answerOf(appointments.book, task);
      }),
    );
    const slot = encodeSlot({ laneId: "lane-1", clinicId: "org-9", start: task.dueDate });
    const request = formRequest(
      "/curapatient/patient/schedule-appointment?taskId=task-1",
      { intent: "book", slot },
      { cookie: patientCookie() },
    );
    const context = contextFor(request);
    const response = (await scheduleAction({ request, context, params: {} })) as Response;
    expect(response.headers.get("location")).toBe("/curapatient/patient/appointments");
    expect(calls).toEqual([]);
    expect(context.jar.takeFlash()).toEqual({ kind: "info", key: "patient:schedule.unchanged" });
  });

  it("reschedules with bookAppointment/mini (ISO due date, the task's patient) when the slot differs", async () => {
    const task = scheduledTask();
    const bodies: unknown[] = [];
    server.use(
      onCall(appointments.get, () => answerOf(appointments.get, task)),
      onCall(appointments.book, async ({ request }) => {
        bodies.push(await request.json());
        return answerOf(appointments.book, { ...task, dueDate: "2030-01-02T14:00:00.000Z" });
      }),
    );
    const slot = encodeSlot({ laneId: "lane-2", clinicId: "org-9", start: "2030-01-02T14:00:00.000Z" });
    const request = formRequest(
      "/curapatient/patient/schedule-appointment?taskId=task-1",
      { intent: "book", slot },
      { cookie: patientCookie() },
    );
    const context = contextFor(request);
    await scheduleAction({ request, context, params: {} });
    expect(bodies).toEqual([
      {
        locationId: "org-9",
        dueDate: "2030-01-02T14:00:00.000Z",
        clinicAppointmentId: "lane-2",
        id: "task-1",
        patientId: "pat-1",
      },
    ]);
    expect(context.jar.takeFlash()?.key).toBe("patient:schedule.rescheduled");
  });

  it("books a first appointment after checking the slot, and keeps the form when the slot was taken", async () => {
    const order: string[] = [];
    let open = true;
    server.use(
      onCall(appointments.patientAppointments, () => answerOf(appointments.patientAppointments, [])),
      onCall(appointments.checkSlotOpen, async ({ request }) => {
        order.push(`check ${JSON.stringify(await request.json())}`);
        return answerOf(appointments.checkSlotOpen, { open });
      }),
      onCall(appointments.bookFirst, async ({ request }) => {
        order.push(`book ${JSON.stringify(await request.json())}`);
        return answerOf(appointments.bookFirst, scheduledTask({ id: "task-new" }));
      }),
    );
    const slot = encodeSlot({ laneId: "lane-3", clinicId: "org-9", start: "2030-01-02T14:00:00.000Z" });
    const book = () => {
      const request = formRequest(
        "/curapatient/patient/schedule-appointment?serviceId=1",
        { intent: "book", slot, testingType: "1" },
        { cookie: patientCookie() },
      );
      return scheduleAction({ request, context: contextFor(request), params: {} });
    };
    const response = (await book()) as Response;
    expect(response.status).toBe(303);
    expect(order).toEqual([
      'check {"locationId":"org-9","dueDate":"2030-01-02T14:00:00.000Z","clinicAppointmentId":"lane-3"}',
      'book {"locationId":"org-9","dueDate":"2030-01-02T14:00:00.000Z","clinicAppointmentId":"lane-3","id":"pat-1","serviceTypeId":"1"}',
    ]);

    open = false;
    const taken = (await book()) as Reply;
    expect(taken.init?.status).toBe(409);
    expect(taken.data?.form).toBe("book");
    expect(taken.data?.result?.error?.slot).toEqual(["patient:schedule.slotTaken"]);
    expect(taken.data?.result?.initialValue?.testingType).toBe("1");
  });

  it("says a signed-off day's refusal in our words next to the times, the time still chosen", async () => {
    const signedOff = (field: string) =>
      HttpResponse.json(
        {
          code: "VALIDATION_FAILED",
          fieldErrors: [{ field, message: "The day 01/02/2030 is signed off: its lanes cannot change" }],
        },
        { status: 422 },
      );
    server.use(
      onCall(appointments.patientAppointments, () => answerOf(appointments.patientAppointments, [])),
      onCall(appointments.checkSlotOpen, () => signedOff("clinicAppointmentId")),
      onCall(appointments.get, () => answerOf(appointments.get, scheduledTask({ id: "task-1" }))),
      onCall(appointments.book, () => signedOff("id")),
    );
    const slot = encodeSlot({ laneId: "lane-3", clinicId: "org-9", start: "2030-01-02T14:00:00.000Z" });
    const book = (query: string) => {
      const request = formRequest(
        `/curapatient/patient/schedule-appointment?${query}`,
        { intent: "book", slot },
        { cookie: patientCookie() },
      );
      return scheduleAction({ request, context: contextFor(request), params: {} }) as Promise<Reply>;
    };
    const into = await book("serviceId=1");
    expect(into.data?.result?.error?.slot).toEqual(["patient:schedule.signedOff"]);
    expect(into.data?.result?.initialValue?.slot).toBe(slot);
    const out = await book("taskId=task-1");
    expect(out.data?.result?.error?.slot).toEqual(["patient:schedule.currentSignedOff"]);
  });

  it("books an unbooked appointment of the same service with bookAppointment/mini instead of a new one", async () => {
    const calls: string[] = [];
    server.use(
      onCall(appointments.patientAppointments, () =>
        answerOf(appointments.patientAppointments, [
          scheduledTask({ id: "task-pending", status: "PENDING", dueDate: null, serviceTypeId: 2 }),
        ]),
      ),
      onCall(appointments.book, async ({ request }) => {
        calls.push(`mini ${((await request.json()) as { id: string }).id}`);
        return answerOf(appointments.book, scheduledTask({ id: "task-pending" }));
      }),
    );
    const slot = encodeSlot({ laneId: "lane-3", clinicId: "org-9", start: "2030-01-02T14:00:00.000Z" });
    const request = formRequest(
      "/curapatient/patient/schedule-appointment?serviceId=2",
      { intent: "book", slot },
      { cookie: patientCookie() },
    );
    await scheduleAction({ request, context: contextFor(request), params: {} });
    expect(calls).toEqual(["mini task-pending"]);
  });

  it("validates the search on the server: each missing field is named, and the values come back", async () => {
    const request = formRequest(
      "/curapatient/patient/schedule-appointment?serviceId=1",
      { intent: "search", manufacture: "Pfizer" },
      { cookie: patientCookie() },
    );
    const result = (await scheduleAction({ request, context: contextFor(request), params: {} })) as Reply;
    expect(result.init?.status).toBe(400);
    expect(Object.keys(result.data?.result?.error ?? {}).sort()).toEqual([
      "date",
      "organizationId",
      "testingType",
    ]);
    expect(result.data?.result?.initialValue?.manufacture).toBe("Pfizer");
  });
});

describe("forms and upstream failures", () => {
  it("puts an upstream 422 under the family member's field and keeps what was typed", async () => {
    server.use(
      onCall(family.create, () =>
        HttpResponse.json(
          {
            fieldErrors: [
              { field: "dateOfBirth", message: "dateOfBirth must be a real past date as MM/dd/yyyy" },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const request = formRequest(
      "/curapatient/patient/add-family",
      {
        firstName: "Mia",
        lastName: "Lee",
        relationship: "child",
        gender: "female",
        dobDay: "1",
        dobMonth: "2",
        dobYear: "2015",
      },
      { cookie: patientCookie() },
    );
    const result = (await addFamilyAction({ request, context: contextFor(request), params: {} })) as Reply;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.dateOfBirth).toEqual([
      "dateOfBirth must be a real past date as MM/dd/yyyy",
    ]);
    expect(result.data?.result?.initialValue).toMatchObject({ firstName: "Mia", dobYear: "2015" });
  });

  it("sends the family member as MM/dd/yyyy and a 500 becomes a form-level message", async () => {
    const bodies: unknown[] = [];
    server.use(
      onCall(family.create, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: "boom" }, { status: 500 });
      }),
    );
    const request = formRequest(
      "/curapatient/patient/add-family",
      {
        firstName: "Mia",
        lastName: "Lee",
        relationship: "child",
        gender: "female",
        dobDay: "1",
        dobMonth: "2",
        dobYear: "2015",
      },
      { cookie: patientCookie() },
    );
    const result = (await addFamilyAction({ request, context: contextFor(request), params: {} })) as Reply;
    expect(bodies).toEqual([
      {
        firstName: "Mia",
        lastName: "Lee",
        dateOfBirth: "02/01/2015",
        gender: "female",
        relationship: "child",
      },
    ]);
    expect(result.data?.result?.error?.[""]).toEqual(["common:errors.generic"]);
  });

  it("maps the upstream's full-name error onto the full name field", async () => {
    server.use(
      onCall(patients.profile, () =>
        HttpResponse.json(
          {
            fieldErrors: [
              { field: "fullName", message: "Incoming data without fields(firstName, lastName)" },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const request = formRequest("/curapatient/patient/profile/edit", PROFILE_FIELDS, {
      cookie: patientCookie(),
    });
    const context = contextFor(request);
    const result = (await profileAction({ request, context, params: {} })) as Reply;
    expect(result.data?.result?.error?.fullName).toEqual([
      "Incoming data without fields(firstName, lastName)",
    ]);
    expect(context.jar.commit().join()).not.toContain("cd_prefs");
  });

  it("says 'Save Unsuccessful' when the upstream fails, keeping what was typed", async () => {
    server.use(onCall(patients.profile, () => HttpResponse.json({ code: "BOOM" }, { status: 500 })));
    const request = formRequest("/curapatient/patient/profile/edit", PROFILE_FIELDS, {
      cookie: patientCookie(),
    });
    const result = (await profileAction({ request, context: contextFor(request), params: {} })) as Reply;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.[""]).toEqual(["common:save.failed"]);
    expect(result.data?.result?.initialValue?.fullName).toBe("Pat Rivera");
  });

  it("maps an assessment's upstream field errors (by question id) onto the question and keeps every answer", async () => {
    server.use(
      onCall(surveys.questions, () =>
        answerOf(surveys.questions, {
          content: [
            {
              id: "q-1",
              text: "Temperature?",
              type: "NUMBER",
              required: true,
              minValue: 90,
              maxValue: 110,
              choices: [],
            },
            { id: "q-2", text: "Notes", type: "TEXT", required: false, choices: [] },
          ],
          totalElements: 2,
          totalPages: 1,
          number: 0,
          size: 100,
        }),
      ),
      onCall(surveys.submitReport, () =>
        HttpResponse.json(
          { fieldErrors: [{ field: "q-1", message: "Enter a number from 95 to 105" }] },
          { status: 422 },
        ),
      ),
    );
    const request = formRequest(
      "/curapatient/patient/appointment/assessment/s-1?patientId=pat-1&taskId=t-1",
      { "q_q-1": "99", "q_q-2": "hello" },
      { cookie: patientCookie() },
    );
    const result = (await assessmentAction({
      request,
      context: contextFor(request),
      params: { assessmentId: "s-1" },
    })) as Reply;
    expect(result.data?.result?.error?.["q_q-1"]).toEqual(["Enter a number from 95 to 105"]);
    expect(result.data?.result?.initialValue).toMatchObject({ "q_q-1": "99", "q_q-2": "hello" });
  });
});

describe("acting for a family member", () => {
  it("keeps the chosen family member in the session, and only a family member", async () => {
    const request = formRequest(
      "/curapatient/patient/family",
      { intent: "act-as", patientId: "pat-2" },
      { cookie: patientCookie() },
    );
    const context = contextFor(request);
    const response = (await familyAction({ request, context, params: {} })) as Response;
    expect(response.headers.get("location")).toBe("/curapatient/patient/dashboard");
    expect(context.jar.getSession()?.actingFor).toEqual({ patientId: "pat-2", name: "Leo Rivera" });

    const stranger = formRequest(
      "/curapatient/patient/family",
      { intent: "act-as", patientId: "pat-99" },
      { cookie: patientCookie() },
    );
    const strangerContext = contextFor(stranger);
    await familyAction({ request: stranger, context: strangerContext, params: {} });
    expect(strangerContext.jar.getSession()?.actingFor).toBeUndefined();
    expect(strangerContext.jar.takeFlash()?.key).toBe("patient:family.notFamily");
  });

  it("switches back in one click and returns to the page the patient was on", async () => {
    const cookie = patientCookie({ actingFor: { patientId: "pat-2", name: "Leo Rivera" } });
    const request = formRequest(
      "/curapatient/patient/family",
      { intent: "act-as-self" },
      { cookie, referer: "http://app.test/curapatient/patient/appointments?x=1" },
    );
    const context = contextFor(request);
    const response = (await familyAction({ request, context, params: {} })) as Response;
    expect(response.headers.get("location")).toBe("/curapatient/patient/appointments");
    expect(context.jar.getSession()?.actingFor).toBeUndefined();
  });
});

describe("language", () => {
  it("updates a signed-in patient's profile language upstream", async () => {
    const bodies: unknown[] = [];
    server.use(
      onCall(patients.profile, async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        return answerOf(patients.profile, { id: String(params.id) });
      }),
    );
    const request = formRequest(
      "/language",
      { lng: "vi-VN", returnTo: "/curapatient/patient/dashboard" },
      { cookie: patientCookie() },
    );
    const response = (await languageAction({
      request,
      context: contextFor(request),
      params: {},
    })) as Response;
    expect(response.status).toBe(303);
    expect(bodies).toEqual([{ id: "pat-1", body: { language: "vi-VN" } }]);
  });

  it("still changes the page language when the upstream fails", async () => {
    server.use(onCall(patients.profile, () => HttpResponse.error()));
    const request = formRequest(
      "/language",
      { lng: "ko-KR", returnTo: "/curapatient/patient/dashboard" },
      { cookie: patientCookie() },
    );
    const context = contextFor(request);
    const response = (await languageAction({ request, context, params: {} })) as Response;
    expect(response.headers.get("location")).toBe("/curapatient/patient/dashboard");
    const next = contextFor(
      new Request("http://app.test/", { headers: { cookie: cookieHeaderFrom(context.jar.commit()) } }),
    );
    expect(next.locale).toBe("ko-KR");
  });
});

describe("registration without a session", () => {
  const fields = {
    code: "DEMO-2026",
    firstName: "Nora",
    lastName: "O'Neill",
    gender: "female",
    dobDay: "14",
    dobMonth: "7",
    dobYear: "1992",
    email: "nora@example.test",
    zipcode: "02108",
    password: "Strong-Password-2026!",
    confirmPassword: "Strong-Password-2026!",
    carePlanId: "cp-7",
    carePlanName: "Flu season",
  };

  it("registers with the code header and no token, then carries a sealed registration to the services", async () => {
    const seen: Array<{ auth: string | null; code: string | null; url: string; body: unknown }> = [];
    server.use(
      onCall(patients.checkOrganization, ({ request }) => {
        expect(request.headers.get("authorization")).toBeNull();
        return answerOf(patients.checkOrganization, {
          id: "org-1",
          name: "Demo Health Network",
          canRegisterIndividuals: true,
        });
      }),
      onCall(patients.addIndividual, async ({ request }) => {
        seen.push({
          auth: request.headers.get("authorization"),
          code: request.headers.get("x-registration-code"),
          url: request.url,
          body: await request.json(),
        });
        return answerOf(patients.addIndividual, {
          id: "pat-77",
          patientId: "pat-77",
          registrationToken: "reg_token",
        });
      }),
    );
    const request = formRequest("/patient-registration", fields);
    const context = contextFor(request);
    const response = (await registrationAction({ request, context, params: {} })) as Response;
    expect(response.status).toBe(303);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.auth).toBeNull();
    expect(seen[0]!.code).toBe("DEMO-2026");
    expect(new URL(seen[0]!.url).searchParams.get("carePlanId")).toBe("cp-7");
    expect(seen[0]!.body).toMatchObject({
      firstName: "Nora",
      dateOfBirth: "07/14/1992",
      address: { zipcode: "02108" },
    });
    const location = response.headers.get("location")!;
    // The registration (with its token) travels in a sealed cookie, never in the URL.
    expect(location).toBe("/patient-registration/services");
    const cookies = context.jar.commit();
    expect(cookies.join()).not.toContain("reg_token");
    const cookie = cookieHeaderFrom(cookies);
    expect(cookie).toMatch(/cd_patient-registration=v1\./);

    // The services step opens the sealed registration; a tampered one goes back to the start.
    const at = (header: string) => {
      const r = new Request(`http://app.test${location}`, { headers: { cookie: header } });
      return registrationServicesLoader({ request: r, context: contextFor(r), params: {} });
    };
    expect((await at(cookie)).step).toBe("services");
    const value = cookie.split("=")[1]!;
    expect(
      (
        await at(
          `cd_patient-registration=${value.slice(0, 30)}${value[30] === "A" ? "B" : "A"}${value.slice(31)}`,
        )
      ).step,
    ).toBe("start");
  });

  it("refuses an unknown registration code under the code field, without sending the password back", async () => {
    server.use(
      onCall(patients.checkOrganization, () => HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 })),
    );
    const request = formRequest("/patient-registration", { ...fields, code: "NOPE" });
    const result = (await registrationAction({ request, context: contextFor(request), params: {} })) as Reply;
    expect(result.data?.result?.error?.code).toEqual(["patient:registration.codeInvalid"]);
    expect(result.data?.result?.initialValue?.firstName).toBe("Nora");
    expect(JSON.stringify(result.data)).not.toContain("Strong-Password-2026!");
  });
});
