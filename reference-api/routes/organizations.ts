import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import { handler, notFound, str } from "../http";
import { sqlPage } from "../db/paging";
import type { Store } from "../store";
import type { Organization, Patient } from "../types";

/** Organizations, branches and clinics (spec part 2 §7 "Organizations"). */

/** Everything below an organization, depth first (a recursive query, db/organizations.ts). */
export function descendants(store: Store, rootId: string): Organization[] {
  return store.organizations.descendants(rootId);
}

export function clinicsOf(store: Store, orgId: string): Organization[] {
  const self = store.organizations.byId(orgId);
  const all = [...(self ? [self] : []), ...descendants(store, orgId)];
  return all.filter((o) => o.type === "CLINIC");
}

export function organizationRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  const find = (id: string) => store.organizations.byId(id);

  router.get(
    "/api/organizations",
    handler((req, res) => {
      const type = str(req.query.type);
      res.json(
        sqlPage(
          req.query.page,
          req.query.size,
          20,
          () => store.organizations.countOfType(type),
          (limit, offset) => store.organizations.ofType(type, limit, offset),
        ),
      );
    }),
  );

  router.get(
    "/api/organizations/:id/basicInfo",
    handler((req, res) => {
      const org = find(req.params.id!);
      if (!org) return notFound(res, "Organization");
      res.json(org);
    }),
  );

  router.get(
    "/api/organizations/:id/name",
    handler((req, res) => {
      const org = find(req.params.id!);
      if (!org) return notFound(res, "Organization");
      res.type("text/plain").send(org.name);
    }),
  );

  router.get(
    "/api/organizations/:id/summary-counts",
    handler((req, res) => {
      const org = find(req.params.id!);
      if (!org) return notFound(res, "Organization");
      const ids = store.organizations.scopeIds(org.id);
      res.json({
        patientCount: store.patients.countOfOrganizations(ids),
        providerCount: store.performers.countOf(ids),
        clinicCount: clinicsOf(store, org.id).length,
        branchCount: store.organizations.countChildren(org.id),
        upcomingAppointmentCount: store.tasks.upcomingCount(ids, new Date().toISOString()),
      });
    }),
  );

  router.get(
    "/api/organizations/:id/branches",
    handler((req, res) => {
      if (!find(req.params.id!)) return notFound(res, "Organization");
      const parent = req.params.id!;
      res.json(
        sqlPage(
          req.query.page,
          req.query.size,
          20,
          () => store.organizations.countChildren(parent),
          (limit, offset) => store.organizations.children(parent, limit, offset),
        ),
      );
    }),
  );

  router.get(
    "/api/organizations/:id/getAllOrganizationClinic",
    handler((req, res) => {
      if (!find(req.params.id!)) return notFound(res, "Organization");
      res.json(clinicsOf(store, req.params.id!));
    }),
  );

  router.get(
    "/api/organizations/:id/performers",
    handler((req, res) => {
      const org = find(req.params.id!);
      if (!org) return notFound(res, "Organization");
      res.json(
        store.performers.ofOrganizations(store.organizations.scopeIds(org.id)).map((p) => ({
          id: p.id,
          name: p.name,
          specialties: p.specialties,
          organizationId: p.organizationId,
        })),
      );
    }),
  );

  /** GET /{id}/patients: page size 100 by default, -1 means no paging (spec part 2 §7, §9). */
  router.get(
    "/api/organizations/:id/patients",
    handler((req, res) => {
      const org = find(req.params.id!);
      if (!org) return notFound(res, "Organization");
      const organizationIds = store.organizations.scopeIds(org.id);
      const fullName = str(req.query.fullName)?.toLowerCase() || undefined;
      const ascending = str(req.query.asc) !== "false";
      const view = (p: Patient) => ({
        id: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
        fullName: `${p.firstName} ${p.lastName}`,
        dateOfBirth: p.dateOfBirth,
        gender: p.gender,
        phoneNumber: p.phoneNumber ?? null,
        email: p.email ?? null,
        language: p.language,
      });
      res.json(
        sqlPage(
          req.query.page,
          req.query.size,
          100,
          () => store.patients.countMembers({ organizationIds, fullName }),
          (limit, offset) =>
            store.patients.members({ organizationIds, fullName, ascending, limit, offset }).map(view),
        ),
      );
    }),
  );

  return router;
}
