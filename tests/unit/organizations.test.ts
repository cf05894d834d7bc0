import { describe, expect, it } from "vitest";
import { organizationBody, organizationFormSchema } from "~/domain/organization-schemas";
import { addressQuery, coordinate, mapLink, ORGANIZATION_TYPES } from "~/domain/organizations";
import { FIRST_TIME_ZONES, orderTimeZones, US_TIME_ZONES, zoneCity } from "@contract/time-zones";

describe("the clinic time-zone order (spec part 2 §9)", () => {
  const offsets: Record<string, number> = {
    "America/New_York": -300,
    "America/Chicago": -360,
    "America/Phoenix": -420,
    "America/Los_Angeles": -480,
    "America/Denver": -420,
    "America/Anchorage": -540,
    "Pacific/Honolulu": -600,
    "America/Puerto_Rico": -240,
    "America/Detroit": -300,
  };
  const offset = (zone: string) => offsets[zone] ?? 0;

  it("puts Eastern, Central, Mountain (Phoenix) and Pacific first, whatever order they come in", () => {
    const order = orderTimeZones(
      [
        "Pacific/Honolulu",
        "America/Los_Angeles",
        "America/Denver",
        "America/New_York",
        "America/Phoenix",
        "America/Chicago",
      ],
      offset,
    );
    expect(order.slice(0, 4)).toEqual([...FIRST_TIME_ZONES]);
  });

  it("then the other zones east to west, ties by id", () => {
    const order = orderTimeZones(Object.keys(offsets), offset);
    expect(order.slice(4)).toEqual([
      "America/Puerto_Rico",
      "America/Detroit",
      "America/Denver",
      "America/Anchorage",
      "Pacific/Honolulu",
    ]);
  });

  it("offers only what it is given, and every US zone once", () => {
    expect(orderTimeZones(["America/Denver", "America/Chicago"], offset)).toEqual([
      "America/Chicago",
      "America/Denver",
    ]);
    expect(new Set(US_TIME_ZONES).size).toBe(US_TIME_ZONES.length);
    expect(zoneCity("America/Los_Angeles")).toBe("Los Angeles");
  });
});

describe("organization form rules", () => {
  it("has the thirteen types of spec part 2 §3", () => {
    expect(ORGANIZATION_TYPES).toHaveLength(13);
  });

  it("reads coordinates in range only", () => {
    expect(coordinate("42.36", 90)).toBe(42.36);
    expect(coordinate("", 90)).toBeNull();
    expect(coordinate("91", 90)).toBeNull();
    expect(coordinate("-181", 180)).toBeNull();
    expect(coordinate("north", 90)).toBeNull();
  });

  it("links the coordinates to OpenStreetMap and asks the geocoder with the address joined", () => {
    expect(mapLink(42.3601, -71.0589)).toBe(
      "https://www.openstreetmap.org/?mlat=42.36010&mlon=-71.05890#map=16/42.36010/-71.05890",
    );
    expect(
      addressQuery({
        address1: "12 River Street",
        city: "Boston",
        state: "MA",
        zipcode: "02114",
        country: "United States",
      }),
    ).toBe("12 River Street, Boston, MA 02114, United States");
    expect(addressQuery({ address1: " ", city: "Boston" })).toBe("Boston");
  });

  const form = {
    name: "Pier Clinic",
    type: "CLINIC" as const,
    employerId: "1",
    businessLicenseNumber: "2",
    country: "United States",
    address1: "1 Harbor Way",
    city: "Boston",
    state: "MA",
    zipcode: "02210",
    timeZone: "America/New_York",
  };

  it("requires employer ID and business licence (spec part 2 §5) and a US time zone", () => {
    const result = organizationFormSchema.safeParse({
      ...form,
      employerId: " ",
      businessLicenseNumber: "",
      timeZone: "Europe/Paris",
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0]).sort()).toEqual([
      "businessLicenseNumber",
      "employerId",
      "timeZone",
    ]);
  });

  it("sends vaccine and inventory for a clinic only, and names the departments chosen", () => {
    const value = organizationFormSchema.parse({
      ...form,
      vaccine: "Pfizer",
      inventoryType: "COVID",
      departments: ["d1"],
    });
    const names = new Map([["d1", "Vaccination"]]);
    expect(organizationBody(value, "p", names)).toMatchObject({
      vaccine: "Pfizer",
      inventoryType: "COVID",
      shortName: "Pier Clinic",
      departments: [{ id: "d1", name: "Vaccination" }],
      address: { gpsLatitude: null },
    });
    expect(organizationBody({ ...value, type: "FACILITY" }, "p", names)).toMatchObject({
      vaccine: null,
      inventoryType: null,
    });
  });
});
