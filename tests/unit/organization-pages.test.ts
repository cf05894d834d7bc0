import { describe, expect, it } from "vitest";
import { clinicPaths, organizationPath, organizationTypeFrom } from "~/domain/organization-pages";

describe("organization page rules", () => {
  it("takes only a known organization type as a filter", () => {
    expect(organizationTypeFrom("CLINIC")).toBe("CLINIC");
    expect(organizationTypeFrom("PROVIDER COMPANY")).toBe("PROVIDER COMPANY");
    expect(organizationTypeFrom("clinic")).toBeNull();
    expect(organizationTypeFrom("")).toBeNull();
    expect(organizationTypeFrom(null)).toBeNull();
  });
  it("builds the tabs' and a clinic's paths, escaping ids", () => {
    expect(organizationPath("org-1", "departments", "d/1", "edit")).toBe(
      "/provider/organizations/org-1/departments/d%2F1/edit",
    );
    expect(clinicPaths("org-1", "c-2")).toEqual({
      day: "/provider/organizations/org-1/clinics/c-2",
      hours: "/provider/organizations/org-1/clinics/c-2/hours",
      schedule: "/provider/organizations/org-1/clinics/c-2/schedule",
    });
  });
});
