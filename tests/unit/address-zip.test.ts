import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationFormSchema } from "~/domain/organization-schemas";
import { addPatientSchema, profileSchema, registrationSchema } from "~/domain/patient-schemas";
import { isUnitedStates, isUsZip, stateCodeOf } from "@contract/us-states";
import type { Store } from "../../reference-api/store";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * A US address has a US ZIP code, 5 digits or ZIP+4 (issue 38: "ABCDE" was taken), in every
 * address form (organization create and edit, patient profile, registration, staff adding a
 * patient) and in the reference upstream's calls behind them; said under the ZIP code field.
 */

describe("the rule", () => {
  it("takes 5 digits or ZIP+4, and nothing else", () => {
    for (const zip of ["02108", " 02108-1234 "]) expect(isUsZip(zip)).toBe(true);
    for (const zip of ["ABCDE", "0210", "021080", "02108-12", "02108 1234", ""])
      expect(isUsZip(zip)).toBe(false);
  });

  it("knows the United States however it is written", () => {
    for (const country of ["United States", "USA", "U.S.", "u.s.a.", " united states of america "])
      expect(isUnitedStates(country)).toBe(true);
    for (const country of ["Canada", "", null, "United Kingdom"]) expect(isUnitedStates(country)).toBe(false);
  });
});

describe("the forms' schemas", () => {
  const organization = {
    name: "Seam Clinic",
    type: "CLINIC",
    employerId: "12-3456789",
    businessLicenseNumber: "BL-1",
    country: "United States",
    address1: "1 Main Street",
    city: "Boston",
    state: "MA",
    zipcode: "ABCDE",
    timeZone: "America/New_York",
  };
  const zipErrors = (result: {
    success: boolean;
    error?: { issues: Array<{ path: unknown[]; message: string }> };
  }) => (result.error?.issues ?? []).filter((i) => i.path[0] === "zipcode").map((i) => i.message);

  it("refuses a US organization's ZIP code that is not one, and takes another country's postcode", () => {
    expect(zipErrors(organizationFormSchema.safeParse(organization))).toEqual([
      "organizations:errors.zipcodeUs",
    ]);
    expect(organizationFormSchema.safeParse({ ...organization, zipcode: "02108-1234" }).success).toBe(true);
    expect(
      organizationFormSchema.safeParse({ ...organization, country: "Canada", zipcode: "K1A 0B1" }).success,
    ).toBe(true);
  });

  it("refuses it in the patient's profile, the registration and staff adding a patient, and takes ZIP+4", () => {
    const person = {
      firstName: "Ana",
      lastName: "Reyes",
      gender: "female",
      dobMonth: "3",
      dobDay: "9",
      dobYear: "1979",
    };
    const profile = {
      fullName: "Ana Reyes",
      gender: "female",
      dobMonth: "3",
      dobDay: "9",
      dobYear: "1979",
      language: "en-US",
    };
    const registration = {
      ...person,
      code: "DEMO",
      email: "ana@example.test",
      password: "Correct-Horse-9!",
      confirmPassword: "Correct-Horse-9!",
    };
    const added = { ...person, language: "en-US" };
    for (const [schema, value] of [
      [profileSchema, profile],
      [registrationSchema, registration],
      [addPatientSchema, added],
    ] as const) {
      expect(zipErrors(schema.safeParse({ ...value, zipcode: "ABCDE" }))).toEqual(["patient:errors.zipUs"]);
      expect(zipErrors(schema.safeParse({ ...value, zipcode: "02108-1234" }))).toEqual([]);
    }
  });
});

describe("the reference upstream", () => {
  let api: ReferenceApi;
  let store: Store;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Json = any;
  const call = (who: string, method: string, url: string, json?: unknown) =>
    api.call(who, method, url, json) as Promise<{ status: number; body: Json }>;
  const ADMIN = "orgadmin@demo.test";

  beforeAll(async () => {
    api = await startReferenceApi("reference-address-zip");
    store = api.store;
  }, 60_000);
  afterAll(() => api.stop());

  const zipRefusal = { field: "address.zipcode", message: "zipcode must look like 12345 or 12345-6789" };

  it("refuses an organization's US ZIP code that is not one, on create and edit", async () => {
    const parent = store.organizations.firstNamed("Demo Health North")!;
    const body = (zipcode: string, country = "United States") => ({
      name: `Zip Branch ${Math.random().toString(36).slice(2, 8)}`,
      type: "FACILITY",
      parentOrganizationId: parent.id,
      employerId: "12-3456789",
      businessLicenseNumber: "BL-778",
      address: { address1: "1 Harbor Way", city: "Boston", state: "MA", zipcode, country },
      isHeadquarter: false,
      isOpen: true,
      timeZone: "America/New_York",
    });
    const refused = await call(ADMIN, "POST", "/api/organizations", body("ABCDE"));
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors).toEqual([zipRefusal]);
    const made = await call(ADMIN, "POST", "/api/organizations", body("02210-1234"));
    expect(made.status).toBe(201);
    const abroad = await call(ADMIN, "POST", "/api/organizations", body("K1A 0B1", "Canada"));
    expect(abroad.status).toBe(201);
    const edited = await call(ADMIN, "PUT", `/api/organizations/${made.body.id}`, {
      ...body("ABCDE"),
      name: made.body.name,
    });
    expect(edited.status).toBe(422);
    expect(edited.body.fieldErrors).toEqual([zipRefusal]);
    expect(store.organizations.byId(made.body.id)?.address.zipcode).toBe("02210-1234");
  });

  it("refuses a patient's, added by staff or changed on the profile, and places ZIP+4 by its five digits", async () => {
    const org = store.organizations.firstRoot()!.id;
    const person = { firstName: "Zoe", lastName: "Zipper", dateOfBirth: "03/09/1979", gender: "female" };
    const add = (zipcode: string) =>
      call(ADMIN, "POST", `/api/organizations/${org}/patients/individual`, {
        ...person,
        address: { zipcode, country: "United States" },
      });
    const refused = await add("ABCDE");
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors).toEqual([zipRefusal]);
    const made = await add("02108-1234");
    expect(made.status).toBe(201);
    expect(store.patients.byId(made.body.id)?.address).toMatchObject({
      zipcode: "02108-1234",
      gpsLatitude: 42.3572,
    });
    const profile = await call(ADMIN, "PUT", `/api/patients/profile/${made.body.id}`, {
      address: { zipcode: "ABCDE" },
    });
    expect(profile.status).toBe(422);
    expect(profile.body.fieldErrors).toEqual([zipRefusal]);
  });
});

describe("a saved state", () => {
  it('opens as the select\'s one Other code when it was saved as the old "Other"', () => {
    expect(stateCodeOf("Other")).toBe("OTHER");
    expect(stateCodeOf("OTHER")).toBe("OTHER");
    expect(stateCodeOf("MA")).toBe("MA");
    expect(stateCodeOf(null)).toBeUndefined();
  });
});
