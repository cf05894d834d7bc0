import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as familyLoader } from "~/routes/_patient+/curapatient.patient.family";
import { server } from "../mocks/server";
import { thrownStatus } from "../support/context";
import { patientGet } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { family } from "@contract/family";

/**
 * The family-detail view (issue 23): one family member's details (the next appointment, what is
 * still to book) and vaccinations, read only for a member of the patient's own family; a part
 * the upstream cannot give says so and the rest stays.
 */

let asked: string[] = [];
beforeEach(() => {
  asked = [];
  server.use(
    onCall(family.members, () =>
      answerOf(family.members, [
        { id: "pat-2", firstName: "Leo", lastName: "Rivera", relationship: "child", organizations: [] },
      ]),
    ),
    onCall(family.details, ({ params }) => {
      asked.push(`details ${String(params.id)}`);
      return answerOf(family.details, {
        id: String(params.id),
        firstName: "Leo",
        nextAppointment: {
          taskId: "t-9",
          name: "Flu vaccination",
          dueDate: "2026-12-01T14:00:00.000Z",
          clinicName: "Riverside Community Clinic",
          timeZone: "America/Chicago",
        },
        appointmentsToBook: 2,
      });
    }),
    onCall(family.vaccinations, ({ params }) => {
      asked.push(`vaccinations ${String(params.id)}`);
      return answerOf(family.vaccinations, [
        {
          taskId: "t-1",
          name: "COVID-19 vaccination",
          administeredAt: "2026-09-27T13:20:00.000Z",
          manufacturer: "Pfizer",
          doseNumber: 1,
          clinicName: "Riverside Community Clinic",
          timeZone: "America/New_York",
        },
      ]);
    }),
  );
});

describe("the family page", () => {
  it("lists the members without reading anyone's details", async () => {
    const data = await familyLoader(patientGet("/curapatient/patient/family"));
    expect(data.members.map((m) => m.name)).toEqual(["Leo Rivera"]);
    expect(data.detail).toBeNull();
    expect(asked).toEqual([]);
  });

  it("shows one member's next appointment at the clinic's zone, what is to book, and the vaccinations", async () => {
    const data = await familyLoader(patientGet("/curapatient/patient/family?member=pat-2"));
    expect(asked.sort()).toEqual(["details pat-2", "vaccinations pat-2"]);
    expect(data.pageTitle).toBe("Leo Rivera");
    expect(data.detail).toEqual({
      id: "pat-2",
      name: "Leo Rivera",
      facts: {
        next: {
          name: "Flu vaccination",
          dueDate: "2026-12-01T14:00:00.000Z",
          timeZone: "America/Chicago",
          clinic: "Riverside Community Clinic",
        },
        toBook: 2,
      },
      vaccinations: [
        {
          id: "t-1",
          name: "COVID-19 vaccination",
          at: "2026-09-27T13:20:00.000Z",
          day: "09/27/2026",
          manufacturer: "Pfizer",
          dose: 1,
          clinic: "Riverside Community Clinic",
        },
      ],
    });
  });

  it("answers 404 for an id that cannot be one before any call", async () => {
    let listed = 0;
    server.use(
      onCall(family.members, () => {
        listed += 1;
        return answerOf(family.members, []);
      }),
    );
    const status = await thrownStatus(
      familyLoader(patientGet("/curapatient/patient/family?member=..%2Fetc")),
    );
    expect(status).toBe(404);
    expect(listed).toBe(0);
  });

  it("answers 404 for someone outside the family, before reading their details", async () => {
    for (const member of ["pat-7", "../etc"]) {
      const status = await thrownStatus(
        familyLoader(patientGet(`/curapatient/patient/family?member=${encodeURIComponent(member)}`)),
      );
      expect(status).toBe(404);
    }
    expect(asked).toEqual([]);
  });

  it("says which part is missing when the upstream fails or sends a date that is not one", async () => {
    server.use(
      onCall(family.details, () => HttpResponse.json({ message: "boom" }, { status: 500 })),
      onCall(family.vaccinations, () =>
        answerOf(family.vaccinations, [{ taskId: "t-1", name: "Flu", administeredAt: "yesterday" }]),
      ),
    );
    const data = await familyLoader(patientGet("/curapatient/patient/family?member=pat-2"));
    expect(data.detail).toMatchObject({ id: "pat-2", facts: null, vaccinations: null });
  });
});
