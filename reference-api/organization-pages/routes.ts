import { organizationPages } from "@contract/organization-pages";
import { Router, type Request } from "express";
import { imageSize } from "image-size";
import { BRANDING_IMAGES, BRANDING_FONTS, isHexColor, type BrandingImageKind } from "@contract/branding";
import type { ReferenceApiOptions } from "../area";
import { readableOrganizations } from "../permissions";
import { str, type FieldError, serve, found, invalid, missing, refuse } from "../http";
import type { Store } from "../store";
import type { Organization, OrganizationEvent } from "../types";
import { EVENT_REQUESTER_TYPES } from "@contract/vocabulary";
import { zonedDate } from "../time";
import { pictureBody, uploadedImage } from "../billing/csv";
import { clinicsOf, descendants } from "../organizations/routes";
import { serveSchoolViews } from "./school-views";

/**
 * The organization page's tabs and branding (issue 15, decision 031): overview figures, branches
 * by type, departments, staff, events, settings, branding. The permission middleware has checked
 * the organization in the path (or the department's organization).
 */

const DEPARTMENT_NAME_MAX = 60;
// By the ids of contract/privileges.ts (5 is the coordinator, 7 the clinic administrator).
const PRIVILEGE_NAMES: Record<number, string> = {
  1: "Super admin",
  2: "Organization admin",
  3: "Organization manager",
  5: "Coordinator",
  6: "Analytics admin",
  7: "Clinic administrator",
  12: "Testing coordinator",
  14: "Scheduler",
};
const PASSWORD_RESETS_SHOWN = 50;
const EVENT_NAME_MAX = 80;
const EVENT_LOCATION_MAX = 200;
const EVENT_NOTE_MAX = 500;
const EVENT_PARTICIPANTS_MAX = 10_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const BRANDING_TEXT_MAX = 2000;

export function organizationPageRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  const find = (id: string) => store.organizations.byId(id);
  const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;

  const branchesOf = (org: Organization, type: string | undefined) =>
    descendants(store, org.id).filter((o) => o.parentOrganizationId === org.id && (!type || o.type === type));

  const nameErrors = (organizationId: string, raw: unknown, except?: string): FieldError[] => {
    const name = str(raw)?.trim() ?? "";
    if (!name) return [{ field: "name", message: "Name is required" }];
    if (name.length > DEPARTMENT_NAME_MAX)
      return [{ field: "name", message: `Name must be at most ${DEPARTMENT_NAME_MAX} characters` }];
    if (store.organizationPages.departmentNamed(organizationId, name, except))
      return [{ field: "name", message: "A department with this name already exists" }];
    return [];
  };

  /** An event of the organization's tree; another tree's is not found, like an unknown id. */
  const eventInTree = (org: Organization, eventId: string | undefined): OrganizationEvent => {
    const event = found(eventId ? store.organizationPages.event(eventId) : undefined, "Event");
    if (!store.organizations.scopeIds(org.id).includes(event.organizationId)) missing("Event");
    return event;
  };

  /**
   * An event's form checked field by field (the entry has checked the types): every refusal at
   * once, so the app shows each under its field. "The future" is the holder's calendar: an
   * event on the holder's today is too late to plan.
   */
  const eventDetails = (holder: Organization, b: Record<string, unknown>) => {
    const errors: FieldError[] = [];
    const text = (field: string, max: number, required: boolean, label: string) => {
      const value = str(b[field])?.trim() ?? "";
      if (required && !value) errors.push({ field, message: `${label} is required` });
      else if (value.length > max)
        errors.push({ field, message: `${label} must be at most ${max} characters` });
      return value;
    };
    const name = text("name", EVENT_NAME_MAX, true, "Name");
    const location = text("location", EVENT_LOCATION_MAX, true, "Location");
    const note = text("note", EVENT_NOTE_MAX, false, "Note");
    const eventDate = str(b.eventDate) ?? "";
    if (!ISO_DATE.test(eventDate) || Number.isNaN(Date.parse(`${eventDate}T00:00:00Z`)))
      errors.push({ field: "eventDate", message: "Event date must be a date (yyyy-mm-dd)" });
    else if (eventDate <= zonedDate(new Date(), holder.timeZone || "UTC"))
      errors.push({ field: "eventDate", message: "Event date must be in the future" });
    const startTime = str(b.startTime) ?? "";
    const endTime = str(b.endTime) ?? "";
    if (!HH_MM.test(startTime)) errors.push({ field: "startTime", message: "Start time must be HH:mm" });
    if (!HH_MM.test(endTime)) errors.push({ field: "endTime", message: "End time must be HH:mm" });
    else if (HH_MM.test(startTime) && endTime <= startTime)
      errors.push({ field: "endTime", message: "End time must be after the start time" });
    const expectedParticipants = b.expectedParticipants as number;
    if (expectedParticipants < 1 || expectedParticipants > EVENT_PARTICIPANTS_MAX)
      errors.push({
        field: "expectedParticipants",
        message: `Expected participants must be from 1 to ${EVENT_PARTICIPANTS_MAX}`,
      });
    const services = [...new Set(b.services as string[])];
    if (services.length === 0) errors.push({ field: "services", message: "Choose at least one service" });
    if (errors.length) invalid(errors);
    return {
      name,
      eventDate,
      startTime,
      endTime,
      expectedParticipants,
      location,
      services,
      note: note || null,
    };
  };

  serve(router, organizationPages, {
    overview: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      res.json({
        id: org.id,
        name: org.name,
        shortName: org.shortName,
        description: org.description,
        isOpen: org.isOpen,
        isHeadquarter: org.isHeadquarter,
        employerId: org.employerId ?? null,
        businessLicenseNumber: org.businessLicenseNumber ?? null,
        departmentCount: store.organizationPages.departments(org.id).length,
      });
    },
    /** The approval status of the organization and everything below it, counted. */
    statusAggregation: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      res.json(countBy([org, ...descendants(store, org.id)], (o) => o.approvalStatus));
    },
    /** The tree's organizations by type and the staff (performers) of each clinic. */
    organizationStats: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      const below = descendants(store, org.id);
      res.json({
        organizationsByType: countBy(below, (o) => o.type).map(({ key, count }) => ({ type: key, count })),
        performersByClinic: clinicsOf(store, org.id).map((c) => ({
          clinicId: c.id,
          name: c.name,
          count: store.performers.countOf([c.id]),
        })),
      });
    },
    branchesBrief: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      const type = str(req.query.type)?.trim() || undefined;
      res.json(
        branchesOf(org, type).map((o) => ({
          id: o.id,
          name: o.name,
          type: o.type,
          city: o.address.city,
          state: o.address.state,
          approvalStatus: o.approvalStatus,
        })),
      );
    },
    branchesCount: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      const branches = branchesOf(org, undefined);
      res.json({
        count: branches.length,
        byType: countBy(branches, (o) => o.type).map(({ key, count }) => ({ type: key, count })),
      });
    },
    // ---- departments ------------------------------------------------------------------------
    departments: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      res.json(store.organizationPages.departments(org.id));
    },
    departmentOptions: (req, res) => {
      const org = found(find(str(req.query.organizationId) ?? ""), "Organization");
      res.json(store.organizationPages.departments(org.id).map((d) => ({ value: d.id, label: d.name })));
    },
    createDepartment: (req, res) => {
      const org = find(str(body(req).organizationId) ?? "");
      if (!org) invalid([{ field: "organizationId", message: "Unknown organization" }]);
      const errors = nameErrors(org.id, body(req).name);
      if (errors.length) invalid(errors);
      const department = {
        id: store.nextId("dept"),
        name: str(body(req).name)!.trim(),
        organizationId: org.id,
      };
      store.organizationPages.addDepartment(department);
      res.status(201).json(department);
    },
    renameDepartment: (req, res) => {
      const department = found(store.organizationPages.department(req.params.id), "Department");
      const errors = nameErrors(department.organizationId, body(req).name, department.id);
      if (errors.length) invalid(errors);
      store.organizationPages.renameDepartment(department.id, str(body(req).name)!.trim());
      res.json(store.organizationPages.department(department.id));
    },
    deleteDepartment: (req, res) => {
      if (!store.organizationPages.deleteDepartment(req.params.id)) missing("Department");
      res.status(204).end();
    },
    // ---- staff ------------------------------------------------------------------------------
    allStaff: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      const ids = new Set(store.organizations.scopeIds(org.id));
      const names = new Map([org, ...descendants(store, org.id)].map((o) => [o.id, o.name]));
      res.json(
        store.accounts
          .all()
          .filter((a) => ids.has(a.organizationId) && !a.patientId && a.privilegeId !== 4)
          .map((a) => ({
            accountId: a.accountId,
            firstName: a.firstName,
            lastName: a.lastName,
            email: a.email,
            privilegeId: a.privilegeId,
            privilegeName: PRIVILEGE_NAMES[a.privilegeId] ?? (a.isPerformer ? "Provider" : "Staff"),
            isPerformer: a.isPerformer,
            organizationId: a.organizationId,
            organizationName: names.get(a.organizationId) ?? "",
          }))
          .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`)),
      );
    },
    // Of the accounts now or then in the organization's tree, newest first.
    passwordResets: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      res.json(
        store.passwordResets.ofOrganizations(store.organizations.scopeIds(org.id), PASSWORD_RESETS_SHOWN),
      );
    },
    // ---- events -----------------------------------------------------------------------------
    triageEvents: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      res.json(store.organizationPages.events(store.organizations.scopeIds(org.id), { status: "TRIAGE" }));
    },
    pendingEvents: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      res.json(
        store.organizationPages.events(store.organizations.scopeIds(org.id), {
          status: "PENDING",
          requesterTypes: ["COMMUNITYGROUP", "SCHOOL"],
        }),
      );
    },
    /** The events the organization's parents hold (nearest parent first is not promised: by date). */
    parentEvents: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      const parents = store.organizations.ancestorIds(org.id).filter((id) => id !== org.id);
      res.json(store.organizationPages.events(parents));
    },
    createEvent: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      const details = eventDetails(org, body(req));
      const requests = (EVENT_REQUESTER_TYPES as readonly string[]).includes(org.type);
      const event: OrganizationEvent = {
        id: store.nextId("event"),
        organizationId: org.id,
        // A school's or community group's event is a request its parents triage; any other
        // organization's own event goes straight to triage.
        status: requests ? "PENDING" : "TRIAGE",
        requesterName: org.name,
        requesterType: org.type,
        ...details,
      };
      store.organizationPages.insertEvents([event]);
      res.status(201).json(store.organizationPages.event(event.id));
    },
    updateEvent: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      const event = eventInTree(org, req.params.clinicId);
      const holder = found(find(event.organizationId), "Organization");
      store.organizationPages.updateEvent({ ...event, ...eventDetails(holder, body(req)) });
      res.json(store.organizationPages.event(event.id));
    },
    cancelEvent: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      const event = eventInTree(org, req.params.clinicId);
      store.organizationPages.deleteEvent(event.id);
      res.status(204).end();
    },
    // ---- settings ---------------------------------------------------------------------------
    extraSettings: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      const b = body(req);
      // A whole number (its entry's); the range is ours.
      const reminderDays = b.reminderDays as number;
      if (reminderDays < 0 || reminderDays > 30)
        invalid([{ field: "reminderDays", message: "Reminder days must be a whole number from 0 to 30" }]);
      const extraSettings = {
        allowFamilyMembers: b.allowFamilyMembers === true,
        reminderDays,
      };
      store.organizations.update({
        ...org,
        canRegisterIndividuals: b.canRegisterIndividuals === true,
        extraSettings,
      } as Organization);
      res.json({ ...extraSettings, canRegisterIndividuals: b.canRegisterIndividuals === true });
    },
    consent: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      const text = str(body(req).consentText)?.trim() ?? "";
      if (text.length > BRANDING_TEXT_MAX)
        invalid([{ field: "consentText", message: `At most ${BRANDING_TEXT_MAX} characters` }]);
      const consent = { consentText: text, consentRequired: body(req).consentRequired === true };
      store.organizations.update({ ...org, consent } as Organization);
      res.json(consent);
    },
    refreshInvitationCode: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      let code = "";
      do code = randomCode();
      while (store.organizations.byIdOrInvitationCode("", code));
      store.organizations.update({ ...org, invitationCode: code });
      res.json({ invitationCode: code });
    },
    /** Moves the organization under another parent of the same tree (never under itself or below it). */
    changeOrganization: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      const parent = find(str(body(req).parentOrganizationId) ?? "");
      const wrongParent: (message: string) => never = (message) =>
        invalid([{ field: "parentOrganizationId", message }]);
      if (!parent) wrongParent("Choose an organization");
      // The call's rule judges only the organization moved: the new parent must be the caller's to
      // edit too (its own top included), else it answers as an unknown one.
      const editable = readableOrganizations(store, req.account!, "organizations.edit");
      if (editable && !editable.includes(parent.id)) wrongParent("Choose an organization");
      if (!org.parentOrganizationId) wrongParent("A top-level organization cannot be moved here");
      if (parent.id === org.id || store.organizations.ancestorIds(parent.id).includes(org.id))
        wrongParent("An organization cannot move under itself or its branches");
      const root = (id: string) => store.organizations.ancestorIds(id).at(-1) ?? id;
      if (root(parent.id) !== root(org.id)) wrongParent("Choose an organization of the same network");
      store.organizations.update({ ...org, parentOrganizationId: parent.id });
      res.json(find(org.id));
    },
    // ---- branding ---------------------------------------------------------------------------
    branding: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      res.json({ organizationId: org.id, ...store.organizationPages.branding(org.id) });
    },
    putBranding: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      const b = body(req);
      const errors: FieldError[] = [];
      const color = (field: string) => {
        const value = str(b[field])?.trim() || null;
        if (value !== null && !isHexColor(value)) errors.push({ field, message: "Invalid hex color" });
        return value;
      };
      const text = (field: string) => {
        const value = str(b[field])?.trim() || null;
        if (value && value.length > BRANDING_TEXT_MAX)
          errors.push({ field, message: `At most ${BRANDING_TEXT_MAX} characters` });
        return value;
      };
      const font = str(b.font) || null;
      if (font !== null && !(BRANDING_FONTS as readonly string[]).includes(font))
        errors.push({ field: "font", message: "Unknown font" });
      const branding = {
        primaryColor: color("primaryColor"),
        accentColor: color("accentColor"),
        font,
        emailSubject: text("emailSubject"),
        emailBody: text("emailBody"),
      };
      if (errors.length) invalid(errors);
      store.organizationPages.putBranding(org.id, branding, new Date().toISOString());
      res.json({ organizationId: org.id, ...store.organizationPages.branding(org.id) });
    },
    /** One branding image as a multipart "file" part; its pixel size must be the kind's exactly. */
    putBrandingImage: [
      pictureBody,
      (req, res) => {
        const org = found(find(req.params.id), "Organization");
        const kind = req.params.kind as BrandingImageKind;
        const rule = found(
          Object.hasOwn(BRANDING_IMAGES, kind) ? BRANDING_IMAGES[kind] : undefined,
          "Branding image",
        );
        const file = uploadedImage(req, "A PNG or JPEG image is required", "png|jpeg", kind);
        let size: { width?: number; height?: number } = {};
        try {
          size = imageSize(new Uint8Array(file.content));
        } catch {
          // Not an image whose header parses: refused below.
        }
        if (size.width !== rule.width || size.height !== rule.height)
          invalid([{ field: kind, message: `The image must be ${rule.width}x${rule.height} pixels` }]);
        const updatedAt = new Date().toISOString();
        store.organizationPages.putImage(org.id, kind, {
          mediaType: file.contentType,
          width: rule.width,
          height: rule.height,
          bytes: file.content,
          updatedAt,
        });
        res.json({ kind, width: rule.width, height: rule.height, updatedAt });
      },
    ],
    brandingImage: (req, res) => {
      const image = store.organizationPages.image(req.params.id, req.params.kind);
      if (!image) refuse(404, "NOT_FOUND", "No such branding image");
      res.type(image.mediaType).set("Cache-Control", "no-cache").send(image.bytes);
    },
  });

  serveSchoolViews(router, store);
  return router;
}

function countBy<T>(items: readonly T[], key: (item: T) => string) {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts]
    .map(([k, count]) => ({ key: k, status: k, count }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

function randomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
}
