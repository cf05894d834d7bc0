import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as serviceCentreLoader } from "~/routes/_patient+/curapatient.patient.service-centre";
import { server } from "../mocks/server";
import { patientGet } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { patients } from "@contract/patients";
import { carePlans } from "@contract/care-plans";

/**
 * The service centre says which services come with a care plan (GET
 * /api/meta/getServiceTypesWithCarePlans, issue 23, decision 045), for the person the patient
 * books for; without that answer the services still show.
 */

const PATH = "/curapatient/patient/service-centre";
let asked: string[] = [];
beforeEach(() => {
  asked = [];
  server.use(
    onCall(patients.get, ({ params }) =>
      answerOf(patients.get, { id: String(params.id), profileCompleteness: 1, organizations: [] }),
    ),
    onCall(carePlans.serviceTypesWithCarePlans, ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.searchParams.get("patientId")} ${request.headers.get("content-language")}`);
      return answerOf(carePlans.serviceTypesWithCarePlans, [
        {
          id: 2,
          name: "Flu Shot",
          carePlans: [{ id: "cp-1", name: "Healthy heart prevention", durationDays: 28 }],
        },
      ]);
    }),
  );
});

describe("services that come with a care plan", () => {
  it("names the care plans a service comes with, for the person booked for, in the page's language", async () => {
    const data = await serviceCentreLoader(patientGet(PATH));
    expect(data.services.map((s) => [s.name, s.carePlans])).toEqual([
      ["COVID-19 Vaccine", []],
      ["Flu Shot", ["Healthy heart prevention"]],
    ]);
    await serviceCentreLoader(patientGet(PATH, { actingFor: { patientId: "pat-2", name: "Leo Rivera" } }));
    expect(asked).toEqual(["pat-1 en-US", "pat-2 en-US"]);
  });

  it("still lists the services when the upstream cannot say which come with a plan", async () => {
    server.use(onCall(carePlans.serviceTypesWithCarePlans, () => HttpResponse.json({}, { status: 500 })));
    const data = await serviceCentreLoader(patientGet(PATH));
    expect(data.services.map((s) => [s.name, s.carePlans])).toEqual([
      ["COVID-19 Vaccine", []],
      ["Flu Shot", []],
    ]);
  });
});
