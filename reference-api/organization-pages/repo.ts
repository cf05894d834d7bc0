import type { OrganizationEvent } from "../types";
import type { Db } from "../db/db";

export interface Department {
  id: string;
  name: string;
  organizationId: string;
}

/** An organization's look (decision 031): every field optional, a missing one is the app's own. */
export interface Branding {
  primaryColor: string | null;
  accentColor: string | null;
  font: string | null;
  emailSubject: string | null;
  emailBody: string | null;
  updatedAt: string | null;
  /** The kinds of image stored, with their version (the time they were stored). */
  images: Record<string, string>;
}

export interface BrandingImage {
  mediaType: string;
  width: number;
  height: number;
  bytes: Buffer;
  updatedAt: string;
}

const EVENT_COLUMNS = `id, organization_id AS organizationId, name, status, event_date AS eventDate,
  requester_name AS requesterName, requester_type AS requesterType, start_time AS startTime,
  end_time AS endTime, expected_participants AS expectedParticipants, location, services, note`;

type EventRow = Omit<OrganizationEvent, "services"> & { services: string | null };

/** Services are kept as a JSON array; a row of before migration 051 has none. */
const eventOf = (row: EventRow): OrganizationEvent => ({
  ...row,
  services: row.services ? (JSON.parse(row.services) as string[]) : null,
});

const eventParams = (event: OrganizationEvent) => ({
  startTime: null,
  endTime: null,
  expectedParticipants: null,
  location: null,
  note: null,
  ...event,
  services: event.services ? JSON.stringify(event.services) : null,
});

/**
 * Departments (the organization's child table of migration 005), events and branding (migration
 * 033): the rows behind the organization page's tabs.
 */
export class OrganizationPageRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      departments: sql.prepare(
        "SELECT id, name, organization_id AS organizationId FROM organization_departments WHERE organization_id = ? ORDER BY position",
      ),
      department: sql.prepare(
        "SELECT id, name, organization_id AS organizationId FROM organization_departments WHERE id = ?",
      ),
      departmentNamed: sql.prepare(
        "SELECT id FROM organization_departments WHERE organization_id = ? AND lower(name) = lower(?)",
      ),
      insertDepartment: sql.prepare(
        `INSERT INTO organization_departments (organization_id, position, id, name)
         VALUES (@organizationId, (SELECT COALESCE(MAX(position), -1) + 1 FROM organization_departments WHERE organization_id = @organizationId), @id, @name)`,
      ),
      renameDepartment: sql.prepare("UPDATE organization_departments SET name = ? WHERE id = ?"),
      deleteDepartment: sql.prepare("DELETE FROM organization_departments WHERE id = ?"),
      eventsOf: sql.prepare(
        `SELECT ${EVENT_COLUMNS} FROM organization_events
         WHERE organization_id IN (SELECT value FROM json_each(@ids))
           AND (@status IS NULL OR status = @status)
           AND (@types IS NULL OR requester_type IN (SELECT value FROM json_each(@types)))
         ORDER BY event_date, id`,
      ),
      insertEvent: sql.prepare(
        `INSERT INTO organization_events (id, organization_id, name, status, event_date, requester_name, requester_type,
           start_time, end_time, expected_participants, location, services, note)
         VALUES (@id, @organizationId, @name, @status, @eventDate, @requesterName, @requesterType,
           @startTime, @endTime, @expectedParticipants, @location, @services, @note)`,
      ),
      event: sql.prepare(`SELECT ${EVENT_COLUMNS} FROM organization_events WHERE id = ?`),
      updateEvent: sql.prepare(
        `UPDATE organization_events SET name = @name, event_date = @eventDate, start_time = @startTime,
           end_time = @endTime, expected_participants = @expectedParticipants, location = @location,
           services = @services, note = @note
         WHERE id = @id`,
      ),
      deleteEvent: sql.prepare("DELETE FROM organization_events WHERE id = ?"),
      allEvents: sql.prepare(`SELECT ${EVENT_COLUMNS} FROM organization_events ORDER BY rowid`),
      branding: sql.prepare(
        `SELECT primary_color AS primaryColor, accent_color AS accentColor, font, email_subject AS emailSubject,
           email_body AS emailBody, updated_at AS updatedAt FROM organization_branding WHERE organization_id = ?`,
      ),
      imageKinds: sql.prepare(
        "SELECT kind, updated_at AS updatedAt FROM organization_branding_images WHERE organization_id = ?",
      ),
      putBranding: sql.prepare(
        `INSERT INTO organization_branding (organization_id, primary_color, accent_color, font, email_subject, email_body, updated_at)
         VALUES (@organizationId, @primaryColor, @accentColor, @font, @emailSubject, @emailBody, @updatedAt)
         ON CONFLICT (organization_id) DO UPDATE SET primary_color = excluded.primary_color,
           accent_color = excluded.accent_color, font = excluded.font, email_subject = excluded.email_subject,
           email_body = excluded.email_body, updated_at = excluded.updated_at`,
      ),
      image: sql.prepare(
        `SELECT media_type AS mediaType, width, height, bytes, updated_at AS updatedAt
         FROM organization_branding_images WHERE organization_id = ? AND kind = ?`,
      ),
      putImage: sql.prepare(
        `INSERT OR REPLACE INTO organization_branding_images (organization_id, kind, media_type, width, height, bytes, updated_at)
         VALUES (@organizationId, @kind, @mediaType, @width, @height, @bytes, @updatedAt)`,
      ),
    };
  }

  departments(organizationId: string): Department[] {
    return this.statements.departments.all(organizationId) as Department[];
  }

  department(id: string): Department | undefined {
    return this.statements.department.get(id) as Department | undefined;
  }

  /** Another department of the organization with this name (case-insensitive), if any. */
  departmentNamed(organizationId: string, name: string, except?: string): boolean {
    const row = this.statements.departmentNamed.get(organizationId, name) as { id: string } | undefined;
    return row !== undefined && row.id !== except;
  }

  addDepartment(department: Department) {
    this.statements.insertDepartment.run(department);
  }

  renameDepartment(id: string, name: string) {
    this.statements.renameDepartment.run(name, id);
  }

  deleteDepartment(id: string): boolean {
    return this.statements.deleteDepartment.run(id).changes > 0;
  }

  events(
    organizationIds: readonly string[],
    filter: { status?: string; requesterTypes?: readonly string[] } = {},
  ): OrganizationEvent[] {
    return (
      this.statements.eventsOf.all({
        ids: JSON.stringify(organizationIds),
        status: filter.status ?? null,
        types: filter.requesterTypes ? JSON.stringify(filter.requesterTypes) : null,
      }) as EventRow[]
    ).map(eventOf);
  }

  event(id: string): OrganizationEvent | undefined {
    const row = this.statements.event.get(id) as EventRow | undefined;
    return row && eventOf(row);
  }

  insertEvents(events: readonly OrganizationEvent[]) {
    for (const event of events) this.statements.insertEvent.run(eventParams(event));
  }

  /** Changes what an event's form holds; its organization, status and requester stay. */
  updateEvent(event: OrganizationEvent) {
    this.statements.updateEvent.run(eventParams(event));
  }

  deleteEvent(id: string): boolean {
    return this.statements.deleteEvent.run(id).changes > 0;
  }

  allEvents(): OrganizationEvent[] {
    return (this.statements.allEvents.all() as EventRow[]).map(eventOf);
  }

  branding(organizationId: string): Branding {
    const row = this.statements.branding.get(organizationId) as Omit<Branding, "images"> | undefined;
    const kinds = this.statements.imageKinds.all(organizationId) as Array<{
      kind: string;
      updatedAt: string;
    }>;
    return {
      primaryColor: row?.primaryColor ?? null,
      accentColor: row?.accentColor ?? null,
      font: row?.font ?? null,
      emailSubject: row?.emailSubject ?? null,
      emailBody: row?.emailBody ?? null,
      updatedAt: row?.updatedAt ?? null,
      images: Object.fromEntries(kinds.map((k) => [k.kind, k.updatedAt])),
    };
  }

  putBranding(organizationId: string, branding: Omit<Branding, "images" | "updatedAt">, updatedAt: string) {
    this.statements.putBranding.run({ organizationId, ...branding, updatedAt });
  }

  image(organizationId: string, kind: string): BrandingImage | undefined {
    return this.statements.image.get(organizationId, kind) as BrandingImage | undefined;
  }

  putImage(organizationId: string, kind: string, image: BrandingImage) {
    this.statements.putImage.run({ organizationId, kind, ...image });
  }
}
