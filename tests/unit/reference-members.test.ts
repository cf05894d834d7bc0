import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NETWORK_NAME } from "../../reference-api/seed";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The reference upstream's member list (`GET /api/organizations/{id}/patients`, decision 020):
 * each filter narrows the demo organization's list to the patients that match it, computed from
 * the store, and an unknown value of an enumerated filter is a 422 naming it.
 */

let api: ReferenceApi;
let store: Store;
const ADMIN = "orgadmin@demo.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  api = await startReferenceApi("reference-members");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

const org = () => store.organizations.firstNamed(DEMO_NETWORK_NAME)!.id;
async function list(query: string) {
  const answer = (await api.call(ADMIN, "GET", `/api/organizations/${org()}/patients?size=-1&${query}`)) as {
    status: number;
    body: Json;
  };
  return answer;
}
const ids = (body: Json) => (body.content as Array<{ id: string }>).map((p) => p.id).sort();
const members = () => store.patients.all().filter((p) => !p.familyOf && p.organizations.includes(org()));
const age = (dob: string, today = new Date()) => {
  const [m, d, y] = dob.split("/").map(Number) as [number, number, number];
  let years = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) years--;
  return years;
};

describe("the member list's filters", () => {
  it("lists every member with the row fields people read, unfiltered", async () => {
    const all = await list("");
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual(
      members()
        .map((p) => p.id)
        .sort(),
    );
    const pat = all.body.content.find((p: Json) => p.email === "patient@demo.test");
    expect(pat).toMatchObject({
      fullName: "Pat Rivera",
      postalCode: "02108",
      language: "en-US",
      races: expect.any(Array),
    });
    expect(Object.keys(pat)).toEqual(
      expect.arrayContaining(["carePlans", "lastActive", "profileCompleteness", "sex"]),
    );
  });

  it("narrows by gender, age group, profile and the label-pack fields", async () => {
    const female = await list("gender=female");
    expect(ids(female.body)).toEqual(
      members()
        .filter((p) => p.gender === "female")
        .map((p) => p.id)
        .sort(),
    );
    expect(female.body.content.length).toBeGreaterThan(0);

    const fifties = await list("ageGroups=50-59,80%2B");
    const expected = members().filter((p) => {
      const years = age(p.dateOfBirth);
      return (years >= 50 && years <= 59) || years >= 80;
    });
    expect(ids(fifties.body)).toEqual(expected.map((p) => p.id).sort());
    expect(expected.length).toBeGreaterThan(0);

    const incomplete = await list("profileCompleteness=incomplete");
    expect(ids(incomplete.body)).toEqual(
      members()
        .filter((p) => (p.profileCompleteness ?? 0) < 0.5)
        .map((p) => p.id)
        .sort(),
    );

    const high = await list("priority=High&diagnosis=Hypertension");
    expect(ids(high.body)).toEqual(
      members()
        .filter((p) => p.priority === "High" && p.diagnosis === "Hypertension")
        .map((p) => p.id)
        .sort(),
    );
    const asian = await list("races=Asian");
    expect(ids(asian.body)).toEqual(
      members()
        .filter((p) => p.races?.includes("Asian"))
        .map((p) => p.id)
        .sort(),
    );
    expect(asian.body.content.length).toBeGreaterThan(0);
  });

  it("offers the values the exact filters take in the tree, each of which narrows the list (decision 029)", async () => {
    const offered = (await api.call(ADMIN, "GET", `/api/organizations/${org()}/patients/filters`)) as {
      status: number;
      body: Record<string, string[]>;
    };
    expect(offered.status).toBe(200);
    const rows = (await list("")).body.content as Json[];
    const distinct = (field: string) =>
      [...new Set(rows.flatMap((row) => ([] as unknown[]).concat(row[field] ?? [])))]
        .filter((value): value is string => typeof value === "string" && value !== "")
        .sort((a, b) => a.localeCompare(b));
    for (const field of ["diagnosis", "cancerType", "stage", "treatmentStatus", "priority", "races"]) {
      expect(offered.body[field], field).toEqual(distinct(field));
      expect(offered.body[field]!.length, field).toBeGreaterThan(0);
    }
    const stage = offered.body.stage![0]!;
    const narrowed = await list(`stage=${encodeURIComponent(stage)}`);
    expect(narrowed.body.content.length).toBeGreaterThan(0);
    expect(narrowed.body.content.every((row: Json) => row.stage === stage)).toBe(true);
    expect(
      (await api.call("orgadmin@harbor.test", "GET", `/api/organizations/${org()}/patients/filters`)).status,
    ).toBe(403);
  });

  it("finds by any of name, email, phone digits or id, and by care plan status", async () => {
    const pat = members().find((p) => p.email === "patient@demo.test")!;
    expect(ids((await list("global-search=RIVERA")).body)).toContain(pat.id);
    expect(ids((await list("global-search=patient%40demo")).body)).toEqual([pat.id]);
    expect(ids((await list("global-search=6175550100")).body)).toEqual([pat.id]);
    expect(ids((await list(`stringId=${pat.id}`)).body)).toEqual([pat.id]);

    const withPlans = store.carePlans.plansOfPatients(members().map((p) => p.id));
    const awaiting = [...withPlans].filter(([, plans]) =>
      plans.some((p) => p.carePlanStatus === "AwaitingTesting"),
    );
    const found = await list("carePlanStatus=AwaitingTesting");
    expect(ids(found.body)).toEqual(awaiting.map(([id]) => id).sort());
    expect(found.body.content[0].carePlans.length).toBeGreaterThan(0);
  });

  it("orders by date of birth either way, and pages", async () => {
    const oldest = await list("orderType=dateOfBirth&asc=true&size=5");
    const years = (oldest.body.content as Array<{ dateOfBirth: string }>).map((p) => age(p.dateOfBirth));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const page = (await api.call(
      ADMIN,
      "GET",
      `/api/organizations/${org()}/patients?orderType=dateOfBirth&size=5&page=1`,
    )) as {
      body: Json;
    };
    expect(page.body).toMatchObject({ number: 1, size: 5, totalElements: members().length });
  });

  it("answers 422 naming a filter whose value is not one it knows", async () => {
    const bad = await list("gender=robot&ageGroups=90-99&carePlanStatus=Maybe");
    expect(bad.status).toBe(422);
    expect((bad.body.fieldErrors as Array<{ field: string }>).map((e) => e.field).sort()).toEqual([
      "ageGroups",
      "carePlanStatus",
      "gender",
    ]);
  });
});
