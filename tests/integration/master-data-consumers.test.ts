import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { loader as observationsLoader } from "~/routes/provider+/care-plans+/$id.tasks.$taskId.observations";
import { action as newValueAction } from "~/routes/provider+/master-data+/$type.new";
import {
  action as vaccineAction,
  loader as vaccineLoader,
} from "~/routes/provider+/appointments+/$taskId.vaccine";
import { loader as profileEditLoader } from "~/routes/_patient+/curapatient.patient.profile.edit";
import { patientRecord } from "../mocks/patients";
import { recorder, springPage, type RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { patientGet, staffGet, staffPost } from "../support/session";
import { answerOf, entryAt, onCall } from "../mocks/contract";
import { carePlans } from "@contract/care-plans";
import { appointments } from "@contract/appointments";
import { masterData } from "@contract/master-data";
import { patients } from "@contract/patients";

/**
 * Master data reaches the forms that offer its values (issue 38): each form reads the type's
 * list through the code-list resource's list call, once, and offers every value by its name; a
 * value saved on the master-data page is offered by the next form; a stored value master data no
 * longer has stays offered under its stored name.
 */

let calls: RecordedCall[] = [];
/** A master-data path's values, as the fake upstream keeps them between calls. */
let values: Record<string, Array<{ id: string; name: string; description: string }>> = {};

/** The paged master-data list and its create, on one path (and `type` where the path is shared). */
function fakeMasterData(path: string, key = path) {
  const record = recorder(calls);
  server.use(
    onCall(entryAt("GET", path), async ({ request }) => {
      const url = new URL(request.url);
      if (!url.searchParams.has("page")) return undefined;
      if (path === "/api/masterData" && `${path}?${url.searchParams.get("type")}` !== key) return undefined;
      await record(request);
      return HttpResponse.json(springPage(values[key] ?? [], Number(url.searchParams.get("size"))));
    }),
    onCall(entryAt("POST", path), async ({ request }) => {
      await record(request);
      const body = calls.at(-1)!.body as { name: string; description: string };
      (values[key] ??= []).push({ id: `md-${(values[key] ?? []).length + 10}`, ...body });
      return HttpResponse.json({ id: "md-new" }, { status: 201 });
    }),
  );
}

beforeEach(() => {
  calls = [];
  values = {
    "/api/meta/observation": [
      { id: "obt-3", name: "Body weight", description: "In pounds" },
      { id: "obt-8", name: "COVID-19 lab test", description: "Positive or negative" },
    ],
    "/api/masterData?MANUFACTURE": [
      { id: "md-m1", name: "Pfizer", description: "Vaccines" },
      { id: "md-m2", name: "Sanofi", description: "Vaccines" },
    ],
  };
});

describe("a care plan task's observation types", () => {
  const open = async () => {
    const args = staffGet("/provider/care-plans/cp-1/tasks/task-1/observations");
    return (await observationsLoader({ ...args, params: { id: "cp-1", taskId: "task-1" } })) as unknown as {
      types: Array<{ value: string; label: string }>;
      typesFailed: boolean;
    };
  };

  it("offers master data's observation types by name, read once through the master-data list", async () => {
    fakeMasterData("/api/meta/observation");
    const page = await open();
    expect(page.types).toEqual([
      { value: "obt-3", label: "Body weight" },
      { value: "obt-8", label: "COVID-19 lab test" },
    ]);
    expect(page.typesFailed).toBe(false);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /api/meta/observation?page=0&size=1000"]);
  });

  it("offers a type the super admin has just added on the master-data page", async () => {
    fakeMasterData("/api/meta/observation");
    const added = staffPost(
      "/provider/master-data/observation-type/new",
      { name: "Oxygen saturation", description: "In percent" },
      PRIVILEGE.SUPER_ADMIN,
    );
    const saved = (await newValueAction({ ...added, params: { type: "observation-type" } })) as Response;
    expect(saved.status).toBe(303);
    const page = await open();
    expect(page.types.map((t) => t.label)).toEqual(["Body weight", "COVID-19 lab test", "Oxygen saturation"]);
  });

  it("says so when the types cannot be read, and offers none", async () => {
    server.use(
      onCall(carePlans.observationTypes, () => HttpResponse.json({ message: "down" }, { status: 500 })),
    );
    const page = await open();
    expect(page).toMatchObject({ types: [], typesFailed: true });
  });
});

describe("the vaccine given's manufacturers", () => {
  const VACCINE = {
    manufacturer: "Moderna",
    lotNumber: "EK5730",
    doseNumber: 1,
    injectionSite: "LEFT_ARM",
    expiryDate: "12/31/2027",
    administeredAt: "2026-11-20T15:30:00.000Z",
  };
  const appointment = (overrides: Record<string, unknown> = {}) => ({
    id: "task-1",
    patientId: "pat-1",
    patientName: "Pat Rivera",
    name: "Vaccination",
    status: "COMPLETED",
    dueDate: "2026-11-20T15:30:00Z",
    inventoryName: "sanofi",
    performerId: "perf-1",
    location: { id: "org-1", name: "North Clinic", timeZoneId: "America/New_York" },
    ...overrides,
  });
  const open = async (task: ReturnType<typeof appointment>) => {
    server.use(onCall(appointments.get, () => answerOf(appointments.get, task)));
    const args = staffGet("/provider/appointments/task-1/vaccine");
    return (await vaccineLoader({ ...args, params: { taskId: "task-1" } })) as unknown as {
      manufacturers: Array<{ value: string; label: string }>;
      manufacturersFailed: boolean;
      defaults: Record<string, string>;
    };
  };

  it("offers master data's manufacturers, the lane's in master data's spelling", async () => {
    fakeMasterData("/api/masterData", "/api/masterData?MANUFACTURE");
    values["/api/masterData?MANUFACTURE"]!.push({ id: "md-m3", name: "Bavarian Nordic", description: "" });
    const page = await open(appointment());
    expect(page.manufacturers).toEqual([
      { value: "Pfizer", label: "Pfizer" },
      { value: "Sanofi", label: "Sanofi" },
      { value: "Bavarian Nordic", label: "Bavarian Nordic" },
    ]);
    expect(page.defaults.manufacturer).toBe("Sanofi");
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /api/masterData?type=MANUFACTURE&page=0&size=1000",
    ]);
  });

  it("keeps offering a recorded manufacturer master data no longer has", async () => {
    fakeMasterData("/api/masterData", "/api/masterData?MANUFACTURE");
    const page = await open(appointment({ vaccineInfo: VACCINE }));
    expect(page.manufacturers.map((m) => m.value)).toEqual(["Pfizer", "Sanofi", "Moderna"]);
    expect(page.defaults.manufacturer).toBe("Moderna");
  });

  it("sends a manufacturer master data added, which the app keeps no list of", async () => {
    const record = recorder(calls);
    server.use(
      onCall(appointments.get, () => answerOf(appointments.get, appointment())),
      onCall(appointments.putVaccineInfo, async ({ request }) => {
        await record(request);
        return answerOf(appointments.putVaccineInfo, appointment());
      }),
    );
    const form = staffPost("/provider/appointments/task-1/vaccine", {
      manufacturer: "Bavarian Nordic",
      lotNumber: "ab123",
      doseNumber: "1",
      injectionSite: "LEFT_ARM",
      expiryDate: "2027-12-31",
      administeredDate: "2026-11-20",
      administeredTime: "10:30",
    });
    const response = (await vaccineAction({ ...form, params: { taskId: "task-1" } })) as Response;
    expect(response.status).toBe(303);
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ manufacturer: "Bavarian Nordic" });
  });

  it("says so when the manufacturers cannot be read, still offering the recorded one", async () => {
    server.use(onCall(masterData.list, () => HttpResponse.json({ message: "down" }, { status: 503 })));
    const page = await open(appointment({ vaccineInfo: VACCINE }));
    expect(page.manufacturersFailed).toBe(true);
    expect(page.manufacturers).toEqual([{ value: "Moderna", label: "Moderna" }]);
  });
});

describe("the patient's insurers", () => {
  it("keeps the patient's insurer, by its stored name, when the list no longer has it", async () => {
    server.use(
      onCall(patients.get, () =>
        answerOf(patients.get, {
          ...patientRecord,
          insurance: { payerId: "md-gone", payerName: "Harbor Mutual", memberId: "M-1" },
        }),
      ),
      onCall(patients.insurancePayers, () =>
        answerOf(patients.insurancePayers, [
          { id: "md-insurance-1", payerName: "Blue Shield of California" },
          { id: "md-insurance-2", payerName: "Kaiser Permanente" },
        ]),
      ),
    );
    const args = patientGet("/curapatient/patient/profile/edit");
    const page = (await profileEditLoader(args)) as unknown as {
      payers: Array<{ value: string; label: string }>;
      defaults: Record<string, string | undefined>;
    };
    expect(page.payers).toEqual([
      { value: "md-insurance-1", label: "Blue Shield of California" },
      { value: "md-insurance-2", label: "Kaiser Permanente" },
      { value: "md-gone", label: "Harbor Mutual" },
    ]);
    expect(page.defaults.payerId).toBe("md-gone");
  });
});
