import { audit, type AuditAction } from "@contract/audit";
import { Router, type Request } from "express";
import type { ReferenceApiOptions } from "../area";
import { invalid, missing, refuse, serve, str, type FieldError } from "../http";
import { sqlPage } from "../db/paging";
import { readableOrganizations } from "../permissions";
import type { Store } from "../store";
import { addDays, zonedToUtc } from "../time";
import type { Account, StoredAuditEvent } from "../types";
import type { AuditFilter } from "./repo";

/**
 * The access audit trail (issue 43; extensions: the spec names no audit call). The app hands over
 * the signed-in account's own events; an organization admin reads those of their trees. The
 * permission check has judged `audit.read` and a named organization; this checks whose events
 * are handed over and which patients a read may name.
 */

export const AUDIT_REFUSALS = {
  otherAccount: { status: 403, code: "FORBIDDEN", message: "Only your own access events may be recorded" },
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The request's time zone (the app sends the person's), else UTC: days are the reader's days. */
function zoneOf(req: Request): string {
  const zone = req.get("timezone");
  if (!zone) return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

export function auditRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();

  /**
   * The organizations an account works in: each it belongs to and everything below; null when
   * its scope is everywhere. Any signed-in account hands over its own events, so this is by
   * membership, not by a capability.
   */
  const treesOf = (account: Account): Set<string> | null => {
    if (readableOrganizations(store, account, "audit.read") === null) return null;
    const roots = [account.organizationId, ...(account.memberships ?? []).map((m) => m.organizationId)];
    return new Set(roots.flatMap((root) => store.organizations.scopeIds(root)));
  };

  const patientInTrees = (trees: Set<string> | null, patientId: string) => {
    const patient = store.patients.byId(patientId);
    return !!patient && (!trees || patient.organizations.some((o) => trees.has(o)));
  };
  /** A patient the trees hold (an unknown one answers the same: ids elsewhere are not told). */
  const patientIn = (trees: Set<string> | null, patientId: string) => {
    const patient = store.patients.byId(patientId);
    if (!patient || (trees && !patient.organizations.some((o) => trees.has(o)))) missing("Patient");
    return patient;
  };

  serve(router, audit, {
    record: (req, res) => {
      const account = req.account!;
      const trees = treesOf(account);
      const events = (req.body as { events: StoredAuditEvent[] }).events;
      const memberships = [
        account.organizationId,
        ...(account.memberships ?? []).map((m) => m.organizationId),
      ];
      // The entry has checked the shapes, but the body is as sent: its defaults are applied here.
      const stored = events.map((sent): StoredAuditEvent => {
        const event = {
          ...sent,
          // Ids may come as numbers (the contract's `id`): kept as the strings they stand for.
          accountId: String(sent.accountId),
          patientIds: (sent.patientIds ?? []).map(String),
          organizationIds: (sent.organizationIds ?? []).map(String),
        };
        if (event.accountId !== account.accountId) {
          const { status, code, message } = AUDIT_REFUSALS.otherAccount;
          refuse(status, code, message);
        }
        // A refused attempt on a patient elsewhere (the app's cross-tree 404) is the caller's own
        // record: kept, and read only in the caller's trees, so another tree's admins learn
        // nothing of who tried and the caller's admins nothing of that patient but the id tried.
        if (event.outcome === "refused" && event.patientIds.some((p) => !patientInTrees(trees, p))) {
          return { ...event, id: store.nextId("aud"), scope: [...new Set(memberships)] };
        }
        const patients = event.patientIds.map((patientId) => patientIn(trees, patientId));
        // Where the event is read: the account's own organizations (judged here, not taken from
        // the event) and the organizations of the patients it touched.
        const scope = [...new Set([...memberships, ...patients.flatMap((p) => p.organizations)])];
        return { ...event, id: store.nextId("aud"), scope };
      });
      store.audit.insert(stored);
      res.status(204).end();
    },
    list: (req, res) => {
      const trees = readableOrganizations(store, req.account!, "audit.read");
      const query = req.query as Record<string, unknown>;
      // An empty parameter is no filter, as a GET form sends one left blank.
      const param = (name: string) => str(query[name]) || undefined;
      const organizationId = param("organizationId");
      const patientId = param("patientId");
      const errors: FieldError[] = [];
      const from = param("from");
      const to = param("to");
      if (from !== undefined && !realDay(from))
        errors.push({ field: "from", message: "from must be YYYY-MM-DD" });
      if (to !== undefined && !realDay(to)) errors.push({ field: "to", message: "to must be YYYY-MM-DD" });
      if (!errors.length && from && to && from > to)
        errors.push({ field: "to", message: "to must not be before from" });
      if (errors.length) invalid(errors);
      // The permission check has judged the organization; an unknown one has no tree.
      if (organizationId !== undefined && !store.organizations.byId(organizationId)) missing("Organization");
      if (patientId !== undefined) patientIn(trees && new Set(trees), patientId);
      const zone = zoneOf(req);
      const filter: AuditFilter = {
        scope: organizationId !== undefined ? store.organizations.scopeIds(organizationId) : trees,
        patientId,
        accountId: param("accountId"),
        action: param("action") as AuditAction | undefined,
        from: from ? zonedToUtc(from, "00:00", zone).toISOString() : undefined,
        before: to ? zonedToUtc(addDays(to, 1), "00:00", zone).toISOString() : undefined,
      };
      res.json(
        sqlPage(
          query.page,
          query.size,
          20,
          () => store.audit.count(filter),
          (limit, offset) =>
            store.audit.page(filter, limit, offset).map(({ scope: _scope, ...event }) => event),
        ),
      );
    },
  });
  return router;
}
