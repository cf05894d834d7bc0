import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../reference-api/store";
import { zonedDate } from "../../reference-api/time";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * The public clinic finder of the reference upstream (`publicClinics/web` and `web/next`, issue 40
 * item 5): no session; open, confirmed clinics nearest a ZIP code first, with their distance,
 * hours today and first open slot; the next page follows the first without overlap; a ZIP code
 * the gazetteer does not know, or none, is a 422 on `zip`.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let api: ReferenceApi;
let store: Store;

beforeAll(async () => {
  api = await startReferenceApi("reference-public-clinics");
  store = api.store;
}, 60_000);
afterAll(() => api.stop());

/** Without any token, as the public page calls it. */
async function find(path: "web" | "web/next", params: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${api.base}/api/organizations/publicClinics/${path}?${query}`);
  return { status: response.status, body: (await response.json()) as Json };
}

const names = (page: Json) => page.content.map((c: Json) => c.name as string);

describe("publicClinics/web", () => {
  it("answers the clinics nearest a ZIP code first, without a session, with distance, hours and the next slot", async () => {
    const { status, body } = await find("web", { zip: "02108", miles: 50, size: 3 });
    expect(status).toBe(200);
    expect(body.number).toBe(0);
    expect(body.content).toHaveLength(3);
    expect(body.totalElements).toBeGreaterThan(3);
    const first = body.content[0];
    expect(first.name).toBe("Beacon Hill Health Center");
    expect(first.address.zipcode).toBe("02108");
    expect(first.distanceMiles).toBeLessThan(1);
    // Nearest first by whole miles rounded up (spec part 2 §5), then by name.
    const miles = body.content.map((c: Json) => Math.ceil(c.distanceMiles as number));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    // Seeded clinics keep the default hours, every day.
    expect(first.today).toBe(zonedDate(new Date(), "America/New_York"));
    expect(first.hoursToday).toEqual({ open: "07:00", close: "19:00" });
    expect(first.hoursOfOperation).toHaveLength(7);
    expect(Date.parse(first.nextOpenSlot)).toBeGreaterThan(Date.now());
    expect(first.services.map((s: Json) => s.name)).toEqual(["COVID-19 Vaccine", "Flu Shot"]);
  });

  it("pages on with web/next: the following clinics, none twice, none skipped", async () => {
    const search = { zip: "02108", miles: 50 };
    const all = await find("web", { ...search, size: 50 });
    const first = await find("web", { ...search, size: 3 });
    const second = await find("web/next", { ...search, size: 3, page: 1 });
    expect(second.status).toBe(200);
    expect(second.body.number).toBe(1);
    expect([...names(first.body), ...names(second.body)]).toEqual(names(all.body).slice(0, 6));
  });

  it("keeps only the clinics within the miles asked for", async () => {
    const near = await find("web", { zip: "02108", miles: 5, size: 50 });
    expect(near.body.content.length).toBeGreaterThan(0);
    expect(near.body.content.every((c: Json) => c.distanceMiles <= 5)).toBe(true);
    expect(names(near.body)).not.toContain("Worcester Regional Clinic");
    const far = await find("web", { zip: "02108", miles: 60, size: 50 });
    expect(names(far.body)).toContain("Worcester Regional Clinic");
  });

  it("keeps the clinics with lanes of the service, and gives the next open slot of that service", async () => {
    const flu = await find("web", { zip: "02108", miles: 50, serviceTypeId: 2, size: 50 });
    expect(flu.body.content.length).toBeGreaterThan(0);
    for (const clinic of flu.body.content) {
      expect(clinic.services.map((s: Json) => s.id)).toContain("2");
      const slot = Date.parse(clinic.nextOpenSlot);
      const holding = store.lanes
        .ofClinics([clinic.id], new Date(slot - 86_400_000).toISOString(), new Date(slot + 1).toISOString())
        .filter((l) => Date.parse(l.startDate) <= slot && Date.parse(l.endDate) > slot);
      expect(holding.some((l) => l.serviceTypeId === 2)).toBe(true);
    }
    // No seeded lane gives the seniors' flu shot.
    const seniors = await find("web", { zip: "02108", serviceTypeId: 3 });
    expect(seniors.body.content).toEqual([]);
    expect(seniors.body.totalElements).toBe(0);
  });

  it("leaves out a clinic that is closed or not confirmed, and says when a clinic is closed today", async () => {
    const beacon = store.organizations.firstNamed("Beacon Hill Health Center")!;
    const cambridge = store.organizations.firstNamed("Cambridge Vaccination Site")!;
    const brookline = store.organizations.firstNamed("Brookline Family Clinic")!;
    store.organizations.update({ ...beacon, isOpen: false });
    store.organizations.update({ ...cambridge, approvalStatus: "PENDING" });
    const today = zonedDate(new Date(), brookline.timeZone);
    store.clinicSetup.putSpecial(brookline.id, {
      day: today,
      closed: true,
      open: null,
      close: null,
      note: null,
    });
    try {
      const { body } = await find("web", { zip: "02108", miles: 50, size: 50 });
      expect(names(body)).not.toContain("Beacon Hill Health Center");
      expect(names(body)).not.toContain("Cambridge Vaccination Site");
      const closed = body.content.find((c: Json) => c.name === "Brookline Family Clinic");
      expect(closed.hoursToday).toBeNull();
    } finally {
      store.organizations.update(beacon);
      store.organizations.update(cambridge);
    }
  });

  it("refuses a ZIP code it cannot place, a malformed one and a search without any, on zip", async () => {
    const searches: Array<Record<string, string>> = [{ zip: "99999" }, { zip: "12ab" }, {}];
    for (const params of searches) {
      const { status, body } = await find("web", params);
      expect(status).toBe(422);
      expect(body.fieldErrors.map((e: Json) => e.field)).toEqual(["zip"]);
    }
  });

  it("refuses web/next without a page after the first", async () => {
    for (const page of [undefined, 0]) {
      const { status } = await find("web/next", { zip: "02108", ...(page === undefined ? {} : { page }) });
      expect(status).toBe(422);
    }
  });
});
