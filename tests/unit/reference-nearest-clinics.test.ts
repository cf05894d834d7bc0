import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLaneFixture } from "../../reference-api/lanes/routes";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The booking search's clinics, nearest first and paged in the upstream (issue 38 §5): the demo
 * network's Boston clinics before Chicago (about 849 miles) and Phoenix (about 2,298 miles), from
 * the patient's coordinates or a ZIP code the gazetteer knows; pages that never overlap; and the
 * answer of a caller that asks for no page unchanged.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const PATIENT = "patient@demo.test";
const BEACON_STREET = { lat: 42.3572, lng: -71.0655 };

let api: ReferenceApi;
let store: Store;
let fx: ReturnType<typeof createLaneFixture>;

beforeAll(async () => {
  api = await startReferenceApi("reference-nearest-clinics");
  store = api.store;
  // One lane at each of the demo network's ten clinics, on a day no seeded lane is on.
  fx = createLaneFixture(store, { count: 10, dayOffset: 9_000, withPatients: false });
}, 60_000);
afterAll(() => api.stop());

async function search(params: Record<string, string | number>) {
  const query = new URLSearchParams({
    date: fx.wireDate,
    vaccine: "1",
    manufacture: "Pfizer",
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  const answer = (await api.call(
    PATIENT,
    "GET",
    `/api/organizations/organizationublicClinics/${fx.organizationId}/allDateV2?${query}`,
  )) as { status: number; body: Json[] };
  expect(answer.status).toBe(200);
  return answer.body;
}
const clinicsOf = (lanes: Json[]) => [...new Set(lanes.map((l) => l.clinic.name as string))];

const milesOf = (lanes: Json[]) => [
  ...new Map(lanes.map((l) => [l.clinic.name as string, l.clinic.distanceMiles as number])).values(),
];
const ALL = 10;

describe("allDateV2: nearest clinics first, paged", () => {
  it("answers the nearest clinics first from the patient's coordinates, a page at a time", async () => {
    const first = await search({ ...BEACON_STREET, page: 0, size: 5 });
    expect(clinicsOf(first)).toHaveLength(5);
    expect(clinicsOf(first).slice(0, 2).sort()).toEqual([
      "Beacon Hill Health Center",
      "Riverside Community Clinic",
    ]);
    expect(first.every((l) => l.clinicsTotal === ALL)).toBe(true);
    const near = milesOf(first);
    expect(near).toEqual([...near].sort((a, b) => a - b));
    expect(Math.max(...near)).toBeLessThan(60);

    const second = await search({ ...BEACON_STREET, page: 1, size: 5 });
    expect(clinicsOf(second)).toHaveLength(5);
    expect(clinicsOf(second).slice(-2)).toEqual(["Lakeside Family Clinic", "Desert Valley Clinic"]);
    const far = milesOf(second);
    expect(Math.min(...far)).toBeGreaterThanOrEqual(Math.max(...near));
    expect(Math.round(far.at(-2)!)).toBeGreaterThan(840);
    expect(Math.round(far.at(-1)!)).toBeGreaterThan(2_250);
    expect(await search({ ...BEACON_STREET, page: 2, size: 5 })).toEqual([]);
  });

  it("keeps one order across calls, so pages neither overlap nor skip a clinic", async () => {
    const pages: string[][] = [];
    for (let page = 0; page < ALL; page++)
      pages.push(clinicsOf(await search({ ...BEACON_STREET, page, size: 1 })));
    expect(pages.every((p) => p.length === 1)).toBe(true);
    const once = await search({ ...BEACON_STREET, page: 0, size: ALL });
    expect(clinicsOf(once)).toEqual(pages.flat());
    expect(clinicsOf(await search({ ...BEACON_STREET, page: 0, size: ALL }))).toEqual(clinicsOf(once));
  });

  it("places a ZIP code with the gazetteer when there are no coordinates", async () => {
    const fromPhoenix = await search({ originZip: "85004", page: 0, size: 2 });
    expect(clinicsOf(fromPhoenix)[0]).toBe("Desert Valley Clinic");
    // A ZIP the gazetteer does not know gives no distances: by name, never a failure.
    const unknown = await search({ originZip: "00000", page: 0, size: ALL });
    expect(unknown.every((l) => l.clinic.distanceMiles === null)).toBe(true);
    const names = clinicsOf(unknown);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("filters by distance and ZIP code in the upstream, and counts what the filters keep", async () => {
    const near = await search({ ...BEACON_STREET, miles: 5, page: 0, size: 2 });
    expect(near[0].clinicsTotal).toBeGreaterThan(1);
    expect(near[0].clinicsTotal).toBeLessThan(ALL - 2);
    expect(milesOf(near).every((m) => m <= 5)).toBe(true);
    const chicago = await search({ ...BEACON_STREET, zip: "60611", page: 0, size: 2 });
    expect(clinicsOf(chicago)).toEqual(["Lakeside Family Clinic"]);
    expect(chicago[0].clinicsTotal).toBe(1);
  });

  it("answers a caller that asks for no page as before: every clinic's lanes, no total", async () => {
    const all = await search({});
    expect(clinicsOf(all)).toHaveLength(ALL);
    expect(all.some((l) => "clinicsTotal" in l)).toBe(false);
  });
});
