import type { AuditAction, AuditOutcome } from "@contract/audit";
import type { Account, Patient, StoredAuditEvent } from "../types";

/**
 * A handful of access events so the demo's access history is not empty (issue 43): the
 * coordinator reading Pat Rivera's record and notes, the organization admin changing it, the
 * coordinator refused a delete, a sign-in, and one in Harbor's tree (never shown to Demo's
 * admins). Fixed ids outside the id sequence, so no seeded id moves; times before `now`.
 */
export function seedAuditEvents(
  now: Date,
  accounts: readonly Account[],
  patients: readonly Patient[],
): StoredAuditEvent[] {
  const byUsername = (username: string) => accounts.find((a) => a.username === username);
  const pat = patients.find((p) => p.firstName === "Pat" && p.lastName === "Rivera");
  const coordinator = byUsername("coordinator@demo.test");
  const admin = byUsername("orgadmin@demo.test");
  const harborCoordinator = byUsername("coordinator@harbor.test");
  if (!pat || !coordinator || !admin) return [];
  const harborPatient = harborCoordinator
    ? patients.find((p) => p.organizations.includes(harborCoordinator.organizationId))
    : undefined;
  let n = 0;
  const event = (
    minutesAgo: number,
    who: Account,
    action: AuditAction,
    outcome: AuditOutcome,
    fields: { patient?: Patient; capability?: string; routeId: string },
  ): StoredAuditEvent => {
    n += 1;
    const patient = fields.patient;
    return {
      id: `aud-seed-${String(n).padStart(2, "0")}`,
      at: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
      accountId: who.accountId,
      accountName: `${who.firstName} ${who.lastName}`,
      privilegeId: who.privilegeId,
      organizationIds: [who.organizationId],
      patientIds: patient ? [patient.id] : [],
      count: null,
      filter: null,
      capability: fields.capability ?? null,
      routeId: fields.routeId,
      action,
      outcome,
      requestId: `seed-request-${n}`,
      traceId: null,
      scope: [...new Set([who.organizationId, ...(patient?.organizations ?? [])])],
    };
  };
  const record = "/provider/members/:patientId";
  const events = [
    event(3 * 24 * 60, coordinator, "sign-in", "allowed", { routeId: "/login" }),
    event(3 * 24 * 60 - 5, coordinator, "read", "allowed", {
      patient: pat,
      capability: "patientRecord.read",
      routeId: record,
    }),
    event(3 * 24 * 60 - 7, coordinator, "read", "allowed", {
      patient: pat,
      capability: "notes.read",
      routeId: "/provider/members/:patientId/notes",
    }),
    event(26 * 60, admin, "change", "allowed", {
      patient: pat,
      capability: "members.edit",
      routeId: "/provider/members/:patientId",
    }),
    event(5 * 60, coordinator, "delete", "refused", {
      patient: pat,
      capability: "members.delete",
      routeId: "/provider/members/:patientId/delete",
    }),
    event(2 * 60, coordinator, "read", "allowed", {
      patient: pat,
      capability: "appointments.read",
      routeId: "/provider/members/:patientId/appointments",
    }),
  ];
  if (harborCoordinator && harborPatient)
    events.push(
      event(4 * 60, harborCoordinator, "read", "allowed", {
        patient: harborPatient,
        capability: "patientRecord.read",
        routeId: record,
      }),
    );
  return events;
}
