import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CAPABILITIES,
  MATRIX,
  ROLES,
  can,
  mayActOn,
  mayResetPasswordOf,
  roleOf,
  rootsGranting,
  scopeOf,
} from "@contract/permissions";
import { PRIVILEGE, type AccountLike } from "@contract/privileges";

const staff = (privilegeId: number, extra: Partial<AccountLike> = {}): AccountLike => ({
  privilegeId,
  privilegeName: "X",
  isPerformer: false,
  ...extra,
});

/** The table between the markers in decision 015, as role → capabilities. */
function decisionTable(): Map<string, Set<string>> {
  const text = readFileSync("docs/decisions/015-permission-matrix.md", "utf8");
  const block = text
    .split("<!-- permission-matrix:start -->")[1]!
    .split("<!-- permission-matrix:end -->")[0]!;
  const rows = block
    .trim()
    .split("\n")
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const [head, , ...body] = rows;
  const table = new Map<string, Set<string>>(head!.slice(1).map((role) => [role, new Set()]));
  for (const [capability, ...cells] of body) {
    cells.forEach((cell, i) => {
      if (cell === "✓") table.get(head![i + 1]!)!.add(capability!.replaceAll("`", ""));
    });
  }
  return table;
}

describe("the permission matrix", () => {
  it("is the table written in decision 015, role by role", () => {
    const table = decisionTable();
    expect([...table.keys()]).toEqual([...ROLES]);
    for (const role of ROLES) expect([...table.get(role)!].sort()).toEqual([...MATRIX[role]].sort());
  });

  it("gives the analytics admin nothing that changes data", () => {
    const changing = [...MATRIX.analyticsAdmin].filter((c) => !c.endsWith(".read") && c !== "exports.run");
    expect(changing).toEqual([]);
  });

  it("keeps master data and root organizations to the super admin", () => {
    for (const role of ROLES) {
      expect(MATRIX[role].has("masterData.edit")).toBe(role === "superAdmin");
      expect(MATRIX[role].has("organizations.manageRoots")).toBe(role === "superAdmin");
    }
    expect(MATRIX.superAdmin.size).toBe(CAPABILITIES.length);
  });

  it("never grants an edit without the matching read", () => {
    for (const role of ROLES)
      for (const capability of MATRIX[role]) {
        const read = capability.replace(/\.(edit|act|write|handle)$/, ".read");
        if (read !== capability && (CAPABILITIES as readonly string[]).includes(read))
          expect(MATRIX[role].has(read as never), `${role}: ${capability} without ${read}`).toBe(true);
      }
  });
});

describe("roleOf", () => {
  it("treats a USER who is a performer as a provider user and a patient as no role", () => {
    expect(roleOf(staff(PRIVILEGE.USER, { privilegeName: "USER", isPerformer: true }))).toBe("providerUser");
    expect(roleOf(staff(PRIVILEGE.USER, { privilegeName: "USER" }))).toBeNull();
  });

  it("gives a privilege the matrix does not know no capability at all", () => {
    for (const id of [8, 9, 10, 11, 99]) {
      expect(roleOf(staff(id))).toBeNull();
      expect(CAPABILITIES.some((c) => can(staff(id), c))).toBe(false);
    }
  });

  it("maps each listed privilege to its role", () => {
    expect(roleOf(staff(PRIVILEGE.SCHEDULER))).toBe("scheduler");
    expect(roleOf(staff(PRIVILEGE.TESTING_COORDINATOR))).toBe("testingCoordinator");
    expect(can(staff(PRIVILEGE.SCHEDULER), "billing.read")).toBe(false);
    expect(can(staff(PRIVILEGE.ORGANIZATION_ADMIN), "billing.edit")).toBe(true);
  });
});

describe("organization scope", () => {
  const MAIN = "CareConnect Operations";
  const trees = new Map([
    ["org-a", new Set(["org-a", "clinic-a1"])],
    ["org-op", new Set(["org-op"])],
  ]);
  const inA = { organizationId: "org-a", organizationName: "Clinic A" };

  it("keeps a clinic administrator to its own tree", () => {
    const admin = staff(PRIVILEGE.CLINIC_ADMINISTRATOR, inA);
    expect(mayActOn(admin, "lanes.act", "clinic-a1", trees, MAIN)).toBe(true);
    expect(mayActOn(admin, "lanes.act", "clinic-b1", trees, MAIN)).toBe(false);
    expect(mayActOn(admin, "lanes.read", "clinic-b1", trees, MAIN)).toBe(false);
  });

  it("lets the super admin act everywhere", () => {
    const root = staff(PRIVILEGE.SUPER_ADMIN);
    expect(scopeOf(root, "billing.edit", MAIN)).toBe("everywhere");
    expect(scopeOf(root, "patientRecord.read", MAIN)).toBe("everywhere");
    expect(mayActOn(root, "masterData.edit", "anything", new Map(), MAIN)).toBe(true);
  });

  it("lets the operator read organization-level facts in every tree and nothing about a patient", () => {
    const operator = staff(PRIVILEGE.ORGANIZATION_ADMIN, {
      organizationId: "org-op",
      organizationName: MAIN,
    });
    expect(mayActOn(operator, "organizations.read", "clinic-a1", trees, MAIN)).toBe(true);
    for (const capability of CAPABILITIES.filter((c) => c !== "organizations.read"))
      expect(mayActOn(operator, capability, "clinic-a1", trees, MAIN), capability).toBe(false);
    expect(mayActOn(operator, "patientRecord.read", "org-op", trees, MAIN)).toBe(true);
    expect(mayActOn(operator, "claims.read", "org-op", trees, MAIN)).toBe(true);
    const elsewhere = staff(PRIVILEGE.ORGANIZATION_ADMIN, { ...inA, organizationName: "Other Network" });
    expect(mayActOn(elsewhere, "organizations.read", "org-op", trees, MAIN)).toBe(false);
  });

  it("refuses a capability the role lacks even inside the tree", () => {
    const scheduler = staff(PRIVILEGE.SCHEDULER, inA);
    expect(mayActOn(scheduler, "billing.read", "org-a", trees, MAIN)).toBe(false);
  });

  it("gives an account, in each of its organizations, the privilege it holds there", () => {
    const both = staff(PRIVILEGE.COORDINATOR, {
      ...inA,
      accountOrganizations: [
        { organizationId: "org-a", privilegeId: PRIVILEGE.COORDINATOR },
        { organizationId: "org-op", privilegeId: PRIVILEGE.SCHEDULER },
      ],
    });
    expect(mayActOn(both, "patientRecord.read", "clinic-a1", trees, MAIN)).toBe(true);
    expect(mayActOn(both, "patientRecord.read", "org-op", trees, MAIN)).toBe(false);
    expect(mayActOn(both, "appointments.edit", "org-op", trees, MAIN)).toBe(true);
    expect(rootsGranting(both, "notes.read")).toEqual(["org-a"]);
    const admin = staff(PRIVILEGE.SCHEDULER, {
      ...inA,
      accountOrganizations: [{ organizationId: "org-op", privilegeId: PRIVILEGE.ORGANIZATION_ADMIN }],
    });
    expect(can(admin, "billing.edit")).toBe(true);
    expect(mayActOn(admin, "billing.edit", "org-op", trees, MAIN)).toBe(true);
    expect(mayActOn(admin, "billing.edit", "clinic-a1", trees, MAIN)).toBe(false);
  });
});

describe("mayResetPasswordOf (issue 40 item 6)", () => {
  const MAIN = "CareConnect Operations";
  const trees = new Map([
    ["org-a", new Set(["org-a", "clinic-a1"])],
    ["org-b", new Set(["org-b"])],
  ]);
  const admin = { ...staff(PRIVILEGE.ORGANIZATION_ADMIN, { organizationId: "org-a" }), accountId: "me" };
  const target = (privilegeId: number, organizationId = "clinic-a1", accountId = "them") => ({
    accountId,
    privilegeId,
    organizationId,
  });

  it("lets an admin reset a lower privilege in its tree", () => {
    expect(mayResetPasswordOf(admin, target(PRIVILEGE.COORDINATOR), trees, MAIN)).toBe(true);
    expect(mayResetPasswordOf(admin, target(PRIVILEGE.ORGANIZATION_MANAGER, "org-a"), trees, MAIN)).toBe(
      true,
    );
  });

  it("refuses one's own, an equal or higher privilege, and another tree", () => {
    expect(mayResetPasswordOf(admin, target(PRIVILEGE.COORDINATOR, "clinic-a1", "me"), trees, MAIN)).toBe(
      false,
    );
    expect(mayResetPasswordOf(admin, target(PRIVILEGE.ORGANIZATION_ADMIN), trees, MAIN)).toBe(false);
    expect(mayResetPasswordOf(admin, target(PRIVILEGE.SUPER_ADMIN), trees, MAIN)).toBe(false);
    expect(mayResetPasswordOf(admin, target(PRIVILEGE.COORDINATOR, "org-b"), trees, MAIN)).toBe(false);
  });

  it("refuses a role without the capability, whatever the privilege below it", () => {
    const manager = {
      ...staff(PRIVILEGE.ORGANIZATION_MANAGER, { organizationId: "org-a" }),
      accountId: "me",
    };
    expect(mayResetPasswordOf(manager, target(PRIVILEGE.COORDINATOR), trees, MAIN)).toBe(false);
  });

  it("judges by the privilege held in the tree of the target's organization", () => {
    const both = {
      ...staff(PRIVILEGE.ORGANIZATION_ADMIN, {
        organizationId: "org-a",
        accountOrganizations: [{ organizationId: "org-b", privilegeId: PRIVILEGE.SCHEDULER }],
      }),
      accountId: "me",
    };
    expect(mayResetPasswordOf(both, target(PRIVILEGE.COORDINATOR), trees, MAIN)).toBe(true);
    expect(mayResetPasswordOf(both, target(PRIVILEGE.TESTING_COORDINATOR, "org-b"), trees, MAIN)).toBe(false);
  });

  it("lets the super admin reset any lower privilege anywhere, not a peer's", () => {
    const root = { ...staff(PRIVILEGE.SUPER_ADMIN), accountId: "me" };
    expect(mayResetPasswordOf(root, target(PRIVILEGE.ORGANIZATION_ADMIN, "elsewhere"), new Map(), MAIN)).toBe(
      true,
    );
    expect(mayResetPasswordOf(root, target(PRIVILEGE.SUPER_ADMIN, "elsewhere"), new Map(), MAIN)).toBe(false);
  });
});
