import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActivity } from "../../reference-api/events/routes";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's "viewed" mark on a patient's activities (issue 16): each reader's own,
 * set once by `PUT /api/activties/patient/{patientId}/{id}/view`, answered on the patient's list
 * and the full record; a patient's activities are read only where the patient is.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";
const COORDINATOR = "coordinator@demo.test";
const ELSEWHERE = "orgadmin@harbor.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-activity-views");
  store = api.store;
  const patient = demoPatient();
  createActivity(store, {
    patientId: patient.id,
    organizationId: patient.organizations[0]!,
    entityType: "NOTE",
    entityName: "Called about the appointment",
    actorAccountRole: "PATIENT",
  });
}, 60_000);
afterAll(() => api.stop());

const demoPatient = () => store.patients.all().find((p) => p.email === "patient@demo.test")!;

describe("viewed activities", () => {
  it("marks an activity viewed for the reader only, and says so on the list and the full record", async () => {
    const patient = demoPatient();
    const list = (await api.call(ADMIN, "GET", `/api/patients/${patient.id}/activities?size=10`)) as {
      status: number;
      body: Json;
    };
    expect(list.status).toBe(200);
    const first = list.body.content[0];
    expect(first).toMatchObject({ patientId: patient.id, viewed: false });

    const marked = (await api.call(
      ADMIN,
      "PUT",
      `/api/activties/patient/${patient.id}/${first.id}/view`,
    )) as {
      status: number;
      body: Json;
    };
    expect(marked.status).toBe(200);
    expect(marked.body.viewed).toBe(true);
    expect(
      ((await api.call(ADMIN, "GET", `/api/activties/${first.id}/full`)) as { body: Json }).body.viewed,
    ).toBe(true);
    const again = (await api.call(ADMIN, "GET", `/api/patients/${patient.id}/activities?size=10`)) as {
      body: Json;
    };
    expect(again.body.content.find((a: Json) => a.id === first.id).viewed).toBe(true);
    // Another reader has not opened it.
    const theirs = (await api.call(COORDINATOR, "GET", `/api/activties/${first.id}/full`)) as { body: Json };
    expect(theirs.body.viewed).toBe(false);
  });

  it("refuses another patient's activity under this patient, and every call outside the patient's tree", async () => {
    const patient = demoPatient();
    const other = store.patients.all().find((p) => p.id !== patient.id && !p.familyOf)!;
    const { body } = (await api.call(ADMIN, "GET", `/api/patients/${patient.id}/activities?size=1`)) as {
      body: Json;
    };
    const id = body.content[0].id;
    expect((await api.call(ADMIN, "PUT", `/api/activties/patient/${other.id}/${id}/view`)).status).toBe(404);
    expect((await api.call(ELSEWHERE, "GET", `/api/patients/${patient.id}/activities`)).status).toBe(403);
    expect((await api.call(ELSEWHERE, "GET", `/api/activties/${id}/full`)).status).toBe(403);
    expect((await api.call(ELSEWHERE, "GET", `/api/activties/activity/${id}`)).status).toBe(403);
    expect((await api.call(ELSEWHERE, "PUT", `/api/activties/patient/${patient.id}/${id}/view`)).status).toBe(
      403,
    );
  });
});

describe("what an activity tells each reader", () => {
  it("gives a scheduler and an analyst what happened without the score, reading or note; a coordinator all", async () => {
    const patient = demoPatient();
    const organizationId = patient.organizations[0]!;
    const report = createActivity(store, {
      patientId: patient.id,
      organizationId,
      entityType: "ASSESSMENT_REPORT",
      entityName: "PHQ-9",
      actorAccountRole: "PATIENT",
      assessmentReportResource: {
        assessmentName: "PHQ-9",
        score: 17,
        dateCreated: new Date().toISOString(),
        extraValue: "severe",
      },
    });
    const note = createActivity(store, {
      patientId: patient.id,
      organizationId,
      entityType: "NOTE",
      entityName: "Note",
      actorAccountRole: "DOCTOR",
      note: "Discussed the results privately",
    });
    const full = async (who: string, id: string) =>
      ((await api.call(who, "GET", `/api/activties/${id}/full`)) as { body: Json }).body;
    for (const who of ["scheduler@demo.test", "analytics@demo.test"]) {
      const seen = await full(who, report.id);
      expect(seen.assessmentReportResource).toMatchObject({ assessmentName: "PHQ-9", score: null });
      expect(seen.assessmentReportResource.extraValue).toBeUndefined();
      expect((await full(who, note.id)).note).toBeUndefined();
    }
    const feed = (await api.call(
      "scheduler@demo.test",
      "GET",
      `/api/activties?organizationId=${organizationId}&size=50`,
    )) as {
      body: Json;
    };
    const listed = (feed.body.content as Json[]).find((a) => a.id === report.id);
    expect(listed.assessmentReportResource.score).toBeNull();
    expect(JSON.stringify(feed.body)).not.toContain("Discussed the results privately");

    expect((await full(COORDINATOR, report.id)).assessmentReportResource).toMatchObject({
      score: 17,
      extraValue: "severe",
    });
    expect((await full(COORDINATOR, note.id)).note).toBe("Discussed the results privately");
  });
});
