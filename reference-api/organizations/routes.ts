import { organizations } from "@contract/organizations";
import { patients as patientsCalls } from "@contract/patients";
import { Router } from "express";
import type { ReferenceApiOptions } from "../area";
import { str, type FieldError, serve, found, invalid, missing } from "../http";
import { pageWindow, springPage, sqlPage } from "../db/paging";
import { MEMBER_ORDERS, type MemberFilters } from "../patients/repo";
import { CARE_PLAN_STATUSES } from "../care-plans/types";
import { GENDERS } from "../patient-area/profile-rules";
import type { Store } from "../store";
import type { Organization, Patient } from "../types";
import { publicClinicPage, readPublicClinicQuery } from "./public-clinics";

/** Organizations, branches and clinics (spec part 2 §7 "Organizations"). */

/** Age buckets (spec part 2 §9) as inclusive year ranges. */
const AGE_GROUPS: Record<string, readonly [number, number]> = {
  "0-9": [0, 9],
  "10-19": [10, 19],
  "20-29": [20, 29],
  "30-39": [30, 39],
  "40-49": [40, 49],
  "50-59": [50, 59],
  "60-69": [60, 69],
  "70-79": [70, 79],
  "80+": [80, 150],
};
/** Member list filters that are exact values of a patient's `extra` fields. */
const EXTRA_FIELDS = [
  "patientType",
  "occupation",
  "priority",
  "ethnicity",
  "diagnosis",
  "cancerType",
  "stage",
  "treatmentStatus",
] as const;

/** Everything below an organization, depth first (a recursive query, organizations/repo.ts). */
export function descendants(store: Store, rootId: string): Organization[] {
  return store.organizations.descendants(rootId);
}

export function clinicsOf(store: Store, orgId: string): Organization[] {
  const self = store.organizations.byId(orgId);
  const all = [...(self ? [self] : []), ...descendants(store, orgId)];
  return all.filter((o) => o.type === "CLINIC");
}

/** A patient as the member lists answer them (decision 020), with their care plans. */
export function memberView(
  p: Patient,
  planMap: Map<string, Array<{ id: string; name: string; carePlanStatus: string | null }>>,
) {
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    fullName: `${p.firstName} ${p.lastName}`,
    dateOfBirth: p.dateOfBirth,
    gender: p.gender,
    sex: p.sex ?? null,
    phoneNumber: p.phoneNumber ?? null,
    email: p.email ?? null,
    language: p.language,
    postalCode: p.address?.zipcode ?? null,
    patientType: p.patientType ?? null,
    occupation: p.occupation ?? null,
    priority: p.priority ?? null,
    ethnicity: p.ethnicity ?? null,
    races: p.races ?? [],
    diagnosis: p.diagnosis ?? null,
    cancerType: p.cancerType ?? null,
    stage: p.stage ?? null,
    treatmentStatus: p.treatmentStatus ?? null,
    profileCompleteness: p.profileCompleteness ?? null,
    carePlans: planMap.get(p.id) ?? [],
    lastActive: p.lastActive ?? null,
    dateCreated: p.dateCreated ?? null,
    organizations: p.organizations,
  };
}

export function organizationRoutes(store: Store, _options: ReferenceApiOptions) {
  const router = Router();
  const find = (id: string) => store.organizations.byId(id);

  serve(router, organizations, {
    // Literal paths first: they sit where an organization's id would.
    publicClinics: (req, res) => {
      res.json(publicClinicPage(store, readPublicClinicQuery(req.query, 0), req.get("content-language")));
    },
    publicClinicsNext: (req, res) => {
      // Checked by the entry (a whole number from 1); a repeated page means its last value.
      const page = Number([req.query.page].flat().at(-1));
      res.json(publicClinicPage(store, readPublicClinicQuery(req.query, page), req.get("content-language")));
    },
    list: (req, res) => {
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
    },
    basicInfo: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      res.json(org);
    },
    name: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      res.type("text/plain").send(org.name);
    },
    summaryCounts: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      const ids = store.organizations.scopeIds(org.id);
      res.json({
        patientCount: store.patients.countOfOrganizations(ids),
        providerCount: store.performers.countOf(ids),
        clinicCount: clinicsOf(store, org.id).length,
        branchCount: store.organizations.countChildren(org.id),
        upcomingAppointmentCount: store.tasks.upcomingCount(ids, new Date().toISOString()),
      });
    },
    branches: (req, res) => {
      if (!find(req.params.id)) missing("Organization");
      const parent = req.params.id;
      res.json(
        sqlPage(
          req.query.page,
          req.query.size,
          20,
          () => store.organizations.countChildren(parent),
          (limit, offset) => store.organizations.children(parent, limit, offset),
        ),
      );
    },
    clinics: (req, res) => {
      if (!find(req.params.id)) missing("Organization");
      res.json(clinicsOf(store, req.params.id));
    },
    performers: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      res.json(
        store.performers.ofOrganizations(store.organizations.scopeIds(org.id)).map((p) => ({
          id: p.id,
          name: p.name,
          specialties: p.specialties,
          organizationId: p.organizationId,
        })),
      );
    },
  });

  serve(router, patientsCalls, {
    /**
     * GET /{id}/patients/filters: the values the member list's exact filters take in the
     * organization's tree (decision 029), like the documented survey filters call. At most 100 each.
     */
    memberFilters: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      res.json(
        store.patients.memberFilterValues(
          store.organizations.scopeIds(org.id),
          [...EXTRA_FIELDS, "races"],
          100,
        ),
      );
    },
    /**
     * GET /{id}/patients: page size 100 by default, -1 means no paging (spec part 2 §7, §9), with
     * the filters and row fields of decision 020. Only a name: the fast paths of patients/repo.ts;
     * any other filter or order: the filtered query.
     */
    members: (req, res) => {
      const org = found(find(req.params.id), "Organization");
      const organizationIds = store.organizations.scopeIds(org.id);
      const q = req.query;
      const errors: FieldError[] = [];
      const oneOf = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
        const value = str(q[name]);
        if (!value) return undefined;
        if ((allowed as readonly string[]).includes(value)) return value as T;
        errors.push({ field: name, message: `${name} must be one of ${allowed.join(", ")}` });
        return undefined;
      };
      const gender = oneOf("gender", GENDERS);
      const carePlanStatus = oneOf("carePlanStatus", CARE_PLAN_STATUSES);
      const profile = oneOf("profileCompleteness", ["complete", "incomplete"] as const);
      const orderType = oneOf("orderType", MEMBER_ORDERS) ?? "fullName";
      const groups = (str(q.ageGroups) ?? "").split(",").filter(Boolean);
      const ageGroups = groups.flatMap((group) => {
        const range = Object.hasOwn(AGE_GROUPS, group) ? AGE_GROUPS[group] : undefined;
        if (!range) errors.push({ field: "ageGroups", message: `Unknown age group ${group}` });
        return range ? [range] : [];
      });
      if (errors.length) invalid(errors);
      const ascending = str(q.asc) !== "false";
      const fullName = str(q.fullName)?.toLowerCase() || undefined;
      const extraEquals = Object.fromEntries(
        EXTRA_FIELDS.flatMap((field) => {
          const value = str(q[field]);
          return value ? [[field, value]] : [];
        }),
      );
      const filters: MemberFilters = {
        globalSearch: str(q["global-search"]) || fullName,
        email: str(q.email) || undefined,
        stringId: str(q.stringId) || undefined,
        phoneDigits: (str(q.phoneNumber) ?? "").replace(/\D+/g, "") || undefined,
        gender,
        ageGroups,
        carePlanStatus,
        carePlan: str(q.carePlan) || undefined,
        profile,
        postalCode: str(q.postal_code) || undefined,
        extraEquals,
        race: (str(q.races) ?? "").split(",")[0] || undefined,
        customId: str(q.patientCustomIdentifiers) || undefined,
      };
      const filtered =
        orderType !== "fullName" ||
        Object.entries(filters).some(([key, value]) =>
          key === "extraEquals"
            ? Object.keys(value as object).length > 0
            : Array.isArray(value)
              ? value.length > 0
              : value !== undefined,
        );
      const plans = (patients: Patient[]) => store.carePlans.plansOfPatients(patients.map((p) => p.id));
      const answer = (content: Patient[], total: number, window: ReturnType<typeof pageWindow>) => {
        const planMap = plans(content);
        return springPage(
          content.map((p) => memberView(p, planMap)),
          total,
          window,
        );
      };
      const window = pageWindow(q.page, q.size, 100);
      if (!filtered) {
        const content = store.patients.members({
          organizationIds,
          fullName,
          ascending,
          limit: window.limit,
          offset: window.offset,
        });
        const total =
          window.size === -1 ? content.length : store.patients.countMembers({ organizationIds, fullName });
        return res.json(answer(content, total, window));
      }
      const { content, total } = store.patients.filteredMembers(
        organizationIds,
        filters,
        { field: orderType, ascending },
        { limit: window.limit, offset: window.offset },
        new Date().toISOString().slice(0, 10),
      );
      res.json(answer(content, total, window));
    },
  });

  return router;
}
