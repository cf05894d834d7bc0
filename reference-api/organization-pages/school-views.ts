import { organizationPages } from "@contract/organization-pages";
import type { Router } from "express";
import { found, serve } from "../http";
import type { Store } from "../store";

/**
 * A school district's views (issue 40 item 4): the handlers of `school-views-repo.ts`'s queries,
 * answering the entries' shapes. The permission middleware has checked the organization in the path.
 */
export function serveSchoolViews(router: Router, store: Store) {
  const org = (id: string) => found(store.organizations.byId(id), "Organization");
  serve(router, organizationPages, {
    noSchoolDistricts: (req, res) => {
      res.json(store.schoolViews.noSchoolDistricts(org(req.params.id).id));
    },
    orgAssociations: (req, res) => {
      res.json(
        store.schoolViews.associations(org(req.params.id).id).map((row) => {
          const { id, name, type, relation, since } = row as Record<string, string>;
          return { organization: { id, name, type }, relation, since };
        }),
      );
    },
    patientsByDepartment: (req, res) => {
      res.json(store.schoolViews.patientsByDepartment(org(req.params.id).id));
    },
  });
}
