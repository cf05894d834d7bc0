import { clinicAnalytics } from "@contract/clinic-analytics";
import type { Request } from "express";
import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import { type FieldError, str, serve, invalid, missing } from "../http";
import type { Store } from "../store";
import { addDays, fromWireDate, toWireDate, zonedDate, zonedToUtc } from "../time";
import type { Organization } from "../types";
import { clinicsOf } from "../organizations/routes";

/** The longest range the analytics count over, in days (both ends included). */
export const MAX_RANGE_DAYS = 92;
/** The task statuses a booking into a lane can have, in the order the answers list them. */
const BOOKING_STATUSES = ["SCHEDULED", "COMPLETED", "CANCELLED", "MISSED"] as const;

/**
 * Clinics analytics, scheduling counts and active clinics (issue 15, decision 033): counts over
 * the lanes of the clinics of an organization's tree. A range is of calendar days at each
 * clinic's own wall clock, so a clinic in Honolulu and one in New York count the same days.
 * Behaviour we chose is in the README ("Clinic analytics").
 */
export function clinicAnalyticsRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();

  /** [from, to] as "yyyy-MM-dd" from the query's MM/dd/yyyy, or a 422 naming the field. */
  function range(req: Request): { from: string; to: string } {
    const from = fromWireDate(str(req.query.startDate) ?? "");
    const to = fromWireDate(str(req.query.endDate) ?? "");
    const errors: FieldError[] = [];
    if (!from) errors.push({ field: "startDate", message: "must be a date MM/dd/yyyy" });
    if (!to) errors.push({ field: "endDate", message: "must be a date MM/dd/yyyy" });
    if (from && to && to < from) errors.push({ field: "endDate", message: "must not be before startDate" });
    if (from && to && to >= addDays(from, MAX_RANGE_DAYS)) {
      errors.push({ field: "endDate", message: `must be within ${MAX_RANGE_DAYS} days of startDate` });
    }
    if (errors.length) invalid(errors);
    return { from: from!, to: to! };
  }

  /** The instants bounding [from, to] at the clinic's wall clock. */
  const bounds = (clinic: Organization, from: string, to: string) => ({
    fromIso: zonedToUtc(from, "00:00", clinic.timeZone).toISOString(),
    toIso: zonedToUtc(addDays(to, 1), "00:00", clinic.timeZone).toISOString(),
  });

  /** The organization in the query (lanes calls) or the path, or a 404. */
  function treeClinics(id: string | undefined): Organization[] {
    if (!id || !store.organizations.byId(id)) missing("Organization");
    return clinicsOf(store, id).sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Lanes, places and bookings by status over `clinics`, each counted on its own calendar days. */
  function statsOf(clinics: readonly Organization[], days: { from: string; to: string }) {
    const stats = {
      clinics: clinics.length,
      activeClinics: 0,
      lanes: 0,
      capacity: 0,
      scheduled: 0,
      completed: 0,
      cancelled: 0,
      missed: 0,
    };
    for (const clinic of clinics) {
      const { fromIso, toIso } = bounds(clinic, days.from, days.to);
      const totals = store.laneAnalytics.totals(clinic.id, fromIso, toIso);
      if (totals.lanes > 0) stats.activeClinics += 1;
      stats.lanes += totals.lanes;
      stats.capacity += totals.capacity;
      stats.scheduled += totals.byStatus.SCHEDULED ?? 0;
      stats.completed += totals.byStatus.COMPLETED ?? 0;
      stats.cancelled += totals.byStatus.CANCELLED ?? 0;
      stats.missed += totals.byStatus.MISSED ?? 0;
    }
    return stats;
  }

  serve(router, clinicAnalytics, {
    clinics: (req, res) => {
      const clinics = treeClinics(req.params.id);
      const days = range(req);
      res.json(
        clinics.map((clinic) => {
          const { fromIso, toIso } = bounds(clinic, days.from, days.to);
          const totals = store.laneAnalytics.totals(clinic.id, fromIso, toIso);
          return {
            clinicId: clinic.id,
            name: clinic.name,
            timeZone: clinic.timeZone,
            lanes: totals.lanes,
            capacity: totals.capacity,
            scheduled: totals.byStatus.SCHEDULED ?? 0,
            completed: totals.byStatus.COMPLETED ?? 0,
            cancelled: totals.byStatus.CANCELLED ?? 0,
            missed: totals.byStatus.MISSED ?? 0,
          };
        }),
      );
    },
    schedulingCounts: (req, res) => {
      const clinics = treeClinics(str(req.query.organizationId));
      const days = range(req);
      const perDay = new Map<string, Record<(typeof BOOKING_STATUSES)[number], number>>();
      for (const clinic of clinics) {
        const { fromIso, toIso } = bounds(clinic, days.from, days.to);
        for (const row of store.laneAnalytics.bookingsPerLane(clinic.id, fromIso, toIso)) {
          const status = BOOKING_STATUSES.find((s) => s === row.status);
          if (!status) continue;
          const day = zonedDate(new Date(row.startDate), clinic.timeZone);
          const counts = perDay.get(day) ?? { SCHEDULED: 0, COMPLETED: 0, CANCELLED: 0, MISSED: 0 };
          counts[status] += row.count;
          perDay.set(day, counts);
        }
      }
      res.json(
        [...perDay.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([day, c]) => ({
            date: toWireDate(day),
            scheduled: c.SCHEDULED,
            completed: c.COMPLETED,
            cancelled: c.CANCELLED,
            missed: c.MISSED,
          })),
      );
    },
    activeClinics: (req, res) => {
      const clinics = treeClinics(str(req.query.organizationId));
      const day = fromWireDate(str(req.query.date) ?? "");
      if (!day) invalid([{ field: "date", message: "must be a date MM/dd/yyyy" }]);
      const active = [];
      for (const clinic of clinics) {
        const { fromIso, toIso } = bounds(clinic, day, day);
        const window = store.laneAnalytics.window(clinic.id, fromIso, toIso);
        if (window.lanes === 0) continue;
        active.push({ clinicId: clinic.id, name: clinic.name, timeZone: clinic.timeZone, ...window });
      }
      res.json(active);
    },
    vaccinationStatus: (req, res) => {
      const clinics = treeClinics(req.params.id);
      const days = range(req);
      res.json(
        clinics.map((clinic) => {
          const { fromIso, toIso } = bounds(clinic, days.from, days.to);
          const byType = new Map<
            string,
            { vaccinated: number; scheduled: number; missed: number; cancelled: number }
          >();
          for (const row of store.laneAnalytics.vaccinations(clinic.id, fromIso, toIso)) {
            const counts = byType.get(row.vaccineType) ?? {
              vaccinated: 0,
              scheduled: 0,
              missed: 0,
              cancelled: 0,
            };
            if (row.status === "COMPLETED") counts.vaccinated += row.count;
            else if (row.status === "SCHEDULED") counts.scheduled += row.count;
            else if (row.status === "MISSED") counts.missed += row.count;
            else if (row.status === "CANCELLED") counts.cancelled += row.count;
            byType.set(row.vaccineType, counts);
          }
          return {
            clinicId: clinic.id,
            name: clinic.name,
            timeZone: clinic.timeZone,
            vaccines: [...byType.entries()].map(([vaccineType, counts]) => ({ vaccineType, ...counts })),
          };
        }),
      );
    },
    aggregatedStats: (req, res) => {
      const clinics = treeClinics(str(req.query.organizationId));
      res.json(statsOf(clinics, range(req)));
    },
    // Every clinic of the network; the access check has already kept this to a scope everywhere.
    allClinicsAggregatedStats: (req, res) => {
      const days = range(req);
      res.json(
        statsOf(
          store.organizations.all().filter((o) => o.type === "CLINIC"),
          days,
        ),
      );
    },
    mobileVaccineClinics: (req, res) => {
      const clinics = treeClinics(str(req.query.organizationId));
      const ids = store.laneAnalytics.ofPodType(
        clinics.map((c) => c.id),
        "MOBILE_VACCINE_SERVICE",
      );
      res.json(
        ids.map((id) => {
          const clinic = store.organizations.byId(id)!;
          return {
            id: clinic.id,
            name: clinic.name,
            podType: clinic.podType ?? null,
            timeZone: clinic.timeZone,
            address: { city: clinic.address.city, state: clinic.address.state },
          };
        }),
      );
    },
    appointmentCounts: (req, res) => {
      const clinics = treeClinics(req.params.id);
      const now = new Date().toISOString();
      res.json(
        clinics.map((clinic) => ({ clinicId: clinic.id, ...store.laneAnalytics.upcoming(clinic.id, now) })),
      );
    },
  });

  return router;
}
