import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import { handler, notFound, page, str } from "../http";
import type { Store } from "../store";
import type { Organization } from "../types";

/** Organizations, branches and clinics (spec part 2 §7 "Organizations"). */

export function descendants(store: Store, rootId: string): Organization[] {
  const out: Organization[] = [];
  const walk = (id: string) => {
    for (const child of store.state.organizations.filter((o) => o.parentOrganizationId === id)) {
      out.push(child);
      walk(child.id);
    }
  };
  walk(rootId);
  return out;
}

export function clinicsOf(store: Store, orgId: string): Organization[] {
  const self = store.state.organizations.find((o) => o.id === orgId);
  const all = [...(self ? [self] : []), ...descendants(store, orgId)];
  return all.filter((o) => o.type === "CLINIC");
}

export function organizationRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  const find = (id: string) => store.state.organizations.find((o) => o.id === id);

  router.get(
    "/api/organizations",
    handler((req, res) => {
      const type = str(req.query.type);
      const list = store.state.organizations.filter((o) => !type || o.type === type);
      res.json(page(list, req.query.page, req.query.size, 20));
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
      const ids = new Set([org.id, ...descendants(store, org.id).map((o) => o.id)]);
      res.json({
        patientCount: store.state.patients.filter((p) => p.organizations.some((o) => ids.has(o))).length,
        providerCount: store.performers.countOf([...ids]),
        clinicCount: clinicsOf(store, org.id).length,
        branchCount: store.state.organizations.filter((o) => o.parentOrganizationId === org.id).length,
        upcomingAppointmentCount: store.tasks.upcomingCount([...ids], new Date().toISOString()),
      });
    }),
  );

  router.get(
    "/api/organizations/:id/branches",
    handler((req, res) => {
      if (!find(req.params.id!)) return notFound(res, "Organization");
      const list = store.state.organizations.filter((o) => o.parentOrganizationId === req.params.id);
      res.json(page(list, req.query.page, req.query.size, 20));
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
      const ids = new Set([org.id, ...descendants(store, org.id).map((o) => o.id)]);
      res.json(
        store.performers.ofOrganizations([...ids]).map((p) => ({
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
      const ids = new Set([org.id, ...descendants(store, org.id).map((o) => o.id)]);
      const fullName = str(req.query.fullName)?.toLowerCase();
      const asc = str(req.query.asc) !== "false";
      const list = store.state.patients
        .filter((p) => !p.familyOf && p.organizations.some((o) => ids.has(o)))
        .filter((p) => !fullName || `${p.firstName} ${p.lastName}`.toLowerCase().includes(fullName))
        .sort(
          (a, b) =>
            (asc ? 1 : -1) * `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`),
        )
        .map((p) => ({
          id: p.id,
          firstName: p.firstName,
          lastName: p.lastName,
          fullName: `${p.firstName} ${p.lastName}`,
          dateOfBirth: p.dateOfBirth,
          gender: p.gender,
          phoneNumber: p.phoneNumber ?? null,
          email: p.email ?? null,
          language: p.language,
        }));
      res.json(page(list, req.query.page, req.query.size, 100));
    }),
  );

  return router;
}
