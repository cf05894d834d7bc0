import { describe, expect, it } from "vitest";
import { hashPassword, seedState } from "../../reference-api/seed";
import { addVolume, FULL_VOLUME } from "../../reference-api/seed-volume";
import type { Seed } from "../../reference-api/types";

/** The demo's realistic volumes (issue 13 §2): the sizes asked for, consistent, the same on every machine. */
describe("reference upstream volume seed", { timeout: 60_000 }, () => {
  const NOW = new Date("2026-11-23T15:00:00Z");
  const build = (): Seed => {
    const seed = seedState(NOW);
    let seq = seed.seq;
    const id = (prefix: string) => `${prefix}-${(++seq).toString(36).padStart(5, "0")}`;
    addVolume(seed, { now: NOW, id, passwordHash: hashPassword("x", "volume") });
    seed.seq = seq;
    return seed;
  };
  const seed = build();

  it("builds the sizes of a real clinic network", () => {
    const roots = seed.organizations.filter((o) => o.parentOrganizationId === null);
    expect(roots.length).toBeGreaterThanOrEqual(3);
    expect(seed.organizations.length).toBeGreaterThanOrEqual(40);
    expect(seed.patients.length).toBeGreaterThanOrEqual(FULL_VOLUME.patients);
    expect(seed.tasks.length).toBeGreaterThanOrEqual(FULL_VOLUME.tasks);
    expect(seed.lanes.length).toBeGreaterThanOrEqual(FULL_VOLUME.lanes);
    expect(seed.carePlans.length).toBeGreaterThanOrEqual(FULL_VOLUME.carePlans);
    expect(seed.surveys.length).toBeGreaterThanOrEqual(FULL_VOLUME.surveys);
    expect(seed.assessmentReports.length).toBeGreaterThanOrEqual(FULL_VOLUME.answers);
  });

  it("spreads appointments over the past and next 90 days, and patients over ages and languages", () => {
    const day = 24 * 3600_000;
    const offsets = seed.lanes.map((l) => Math.round((Date.parse(l.startDate) - NOW.getTime()) / day));
    expect(Math.min(...offsets)).toBeLessThanOrEqual(-89);
    expect(Math.max(...offsets)).toBeGreaterThanOrEqual(89);
    const years = seed.patients.map((p) => Number(p.dateOfBirth.slice(-4)));
    expect(Math.max(...years) - Math.min(...years)).toBeGreaterThan(80);
    expect(new Set(seed.patients.map((p) => p.language)).size).toBe(10);
    expect(seed.patients.filter((p) => p.familyOf).length).toBeGreaterThan(1000);
  });

  it("refers only to records that exist, under unique ids", () => {
    const ids = [
      ...seed.organizations,
      ...seed.patients,
      ...seed.tasks,
      ...seed.lanes,
      ...seed.performers,
      ...seed.surveys,
      ...seed.assessmentReports,
      ...seed.carePlans,
    ].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const orgs = new Set(seed.organizations.map((o) => o.id));
    const patients = new Set(seed.patients.map((p) => p.id));
    const lanes = new Set(seed.lanes.map((l) => l.id));
    const tasks = new Set(seed.tasks.map((t) => t.id));
    const surveys = new Set(seed.surveys.map((s) => s.id));
    expect(
      seed.organizations.every((o) => o.parentOrganizationId === null || orgs.has(o.parentOrganizationId)),
    ).toBe(true);
    expect(seed.patients.every((p) => p.organizations.every((o) => orgs.has(o)))).toBe(true);
    expect(seed.patients.every((p) => !p.familyOf || patients.has(p.familyOf))).toBe(true);
    expect(seed.lanes.every((l) => orgs.has(l.clinicId) && orgs.has(l.organizationId))).toBe(true);
    expect(seed.tasks.every((t) => patients.has(t.patientId))).toBe(true);
    expect(seed.tasks.every((t) => !t.clinicAppointmentId || lanes.has(t.clinicAppointmentId))).toBe(true);
    expect(
      seed.assessmentReports.every(
        (r) => surveys.has(r.assessmentId) && (r.taskId === null || tasks.has(r.taskId)),
      ),
    ).toBe(true);
    expect(
      seed.carePlans.every(
        (c) =>
          (c.patientId === null ? c.isTemplate : patients.has(c.patientId)) &&
          c.taskIds.every((t) => tasks.has(t)),
      ),
    ).toBe(true);
  });

  it("never books a lane beyond its capacity", () => {
    const booked = new Map<string, number>();
    for (const t of seed.tasks)
      if (t.clinicAppointmentId)
        booked.set(t.clinicAppointmentId, (booked.get(t.clinicAppointmentId) ?? 0) + 1);
    const capacity = new Map(seed.lanes.map((l) => [l.id, l.capacity]));
    expect([...booked].every(([lane, n]) => n <= capacity.get(lane)!)).toBe(true);
  });

  it("is the same world on every run", () => {
    const again = build();
    expect(again.patients.slice(-5)).toEqual(seed.patients.slice(-5));
    expect(again.tasks.slice(-5)).toEqual(seed.tasks.slice(-5));
    expect(again.seq).toBe(seed.seq);
  });
});
