import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as overviewLoader } from "~/routes/provider+/members+/$patientId._index";
import {
  action as deleteAction,
  loader as deleteLoader,
} from "~/routes/provider+/members+/$patientId.delete";
import { action as inviteAction } from "~/routes/provider+/members+/$patientId.invite";
import { action as purgeAction } from "~/routes/provider+/members+/$patientId.purge";
import {
  action as removeAction,
  loader as removeLoader,
} from "~/routes/provider+/members+/$patientId.remove";
import { action as addAction, loader as addLoader } from "~/routes/provider+/members+/new";
import { patientRecord, staffPatientHandler } from "../mocks/patients";
import { recorder, type RecordedCall } from "../mocks/recording";
import { server } from "../mocks/server";
import { thrownStatus } from "../support/context";
import { staffGet as get, staffPost as post } from "../support/session";
import { answerOf, onCall, onCalls } from "../mocks/contract";
import { patients } from "@contract/patients";
import { organizations } from "@contract/organizations";

/**
 * Staff managing patients (issue 16): adding one to the organization in view, an invitation
 * code, removal from an organization, delete and purge. Refused input comes back on its field
 * with what was typed; a role without the capability, or a patient or organization outside the
 * user's tree, is refused before any change reaches the upstream.
 */

const COORDINATOR = 5;
const SCHEDULER = 14;
const twoHomes = {
  ...patientRecord,
  organizations: [
    { id: "org-1", name: "Demo Health Network" },
    { id: "org-elsewhere", name: "Elsewhere Clinic" },
  ],
};

let calls: RecordedCall[] = [];
let answer: () => Response | undefined;
beforeEach(() => {
  calls = [];
  answer = () => undefined;
  const record = recorder(calls);
  server.use(
    staffPatientHandler({ "pat-2": { ...twoHomes, id: "pat-2" } }),
    onCall(patients.carePlan, () => HttpResponse.json({ message: "No plan" }, { status: 404 })),
    onCall(organizations.basicInfo, ({ params }) =>
      answerOf(organizations.basicInfo, { id: String(params.id), name: "Demo Health Network" }),
    ),
    onCall(patients.addIndividual, async ({ request }) => {
      await record(request);
      return answer() ?? answerOf(patients.addIndividual, { id: "pat-new", patientId: "pat-new" });
    }),
    onCall(patients.inviteCode, async ({ request }) => {
      await record(request);
      return (
        answer() ??
        answerOf(patients.inviteCode, { code: "K7QX3MPA", sentTo: "patient@demo.test", channel: "EMAIL" })
      );
    }),
    onCall(patients.removeOrganization, async ({ request }) => {
      await record(request);
      return answer() ?? HttpResponse.json({ removed: true });
    }),
    ...onCalls(
      (entry) => entry.method === "DELETE" && entry.path.startsWith("/api/patients/"),
      async ({ request }) => {
        await record(request);
        return answer() ?? new HttpResponse(null, { status: 204 });
      },
    ),
  );
});

const changes = () => calls.map((c) => `${c.method} ${c.path}`);
type FormReply = {
  data: { result: { error?: Record<string, string[]>; initialValue: Record<string, string> } };
  init: { status: number };
};

const person = {
  firstName: "Ana",
  lastName: "Quintero",
  gender: "female",
  dobMonth: "3",
  dobDay: "9",
  dobYear: "1979",
  email: "ana@example.test",
  phoneNumber: "",
  zipcode: "02108",
  language: "es-MX",
  carePlanId: "careplan-1",
};

describe("adding a patient", () => {
  it("offers the organization's templates, and adds the patient with the plan and a flash", async () => {
    const page = get("/provider/members/new?organizationId=org-1");
    const data = (await addLoader({ ...page, params: {} })) as {
      heading: string;
      postTo: string;
      templates: Array<{ value: string }> | null;
    };
    expect(data.heading).toContain("Demo Health Network");
    expect(data.postTo).toBe("/provider/members/new?organizationId=org-1");
    expect(data.templates?.length).toBeGreaterThan(0);

    const { request, context } = post("/provider/members/new?organizationId=org-1", person);
    const response = (await addAction({ request, context, params: {} })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/provider/members/pat-new");
    expect(calls).toHaveLength(1);
    expect(`${calls[0]!.method} ${calls[0]!.path}`).toBe(
      "POST /api/organizations/org-1/patients/individual?carePlanId=careplan-1",
    );
    expect(calls[0]!.body).toEqual({
      firstName: "Ana",
      lastName: "Quintero",
      dateOfBirth: "03/09/1979",
      gender: "female",
      email: "ana@example.test",
      language: "es-MX",
      address: { zipcode: "02108", country: "United States" },
    });
    expect(context.jar.takeFlash()).toEqual({
      kind: "success",
      key: "members:add.added",
      params: { name: "Ana Quintero" },
    });
  });

  it("refuses missing and bad fields next to each without calling the upstream, keeping what was typed", async () => {
    const { request, context } = post("/provider/members/new?organizationId=org-1", {
      ...person,
      firstName: "",
      email: "not-an-email",
    });
    const reply = (await addAction({ request, context, params: {} })) as FormReply;
    expect(reply.init.status).toBe(400);
    expect(Object.keys(reply.data.result.error ?? {}).sort()).toEqual(["email", "firstName"]);
    expect(reply.data.result.initialValue).toMatchObject({ lastName: "Quintero", email: "not-an-email" });

    const badDate = (await addAction({
      ...post("/provider/members/new?organizationId=org-1", { ...person, dobDay: "31", dobMonth: "2" }),
      params: {},
    })) as FormReply;
    expect(Object.keys(badDate.data.result.error ?? {})).toEqual(["dateOfBirth"]);
    expect(badDate.data.result.initialValue).toMatchObject({ dobDay: "31", dobMonth: "2", dobYear: "1979" });
    expect(calls).toEqual([]);
  });

  it("puts the upstream's refusal on its field and a failure above the form, keeping what was typed", async () => {
    answer = () =>
      HttpResponse.json(
        {
          fieldErrors: [
            { field: "address.zipcode", message: "zipcode must look like 12345" },
            { field: "carePlanId", message: "carePlanId must name a care plan template" },
          ],
        },
        { status: 422 },
      );
    const refused = (await addAction({
      ...post("/provider/members/new?organizationId=org-1", person),
      params: {},
    })) as FormReply;
    expect(refused.data.result.error?.zipcode).toEqual(["zipcode must look like 12345"]);
    expect(refused.data.result.error?.carePlanId).toEqual(["carePlanId must name a care plan template"]);
    expect(refused.data.result.initialValue).toMatchObject({ firstName: "Ana", zipcode: "02108" });

    answer = () => HttpResponse.json({ message: "boom" }, { status: 500 });
    const failed = (await addAction({
      ...post("/provider/members/new?organizationId=org-1", person),
      params: {},
    })) as FormReply;
    expect(failed.init.status).toBeGreaterThanOrEqual(400);
    expect(failed.data.result.error?.[""]).toBeDefined();
    expect(failed.data.result.initialValue).toMatchObject({ firstName: "Ana", lastName: "Quintero" });
  });

  it("refuses a scheduler (403) and an organization outside the tree (404) before any call", async () => {
    const scheduler = post("/provider/members/new?organizationId=org-1", person, SCHEDULER);
    expect(await thrownStatus(addAction({ ...scheduler, params: {} }))).toBe(403);
    const elsewhere = post("/provider/members/new?organizationId=org-elsewhere", person);
    expect(await thrownStatus(addAction({ ...elsewhere, params: {} }))).toBe(404);
    expect(calls).toEqual([]);
  });
});

describe("the record's Manage section", () => {
  it("offers invite and remove for the organizations in the tree, delete to an organization admin only", async () => {
    const admin = (await overviewLoader({
      ...get("/provider/members/pat-2"),
      params: { patientId: "pat-2" },
    })) as { manage: { organizations: Array<{ id: string }>; mayRemove: boolean; mayDelete: boolean } };
    expect(admin.manage.organizations.map((o) => o.id)).toEqual(["org-1"]);
    expect(admin.manage).toMatchObject({ mayRemove: true, mayDelete: true });

    const coordinator = (await overviewLoader({
      ...get("/provider/members/pat-1", COORDINATOR),
      params: { patientId: "pat-1" },
    })) as typeof admin;
    expect(coordinator.manage).toMatchObject({ mayRemove: false, mayDelete: false });
    expect(coordinator.manage.organizations.map((o) => o.id)).toEqual(["org-1"]);
  });
});

describe("invitation codes", () => {
  it("sends one for an organization of the patient's and says where it went", async () => {
    const { request, context } = post("/provider/members/pat-1/invite", { organizationId: "org-1" });
    const response = (await inviteAction({ request, context, params: { patientId: "pat-1" } })) as Response;
    expect(response.headers.get("location")).toBe("/provider/members/pat-1");
    expect(changes()).toEqual(["POST /api/patients/pat-1/patient-invite-code?organizationId=org-1"]);
    expect(context.jar.takeFlash()).toEqual({
      kind: "success",
      key: "members:manage.invite.sent",
      params: { code: "K7QX3MPA", sentTo: "patient@demo.test", organization: "Demo Health Network" },
    });
  });

  it("carries the upstream's refusal to the record, and sends nothing for an organization not the patient's", async () => {
    answer = () =>
      HttpResponse.json(
        { fieldErrors: [{ field: "email", message: "The patient has no e-mail address or phone number" }] },
        { status: 422 },
      );
    const refused = post("/provider/members/pat-1/invite", { organizationId: "org-1" });
    await inviteAction({ ...refused, params: { patientId: "pat-1" } });
    expect(refused.context.jar.takeFlash()).toMatchObject({
      kind: "error",
      key: "members:manage.invite.failed",
      errors: [{ field: "email", message: "The patient has no e-mail address or phone number" }],
    });

    calls.length = 0;
    const other = post("/provider/members/pat-1/invite", { organizationId: "org-elsewhere" });
    await inviteAction({ ...other, params: { patientId: "pat-1" } });
    expect(other.context.jar.takeFlash()).toMatchObject({ kind: "error" });
    expect(calls).toEqual([]);
    const outside = post("/provider/members/pat-9/invite", { organizationId: "org-elsewhere" });
    expect(await thrownStatus(inviteAction({ ...outside, params: { patientId: "pat-9" } }))).toBe(404);
    expect(calls).toEqual([]);
  });
});

describe("removing, deleting and purging", () => {
  it("removes a patient from one organization after saying what changes, never from the last", async () => {
    const last = (await removeLoader({
      ...get("/provider/members/pat-1/remove?organizationId=org-1"),
      params: { patientId: "pat-1" },
    })) as { canDelete: boolean; organization: string };
    expect(last).toMatchObject({ canDelete: false, organization: "Demo Health Network" });

    const page = (await removeLoader({
      ...get("/provider/members/pat-2/remove?organizationId=org-1"),
      params: { patientId: "pat-2" },
    })) as { canDelete: boolean; actionHref: string; confirmLabel: string };
    expect(page.canDelete).toBe(true);
    expect(page.actionHref).toBe("/provider/members/pat-2/remove?organizationId=org-1");
    expect(page.confirmLabel).toBe("Yes, remove");

    const { request, context } = post("/provider/members/pat-2/remove?organizationId=org-1", {});
    const response = (await removeAction({ request, context, params: { patientId: "pat-2" } })) as Response;
    expect(response.headers.get("location")).toBe("/provider/members/pat-2");
    expect(changes()).toEqual(["POST /api/patients/pat-2/removeOrganization?organizationId=org-1"]);

    // An organization in the patient's list but outside the tree: 404 before any call.
    calls.length = 0;
    const outside = post("/provider/members/pat-2/remove?organizationId=org-elsewhere", {});
    expect(await thrownStatus(removeAction({ ...outside, params: { patientId: "pat-2" } }))).toBe(404);
    expect(calls).toEqual([]);
  });

  it("shows the upstream's reason when it refuses the removal", async () => {
    answer = () =>
      HttpResponse.json(
        { code: "LAST_ORGANIZATION", message: "Delete the patient instead." },
        { status: 409 },
      );
    const refused = (await removeAction({
      ...post("/provider/members/pat-2/remove?organizationId=org-1", {}),
      params: { patientId: "pat-2" },
    })) as { data: { message: string }; init: { status: number } };
    expect(refused.init.status).toBe(409);
    expect(refused.data.message).toContain("members:manage.remove.failedBecause");
    expect(refused.data.message).toContain("Delete the patient instead.");
  });

  it("deletes and purges for an organization admin, says what stays, and refuses a coordinator first", async () => {
    const page = (await deleteLoader({
      ...get("/provider/members/pat-1/delete"),
      params: { patientId: "pat-1" },
    })) as { title: string; family: number; canDelete: boolean };
    expect(page).toMatchObject({ title: "Delete Pat Rivera?", family: 1, canDelete: true });

    const coordinator = post("/provider/members/pat-1/delete", {}, COORDINATOR);
    expect(await thrownStatus(deleteAction({ ...coordinator, params: { patientId: "pat-1" } }))).toBe(403);
    expect(calls).toEqual([]);

    const deleted = post("/provider/members/pat-1/delete", {});
    const response = (await deleteAction({ ...deleted, params: { patientId: "pat-1" } })) as Response;
    expect(response.headers.get("location")).toBe("/provider/members");
    expect(deleted.context.jar.takeFlash()).toEqual({
      kind: "success",
      key: "members:manage.delete.done",
      params: { name: "Pat Rivera" },
    });

    const purged = post("/provider/members/pat-1/purge", {});
    await purgeAction({ ...purged, params: { patientId: "pat-1" } });
    expect(changes()).toEqual(["DELETE /api/patients/pat-1", "DELETE /api/patients/purge/pat-1"]);

    calls.length = 0;
    answer = () => HttpResponse.json({ message: "down" }, { status: 503 });
    const failed = (await purgeAction({
      ...post("/provider/members/pat-1/purge", {}),
      params: { patientId: "pat-1" },
    })) as { data: { message: string } };
    expect(failed.data.message).toBe("members:manage.purge.failed");
  });
});
