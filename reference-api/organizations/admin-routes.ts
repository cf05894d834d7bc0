import { organizations } from "@contract/organizations";
import { Router } from "express";
import { ORGANIZATION_TYPES } from "@contract/vocabulary";
import { isUnitedStates, isUsZip } from "@contract/us-states";
import { allowedFrom, APPROVAL_STATUS_VALUES } from "../approval";
import type { ReferenceApiOptions } from "../area";
import type { Dependents } from "./admin-repo";
import { searchGazetteer } from "../gazetteer";
import { clampInt, handler, str, type FieldError, serve, found, invalid, missing, refuse } from "../http";
import { accountCan } from "../permissions";
import type { Store } from "../store";
import type { Organization } from "../types";

/**
 * Creating, changing and deleting organizations, a clinic's id, the approval status, the
 * picture's delete, and the offline geocoder (decision 030; README "Organization edits").
 */

const INVENTORY_TYPES = ["COVID", "Flu"];
const CLINIC_ID = /^[A-Za-z0-9][A-Za-z0-9-]{2,19}$/;

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

type Body = Record<string, unknown>;

/** The fields of a create or an edit, checked; `errors` says what is wrong, by the body's names. */
function readOrganization(store: Store, body: Body, selfId: string | null) {
  const errors: FieldError[] = [];
  const text = (field: string, value: unknown, max: number, required: boolean) => {
    const v = typeof value === "string" ? value.trim() : "";
    if (required && !v) errors.push({ field, message: `${field} is required` });
    else if (v.length > max) errors.push({ field, message: `${field} is longer than ${max} characters` });
    return v;
  };
  const name = text("name", body.name, 120, true);
  const twin = name ? store.organizations.byName(name) : undefined;
  if (twin && twin.id !== selfId)
    errors.push({ field: "name", message: `Organization '${name}' already exists` });
  const type = str(body.type) ?? "";
  if (!(ORGANIZATION_TYPES as readonly string[]).includes(type))
    errors.push({ field: "type", message: `Type '${type}' is not an organization type` });
  // The entry's `organizationBody` has checked the types: the address is an object, coordinates numbers.
  const address = body.address as Body;
  const coordinate = (field: string, limit: number) => {
    const value = address[field] as number | null | undefined;
    if (value === null || value === undefined) return undefined;
    if (Math.abs(value) > limit) {
      errors.push({ field: `address.${field}`, message: `${field} must be a number within ±${limit}` });
      return undefined;
    }
    return value;
  };
  const timeZone = str(body.timeZone) ?? "";
  if (!isTimeZone(timeZone)) errors.push({ field: "timeZone", message: `Unknown time zone '${timeZone}'` });
  const inventoryType = str(body.inventoryType) || null;
  if (inventoryType && !INVENTORY_TYPES.includes(inventoryType))
    errors.push({
      field: "inventoryType",
      message: `Inventory type must be one of ${INVENTORY_TYPES.join(", ")}`,
    });
  const departments = (body.departments as Body[] | null | undefined) ?? [];
  // A clinic's vaccine is one of master data's manufacturers (issue 38), in its spelling; the
  // clinic's current one stays acceptable after master data drops it.
  const named = type === "CLINIC" ? text("vaccine", body.vaccine, 100, false) : "";
  const maker = named
    ? store.masterData.byName({ service: "/api/masterData", type: "MANUFACTURE" }, named)
    : undefined;
  const current = selfId ? store.organizations.byId(selfId)?.vaccine : null;
  const vaccine = maker?.name ?? (current && current.toLowerCase() === named.toLowerCase() ? current : null);
  if (named && !vaccine)
    errors.push({ field: "vaccine", message: "vaccine must be one of master data's manufacturers" });
  const zipcode = text("address.zipcode", address.zipcode, 10, true);
  const country = text("address.country", address.country, 60, true);
  // The app's rule (issue 38): a US address has a US ZIP code, 5 digits or ZIP+4.
  if (zipcode && isUnitedStates(country) && !isUsZip(zipcode))
    errors.push({ field: "address.zipcode", message: "zipcode must look like 12345 or 12345-6789" });
  const fields = {
    name,
    shortName: text("shortName", body.shortName, 20, false) || name.slice(0, 20),
    type,
    employerId: text("employerId", body.employerId, 40, true),
    businessLicenseNumber: text("businessLicenseNumber", body.businessLicenseNumber, 40, true),
    address: {
      address1: text("address.address1", address.address1, 200, true),
      address2: text("address.address2", address.address2, 200, false) || undefined,
      city: text("address.city", address.city, 100, true),
      state: text("address.state", address.state, 40, true),
      zipcode,
      country,
      gpsLatitude: coordinate("gpsLatitude", 90),
      gpsLongitude: coordinate("gpsLongitude", 180),
    },
    departments: departments
      .slice(0, 50)
      .map((d) => ({ id: String(d.id), name: (str(d.name) ?? String(d.id)).slice(0, 100) })),
    isHeadquarter: body.isHeadquarter === true,
    isOpen: body.isOpen === true,
    timeZone,
    vaccine,
    inventoryType: type === "CLINIC" ? inventoryType : null,
  };
  return { fields, errors };
}

/** Why a delete is refused, in the words of the first thing that holds on to the organization. */
function refusal(d: Dependents): { code: string; message: string } | null {
  const parts: string[] = [];
  const count = (n: number, one: string, many: string) => (n ? [`${n} ${n === 1 ? one : many}`] : []);
  parts.push(...count(d.branches, "branch", "branches"));
  parts.push(...count(d.clinics, "clinic", "clinics"));
  parts.push(...count(d.patients, "patient", "patients"));
  parts.push(...count(d.staff, "staff member", "staff members"));
  parts.push(...count(d.lanes, "lane", "lanes"));
  if (parts.length === 0) return null;
  const code = d.branches
    ? "HAS_BRANCHES"
    : d.clinics
      ? "HAS_CLINICS"
      : d.patients
        ? "HAS_PATIENTS"
        : d.staff
          ? "HAS_STAFF"
          : "HAS_LANES";
  return { code, message: `The organization still has ${parts.join(", ")}` };
}

/** A dashboard row: the organization and its tree's figures (decision 030). */
function dashboardRow(store: Store, org: Organization, now: string) {
  const ids = store.organizations.scopeIds(org.id);
  const figures = store.organizationAdmin.figures(ids, now);
  return {
    id: org.id,
    name: org.name,
    shortName: org.shortName,
    type: org.type,
    parentOrganizationId: org.parentOrganizationId,
    approvalStatus: org.approvalStatus,
    city: org.address.city,
    state: org.address.state,
    patientCount: store.patients.countOfOrganizations(ids),
    providerCount: store.performers.countOf(ids),
    vaccinationCount: figures.vaccinations,
    appointmentCounts: {
      total: figures.appointments,
      scheduled: figures.scheduled,
      completed: figures.completed,
    },
  };
}

export function organizationAdminRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  const find = (id: string) => store.organizations.byId(id);

  serve(router, organizations, {
    rootOrganizations: (_req, res) => {
      const now = new Date().toISOString();
      res.json(
        store.organizationAdmin
          .rootIds()
          .map((id) => find(id))
          .filter((o): o is Organization => !!o)
          .map((o) => dashboardRow(store, o, now)),
      );
    },
    overviewCardAnalytics: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      const now = new Date().toISOString();
      res.json({
        organization: dashboardRow(store, org, now),
        children: store.organizations.children(org.id, 200, 0).map((o) => dashboardRow(store, o, now)),
      });
    },
    geocode: (req, res) => {
      const format = str(req.query.format) ?? "json";
      if (format !== "json" && format !== "jsonv2") refuse(400, "BAD_FORMAT", "Only format=json is served");
      res.json(searchGazetteer(str(req.query.q) ?? "", clampInt(req.query.limit, 10, 1, 40)));
    },
    create: (req, res) => {
      const body = (req.body ?? {}) as Body;
      const { fields, errors } = readOrganization(store, body, null);
      const parentId = str(body.parentOrganizationId) || null;
      const parent = parentId ? find(parentId) : undefined;
      if (parentId && !parent)
        errors.push({ field: "parentOrganizationId", message: "The parent organization does not exist" });
      else if (parent?.type === "CLINIC")
        errors.push({ field: "parentOrganizationId", message: "A clinic cannot have branches" });
      if (!parentId && !accountCan(store, req.account!, "organizations.manageRoots"))
        refuse(403, "FORBIDDEN", "Only a super administrator creates a root organization");
      if (errors.length) invalid(errors);
      const organization: Organization = {
        id: store.nextId("org"),
        ...fields,
        parentOrganizationId: parentId,
        address: { id: store.nextId("addr"), ...fields.address },
        approvalStatus: "PENDING",
        description: "",
        createdAt: new Date().toISOString(),
      };
      store.organizations.insert(organization);
      res.status(201).json(find(organization.id));
    },
    update: (req, res) => {
      const current = found(find(req.params.id), "Organization");
      const { fields, errors } = readOrganization(store, (req.body ?? {}) as Body, current.id);
      if (
        fields.type !== "CLINIC" &&
        current.type === "CLINIC" &&
        store.organizationAdmin.dependents(current.id).lanes
      )
        errors.push({ field: "type", message: "A clinic with lanes stays a clinic" });
      if (errors.length) invalid(errors);
      // The parent is not changed here: moving an organization is PUT change-organization.
      store.organizations.update({
        ...current,
        ...fields,
        address: { ...fields.address, id: current.address.id },
      });
      res.json(find(current.id));
    },
    remove: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      if (!org.parentOrganizationId && !accountCan(store, req.account!, "organizations.manageRoots"))
        refuse(403, "FORBIDDEN", "Only a super administrator deletes a root organization");
      const refused = refusal(store.organizationAdmin.dependents(org.id));
      if (refused) refuse(409, refused.code, refused.message);
      store.organizationAdmin.delete(org.id);
      res.status(204).end();
    },
    updateClinicId: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      const clinicId = (str((req.body as Body | undefined)?.clinicId) ?? "").trim();
      const errors: FieldError[] = [];
      if (org.type !== "CLINIC") errors.push({ field: "clinicId", message: "Only a clinic has a clinic id" });
      else if (!CLINIC_ID.test(clinicId))
        errors.push({ field: "clinicId", message: "A clinic id is 3 to 20 letters, digits or hyphens" });
      else if (store.organizationAdmin.isClinicIdTaken(org.id, clinicId))
        errors.push({ field: "clinicId", message: `Clinic id '${clinicId}' is already in use` });
      if (errors.length) invalid(errors);
      store.organizations.update({ ...org, clinicId });
      res.json(find(org.id));
    },
  });

  /** POST approvalStatus {approvalStatus, reason} and PUT change-status {status, reason}: one rule. */
  const changeStatus = (field: "approvalStatus" | "status") =>
    handler((req, res) => {
      const org = found(find(req.params.id!), "Organization");
      const body = (req.body ?? {}) as Body;
      const to = str(body[field]) ?? "";
      const reason = (str(body.reason) ?? "").trim().slice(0, 500) || null;
      if (!APPROVAL_STATUS_VALUES.includes(to))
        invalid([{ field, message: `'${to}' is not an approval status` }]);
      if (to === org.approvalStatus) return res.json(org);
      const allowed = allowedFrom(org.approvalStatus);
      if (!allowed.includes(to))
        refuse(
          409,
          "TRANSITION_NOT_ALLOWED",
          `Cannot change the approval status from ${org.approvalStatus} to ${to}`,
          { from: org.approvalStatus, to, allowed },
        );
      if (to === "DENIED" && !reason) invalid([{ field: "reason", message: "A denial needs a reason" }]);
      store.db.transaction(() => {
        store.organizations.update({ ...org, approvalStatus: to });
        store.organizationAdmin.recordChange({
          organizationId: org.id,
          fromStatus: org.approvalStatus,
          toStatus: to,
          reason,
          accountId: req.account!.accountId,
          changedAt: new Date().toISOString(),
        });
      });
      res.json(find(org.id));
    });
  router.post("/api/organizations/:id/approvalStatus", changeStatus("approvalStatus"));
  router.put("/api/organizations/:id/change-status", changeStatus("status"));

  serve(router, organizations, {
    approvalHistory: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      res.json({
        approvalStatus: org.approvalStatus,
        allowed: allowedFrom(org.approvalStatus),
        changes: store.organizationAdmin.changes(org.id),
      });
    },
    deletePicture: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      if (!org.organizationImage) missing("Picture");
      store.db.transaction(() => {
        store.organizationAdmin.deletePicture(org.id);
        store.organizations.update({ ...org, organizationImage: null });
      });
      res.status(204).end();
    },
  });

  return router;
}
