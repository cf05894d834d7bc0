import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loader as calendarLoader } from "~/routes/provider+/calendar+/_index";
import { loader as appointmentLoader } from "~/routes/provider+/appointments+/$taskId._index";
import { loader as listLoader } from "~/routes/provider+/appointments+/_index";
import { recorder, springPage, type RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { thrownStatus } from "../support/context";
import { staffGet as get } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { providers } from "@contract/providers";
import { organizations } from "@contract/organizations";
import { appointments } from "@contract/appointments";

/**
 * Issue 38 §3 and §5 across screens: the calendar files and times an appointment by its clinic's
 * clock, as the appointments list does, and links it to the appointment's page; the list opened
 * from the menu starts on the clinic's today. The reader here is in New York, the clinic in Phoenix.
 */

const PHOENIX = { id: "org-1", name: "Desert Clinic", timeZoneId: "America/Phoenix" };
// 06:00 UTC on the 25th: 1:00 AM on the 25th in New York, 11:00 PM on the 24th in Phoenix.
const task = (overrides: Record<string, unknown> = {}) => ({
  id: "task-1",
  patientId: "pat-1",
  patientName: "Pat Rivera",
  name: "Flu vaccination",
  status: "SCHEDULED",
  dueDate: "2026-11-25T06:00:00Z",
  location: PHOENIX,
  ...overrides,
});

let calls: RecordedCall[] = [];
beforeEach(() => {
  calls = [];
  const record = recorder(calls);
  server.use(
    onCall(providers.organizationAppointments, () => answerOf(providers.organizationAppointments, [task()])),
    onCall(organizations.clinics, () =>
      answerOf(organizations.clinics, [{ id: "org-1", name: "Desert Clinic", timeZone: "America/Phoenix" }]),
    ),
    onCall(appointments.atLocation, async ({ request }) => {
      await record(request);
      return answerOf(appointments.atLocation, springPage([task()]));
    }),
    onCall(appointments.get, ({ params }) =>
      params.id === "task-far"
        ? answerOf(
            appointments.get,
            task({ id: "task-far", location: { id: "clinic-elsewhere", name: "Far" } }),
          )
        : answerOf(appointments.get, task({ id: String(params.id) })),
    ),
  );
});
afterEach(() => vi.useRealTimers());

type CalendarData = { byDay: Record<string, Array<Record<string, string | null>>> };

describe("one appointment, one time", () => {
  it("shows a calendar entry on its clinic's day at its clinic's clock, as the list does, linked to the appointment", async () => {
    const { request, context } = get("/provider/calendar?view=week&date=2026-11-24&scope=organization");
    context.timeZone = "America/New_York";
    const calendar = (await calendarLoader({ request, context, params: {} })) as CalendarData;
    expect(calendar.byDay["2026-11-25"]).toBeUndefined();
    expect(calendar.byDay["2026-11-24"]).toEqual([
      expect.objectContaining({ id: "task-1", time: "11:00 PM MST", href: "/provider/appointments/task-1" }),
    ]);

    const listed = get("/provider/appointments?location=org-1&dueFrom=2026-11-24&dueTo=2026-11-24");
    listed.context.timeZone = "America/New_York";
    const list = (await listLoader({ request: listed.request, context: listed.context, params: {} })) as {
      list: { content: Array<{ due: string }> };
    };
    expect(list.list.content[0]!.due).toBe(`11/24/2026 ${calendar.byDay["2026-11-24"]![0]!.time}`);
  });

  it("opens the appointment's page with the same time and its clinic's list of that day; 404 outside the tree", async () => {
    const { request, context } = get("/provider/appointments/task-1");
    context.timeZone = "America/New_York";
    const page = (await appointmentLoader({ request, context, params: { taskId: "task-1" } })) as {
      facts: { due: string; clinic: string };
      listHref: string;
    };
    expect(page.facts).toMatchObject({ due: "11/24/2026 11:00 PM MST", clinic: "Desert Clinic" });
    expect(page.listHref).toBe("/provider/appointments?location=org-1&dueFrom=2026-11-24&dueTo=2026-11-24");
    const far = get("/provider/appointments/task-far");
    expect(
      await thrownStatus(
        appointmentLoader({ request: far.request, context: far.context, params: { taskId: "task-far" } }),
      ),
    ).toBe(404);
  });
});

describe("where the appointments list opens", () => {
  it("opens on the clinic's today and after, soonest first, when the address asks for nothing", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Midnight in New York is still the 27th in Phoenix.
    vi.setSystemTime(new Date("2026-11-28T05:00:00Z"));
    const { request, context } = get("/provider/appointments");
    context.timeZone = "America/New_York";
    const data = (await listLoader({ request, context, params: {} })) as { query: { filters: object } };
    const sent = Object.fromEntries(new URL(`http://x${calls[0]!.path}`).searchParams);
    expect(sent).toMatchObject({ dueDateFrom: "11/27/2026", orderType: "dueDate", asc: "true" });
    expect(sent.dueDateTo).toBeUndefined();
    // Shown as the applied filter, so the form says it and can take it off.
    expect(data.query.filters).toEqual({ dueFrom: "2026-11-27" });
  });

  it("keeps past appointments one filter away: an address that asks for something is taken as asked", async () => {
    for (const search of ["?location=org-1", "?saved=off", "?dueTo=2026-01-31"]) {
      calls.length = 0;
      const { request, context } = get(`/provider/appointments${search}`);
      await listLoader({ request, context, params: {} });
      const sent = Object.fromEntries(new URL(`http://x${calls.at(-1)!.path}`).searchParams);
      expect(sent.dueDateFrom, search).toBeUndefined();
    }
  });
});
