import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Survey } from "../../reference-api/patient-area/types";
import { DEMO_NETWORK_NAME, SECOND_ORGANIZATION_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * Issue 37 §2.3 and §2.4 in the reference upstream: a public survey's questions are shared, its
 * answers (who answered, and what) never are: each reader sees its own tree's patients only,
 * and needs `patientRecord.read` besides `assessments.read`. A therapy type made only for an
 * organization is changed only inside that organization's tree; a network-wide one only by a
 * super admin.
 */

let api: ReferenceApi;
let store: Store;

const DEMO_ADMIN = "orgadmin@demo.test";
const DEMO_COORDINATOR = "coordinator@demo.test";
const DEMO_ANALYTICS = "analytics@demo.test";
const HARBOR_ADMIN = "orgadmin@harbor.test";
const HARBOR_COORDINATOR = "coordinator@harbor.test";
const HARBOR_ANALYTICS = "analytics@harbor.test";
const SUPER = "superadmin@demo.test";
const PATIENT = "patient@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = (who: string, method: string, url: string, json?: unknown) =>
  api.call(who, method, url, json) as Promise<{ status: number; body: Json }>;

const orgId = (name: string) => store.organizations.firstNamed(name)!.id;
const surveyNamed = (name: string) => store.patientArea.surveys().find((s) => s.name === name)!;
/** A patient of the tree: one who answered that tree's seeded survey. */
const patientOf = (surveyName: string) =>
  store.patientArea.reports().find((r) => r.assessmentId === surveyNamed(surveyName).id)!.patientId;

let reportSeq = 0;
function answer(survey: Survey, patientId: string) {
  const question = survey.questions[0]!;
  store.patientArea.insertReport({
    id: `scope-report-${++reportSeq}`,
    assessmentId: survey.id,
    assessmentName: survey.name,
    patientId,
    taskId: null,
    score: 0,
    answers: [
      question.choices?.length
        ? { questionId: question.id, choiceIds: [question.choices[0]!.id] }
        : { questionId: question.id, value: "1" },
    ],
    dateCreated: new Date().toISOString(),
    accountId: null,
  });
}

const answersOf = async (who: string, survey: Survey) =>
  call(who, "GET", `/api/surveys/questions/${survey.questions[0]!.id}/answers/patients?page=0&size=100`);
const patientIdsIn = (body: Json) =>
  new Set((body.content as Array<{ patientId: string }>).map((a) => a.patientId));

beforeAll(async () => {
  api = await startReferenceApi("reference-answers-therapy-scope");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

describe("a public survey's answers stay in each tree", () => {
  it("shows a Harbor reader no Demo patient's answers of a public Demo survey, only its own tree's", async () => {
    const sleep = surveyNamed("Sleep and energy check-in");
    const made = await call(DEMO_ADMIN, "PUT", `/api/surveys/${sleep.id}`, {
      name: sleep.name,
      description: sleep.description,
      kind: sleep.kind,
      isPublic: true,
    });
    expect(made.status).toBe(200);
    const harborPatient = patientOf("Dockside wellbeing survey");
    answer(surveyNamed(sleep.name), harborPatient);

    // The definition is shared: Harbor reads the public survey's questions.
    expect((await call(HARBOR_ADMIN, "GET", `/api/surveys/${sleep.id}/questions`)).status).toBe(200);

    const harbor = await answersOf(HARBOR_ADMIN, sleep);
    expect(harbor.status).toBe(200);
    expect([...patientIdsIn(harbor.body)]).toEqual([harborPatient]);
    expect(harbor.body.totalElements).toBe(1);
    expect(harbor.body.content[0].patientOrganizationIds).toEqual([orgId(SECOND_ORGANIZATION_NAME)]);

    // And Demo, whose survey it is, does not see Harbor's patient either.
    const demo = await answersOf(DEMO_ADMIN, sleep);
    expect(demo.body.totalElements).toBe(60);
    expect(patientIdsIn(demo.body).has(harborPatient)).toBe(false);

    // The counts are the reader's tree's only.
    const breakdown = await call(HARBOR_ADMIN, "GET", `/api/surveys/${sleep.id}/answer-breakdown`);
    expect(breakdown.status).toBe(200);
    expect(breakdown.body).toMatchObject({ reports: 1, patients: 1 });
    const stats = await call(HARBOR_ADMIN, "GET", `/api/surveys/${sleep.id}/answer-stats`);
    expect(stats.status).toBe(200);
    expect(stats.body.reports).toBe(1);
    expect((await call(DEMO_ADMIN, "GET", `/api/surveys/${sleep.id}/answer-breakdown`)).body).toMatchObject({
      reports: 60,
      patients: 30,
    });
  });

  it("shows a Harbor reader no Demo patient's answers of the network's public survey; a super admin all", async () => {
    const screening = surveyNamed("Patient screening");
    expect(screening.organizationId ?? null).toBeNull();
    expect(screening.isPublic).toBe(true);
    const demoPatient = patientOf("Sleep and energy check-in");
    const harborPatient = patientOf("Dockside wellbeing survey");
    answer(screening, demoPatient);
    answer(screening, harborPatient);

    const harbor = await answersOf(HARBOR_ADMIN, screening);
    expect(harbor.status).toBe(200);
    expect(patientIdsIn(harbor.body).has(demoPatient)).toBe(false);
    expect(patientIdsIn(harbor.body).has(harborPatient)).toBe(true);
    const breakdown = await call(HARBOR_ADMIN, "GET", `/api/surveys/${screening.id}/answer-breakdown`);
    expect(breakdown.body.reports).toBe(harbor.body.totalElements);

    const demo = await answersOf(DEMO_ADMIN, screening);
    expect(patientIdsIn(demo.body).has(harborPatient)).toBe(false);
    expect(patientIdsIn(demo.body).has(demoPatient)).toBe(true);

    const all = await answersOf(SUPER, screening);
    expect(patientIdsIn(all.body).has(demoPatient)).toBe(true);
    expect(patientIdsIn(all.body).has(harborPatient)).toBe(true);
  });

  it("refuses patients' answers to a role without patientRecord.read, and keeps the patient's own calls", async () => {
    const sleep = surveyNamed("Sleep and energy check-in");
    const refused = await answersOf(DEMO_ANALYTICS, sleep);
    expect(refused.status).toBe(403);
    expect(refused.body.content).toBeUndefined();
    expect((await answersOf(HARBOR_ANALYTICS, sleep)).status).toBe(403);
    // Its counts are not patients' records: the analytics admin keeps them.
    expect((await call(DEMO_ANALYTICS, "GET", `/api/surveys/${sleep.id}/answer-breakdown`)).status).toBe(200);

    const patientId = store.accounts.byUsername(PATIENT)!.patientId!;
    const reports = `/api/surveys/patient/${patientId}/assessment-reports`;
    expect((await call(DEMO_ANALYTICS, "GET", reports)).status).toBe(403);
    expect(
      (await call(DEMO_ANALYTICS, "GET", `/api/surveys/patient/${patientId}/daily-assessment-reports`))
        .status,
    ).toBe(403);
    expect((await call(HARBOR_ADMIN, "GET", reports)).status).toBe(403);
    expect((await call(DEMO_ADMIN, "GET", reports)).status).toBe(200);
    expect((await call(PATIENT, "GET", reports)).status).toBe(200);
    expect(
      (await call(PATIENT, "GET", `/api/surveys/patient/${patientId}/daily-assessment-reports`)).status,
    ).toBe(200);
  });
});

describe("therapy types are changed where their owner is", () => {
  async function upload(who: string, therapyTypeId: string) {
    const form = new FormData();
    form.append("therapyTypeId", therapyTypeId);
    form.append("attachmentType", "IMAGE");
    form.append("file", new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }), "cover.png");
    const response = await fetch(`${api.base}/api/attachments/therapy-type`, {
      method: "POST",
      headers: { authorization: `Bearer ${await api.login(who)}` },
      body: form,
    });
    return response.status;
  }

  async function demoOwned(name: string) {
    const made = await call(DEMO_COORDINATOR, "POST", "/api/meta/therapy", {
      name,
      taskTypeId: 5,
      entityType: "ORGANIZATION",
      entityId: orgId(DEMO_NETWORK_NAME),
    });
    expect(made.status).toBe(201);
    expect(await upload(DEMO_COORDINATOR, made.body.id)).toBe(201);
    return made.body.id as string;
  }

  it("refuses a Harbor care plan editor changing, deleting or picturing a Demo-owned type", async () => {
    const id = await demoOwned(`Demo drills ${Date.now()}`);
    const before = store.therapy.byId(id)!;
    expect(before.image).not.toBeNull();

    expect(
      (await call(HARBOR_COORDINATOR, "PUT", `/api/meta/therapy/${id}`, { name: "Harbor's now" })).status,
    ).toBe(403);
    expect((await call(HARBOR_COORDINATOR, "DELETE", `/api/meta/therapy/${id}/image`)).status).toBe(403);
    expect(await upload(HARBOR_COORDINATOR, id)).toBe(403);
    expect((await call(HARBOR_COORDINATOR, "DELETE", `/api/meta/therapy/${id}`)).status).toBe(403);
    expect(store.therapy.byId(id)).toEqual(before);

    // Inside the tree it changes as before.
    const renamed = await call(DEMO_COORDINATOR, "PUT", `/api/meta/therapy/${id}`, {
      name: "Demo drills, renamed",
    });
    expect(renamed.status).toBe(200);
    expect((await call(DEMO_COORDINATOR, "DELETE", `/api/meta/therapy/${id}`)).status).toBe(204);
  });

  it("lets no one but a super admin change a network-wide type, or make one", async () => {
    const shared = store.therapy.all().find((t) => t.entityId === null && store.therapy.usage(t.id) === 0)!;
    for (const who of [HARBOR_COORDINATOR, DEMO_ADMIN]) {
      expect((await call(who, "PUT", `/api/meta/therapy/${shared.id}`, { name: `${who}'s` })).status).toBe(
        403,
      );
      expect((await call(who, "DELETE", `/api/meta/therapy/${shared.id}/image`)).status).toBe(403);
      expect(await upload(who, shared.id)).toBe(403);
      expect((await call(who, "DELETE", `/api/meta/therapy/${shared.id}`)).status).toBe(403);
      expect(
        (await call(who, "POST", "/api/meta/therapy", { name: "Shared drills", taskTypeId: 5 })).status,
      ).toBe(403);
    }
    expect(store.therapy.byId(shared.id)!.name).toBe(shared.name);
    const changed = await call(SUPER, "PUT", `/api/meta/therapy/${shared.id}`, { description: "Checked" });
    expect(changed.status).toBe(200);
    expect(changed.body.description).toBe("Checked");
  });

  it("refuses making a type for another tree, or moving one there or out to the network", async () => {
    const demo = orgId(DEMO_NETWORK_NAME);
    const harbor = orgId(SECOND_ORGANIZATION_NAME);
    const forDemo = { name: "Planted", taskTypeId: 5, entityType: "ORGANIZATION", entityId: demo };
    expect((await call(HARBOR_COORDINATOR, "POST", "/api/meta/therapy", forDemo)).status).toBe(403);
    const own = await call(HARBOR_COORDINATOR, "POST", "/api/meta/therapy", { ...forDemo, entityId: harbor });
    expect(own.status).toBe(201);
    const url = `/api/meta/therapy/${own.body.id}`;
    expect((await call(HARBOR_COORDINATOR, "PUT", url, { entityId: demo })).status).toBe(403);
    expect((await call(HARBOR_COORDINATOR, "PUT", url, { entityType: null, entityId: null })).status).toBe(
      403,
    );
    expect(store.therapy.byId(own.body.id)).toMatchObject({ entityType: "ORGANIZATION", entityId: harbor });
    // An owner that is no organization is the super admin's, its "delete them all" too.
    expect(
      (await call(SUPER, "POST", "/api/meta/therapy", { ...forDemo, entityId: "entity-9" })).status,
    ).toBe(201);
    expect((await call(HARBOR_COORDINATOR, "DELETE", "/api/meta/therapy/entity/entity-9")).status).toBe(403);
    expect(store.therapy.idsOfEntity("entity-9")).toHaveLength(1);
    expect((await call(HARBOR_COORDINATOR, "DELETE", `/api/meta/therapy/entity/${demo}`)).status).toBe(403);
  });
});

describe("an organization's own therapy types stay in its tree", () => {
  it("lists a Demo-only type to Demo's editors and a super admin, never to Harbor's", async () => {
    const name = `Demo-only stretches ${Date.now()}`;
    const made = await call(DEMO_COORDINATOR, "POST", "/api/meta/therapy", {
      name,
      taskTypeId: 5,
      entityType: "ORGANIZATION",
      entityId: orgId(DEMO_NETWORK_NAME),
    });
    expect(made.status).toBe(201);
    const listed = async (who: string) => {
      const page = await call(
        who,
        "GET",
        `/api/meta/therapy?name=${encodeURIComponent(name)}&page=0&size=10`,
      );
      expect(page.status).toBe(200);
      return {
        names: (page.body.content as Array<{ name: string }>).map((t) => t.name),
        total: page.body.totalElements,
      };
    };
    expect(await listed(DEMO_COORDINATOR)).toEqual({ names: [name], total: 1 });
    expect(await listed(SUPER)).toEqual({ names: [name], total: 1 });
    // Not listed, and not counted: the total tells nothing either.
    expect(await listed(HARBOR_COORDINATOR)).toEqual({ names: [], total: 0 });
    // A shared type (no owner) is everyone's.
    const shared = store.therapy.all().find((t) => t.entityId === null)!;
    const sharedFor = await call(
      HARBOR_COORDINATOR,
      "GET",
      `/api/meta/therapy?name=${encodeURIComponent(shared.name)}`,
    );
    expect((sharedFor.body.content as Array<{ id: string }>).map((t) => t.id)).toContain(shared.id);
  });
});
