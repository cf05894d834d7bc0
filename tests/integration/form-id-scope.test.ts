import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { PRIVILEGE } from "@contract/privileges";
import { action as rescheduleAction } from "~/routes/provider+/appointments+/$taskId.reschedule";
import { action as assignAction } from "~/routes/provider+/care-plans+/$id.assign";
import { action as observationsAction } from "~/routes/provider+/care-plans+/$id.tasks.$taskId.observations";
import { action as addPlanAction } from "~/routes/provider+/members+/$patientId.care-plans.new";
import {
  action as moveAction,
  loader as moveLoader,
} from "~/routes/provider+/organizations+/$orgId.settings.move";
import type { SessionAccount } from "~/session/cookie-jar.server";
import { carePlanFixture } from "../mocks/care-plans";
import { patientRecord, scheduledTask, serviceTypes, staffPatientHandler } from "../mocks/patients";
import { recorder, type RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { contextFor, formRequest, statusOf } from "../support/context";
import { signedInCookie, staffAccount } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { organizations } from "@contract/organizations";
import { organizationPages } from "@contract/organization-pages";
import { carePlans } from "@contract/care-plans";
import { patients } from "@contract/patients";
import { appointments } from "@contract/appointments";

/**
 * Issue 37 §2.6: an id a form sends is checked against the user's tree (and the record the URL
 * names) before the upstream is asked to write: the organization move's new parent, the
 * observation goal removed, the patient and template of an assigned plan, the rescheduled
 * appointment's slot. Outside, each answers as an id that is not there (404, or the field's error
 * with what was sent kept), and the write is never sent.
 *
 * Tree: root → north → north-clinic; root → south; "elsewhere" is another tree. Every call that
 * reaches the fake upstream is recorded.
 */

const CHILDREN: Record<string, string[]> = {
  root: ["north", "south"],
  north: ["north-clinic"],
  "org-1": ["clinic-a"],
};
const ORGS: Record<string, { id: string; name: string; parentOrganizationId: string | null }> = {
  root: { id: "root", name: "North Network", parentOrganizationId: null },
  north: { id: "north", name: "North Region", parentOrganizationId: "root" },
  south: { id: "south", name: "South Region", parentOrganizationId: "root" },
  "north-clinic": { id: "north-clinic", name: "North Clinic", parentOrganizationId: "north" },
  elsewhere: { id: "elsewhere", name: "Harbor", parentOrganizationId: null },
};

let calls: RecordedCall[] = [];
const writes = () =>
  calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.path.split("?")[0]}`);

beforeEach(() => {
  calls = [];
  const record = recorder(calls);
  server.use(
    onCall(organizations.branches, ({ params }) => {
      const content = (CHILDREN[String(params.id)] ?? []).map((id) => ({ id, name: id }));
      return answerOf(organizations.branches, {
        content,
        totalElements: content.length,
        totalPages: 1,
        number: 0,
        size: 100,
      });
    }),
    onCall(organizations.basicInfo, async ({ params, request }) => {
      await record(request);
      const org = ORGS[String(params.id)];
      return org
        ? answerOf(organizations.basicInfo, org)
        : HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    }),
    onCall(organizationPages.changeOrganization, async ({ request }) => {
      await record(request);
      return HttpResponse.json({});
    }),
  );
});

/** A staff account of an ordinary tree (not the platform operator's). */
const staff = (
  organizationId: string,
  privilegeId: number = PRIVILEGE.ORGANIZATION_ADMIN,
): SessionAccount => ({
  ...staffAccount,
  accountId: `acct-${organizationId}-${privilegeId}`,
  organizationId,
  organizationName: ORGS[organizationId]?.name ?? "Demo Clinic Network",
  privilegeId,
});
const demoStaff = staff("org-1");

function post(
  url: string,
  fields: Record<string, string>,
  params: Record<string, string>,
  who: SessionAccount,
) {
  const request = formRequest(url, fields, {
    cookie: signedInCookie({ accessToken: "a", refreshToken: "r" }, who),
  });
  return { request, context: contextFor(request), params };
}

function get(url: string, params: Record<string, string>, who: SessionAccount) {
  const request = new Request(`http://app.test${url}`, {
    headers: { cookie: signedInCookie({ accessToken: "a", refreshToken: "r" }, who) },
  });
  return { request, context: contextFor(request), params };
}

type FormReply = {
  data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
  init: { status: number };
};

describe("moving an organization: the new parent", () => {
  const move = (parentOrganizationId: string, who: SessionAccount, orgId = "north-clinic") =>
    moveAction(
      post(`/provider/organizations/${orgId}/settings/move`, { parentOrganizationId }, { orgId }, who),
    );

  it.each([
    ["another tree's organization", "elsewhere", staff("root")],
    ["an organization of the network outside the user's branch", "south", staff("north")],
    ["an id the upstream does not have", "org-unknown", staff("root")],
  ])("answers 404 for %s, and moves nothing", async (_name, parent, who) => {
    expect(await statusOf(() => move(parent, who))).toBe(404);
    expect(writes()).toEqual([]);
  });

  it("answers 404 on the confirmation page for a parent outside the tree, before reading it", async () => {
    const page = get(
      "/provider/organizations/north-clinic/settings/move?parentOrganizationId=south",
      { orgId: "north-clinic" },
      staff("north"),
    );
    expect(await statusOf(() => moveLoader(page))).toBe(404);
    expect(calls.map((c) => c.path)).toEqual([]);
  });

  it("moves directly under the user's own top organization, which is in the tree", async () => {
    const response = (await move("root", staff("root"))) as Response;
    expect(response.status).toBe(303);
    expect(writes()).toEqual(["PUT /api/organizations/north-clinic/change-organization"]);
  });

  it("moves under an organization the user may edit", async () => {
    const response = (await move("south", staff("root"))) as Response;
    expect(response.status).toBe(303);
    expect(writes()).toEqual(["PUT /api/organizations/north-clinic/change-organization"]);
    expect(calls.at(-1)?.body).toEqual({ parentOrganizationId: "south" });
  });
});

describe("removing an observation goal: the goal must be the task's", () => {
  const withGoals = {
    ...carePlanFixture.template,
    goals: carePlanFixture.template.goals.map((goal) => ({
      ...goal,
      tasks: goal.tasks.map((task) => ({
        ...task,
        observationGoals:
          task.id === "task-1"
            ? [{ id: "og-1", observationType: { id: "obs-1", name: "Blood pressure" }, targetValue: "120" }]
            : task.id === "task-3"
              ? [{ id: "og-3", observationType: { id: "obs-1", name: "Blood pressure" }, targetValue: "130" }]
              : [],
      })),
    })),
  };
  beforeEach(() => {
    const record = recorder(calls);
    server.use(
      // Only cp-1 here; another plan falls through to the shared handlers.
      onCall(carePlans.get, ({ params }) =>
        params.id === "cp-1" ? answerOf(carePlans.get, withGoals) : undefined,
      ),
      onCall(carePlans.removeObservationGoal, async ({ request }) => {
        await record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });
  const remove = (observationGoalId: string) =>
    observationsAction(
      post(
        "/provider/care-plans/cp-1/tasks/task-1/observations",
        { intent: "remove-goal", observationGoalId },
        { id: "cp-1", taskId: "task-1" },
        demoStaff,
      ),
    );

  it.each([
    ["another task's goal", "og-3"],
    ["a goal of another plan or tree", "og-elsewhere"],
  ])("answers 404 for %s, and deletes nothing", async (_name, id) => {
    expect(await statusOf(() => remove(id))).toBe(404);
    expect(writes()).toEqual([]);
  });

  it("removes the task's own goal", async () => {
    expect(((await remove("og-1")) as Response).status).toBe(303);
    expect(writes()).toEqual(["DELETE /api/carePlans/task/observation-goal/og-1"]);
  });
});

describe("a plan from a template: the patient and the template of the form", () => {
  const planWrites = () => writes().filter((w) => w.includes("patient-care-plan-from-template"));
  beforeEach(() => {
    const record = recorder(calls);
    server.use(
      onCall(patients.get, ({ params }) => {
        const id = String(params.id);
        if (id === "pat-9")
          return answerOf(patients.get, { ...patientRecord, id, organizations: [{ id: "elsewhere" }] });
        if (id === "pat-unknown") return HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
        return answerOf(patients.get, patientRecord);
      }),
      // Only cp-public here; another plan falls through to the shared handlers.
      onCall(carePlans.get, ({ params }) =>
        params.id === "cp-public"
          ? answerOf(carePlans.get, { ...carePlanFixture.elsewhere, id: "cp-public", isPublic: true })
          : undefined,
      ),
      onCall(carePlans.fromTemplate, async ({ request }) => {
        await record(request);
        return answerOf(carePlans.fromTemplate, { ...carePlanFixture.patientPlan, id: "cp-made" });
      }),
    );
  });

  const assign = (patientId: string) =>
    assignAction(
      post(
        "/provider/care-plans/cp-1/assign",
        { patientId, start: "date", startDate: "2031-05-20" },
        { id: "cp-1" },
        demoStaff,
      ),
    );

  it.each([
    ["a patient of another tree", "pat-9"],
    ["a patient the upstream does not have", "pat-unknown"],
  ])(
    "assigning a template: refuses %s on the field, keeping the form, and makes no plan",
    async (_name, id) => {
      const reply = (await assign(id)) as FormReply;
      expect(reply.init.status).toBe(400);
      expect(reply.data.result.error.patientId).toEqual(["carePlans:errors.patientRequired"]);
      expect(reply.data.result.initialValue).toMatchObject({
        patientId: id,
        start: "date",
        startDate: "2031-05-20",
      });
      expect(planWrites()).toEqual([]);
    },
  );

  it("assigning a template to a patient of the tree makes the plan", async () => {
    expect(((await assign("pat-1")) as Response).status).toBe(303);
    expect(planWrites()).toEqual(["POST /api/carePlans/patient-care-plan-from-template"]);
  });

  const addPlan = (templateId: string) =>
    addPlanAction(
      post(
        "/provider/members/pat-1/care-plans/new",
        { templateId, start: "date", startDate: "2031-05-20" },
        { patientId: "pat-1" },
        demoStaff,
      ),
    );

  it.each([
    ["another tree's private template", carePlanFixture.elsewhere.id],
    ["a patient's plan, not a template", carePlanFixture.patientPlan.id],
    ["an id the upstream does not have", "cp-unknown"],
  ])(
    "from the patient record: refuses %s on the field, keeping the form, and makes no plan",
    async (_name, id) => {
      const reply = (await addPlan(id)) as FormReply;
      expect(reply.init.status).toBe(400);
      expect(reply.data.result.error.templateId).toEqual(["carePlans:errors.templateRequired"]);
      expect(reply.data.result.initialValue).toMatchObject({
        templateId: id,
        start: "date",
        startDate: "2031-05-20",
      });
      expect(planWrites()).toEqual([]);
    },
  );

  it.each([
    ["a template of the tree", carePlanFixture.template.id],
    ["another tree's public template", "cp-public"],
  ])("from the patient record: makes the plan from %s", async (_name, id) => {
    expect(((await addPlan(id)) as Response).status).toBe(303);
    expect(planWrites()).toEqual(["POST /api/carePlans/patient-care-plan-from-template"]);
  });
});

describe("rescheduling an appointment: the slot must be one the patient's search offered", () => {
  const day = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10);
  const clinic = (id: string) => ({
    id,
    name: id,
    timeZone: "America/New_York",
    address: { zipcode: "02108" },
  });
  const lane = (id: string, clinicId: string) => ({
    id,
    clinicId,
    status: "ACTIVE",
    startDate: `${day}T14:00:00.000Z`,
    endDate: `${day}T15:00:00.000Z`,
    inventoryType: "COVID",
    manufacturer: "Pfizer",
    slotMinutes: 30,
    capacity: 2,
    host: { id: "perf-1", name: "Dr. Lee" },
    bookings: [],
    clinic: clinic(clinicId),
  });
  const search = `testingType=1&manufacture=Pfizer&organizationId=org-1&date=${day}`;
  const mini = () => writes().filter((w) => w.includes("bookAppointment/mini"));

  beforeEach(() => {
    const record = recorder(calls);
    server.use(
      staffPatientHandler(),
      onCall(carePlans.publicServiceTypes, () => answerOf(carePlans.publicServiceTypes, serviceTypes)),
      onCall(appointments.get, ({ params }) =>
        answerOf(
          appointments.get,
          scheduledTask({
            id: String(params.id),
            location: { id: "org-1", name: "North Clinic", timeZoneId: "America/New_York" },
          }),
        ),
      ),
      onCall(appointments.openDays, () => answerOf(appointments.openDays, [])),
      // The patient's search in org-1 finds lane-7 at clinic-a (a clinic of org-1's tree).
      onCall(appointments.publicClinicLanes, () =>
        answerOf(appointments.publicClinicLanes, [lane("lane-7", "clinic-a")]),
      ),
      onCall(appointments.book, async ({ request }) => {
        await record(request);
        return answerOf(appointments.book, scheduledTask({ dueDate: `${day}T14:30:00.000Z` }));
      }),
    );
  });

  const book = (slot: string) =>
    rescheduleAction(
      post(
        `/provider/appointments/task-1/reschedule?${search}`,
        { intent: "book", slot },
        { taskId: "task-1" },
        demoStaff,
      ),
    );

  it.each([
    ["a lane of another tree's clinic", `lane-far|clinic-elsewhere|${day}T14:30:00.000Z`],
    ["a lane of the tree the search did not find", `lane-99|clinic-a|${day}T14:30:00.000Z`],
    ["the found lane under another clinic", `lane-7|org-1|${day}T14:30:00.000Z`],
  ])("refuses %s on the slot, keeping the choice, and moves nothing", async (_name, slot) => {
    const reply = (await book(slot)) as {
      data: { form: string; result: FormReply["data"]["result"] };
      init: { status: number };
    };
    expect(reply.init.status).toBe(400);
    expect(reply.data.form).toBe("book");
    expect(reply.data.result.error.slot).toEqual(["patient:schedule.slotRequired"]);
    expect(reply.data.result.initialValue.slot).toBe(slot);
    expect(mini()).toEqual([]);
  });

  it("says a time of an offered clinic that the search no longer has as taken, and moves nothing", async () => {
    const reply = (await book(`lane-7|clinic-a|${day}T16:00:00.000Z`)) as {
      data: { result: FormReply["data"]["result"] };
      init: { status: number };
    };
    expect(reply.init.status).toBe(409);
    expect(reply.data.result.error.slot).toEqual(["patient:schedule.slotTaken"]);
    expect(mini()).toEqual([]);
  });

  it("moves the appointment to a slot the search offered", async () => {
    const response = (await book(`lane-7|clinic-a|${day}T14:30:00.000Z`)) as Response;
    expect(response.status).toBe(303);
    expect(mini()).toEqual(["PUT /api/tasks/bookAppointment/mini"]);
  });
});
