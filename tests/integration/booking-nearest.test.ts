import { describe, expect, it } from "vitest";
import { loader as scheduleLoader } from "~/routes/_patient+/curapatient.patient.schedule-appointment";
import { CLINICS_PER_PAGE } from "~/upstream/booking.server";
import type { SessionData } from "~/session/cookie-jar.server";
import { patientRecord } from "../mocks/patients";
import { server } from "../mocks/server";
import { contextFor, cookieHeaderFrom } from "../support/context";
import { patientAccount } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { appointments } from "@contract/appointments";
import { patients } from "@contract/patients";

/**
 * The patient's booking list starts with the nearest clinics and pages (issue 38 §5): the loader
 * asks the upstream for one page of clinics from the patient's place (coordinates, else a ZIP
 * code) and shows them in the upstream's order with its distances, with the pages it counts.
 */

function patientCookie(extra: Partial<SessionData> = {}) {
  const context = contextFor(new Request("http://app.test/"));
  context.jar.startSession({ accessToken: "at", refreshToken: "rt", account: patientAccount, ...extra });
  return cookieHeaderFrom(context.jar.commit());
}

function get(path: string) {
  const request = new Request(`http://app.test${path}`, { headers: { cookie: patientCookie() } });
  return { request, context: contextFor(request), params: {} as Record<string, string> };
}

const day = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10);
const wire = `${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}`;

/** A lane as the paging upstream answers it: no coordinates, the upstream's distance. */
const lane = (id: string, name: string, distanceMiles: number | null, clinicsTotal: number) => ({
  id: `lane-${id}`,
  clinicId: id,
  status: "ACTIVE",
  startDate: `${day}T14:00:00.000Z`,
  endDate: `${day}T15:00:00.000Z`,
  inventoryType: "COVID",
  manufacturer: "Pfizer",
  slotMinutes: 15,
  capacity: 2,
  bookings: [],
  clinicsTotal,
  clinic: {
    id,
    name,
    timeZone: "America/New_York",
    address: { address1: "1 Main St", city: "Boston", state: "MA", zipcode: "02110" },
    distanceMiles,
  },
});

function answering(lanes: ReturnType<typeof lane>[]) {
  const asked: URL[] = [];
  server.use(
    onCall(appointments.openDays, () => answerOf(appointments.openDays, [wire])),
    onCall(appointments.publicClinicLanes, ({ request }) => {
      asked.push(new URL(request.url));
      return answerOf(appointments.publicClinicLanes, lanes);
    }),
  );
  return asked;
}

const SEARCH = `/curapatient/patient/schedule-appointment?serviceId=1&testingType=1&manufacture=Pfizer&organizationId=org-1&date=${day}`;

describe("the booking list: nearest clinics first, paged in the upstream", () => {
  it("asks for one page from the patient's coordinates and keeps the upstream's order and distances", async () => {
    const asked = answering([
      lane("org-z", "Zeta Clinic", 4.1, CLINICS_PER_PAGE + 2),
      lane("org-a", "Alpha Clinic", 9.7, CLINICS_PER_PAGE + 2),
    ]);
    const data = await scheduleLoader(get(`${SEARCH}&page=1`));
    const query = asked[0]!.searchParams;
    expect(query.get("lat")).toBe(String(patientRecord.address.gpsLatitude));
    expect(query.get("lng")).toBe(String(patientRecord.address.gpsLongitude));
    expect(query.get("originZip")).toBeNull();
    expect(query.get("page")).toBe("1");
    expect(query.get("size")).toBe(String(CLINICS_PER_PAGE));
    expect(data.results?.clinics.map((c) => [c.name, c.roundedMiles])).toEqual([
      ["Zeta Clinic", 5],
      ["Alpha Clinic", 10],
    ]);
    expect(data.results?.page).toBe(1);
    expect(data.results?.totalPages).toBe(2);
  });

  it("sends the ZIP code the patient searches by, and the patient's own when the home has no coordinates", async () => {
    const asked = answering([lane("org-z", "Zeta Clinic", 1, 1)]);
    server.use(
      onCall(patients.get, () =>
        answerOf(patients.get, {
          ...patientRecord,
          address: { ...patientRecord.address, gpsLatitude: null, gpsLongitude: null },
        }),
      ),
    );
    await scheduleLoader(get(SEARCH));
    await scheduleLoader(get(`${SEARCH}&zip=02139`));
    expect(asked.map((u) => [u.searchParams.get("originZip"), u.searchParams.get("zip")])).toEqual([
      ["02108", null],
      ["02139", "02139"],
    ]);
    expect(asked.every((u) => u.searchParams.get("lat") === null && u.searchParams.get("page") === "0")).toBe(
      true,
    );
  });

  it("reads a page that is not a number as the first page", async () => {
    const asked = answering([lane("org-z", "Zeta Clinic", 1, 1)]);
    const data = await scheduleLoader(get(`${SEARCH}&page=-3x`));
    expect(asked[0]!.searchParams.get("page")).toBe("0");
    expect(data.results?.page).toBe(0);
    expect(data.results?.totalPages).toBe(1);
  });
});
