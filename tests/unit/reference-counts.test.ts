import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NETWORK_NAME, SECOND_ORGANIZATION_NAME } from "../../reference-api/seed";
import { startReferenceApi, type ReferenceApi } from "../support/reference-api";

/**
 * One count, one source (issue 38): every call that counts an organization's patients counts the
 * patients its member list lists (family members are on their patient's record), so the summary
 * counts, the dashboard's rows, the member list's total and the patients export agree; the
 * network's program figures count what the network's program list lists.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const SUPER = "superadmin@demo.test";

let api: ReferenceApi;

beforeAll(async () => {
  api = await startReferenceApi("reference-counts");
}, 60_000);
afterAll(() => api.stop());

const wire = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, "0")}/${String(d.getUTCDate()).padStart(2, "0")}/${d.getUTCFullYear()}`;

/** The longest range an export takes (731 days), ending tomorrow: every patient added so far. */
function exportRange() {
  const to = new Date(Date.now() + 86_400_000);
  const from = new Date(to.getTime() - 730 * 86_400_000);
  return `dateFrom=${encodeURIComponent(wire(from))}&dateTo=${encodeURIComponent(wire(to))}`;
}

async function exportedPatients(orgId: string): Promise<number> {
  const token = await api.login(SUPER);
  const response = await fetch(
    `${api.base}/api/organizations/${orgId}/patients/csv/download?${exportRange()}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  expect(response.status).toBe(200);
  const rows = parse(await response.text(), { bom: true }) as string[][];
  return rows.length - 1;
}

async function figures(orgId: string) {
  const summary = (await api.call(SUPER, "GET", `/api/organizations/${orgId}/summary-counts`)) as {
    body: Json;
  };
  const members = (await api.call(SUPER, "GET", `/api/organizations/${orgId}/patients?page=0&size=1`)) as {
    body: Json;
  };
  return {
    summary: summary.body.patientCount as number,
    members: members.body.totalElements as number,
    exported: await exportedPatients(orgId),
  };
}

describe("an organization's patients, counted once", () => {
  it("are the same number in summary-counts, the member list and the patients export, for every organization", async () => {
    for (const rootName of [DEMO_NETWORK_NAME, SECOND_ORGANIZATION_NAME]) {
      const root = api.store.organizations.firstNamed(rootName)!;
      for (const id of api.store.organizations.scopeIds(root.id)) {
        const f = await figures(id);
        expect({ id, ...f }).toEqual({ id, summary: f.members, members: f.members, exported: f.members });
      }
    }
  });

  it("leaves family members out of every count, as the member list does", async () => {
    const root = api.store.organizations.firstNamed(DEMO_NETWORK_NAME)!;
    const before = await figures(root.id);
    const primary = api.store.patients.members({
      organizationIds: [root.id],
      ascending: true,
      limit: 1,
      offset: 0,
    })[0]!;
    const added = await api.call(SUPER, "POST", "/api/patients", {
      familyOf: primary.id,
      firstName: "Counted",
      lastName: "Once",
      dateOfBirth: "02/10/2016",
      gender: "female",
      relationship: "child",
    });
    expect(added.status).toBe(201);
    expect(await figures(root.id)).toEqual(before);
    const rows = (await api.call(SUPER, "GET", "/api/organizations/rootOrganizations")) as { body: Json };
    expect(rows.body.find((r: Json) => r.id === root.id).patientCount).toBe(before.members);
  });

  it("gives a patient added without a creation date one, so the export lists them", async () => {
    const harbor = api.store.organizations.firstNamed(SECOND_ORGANIZATION_NAME)!;
    const { members } = await figures(harbor.id);
    expect(members).toBeGreaterThan(0);
    expect(await exportedPatients(harbor.id)).toBe(members);
  });
});

describe("the network's programs, counted as the network's list lists them", () => {
  it("counts and charts every tree's programs for an account whose scope is everywhere", async () => {
    const list = (await api.call(SUPER, "GET", "/api/programs?page=0&size=1")) as { body: Json };
    const counts = (await api.call(SUPER, "GET", "/api/programs/counts")) as { status: number; body: Json };
    const charts = (await api.call(SUPER, "GET", "/api/programs/analytics")) as { body: Json };
    expect(counts.status).toBe(200);
    const sum = (rows: Array<{ count: number }>) => rows.reduce((n, r) => n + r.count, 0);
    expect(sum(counts.body.programs)).toBe(list.body.totalElements);
    expect(sum(charts.body.byType)).toBe(list.body.totalElements);
    expect(sum(charts.body.byCategory)).toBe(list.body.totalElements);
  });

  it("refuses the network's figures to an account of one tree", async () => {
    for (const path of ["/api/programs/counts", "/api/programs/analytics"])
      expect((await api.call("orgadmin@demo.test", "GET", path)).status).toBe(403);
  });
});
