import { describe, expect, it } from "vitest";
import {
  breadcrumbStartIndex,
  homePathFor,
  isMainOrganization,
  isOrganizationAdmin,
  isParentOrganizationAdmin,
  isPatientAccount,
  isProviderUser,
  isSuperAdmin,
  privilegeLevel,
  showsParentOrganizations,
} from "@contract/privileges";
import { splitAtFirstQuote } from "~/domain/invalid-data";

const account = (privilegeId: number, extra: Record<string, unknown> = {}) => ({
  privilegeId,
  isPerformer: false,
  ...extra,
});

describe("privileges", () => {
  it("levels follow the hierarchy order 11, 10, 9, 8, 6, 5, 4, 7, 3, 2, 1", () => {
    expect(privilegeLevel(11)).toBe(0);
    expect(privilegeLevel(4)).toBe(6);
    expect(privilegeLevel(7)).toBe(7);
    expect(privilegeLevel(1)).toBe(10);
    expect(privilegeLevel(12)).toBe(-1);
  });

  it("a patient is privilege 4 and not a performer; a provider user is User and a performer", () => {
    expect(isPatientAccount(account(4))).toBe(true);
    expect(isPatientAccount(account(4, { isPerformer: true }))).toBe(false);
    expect(isPatientAccount(account(5))).toBe(false);
    expect(isProviderUser(account(4, { isPerformer: true, privilegeName: "USER" }))).toBe(true);
    expect(isProviderUser(account(4, { isPerformer: false, privilegeName: "USER" }))).toBe(false);
    expect(isProviderUser(account(5, { isPerformer: true, privilegeName: "COORDINATOR" }))).toBe(false);
  });

  it("tells super admins, organization admins and parent-organization admins apart", () => {
    expect(isSuperAdmin(account(1))).toBe(true);
    expect(isOrganizationAdmin(account(2, { parentOrganizationId: null }))).toBe(true);
    expect(isOrganizationAdmin(account(2, { parentOrganizationId: "org-1" }))).toBe(false);
    expect(
      isParentOrganizationAdmin(
        account(2, {
          accountOrganizations: [{ organizationId: "org-1", parentOrganizationId: null, privilegeId: 2 }],
        }),
      ),
    ).toBe(true);
    expect(
      isParentOrganizationAdmin(
        account(2, {
          accountOrganizations: [{ organizationId: "org-2", parentOrganizationId: "org-1", privilegeId: 2 }],
        }),
      ),
    ).toBe(false);
  });

  it("recognises the main organization by name", () => {
    expect(
      isMainOrganization(account(2, { organizationName: "Demo Health Network" }), "Demo Health Network"),
    ).toBe(true);
    expect(isMainOrganization(account(2, { organizationName: "Other" }), "Demo Health Network")).toBe(false);
  });

  it("hides parent organizations in breadcrumbs for coordinators, clinic administrators, managers and testing coordinators", () => {
    for (const id of [5, 7, 3, 12]) expect(showsParentOrganizations(account(id))).toBe(false);
    for (const id of [1, 2, 14]) expect(showsParentOrganizations(account(id))).toBe(true);
    expect(breadcrumbStartIndex(account(1))).toBe(1);
    expect(breadcrumbStartIndex(account(2))).toBe(0);
  });

  it("sends patients to their dashboard and staff to the provider area", () => {
    expect(homePathFor(account(4))).toBe("/curapatient/patient/dashboard");
    expect(homePathFor(account(2))).toBe("/provider");
  });
});

describe("invalid data messages", () => {
  it("splits at the first quote", () => {
    expect(splitAtFirstQuote("Value 'abc' is not a date")).toEqual({
      plain: "Value ",
      highlighted: "'abc' is not a date",
    });
    expect(splitAtFirstQuote('Field "name" is required')).toEqual({
      plain: "Field ",
      highlighted: '"name" is required',
    });
    expect(splitAtFirstQuote("No quotes here")).toEqual({ plain: "No quotes here", highlighted: "" });
  });
});
