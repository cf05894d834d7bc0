import { describe, expect, it } from "vitest";
import { providerSchema } from "~/domain/provider-schemas";
import {
  LICENCE_TYPES,
  calendarViewFor,
  isValidNpi,
  licenceKey,
  providerPhotoSrc,
  readDateRange,
} from "~/domain/providers";

describe("provider rules (decision 038)", () => {
  it("checks an NPI's Luhn check digit over the 80840 prefix", () => {
    expect(isValidNpi("1234567893")).toBe(true);
    expect(isValidNpi("1234567890")).toBe(false);
    expect(isValidNpi("123456789")).toBe(false);
    expect(isValidNpi("12345678931")).toBe(false);
    expect(isValidNpi("12345678a3")).toBe(false);
  });

  it("names each licence type's label by a key of its own", () => {
    expect(LICENCE_TYPES.map(licenceKey)).toEqual([
      "physician",
      "physicianMd",
      "physicianDo",
      "physicianAssociate",
      "nursePractitioner",
      "registeredNurse",
    ]);
  });

  it("reads an appointments range, falling back to the next seven days with the reason", () => {
    const today = "2026-11-24";
    const read = (query: string) => readDateRange(new URLSearchParams(query), today);
    expect(read("")).toEqual({ from: today, to: "2026-11-30", problem: null });
    expect(read("from=2026-12-01&to=2026-12-03")).toEqual({
      from: "2026-12-01",
      to: "2026-12-03",
      problem: null,
    });
    expect(read("from=2026-12-01").problem).toBe("date");
    expect(read("from=2026-12-03&to=2026-12-01")).toEqual({
      from: today,
      to: "2026-11-30",
      problem: "range",
    });
    expect(read("from=2026-12-01&to=2027-01-12").problem).toBe("span");
    expect(read("from=2026-12-01&to=2027-01-11").problem).toBeNull();
  });

  it("opens the calendar view that holds a range", () => {
    expect(calendarViewFor({ from: "2026-12-01", to: "2026-12-01" })).toBe("day");
    expect(calendarViewFor({ from: "2026-12-01", to: "2026-12-07" })).toBe("week");
    expect(calendarViewFor({ from: "2026-12-01", to: "2026-12-08" })).toBe("month");
  });

  it("gives a photo an address that changes with each upload, and none without one", () => {
    expect(providerPhotoSrc("perf-1", { uploadedAt: "2026-11-24T10:00:00.000Z" })).toBe(
      "/provider/providers/perf-1/photo/image?v=2026-11-24T10%3A00%3A00.000Z",
    );
    expect(providerPhotoSrc("perf-1", null)).toBeNull();
  });

  it("needs a name and a licence type; an NPI only when given, and a valid one", () => {
    const base = { name: "Dr. Ines Duarte", licenceType: "Registered Nurse" };
    expect(providerSchema.safeParse(base).success).toBe(true);
    expect(providerSchema.safeParse({ ...base, licenceType: "Surgeon" }).success).toBe(false);
    for (const name of ["Maya Patel, MD", "Dr. Ines O'Neil-Duarte"])
      expect(providerSchema.safeParse({ ...base, name }).success).toBe(true);
    for (const name of ["Dr. Who 2", "Ines  Duarte", "Duarte;"])
      expect(providerSchema.safeParse({ ...base, name }).error?.issues[0]?.message).toContain(
        "providers:errors.nameRule",
      );
    expect(providerSchema.safeParse({ name: "Dr. Ines Duarte" }).success).toBe(false);
    expect(providerSchema.safeParse({ ...base, npi: "1234567890" }).success).toBe(false);
    expect(
      providerSchema.safeParse({ ...base, npi: "1234567893", specialties: ["Cardiology"] }).success,
    ).toBe(true);
  });
});
