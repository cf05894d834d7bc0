import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as membersLoader } from "~/routes/provider+/members+/_index";
import { loader as activityLoader } from "~/routes/provider+/activity+/_index";
import { loader as patientActivityLoader } from "~/routes/provider+/members+/$patientId.activity._index";
import { loader as overviewLoader } from "~/routes/provider+/members+/$patientId._index";
import {
  action as addPlanAction,
  loader as addPlanLoader,
} from "~/routes/provider+/members+/$patientId.care-plans.new";
import { carePlanCalls } from "../mocks/care-plans";
import { patientRecord, patientElsewhere } from "../mocks/patients";
import { springPage } from "../mocks/recording";
import { server } from "../mocks/server";
import { thrownStatus } from "../support/context";
import { staffGet as get, staffPost as post } from "../support/session";
import { answerOf, onCall } from "../mocks/contract";
import { patients } from "@contract/patients";
import { events } from "@contract/events";

/** Patients: pat-1 in the user's organization, pat-9 only in another tree. */
let patientReads: string[] = [];
beforeEach(() => {
  carePlanCalls.length = 0;
  patientReads = [];
  server.use(
    onCall(patients.get, ({ params }) => {
      patientReads.push(String(params.id));
      if (params.id === "pat-9") return answerOf(patients.get, patientElsewhere);
      if (params.id === "pat-1") return answerOf(patients.get, patientRecord);
      return HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 });
    }),
    onCall(patients.carePlan, () =>
      HttpResponse.json({ code: "NOT_FOUND", message: "No care plan" }, { status: 404 }),
    ),
  );
});

describe("the members list", () => {
  it("sends every filter under the upstream's names and shows values a person reads", async () => {
    let sent: URLSearchParams | null = null;
    server.use(
      onCall(patients.members, ({ request }) => {
        sent = new URL(request.url).searchParams;
        return answerOf(
          patients.members,
          springPage([
            {
              id: "pat-1",
              firstName: "Pat",
              lastName: "Rivera",
              dateOfBirth: "04/12/1985",
              gender: "nonconforming",
              sex: "T",
              phoneNumber: "+16175552045",
              language: "es-MX",
              profileCompleteness: 0.42,
              carePlans: [{ id: "cp-2", name: "Knee rehab", carePlanStatus: "AwaitingTesting" }],
            },
          ]),
        );
      }),
    );
    const { request, context } = get(
      "/provider/members?q=riv&gender=nonconforming&ageGroup=40-49&carePlanStatus=AwaitingTesting&sort=dateOfBirth,desc",
    );
    const data = (await membersLoader({ request, context, params: {} })) as {
      list: { content: Array<Record<string, unknown>> };
      choices: { carePlan: Array<{ value: string; label: string }> };
    };
    expect(Object.fromEntries(sent!)).toMatchObject({
      "global-search": "riv",
      gender: "nonconforming",
      ageGroups: "40-49",
      carePlanStatus: "AwaitingTesting",
      orderType: "dateOfBirth",
      asc: "false",
      size: "100",
    });
    expect(data.list.content[0]).toMatchObject({
      name: "Pat Rivera",
      dateOfBirth: "04/12/1985",
      gender: "nonconforming",
      sex: "T",
      phone: "(617) 555-2045",
      language: "Spanish (Mexico)",
      profile: "42%",
      carePlans: [{ id: "cp-2", name: "Knee rehab", statusKey: "carePlans:statuses.AwaitingTesting" }],
    });
    expect(data.choices.carePlan).toEqual([{ value: "cp-1", label: "Knee rehab" }]);
  });

  it("offers the values the upstream says the exact filters take, and text boxes without them (decision 029)", async () => {
    server.use(onCall(patients.members, () => answerOf(patients.members, springPage([]))));
    const offered = (await membersLoader({ ...get("/provider/members?diagnosis=Asthma"), params: {} })) as {
      choices: Record<string, Array<{ value: string; label: string }>>;
    };
    expect(offered.choices.diagnosis).toEqual([
      { value: "Asthma", label: "Asthma" },
      { value: "Hypertension", label: "Hypertension" },
    ]);
    expect(offered.choices.race).toEqual([{ value: "Asian", label: "Asian" }]);
    expect(offered.choices.cancerType).toBeUndefined();

    // A backend without the call: the list still renders, those filters are text boxes.
    server.use(
      onCall(patients.memberFilters, () => HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 })),
    );
    const plain = (await membersLoader({ ...get("/provider/members"), params: {} })) as {
      choices: Record<string, unknown>;
    };
    expect(Object.keys(plain.choices)).toEqual(["carePlan"]);
  });
});

describe("the patient record", () => {
  it("shows a patient of the user's organization, with no care plan as a plain fact", async () => {
    const { request, context } = get("/provider/members/pat-1");
    const data = (await overviewLoader({ request, context, params: { patientId: "pat-1" } })) as {
      facts: { name: string; phone: string; language: string; organizations: string[] };
      plans: unknown[] | null;
      planUnavailable: boolean;
    };
    expect(data.facts).toMatchObject({
      name: "Pat Rivera",
      phone: "(617) 555-0100",
      language: "English (United States)",
      organizations: ["Demo Health Network"],
    });
    expect(data.plans).toEqual([]);
    expect(data.planUnavailable).toBe(false);
  });

  it("answers 404 for changing a patient outside the user's tree, and for an id that cannot be one before any call", async () => {
    // The demo network's own staff may read other trees (decision 015), never change them.
    const outside = get("/provider/members/pat-9/care-plans/new");
    expect(await thrownStatus(addPlanLoader({ ...outside, params: { patientId: "pat-9" } }))).toBe(404);
    const hostile = get("/provider/members/..%2Fadmin");
    expect(await thrownStatus(overviewLoader({ ...hostile, params: { patientId: "../admin" } }))).toBe(404);
    expect(patientReads).toEqual(["pat-9"]);
    expect(carePlanCalls).toEqual([]);
  });

  it("refuses a role without the patient record before any upstream call", async () => {
    // A scheduler (14) reads members but not the record.
    const { request, context } = get("/provider/members/pat-1", 14);
    expect(await thrownStatus(overviewLoader({ request, context, params: { patientId: "pat-1" } }))).toBe(
      403,
    );
    expect(patientReads).toEqual([]);
  });
});

describe("adding a care plan from the patient record", () => {
  it("offers the organization's templates and keeps the start choice when no template is chosen", async () => {
    const page = get("/provider/members/pat-1/care-plans/new");
    const data = (await addPlanLoader({ ...page, params: { patientId: "pat-1" } })) as {
      templates: Array<{ id: string; name: string }>;
    };
    expect(data.templates).toEqual([{ id: "cp-1", name: "Knee rehab" }]);
    const { request, context } = post("/provider/members/pat-1/care-plans/new", {
      start: "date",
      startDate: "2026-12-07",
    });
    const result = (await addPlanAction({ request, context, params: { patientId: "pat-1" } })) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.result.error.templateId?.[0]).toBe("carePlans:errors.templateRequired");
    expect(result.data.result.initialValue).toMatchObject({ start: "date", startDate: "2026-12-07" });
    expect(carePlanCalls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("makes the patient's plan from the template on the chosen date", async () => {
    const { request, context } = post("/provider/members/pat-1/care-plans/new", {
      templateId: "cp-1",
      start: "date",
      startDate: "2026-12-07",
    });
    const response = (await addPlanAction({ request, context, params: { patientId: "pat-1" } })) as Response;
    expect(response.headers.get("location")).toBe("/provider/care-plans/cp-made");
    expect(
      carePlanCalls.find((c) => c.path.startsWith("/api/carePlans/patient-care-plan-from-template"))?.body,
    ).toEqual({
      templateId: "cp-1",
      patientId: "pat-1",
      startDate: "2026-12-07",
    });
  });
});

describe("a patient's activity", () => {
  it("is the record's Activity tab; the old feed link goes there before any upstream call", async () => {
    const old = get("/provider/activity?patient=pat-1");
    const moved = (await activityLoader({ ...old, params: {} })) as Response;
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe("/provider/members/pat-1/activity");
    expect(patientReads).toEqual([]);
    const hostile = get("/provider/activity?patient=..%2Fx");
    expect(await thrownStatus(activityLoader({ ...hostile, params: {} }))).toBe(404);

    let asked = "";
    server.use(
      onCall(events.patientActivities, ({ request }) => {
        asked = new URL(request.url).search;
        return answerOf(events.patientActivities, springPage([]));
      }),
    );
    const tab = get("/provider/members/pat-1/activity?page=2");
    const data = (await patientActivityLoader({ ...tab, params: { patientId: "pat-1" } })) as {
      feed: { items: unknown[] };
      facts: { name: string };
    };
    expect(asked).toBe("?page=2&size=10");
    expect(data.facts.name).toBe("Pat Rivera");
    expect(data.feed.items).toEqual([]);
  });
});
