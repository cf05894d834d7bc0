import { describe, expect, it } from "vitest";
import {
  alignedSlots,
  distanceKm,
  distanceMiles,
  EARTH_RADIUS_M,
  filterByDistance,
  filterByZip,
  isLatLng,
  localMinuteOfDay,
  openSlots,
  roundedUpMiles,
  searchClinics,
  sortByDistance,
  withDistance,
} from "~/domain/slot-filters";

const home = { lat: 42.3572, lng: -71.0655 }; // 77 Beacon Street, Boston
const clinics = [
  { name: "Quincy", zipcode: "02169", location: { lat: 42.251, lng: -71.003 } },
  { name: "Cambridge", zipcode: "02139", location: { lat: 42.3663, lng: -71.105 } },
  { name: "Beacon Hill", zipcode: "02108", location: { lat: 42.357, lng: -71.07 } },
  { name: "Nowhere", zipcode: "02108", location: null },
  { name: "Brookline", zipcode: " 02446 ", location: { lat: 42.342, lng: -71.121 } },
];

describe("distance (haversine, miles = km / 1.609344)", () => {
  it("uses the spec's earth radius and mile factor", () => {
    expect(EARTH_RADIUS_M).toBe(6378137);
    // One degree of latitude on a sphere of radius 6378137 m.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((Math.PI * 6378.137) / 180, 6);
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(
      (Math.PI * 6378.137) / 180 / 1.609344,
      6,
    );
  });

  it("is zero for the same point and symmetric", () => {
    expect(distanceMiles(home, home)).toBe(0);
    const a = clinics[0]!.location!;
    expect(distanceMiles(home, a)).toBeCloseTo(distanceMiles(a, home), 9);
  });

  it("measures Boston to Cambridge at about 2 miles", () => {
    expect(distanceMiles(home, clinics[1]!.location!)).toBeGreaterThan(1.9);
    expect(distanceMiles(home, clinics[1]!.location!)).toBeLessThan(2.3);
  });

  it("rounds up to whole miles", () => {
    expect(roundedUpMiles(0)).toBe(0);
    expect(roundedUpMiles(0.2)).toBe(1);
    expect(roundedUpMiles(3)).toBe(3);
    expect(roundedUpMiles(3.01)).toBe(4);
  });

  it("checks coordinates", () => {
    expect(isLatLng(home)).toBe(true);
    expect(isLatLng({ lat: 91, lng: 0 })).toBe(false);
    expect(isLatLng({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isLatLng(null)).toBe(false);
  });
});

describe("clinic filters", () => {
  it("filters by zip code equality (trimmed), and keeps all without a zip code", () => {
    expect(filterByZip(clinics, "02108").map((c) => c.name)).toEqual(["Beacon Hill", "Nowhere"]);
    expect(filterByZip(clinics, " 02446").map((c) => c.name)).toEqual(["Brookline"]);
    expect(filterByZip(clinics, "0210")).toEqual([]);
    expect(filterByZip(clinics, "")).toHaveLength(5);
    expect(filterByZip(clinics, undefined)).toHaveLength(5);
  });

  it("adds distances, null where coordinates are missing on either side", () => {
    const near = withDistance(clinics, home);
    expect(near.find((c) => c.name === "Nowhere")?.miles).toBeNull();
    expect(near.find((c) => c.name === "Beacon Hill")?.roundedMiles).toBe(1);
    expect(withDistance(clinics, null).every((c) => c.miles === null)).toBe(true);
  });

  it("keeps clinics at most the chosen miles away; unknown distances are left out; no limit keeps all", () => {
    const near = withDistance(clinics, home);
    expect(
      filterByDistance(near, 5)
        .map((c) => c.name)
        .sort(),
    ).toEqual(["Beacon Hill", "Brookline", "Cambridge"]);
    expect(filterByDistance(near, 10).map((c) => c.name)).toContain("Quincy");
    expect(filterByDistance(near, null)).toHaveLength(5);
    expect(filterByDistance(near, undefined)).toHaveLength(5);
    // At most: a clinic exactly at the limit stays.
    const exact = [{ name: "Edge", miles: 5, roundedMiles: 5 }];
    expect(filterByDistance(exact, 5)).toHaveLength(1);
    expect(filterByDistance(exact, 4.99)).toHaveLength(0);
  });

  it("sorts by distance rounded up, then by name, unknown distances last", () => {
    const sorted = sortByDistance([
      { name: "B", roundedMiles: 2 },
      { name: "Unknown", roundedMiles: null },
      { name: "A", roundedMiles: 2 },
      { name: "Near", roundedMiles: 1 },
    ]);
    expect(sorted.map((c) => c.name)).toEqual(["Near", "A", "B", "Unknown"]);
  });

  it("treats 1.2 and 1.9 miles as the same whole mile (sorted by name)", () => {
    const sorted = sortByDistance(
      withDistance(
        [
          { name: "Zeta", location: { lat: 42.3572 + 1.2 / 69.1, lng: -71.0655 } },
          { name: "Alpha", location: { lat: 42.3572 + 1.9 / 69.1, lng: -71.0655 } },
        ],
        home,
      ),
    );
    expect(sorted.map((c) => [c.name, c.roundedMiles])).toEqual([
      ["Alpha", 2],
      ["Zeta", 2],
    ]);
  });

  it("composes zip, distance and order", () => {
    expect(searchClinics(clinics, { origin: home, maxMiles: 5 }).map((c) => c.name)).toEqual([
      "Beacon Hill",
      "Cambridge",
      "Brookline",
    ]);
    expect(searchClinics(clinics, { origin: home, zip: "02139", maxMiles: 5 }).map((c) => c.name)).toEqual([
      "Cambridge",
    ]);
    expect(searchClinics(clinics, { origin: home, zip: "02169", maxMiles: 5 })).toEqual([]);
    expect(searchClinics(clinics, {}).map((c) => c.name)).toEqual([
      "Beacon Hill",
      "Brookline",
      "Cambridge",
      "Nowhere",
      "Quincy",
    ]);
  });
});

describe("time slots aligned to the step", () => {
  it("steps from a lane start that is already aligned, ending by the lane's end", () => {
    // 08:00–09:00 New York (EST, UTC-5).
    expect(alignedSlots("2026-11-23T13:00:00Z", "2026-11-23T14:00:00Z", 15, "America/New_York")).toEqual([
      "2026-11-23T13:00:00.000Z",
      "2026-11-23T13:15:00.000Z",
      "2026-11-23T13:30:00.000Z",
      "2026-11-23T13:45:00.000Z",
    ]);
  });

  it("moves an unaligned start to the next wall-clock multiple of the step", () => {
    // 08:05 → 08:15; the last slot must end by 09:00.
    expect(alignedSlots("2026-11-23T13:05:00Z", "2026-11-23T14:00:00Z", 15, "America/New_York")).toEqual([
      "2026-11-23T13:15:00.000Z",
      "2026-11-23T13:30:00.000Z",
      "2026-11-23T13:45:00.000Z",
    ]);
    // Seconds count: 08:00:30 is after 08:00, so the first slot is 08:15.
    expect(alignedSlots("2026-11-23T13:00:30Z", "2026-11-23T13:30:00Z", 15, "America/New_York")).toEqual([
      "2026-11-23T13:15:00.000Z",
    ]);
  });

  it("aligns to the clinic's wall clock, also in a half-hour zone", () => {
    // Kolkata is UTC+5:30: 09:10 local → 10:00 local with a 60-minute step = 04:30 UTC.
    expect(alignedSlots("2026-11-23T03:40:00Z", "2026-11-23T06:30:00Z", 60, "Asia/Kolkata")).toEqual([
      "2026-11-23T04:30:00.000Z",
      "2026-11-23T05:30:00.000Z",
    ]);
    expect(localMinuteOfDay(new Date("2026-11-23T04:30:00Z"), "Asia/Kolkata")).toBe(600);
  });

  it("gives nothing for a lane shorter than one step or with bad dates", () => {
    expect(alignedSlots("2026-11-23T13:00:00Z", "2026-11-23T13:10:00Z", 15, "America/New_York")).toEqual([]);
    expect(alignedSlots("not a date", "2026-11-23T13:10:00Z", 15, "America/New_York")).toEqual([]);
  });

  it("keeps future slots with room and says how many places are left", () => {
    const lane = {
      startDate: "2026-11-23T13:00:00Z",
      endDate: "2026-11-23T14:00:00Z",
      slotMinutes: 15,
      capacity: 2,
      bookings: [
        { dueDate: "2026-11-23T13:15:00Z", count: 2 },
        { dueDate: "2026-11-23T13:30:00.000Z", count: 1 },
      ],
    };
    const now = new Date("2026-11-23T13:05:00Z");
    expect(openSlots(lane, "America/New_York", now)).toEqual([
      { start: "2026-11-23T13:30:00.000Z", remaining: 1 },
      { start: "2026-11-23T13:45:00.000Z", remaining: 2 },
    ]);
  });

  it("uses the 15-minute grid when a lane names no step", () => {
    const lane = { startDate: "2026-11-23T13:00:00Z", endDate: "2026-11-23T13:30:00Z", capacity: 1 };
    expect(openSlots(lane, "America/New_York", new Date("2026-11-01T00:00:00Z")).map((s) => s.start)).toEqual(
      ["2026-11-23T13:00:00.000Z", "2026-11-23T13:15:00.000Z"],
    );
  });
});
