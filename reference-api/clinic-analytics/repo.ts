import type { Db } from "../db/db";

/** One clinic's lanes over a range: how many, their places, and bookings by task status. */
export interface ClinicLaneTotals {
  lanes: number;
  capacity: number;
  byStatus: Record<string, number>;
}

/** Bookings of one lane by task status, with the lane's start (to put them on a day). */
export interface LaneBookings {
  startDate: string;
  status: string;
  count: number;
}

/** One clinic's active lanes in a window: the first start, the last end, places and bookings. */
export interface ClinicWindow {
  lanes: number;
  capacity: number;
  booked: number;
  firstStart: string | null;
  lastEnd: string | null;
}

/** One clinic's vaccination bookings of one vaccine type and status. */
export interface VaccinationCount {
  vaccineType: string;
  status: string;
  count: number;
}

/** A clinic's active lanes not yet over, and the appointments booked into them. */
export interface UpcomingCounts {
  upcomingLanes: number;
  upcomingAppointments: number;
}

/**
 * Counts over a clinic's lanes for the clinics analytics, scheduling counts and active clinics
 * (decision 033). Everything is counted in SQL over the lanes' (clinic_id, start_date) and the
 * tasks' (clinic_appointment_id, status) indexes; the routes only put lanes on their clinic's days.
 */
export class LaneAnalyticsRepo {
  private readonly statements;

  constructor(db: Db) {
    const sql = db.sql;
    const inRange = "l.clinic_id = @clinic AND l.start_date >= @from AND l.start_date < @to";
    this.statements = {
      // A pod type is kept with the organization's other extra fields (its JSON `extra`).
      ofPodType: sql.prepare(
        `SELECT id FROM organizations
          WHERE id IN (SELECT value FROM json_each(@ids)) AND type = 'CLINIC'
            AND json_extract(extra, '$.podType') = @podType
          ORDER BY name`,
      ),
      lanes: sql.prepare(
        `SELECT COUNT(*) AS lanes, COALESCE(SUM(l.capacity), 0) AS capacity FROM lanes l
          WHERE ${inRange} AND l.status = 'ACTIVE'`,
      ),
      // Bookings of any lane, cancelled ones too: their cancelled appointments are part of the story.
      byStatus: sql.prepare(
        `SELECT t.status AS status, COUNT(*) AS count FROM lanes l JOIN tasks t ON t.clinic_appointment_id = l.id
          WHERE ${inRange} GROUP BY t.status`,
      ),
      perLane: sql.prepare(
        `SELECT l.start_date AS startDate, t.status AS status, COUNT(*) AS count
          FROM lanes l JOIN tasks t ON t.clinic_appointment_id = l.id
          WHERE ${inRange} GROUP BY l.id, t.status ORDER BY l.start_date`,
      ),
      window: sql.prepare(
        `SELECT COUNT(*) AS lanes, COALESCE(SUM(l.capacity), 0) AS capacity,
                MIN(l.start_date) AS firstStart, MAX(l.end_date) AS lastEnd,
                (SELECT COUNT(*) FROM tasks t JOIN lanes b ON t.clinic_appointment_id = b.id
                  WHERE b.clinic_id = @clinic AND b.start_date >= @from AND b.start_date < @to
                    AND b.status = 'ACTIVE' AND t.status = 'SCHEDULED') AS booked
          FROM lanes l WHERE ${inRange} AND l.status = 'ACTIVE'`,
      ),
      // A vaccination is a booking into a lane whose service type names a vaccine type.
      vaccinations: sql.prepare(
        `SELECT json_extract(s.attributes, '$.vaccineType') AS vaccineType, t.status AS status,
                COUNT(*) AS count
          FROM lanes l JOIN tasks t ON t.clinic_appointment_id = l.id
          JOIN service_types s ON s.id = l.service_type_id
          WHERE ${inRange} AND json_extract(s.attributes, '$.vaccineType') IS NOT NULL
          GROUP BY vaccineType, t.status ORDER BY vaccineType`,
      ),
      upcoming: sql.prepare(
        `SELECT COUNT(*) AS upcomingLanes,
                (SELECT COUNT(*) FROM tasks t JOIN lanes b ON t.clinic_appointment_id = b.id
                  WHERE b.clinic_id = @clinic AND b.end_date > @now AND b.status = 'ACTIVE'
                    AND t.status = 'SCHEDULED') AS upcomingAppointments
          FROM lanes l WHERE l.clinic_id = @clinic AND l.end_date > @now AND l.status = 'ACTIVE'`,
      ),
    };
  }

  /** Lanes starting in [fromIso, toIso) at the clinic. */
  /** The clinics among `clinicIds` whose pod type is `podType`, by name. */
  ofPodType(clinicIds: readonly string[], podType: string): string[] {
    return (
      this.statements.ofPodType.all({ ids: JSON.stringify(clinicIds), podType }) as Array<{ id: string }>
    ).map((row) => row.id);
  }

  totals(clinicId: string, fromIso: string, toIso: string): ClinicLaneTotals {
    const params = { clinic: clinicId, from: fromIso, to: toIso };
    const lanes = this.statements.lanes.get(params) as { lanes: number; capacity: number };
    const byStatus: Record<string, number> = {};
    for (const row of this.statements.byStatus.all(params) as Array<{ status: string; count: number }>) {
      byStatus[row.status] = row.count;
    }
    return { ...lanes, byStatus };
  }

  bookingsPerLane(clinicId: string, fromIso: string, toIso: string): LaneBookings[] {
    return this.statements.perLane.all({ clinic: clinicId, from: fromIso, to: toIso }) as LaneBookings[];
  }

  window(clinicId: string, fromIso: string, toIso: string): ClinicWindow {
    return this.statements.window.get({ clinic: clinicId, from: fromIso, to: toIso }) as ClinicWindow;
  }

  /** Bookings of vaccine lanes starting in [fromIso, toIso) at the clinic, by vaccine type and status. */
  vaccinations(clinicId: string, fromIso: string, toIso: string): VaccinationCount[] {
    return this.statements.vaccinations.all({
      clinic: clinicId,
      from: fromIso,
      to: toIso,
    }) as VaccinationCount[];
  }

  /** Active lanes of the clinic ending after `nowIso`, and their booked appointments. */
  upcoming(clinicId: string, nowIso: string): UpcomingCounts {
    return this.statements.upcoming.get({ clinic: clinicId, now: nowIso }) as UpcomingCounts;
  }
}
