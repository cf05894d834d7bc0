import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedState } from "../../reference-api/seed";
import { Store } from "../../reference-api/store";
import type { State } from "../../reference-api/types";

/** A demo's data survives an upgrade of the reference upstream: old state files are upgraded, not reseeded. */
describe("reference upstream state files", () => {
  let seeded: State;
  const dirs: string[] = [];
  const dirWith = (content: unknown) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "reference-state-"));
    dirs.push(dir);
    writeFileSync(path.join(dir, "state.json"), JSON.stringify(content));
    return dir;
  };
  const reseed = () => ({ ...structuredClone(seeded), seq: -1 });

  beforeAll(() => {
    seeded = seedState(new Date("2026-03-10T15:00:00Z"));
    seeded.attachments.push({
      id: "att-1",
      organizationId: seeded.organizations[0]!.id,
      fileName: "license.pdf",
      contentType: "application/pdf",
      size: 10,
      uploadedAt: "2026-03-10T15:00:00.000Z",
    });
  });
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("loads a file of the current version as it is", () => {
    const { store, seeded: fresh } = Store.open(dirWith(seeded), reseed);
    expect(fresh).toBe(false);
    expect(store.state).toEqual(seeded);
  });

  it("moves version 1's `extra` into the typed collections", () => {
    const { attachments, serviceTypes, surveys, assessmentReports, carePlans, invoices, ...rest } = seeded;
    const version1 = {
      ...rest,
      version: 1,
      extra: {
        attachments,
        patientArea: { serviceTypes, surveys, reports: assessmentReports, carePlans, invoices },
      },
    };
    const { store, seeded: fresh } = Store.open(dirWith(version1), reseed);
    expect(fresh).toBe(false);
    expect(store.state).toEqual(seeded);
    expect(store.state).not.toHaveProperty("extra");
  });

  it("gives a version 1 file without a patient area empty collections", () => {
    const {
      attachments: _a,
      serviceTypes: _s,
      surveys: _v,
      assessmentReports: _r,
      carePlans: _c,
      invoices: _i,
      ...rest
    } = seeded;
    const { store } = Store.open(dirWith({ ...rest, version: 1, extra: {} }), reseed);
    expect(store.state).toMatchObject({
      version: 2,
      attachments: [],
      serviceTypes: [],
      surveys: [],
      assessmentReports: [],
      carePlans: [],
      invoices: [],
    });
  });

  it("seeds afresh, and writes the seed, when the file is of no known version or unreadable", () => {
    for (const content of [{ ...seeded, version: 99 }, "not a state"]) {
      const dir = dirWith(content);
      const { store, seeded: fresh } = Store.open(dir, reseed);
      expect(fresh).toBe(true);
      expect(store.state.seq).toBe(-1);
      expect(JSON.parse(readFileSync(path.join(dir, "state.json"), "utf8")).seq).toBe(-1);
    }
  });
});
