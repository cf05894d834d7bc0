import { describe, expect, it } from "vitest";
import { organizationPath, organizationTypeFrom } from "~/domain/organizations";

describe("organization page rules", () => {
  it("takes only a known organization type as a filter", () => {
    expect(organizationTypeFrom("CLINIC")).toBe("CLINIC");
    expect(organizationTypeFrom("PROVIDER COMPANY")).toBe("PROVIDER COMPANY");
    expect(organizationTypeFrom("clinic")).toBeNull();
    expect(organizationTypeFrom("")).toBeNull();
    expect(organizationTypeFrom(null)).toBeNull();
  });
  it("builds an organization's paths, escaping ids", () => {
    expect(organizationPath("org 1")).toBe("/provider/organizations/org%201");
    expect(organizationPath("org-1", "departments", "d/1", "edit")).toBe(
      "/provider/organizations/org-1/departments/d%2F1/edit",
    );
  });
});
