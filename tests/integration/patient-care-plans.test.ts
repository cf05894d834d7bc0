import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as dashboardLoader } from "~/routes/_patient+/curapatient.patient.dashboard";
import { loader as planLoader } from "~/routes/provider+/care-plans+/$id._index";
import { loader as patientActivityLoader } from "~/routes/provider+/members+/$patientId.activity._index";
import { loader as overviewLoader } from "~/routes/provider+/members+/$patientId._index";
import { loader as shareLoader } from "~/routes/provider+/members+/$patientId.share";
import { loader as membersLoader } from "~/routes/provider+/members+/_index";
import { patientElsewhere, patientRecord, staffPatientHandler } from "../mocks/patients";
import { thrownStatus } from "../support/context";
import { springPage } from "../mocks/recording";
import { server } from "../mocks/server";
import { patientGet, staffGet as get } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { patients } from "@contract/patients";
import { appointments } from "@contract/appointments";
import { events } from "@contract/events";

/**
 * Issue 38 §1: a plan assigned to a patient shows everywhere the patient's plans do. The record,
 * the members list and the patient's home list every plan, newest first, in one wording of the
 * status; the plan's page names its patient (to the record) for those who may read the patient;
 * the patient's Activity tab shows the assignment.
 */

/** Two plans as the upstream answers them: the one assigned today first, the first one last. */
const newest = {
  id: "cp-new",
  name: "Rehab after surgery",
  patientId: "pat-1",
  carePlanStatus: "PatientClosedOut",
  startDate: "11/30/2026",
  duration: 30,
  tasks: [],
};
const oldest = {
  id: "cp-old",
  name: "Vaccination and testing plan",
  patientId: "pat-1",
  carePlanStatus: "AwaitingTestResults",
  startDate: "11/02/2026",
  duration: 42,
  tasks: [],
};

let asked: string[] = [];
beforeEach(() => {
  asked = [];
  server.use(
    staffPatientHandler(),
    onCall(patients.carePlans, ({ params }) => {
      asked.push(`carePlans ${String(params.id)}`);
      return answerOf(patients.carePlans, [newest, oldest]);
    }),
    onCall(patients.carePlan, ({ params }) => {
      asked.push(`carePlan ${String(params.id)}`);
      return answerOf(patients.carePlan, oldest);
    }),
  );
});

const COORDINATOR = 5;

type Plans = Array<{ id: string; name: string; statusKey: string | null }>;

describe("the patient record's care plans", () => {
  /** The record's one read, answered directly (not made of the parts), counted. */
  const overviewAnswering = (carePlans: unknown[] | null) =>
    onCall(patients.overview, ({ params }) => {
      asked.push(`overview ${String(params.id)}`);
      return answerOf(patients.overview, { patient: patientRecord, carePlans } as never);
    });

  it("reads the patient and every plan in one call, newest first with the one status wording", async () => {
    server.use(overviewAnswering([newest, oldest]));
    for (const page of ["/provider/members/pat-1", "/provider/members/pat-1/share"]) {
      const loader = page.endsWith("share") ? shareLoader : overviewLoader;
      const data = (await loader({ ...get(page), params: { patientId: "pat-1" } })) as {
        plans: Plans | null;
        planUnavailable: boolean;
      };
      expect(data.plans?.map((p) => [p.id, p.statusKey])).toEqual([
        ["cp-new", "carePlans:statuses.PatientClosedOut"],
        ["cp-old", "carePlans:statuses.AwaitingTestResults"],
      ]);
      expect(data.planUnavailable).toBe(false);
    }
    // The record and the share page: one read each, no separate patient or plans read.
    expect(asked).toEqual(["overview pat-1", "overview pat-1"]);
  });

  it("shows no plans section to a role that reads no care plans, whatever the upstream answers", async () => {
    server.use(overviewAnswering([newest]));
    // A clinic administrator (7) reads the record but not care plans.
    const none = (await overviewLoader({
      ...get("/provider/members/pat-1", 7),
      params: { patientId: "pat-1" },
    })) as { plans: Plans | null; planUnavailable: boolean };
    expect(none).toMatchObject({ plans: null, planUnavailable: false });
  });

  it("says the plans cannot be shown when the upstream withholds them from a role that reads them", async () => {
    server.use(overviewAnswering(null));
    const data = (await overviewLoader({
      ...get("/provider/members/pat-1"),
      params: { patientId: "pat-1" },
    })) as { plans: Plans | null; planUnavailable: boolean };
    expect(data).toMatchObject({ plans: [], planUnavailable: true });
  });

  it("answers 404 for a patient outside the tree after its one read, with nothing of it on the page", async () => {
    server.use(
      onCall(patients.overview, () =>
        answerOf(patients.overview, { patient: patientElsewhere, carePlans: [newest] } as never),
      ),
    );
    const refused = overviewLoader({
      ...get("/provider/members/pat-9", COORDINATOR),
      params: { patientId: "pat-9" },
    });
    expect(await thrownStatus(refused)).toBe(404);
  });

  describe("from a backend without the overview call", () => {
    const noOverview = onCall(patients.overview, () =>
      HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 }),
    );

    it("reads the patient and the plans list instead", async () => {
      server.use(noOverview);
      const data = (await overviewLoader({
        ...get("/provider/members/pat-1"),
        params: { patientId: "pat-1" },
      })) as { plans: Plans | null };
      expect(data.plans?.map((p) => p.id)).toEqual(["cp-new", "cp-old"]);
      expect(asked).toEqual(["carePlans pat-1"]);
    });

    it("reads the documented one plan when the list is missing too", async () => {
      server.use(
        noOverview,
        onCall(patients.carePlans, () => HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 })),
      );
      const data = (await overviewLoader({
        ...get("/provider/members/pat-1"),
        params: { patientId: "pat-1" },
      })) as { plans: Plans | null };
      expect(data.plans?.map((p) => p.id)).toEqual(["cp-old"]);
      expect(asked).toEqual(["carePlan pat-1"]);
    });

    it("says a failed plans read and still shows the patient", async () => {
      server.use(
        noOverview,
        onCall(patients.carePlans, () => HttpResponse.json({ message: "boom" }, { status: 500 })),
      );
      const failed = (await overviewLoader({
        ...get("/provider/members/pat-1"),
        params: { patientId: "pat-1" },
      })) as { plans: Plans | null; planUnavailable: boolean; facts: { name: string } };
      expect(failed).toMatchObject({ plans: [], planUnavailable: true, facts: { name: "Pat Rivera" } });
    });

    it("answers 404 for a patient the backend does not have", async () => {
      server.use(
        noOverview,
        onCall(patients.get, () => HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 })),
      );
      const missing = overviewLoader({
        ...get("/provider/members/pat-404"),
        params: { patientId: "pat-404" },
      });
      expect(await thrownStatus(missing)).toBe(404);
    });
  });
});

describe("the members list's care plans", () => {
  it("shows every plan of a row in the upstream's order, in the record's words", async () => {
    server.use(
      onCall(patients.members, () =>
        answerOf(
          patients.members,
          springPage([
            {
              id: "pat-1",
              firstName: "Pat",
              lastName: "Rivera",
              carePlans: [
                { id: "cp-new", name: "Rehab after surgery", carePlanStatus: "PatientClosedOut" },
                { id: "cp-old", name: "Vaccination and testing plan", carePlanStatus: "AwaitingTestResults" },
                { id: "cp-odd", name: "Imported", carePlanStatus: "SOMETHING_ELSE" },
              ],
            },
          ]),
        ),
      ),
    );
    const data = (await membersLoader({ ...get("/provider/members"), params: {} })) as {
      list: { content: Array<{ carePlans: Plans }> };
    };
    const record = (await overviewLoader({
      ...get("/provider/members/pat-1"),
      params: { patientId: "pat-1" },
    })) as { plans: Plans };
    const row = data.list.content[0]!.carePlans;
    expect(row.map((p) => p.name)).toEqual([
      "Rehab after surgery",
      "Vaccination and testing plan",
      "Imported",
    ]);
    // The same key for the same plan on both screens; an unknown status is words, never the code.
    expect(row.slice(0, 2)).toEqual(record.plans.map(({ id, name, statusKey }) => ({ id, name, statusKey })));
    expect(row[2]!.statusKey).toBe("carePlans:statuses.unknown");
  });
});

describe("the patient's home", () => {
  it("shows every plan newest first, its status in the words staff read", async () => {
    server.use(
      onCall(appointments.patientAppointments, () => answerOf(appointments.patientAppointments, [])),
    );
    const data = await dashboardLoader(patientGet("/curapatient/patient/dashboard"));
    expect(data.plans.map((p) => [p.name, p.status])).toEqual([
      ["Rehab after surgery", "Patient closed out"],
      ["Vaccination and testing plan", "Awaiting test results"],
    ]);
    expect(data.carePlanFailed).toBe(false);
    expect(asked).toEqual(["carePlans pat-1"]);
  });
});

describe("the plan's page", () => {
  it("names the patient it was assigned to and links to the record", async () => {
    const data = (await planLoader({ ...get("/provider/care-plans/cp-2"), params: { id: "cp-2" } })) as {
      patient: { id: string; name: string } | null;
    };
    expect(data.patient).toEqual({ id: "pat-1", name: "Pat Rivera" });
  });

  it("names no patient to a role that may not read the patient, without reading the patient", async () => {
    let patientReads = 0;
    server.use(
      onCall(patients.get, () => {
        patientReads++;
        return HttpResponse.json({ code: "FORBIDDEN" }, { status: 403 });
      }),
    );
    // An analytics admin (6) reads care plans but no patient record.
    const data = (await planLoader({ ...get("/provider/care-plans/cp-2", 6), params: { id: "cp-2" } })) as {
      patient: unknown;
    };
    expect(data.patient).toBeNull();
    expect(patientReads).toBe(0);
  });

  it("names no patient for a template", async () => {
    const data = (await planLoader({ ...get("/provider/care-plans/cp-1"), params: { id: "cp-1" } })) as {
      patient: unknown;
    };
    expect(data.patient).toBeNull();
  });
});

describe("the patient's Activity tab", () => {
  it("shows an assigned plan as a care plan activity named after the plan", async () => {
    server.use(
      onCall(events.patientActivities, () =>
        answerOf(
          events.patientActivities,
          springPage([
            {
              id: "act-9",
              patientId: "pat-1",
              entityType: "CARE_PLAN",
              entityName: "Rehab after surgery",
              actorAccountRole: "DOCTOR",
              createdAt: "2026-11-30T10:00:00Z",
            },
          ]),
        ),
      ),
    );
    const data = (await patientActivityLoader({
      ...get("/provider/members/pat-1/activity"),
      params: { patientId: "pat-1" },
    })) as { feed: { items: Array<{ stream: string; entityName: string }> } };
    expect(data.feed.items).toMatchObject([{ stream: "care-plan", entityName: "Rehab after surgery" }]);
  });
});
