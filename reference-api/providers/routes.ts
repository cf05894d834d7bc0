import { providers } from "@contract/providers";
import { Router, type Request } from "express";
import { isValidNpi } from "@contract/npi";
import { LICENCE_TYPES, isLicenceType } from "@contract/vocabulary";
import type { ReferenceApiOptions } from "../area";
import { str, type FieldError, serve, found, invalid, missing, refuse } from "../http";
import { sqlPage } from "../db/paging";
import type { ProfileFields } from "./repo";
import type { Store } from "../store";
import type { Performer } from "../types";
import { pictureBody, uploadedImage } from "../billing/csv";

/** The master-data list the specialties come from (decision 034): no table of our own. */
const SPECIALTIES = { service: "/api/specialties", type: "" } as const;
const NAME_MAX = 100;
const SPECIALTIES_MAX = 10;

/**
 * Providers (spec part 2 §7 "Providers", decision 038): the organization tree's performers,
 * searched and paged in SQL; `serviceProviders` by the service type of the lanes they host; a
 * profile's GET, POST, `PUT profile/{id}` and DELETE; the photo's upload, read and delete.
 * The permission middleware has checked the organization (query, body, or the performer's own).
 */
export function performerRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();

  const view = (p: Performer) => ({
    id: p.id,
    name: p.name,
    organizationId: p.organizationId,
    organizationName: store.organizations.byId(p.organizationId)?.name ?? null,
    specialties: p.specialties,
    licenceType: p.licenceType ?? null,
    npi: p.npi ?? null,
    isAccount: p.accountId !== undefined,
    photo: p.photo ? { contentType: p.photo.contentType, uploadedAt: p.photo.uploadedAt } : null,
    links: p.photo ? { providerImage: `/api/performers/${encodeURIComponent(p.id)}/picture` } : {},
  });

  /** The organization a list asks about and everything under it; else the refusal. */
  const scopeOf = (req: Request) => {
    const orgId = str(req.query.organizationId);
    if (!orgId) invalid([{ field: "organizationId", message: "An organization is required" }]);
    if (!store.organizations.byId(orgId)) missing("Organization");
    return store.organizations.scopeIds(orgId);
  };

  const serviceTypeOf = (value: unknown) => {
    const text = str(value);
    return text && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  };

  const performerOf = (id: string | undefined) =>
    found(id ? store.performers.byId(id) : undefined, "Performer");

  /**
   * A profile's body checked past its entry (`profileBody`: the types); the organization is the
   * body's on create and stays on edit.
   */
  const fieldsOf = (body: Record<string, unknown>, organizationId: string | undefined) => {
    const errors: FieldError[] = [];
    const name = (body.name as string).trim();
    if (!name) errors.push({ field: "name", message: "A name is required" });
    else if (name.length > NAME_MAX)
      errors.push({ field: "name", message: `At most ${NAME_MAX} characters` });
    if (!organizationId || !store.organizations.byId(organizationId))
      errors.push({ field: "organizationId", message: "No such organization" });
    if (!isLicenceType(body.licenceType))
      errors.push({
        field: "licenceType",
        message: `A licence type is required: one of ${LICENCE_TYPES.join(", ")}`,
      });
    const npi = (body.npi as string | null | undefined)?.trim() || undefined;
    if (npi !== undefined && !isValidNpi(npi))
      errors.push({ field: "npi", message: "An NPI is ten digits ending in its check digit" });
    const specialties: string[] = [];
    for (const value of (body.specialties as string[] | undefined) ?? []) {
      const known = store.masterData.byName(SPECIALTIES, value);
      if (!known) {
        errors.push({ field: "specialties", message: `Unknown specialty: ${value}` });
        break;
      }
      if (!specialties.includes(known.name)) specialties.push(known.name);
    }
    if (specialties.length > SPECIALTIES_MAX)
      errors.push({ field: "specialties", message: `At most ${SPECIALTIES_MAX} specialties` });
    if (errors.length > 0) return { errors };
    const fields: ProfileFields = {
      name,
      organizationId: organizationId!,
      specialties,
      licenceType: body.licenceType as string,
      ...(npi ? { npi } : {}),
    };
    return { fields };
  };

  serve(router, providers, {
    list: (req, res) => {
      const orgs = scopeOf(req);
      const window = store.performers.search(orgs, {
        name: str(req.query.name),
        specialty: str(req.query.specialty),
        serviceTypeId: serviceTypeOf(req.query.serviceTypeId),
      });
      const page = sqlPage(req.query.page, req.query.size, 20, window.count, window.rows);
      res.json({ ...page, content: page.content.map(view) });
    },
    serviceProviders: (req, res) => {
      const orgs = scopeOf(req);
      const serviceTypeId = serviceTypeOf(req.query.serviceTypeId);
      if (serviceTypeId === undefined)
        invalid([{ field: "serviceTypeId", message: "A service type is required" }]);
      const window = store.performers.search(orgs, {
        serviceTypeId,
        name: str(req.query.name),
        specialty: str(req.query.specialty),
      });
      // With `page`, the providers list's page (decision 038's addendum); without, the plain array.
      if (req.query.page === undefined) return res.json(window.rows(-1, 0).map(view));
      const page = sqlPage(req.query.page, req.query.size, 20, window.count, window.rows);
      res.json({ ...page, content: page.content.map(view) });
    },
    get: (req, res) => {
      res.json(view(performerOf(req.params.id)));
    },
    create: (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const checked = fieldsOf(body, str(body.organizationId));
      if (!checked.fields) invalid(checked.errors);
      const performer = store.performers.create(store.nextId("perf"), checked.fields);
      res.status(201).json(view(performer));
    },
    updateProfile: (req, res) => {
      const current = performerOf(req.params.id);
      const checked = fieldsOf((req.body ?? {}) as Record<string, unknown>, current.organizationId);
      if (!checked.fields) invalid(checked.errors);
      const performer = store.performers.update(current.id, checked.fields);
      res.json(view(performer));
    },
    /** Refused while anything points at the performer: their account, appointments, lanes. */
    remove: (req, res) => {
      const performer = performerOf(req.params.id);
      const { appointments, lanes } = store.performers.holds(performer.id);
      if (performer.accountId !== undefined || appointments > 0 || lanes > 0)
        refuse(409, "PERFORMER_IN_USE", "The provider still has an account, appointments or lanes", {
          hasAccount: performer.accountId !== undefined,
          appointments,
          lanes,
        });
      store.performers.remove(performer.id);
      res.status(204).end();
    },
    uploadPicture: [
      pictureBody,
      (req, res) => {
        const performer = performerOf(req.params.id);
        const file = uploadedImage(req, "An image file is required");
        const uploadedAt = new Date().toISOString();
        store.performers.putPhoto(performer.id, file.contentType, file.content, uploadedAt);
        res.json({ id: performer.id, contentType: file.contentType, bytes: file.content.length, uploadedAt });
      },
    ],
    removePicture: (req, res) => {
      const performer = performerOf(req.params.id);
      if (!performer.photo) missing("Picture");
      store.performers.removePhoto(performer.id);
      res.status(204).end();
    },
    picture: (req, res) => {
      const photo = found(store.performers.photo(req.params.id), "Picture");
      res
        .type(photo.contentType)
        .set("Cache-Control", "private, max-age=31536000, immutable")
        .send(photo.content);
    },
  });

  return router;
}
