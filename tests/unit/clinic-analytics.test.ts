import { describe, expect, it } from "vitest";
import {
  ANALYTICS_RANGE_SPEC,
  MAX_ANALYTICS_DAYS,
  analyticsRange,
  clinicVaccinationTotals,
  totalsOf,
  utilization,
  vaccinationsByType,
  wireRange,
} from "~/domain/clinic-analytics";
import { parseListQuery } from "~/domain/list-query";

const query = (search: string) => parseListQuery(ANALYTICS_RANGE_SPEC, new URLSearchParams(search));
const counts = (lanes: number, capacity: number, scheduled: number, completed = 0) => ({
  lanes,
  capacity,
  scheduled,
  completed,
  cancelled: 1,
  missed: 2,
});

describe("clinics analytics", () => {
  it("counts the week behind and the week ahead when no range is asked for", () => {
    expect(analyticsRange(query(""), "2026-11-26")).toEqual({ from: "2026-11-19", to: "2026-12-03" });
  });

  it("takes the range asked for, and keeps the default length from a single bound", () => {
    expect(analyticsRange(query("dayFrom=2026-01-01&dayTo=2026-01-05"), "2026-11-26")).toEqual({
      from: "2026-01-01",
      to: "2026-01-05",
    });
    expect(analyticsRange(query("dayFrom=2026-01-01"), "2026-11-26")).toEqual({
      from: "2026-01-01",
      to: "2026-01-15",
    });
    expect(analyticsRange(query("dayTo=2026-01-15"), "2026-11-26")).toEqual({
      from: "2026-01-01",
      to: "2026-01-15",
    });
  });

  it("refuses a range longer than the upstream counts", () => {
    const longest = query(`dayFrom=2026-01-01&dayTo=2026-04-02`);
    expect(longest.problems).toEqual({});
    expect(MAX_ANALYTICS_DAYS).toBe(92);
    expect(query("dayFrom=2026-01-01&dayTo=2026-04-03").problems.dayTo?.problem).toBe("span");
  });

  it("sends the range in the wire's MM/dd/yyyy", () => {
    expect(wireRange({ from: "2026-01-02", to: "2026-03-04" })).toEqual({
      startDate: "01/02/2026",
      endDate: "03/04/2026",
    });
  });

  it("adds clinics up, counting those with lanes, and says how full the places are", () => {
    const totals = totalsOf([counts(2, 20, 5, 3), counts(0, 0, 0), counts(1, 10, 2)]);
    expect(totals).toEqual({
      lanes: 3,
      capacity: 30,
      scheduled: 7,
      completed: 3,
      cancelled: 3,
      missed: 6,
      activeClinics: 2,
    });
    expect(utilization(totals)).toBeCloseTo(10 / 30);
    expect(utilization(counts(0, 0, 0))).toBeNull();
    expect(utilization(counts(1, 4, 5))).toBe(1.25);
  });
});

describe("vaccination counts", () => {
  const clinics = [
    {
      vaccines: [
        { vaccineType: "COVID", vaccinated: 5, scheduled: 3, missed: 1, cancelled: 0 },
        { vaccineType: "Flu", vaccinated: 2, scheduled: 4, missed: 0, cancelled: 2 },
      ],
    },
    { vaccines: [{ vaccineType: "Flu", vaccinated: 1, scheduled: 0, missed: 2, cancelled: 1 }] },
    { vaccines: [] },
  ];

  it("adds a clinic's vaccine types up, and a clinic without any to zeros", () => {
    expect(clinicVaccinationTotals(clinics[0]!)).toEqual({
      vaccinated: 7,
      scheduled: 7,
      missed: 1,
      cancelled: 2,
    });
    expect(clinicVaccinationTotals(clinics[2]!)).toEqual({
      vaccinated: 0,
      scheduled: 0,
      missed: 0,
      cancelled: 0,
    });
  });

  it("adds every clinic up per vaccine type, in the order first met", () => {
    expect(vaccinationsByType(clinics)).toEqual([
      { vaccineType: "COVID", vaccinated: 5, scheduled: 3, missed: 1, cancelled: 0 },
      { vaccineType: "Flu", vaccinated: 3, scheduled: 4, missed: 2, cancelled: 3 },
    ]);
    expect(vaccinationsByType([])).toEqual([]);
  });
});
