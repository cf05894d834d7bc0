import { patientGroups } from "@contract/patient-groups";
import { Router } from "express";
import { distanceKm, isLatLng } from "@contract/distances";
import type { ReferenceApiOptions } from "../area";
import { clampInt, str, serve, found, invalid, refuse } from "../http";
import { pageWindow, springPage } from "../db/paging";
import type { Store } from "../store";
import type { Organization } from "../types";
import { clinicsOf } from "../organizations/routes";

/**
 * Patient groups (spec part 2 §1, §3 type GROUP, §7; decision 027). A group is an organization of
 * type GROUP directly under the organization that runs it; its members are its patients, listed by
 * `GET /api/organizations/{groupId}/patients` like any organization's. The clinics serving a group
 * are chosen among the clinics of its organization's tree. The permission middleware has checked
 * the organization (or group) in the path.
 */

/** Groups per page of `organizationPatientGroups` unless asked otherwise. */
const GROUP_PAGE_SIZE = 20;
/** The analytics chart's groups: the largest, at most this many. */
const ANALYTICS_GROUPS = 50;
const SUGGESTIONS = { default: 5, max: 20 } as const;
/** The lanes ahead at a group's clinics: the soonest, this many unless asked. */
const GROUP_LANES = { default: 10, max: 100 } as const;

export function patientGroupRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  const groupOf = (id: string): Organization | undefined => {
    const group = store.organizations.byId(id);
    return group?.type === "GROUP" ? group : undefined;
  };
  const servingView = (groupId: string) =>
    store.patientGroups.serving([groupId]).map(({ groupId: _group, ...clinic }) => clinic);

  serve(router, patientGroups, {
    list: (req, res) => {
      const org = found(store.organizations.byId(req.params.id), "Organization");
      const needle = str(req.query.name)?.trim().toLowerCase() || undefined;
      const window = pageWindow(req.query.page, req.query.size, GROUP_PAGE_SIZE);
      const rows = store.patientGroups.page(org.id, needle, window.limit, window.offset);
      const total = window.size === -1 ? rows.length : store.patientGroups.count(org.id, needle);
      const serving = store.patientGroups.serving(rows.map((g) => g.id));
      res.json(
        springPage(
          rows.map((g) => ({
            ...g,
            parentOrganizationId: org.id,
            clinics: serving.filter((c) => c.groupId === g.id).map((c) => ({ id: c.clinicId, name: c.name })),
          })),
          total,
          window,
        ),
      );
    },
    analytics: (req, res) => {
      const org = found(store.organizations.byId(req.params.id), "Organization");
      const at = new Date().toISOString();
      res.json({ at, groups: store.patientGroups.figures(org.id, at, ANALYTICS_GROUPS) });
    },
    servingClinics: (req, res) => {
      const group = found(groupOf(req.params.id), "Patient group");
      res.json(servingView(group.id));
    },
    clinicAppointments: (req, res) => {
      const group = found(groupOf(req.params.id), "Patient group");
      const size = clampInt(req.query.size, GROUP_LANES.default, 1, GROUP_LANES.max);
      res.json(store.patientGroups.lanesAhead(group.id, new Date().toISOString(), size));
    },
    /** Assigns a clinic of the group's organization to serve it; assigning twice changes nothing. */
    assignClinic: (req, res) => {
      const group = found(groupOf(req.params.id), "Patient group");
      const clinicId = str((req.body as Record<string, unknown> | undefined)?.clinicId)?.trim();
      const clinics = group.parentOrganizationId ? clinicsOf(store, group.parentOrganizationId) : [];
      if (!clinicId || !clinics.some((c) => c.id === clinicId))
        invalid([{ field: "clinicId", message: "Choose a clinic of the group's organization" }]);
      const created = store.patientGroups.assign({
        groupId: group.id,
        clinicId,
        assignedAt: new Date().toISOString(),
      });
      res.status(created ? 201 : 200).json(servingView(group.id).find((c) => c.clinicId === clinicId));
    },
    unassignClinic: (req, res) => {
      const group = found(groupOf(req.params.id), "Patient group");
      if (!store.patientGroups.unassign(group.id, req.params.clinicId))
        refuse(404, "NOT_FOUND", "The clinic does not serve this group");
      res.status(204).end();
    },
    /**
     * The clinics of the group's organization that do not serve it yet, nearest to the group's
     * address first (great-circle distance; clinics without coordinates last, by name).
     */
    clinicSuggestions: (req, res) => {
      const group = found(groupOf(req.params.id), "Patient group");
      const limit = clampInt(req.query.limit, SUGGESTIONS.default, 1, SUGGESTIONS.max);
      const serving = new Set(store.patientGroups.serving([group.id]).map((c) => c.clinicId));
      const at = (o: Organization) => ({ lat: o.address?.gpsLatitude, lng: o.address?.gpsLongitude });
      const origin = at(group);
      const candidates = (group.parentOrganizationId ? clinicsOf(store, group.parentOrganizationId) : [])
        .filter((c) => !serving.has(c.id))
        .map((c) => {
          const place = at(c);
          const km = isLatLng(origin) && isLatLng(place) ? distanceKm(origin, place) : null;
          return {
            clinicId: c.id,
            name: c.name,
            city: c.address?.city ?? "",
            state: c.address?.state ?? "",
            zipcode: c.address?.zipcode ?? "",
            distanceKm: km === null ? null : Math.round(km * 10) / 10,
          };
        })
        .sort(
          (a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.name.localeCompare(b.name),
        );
      res.json(candidates.slice(0, limit));
    },
  });

  return router;
}
