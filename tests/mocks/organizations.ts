import { organizationPages } from "@contract/organization-pages";
import { organizations } from "@contract/organizations";
import { patients } from "@contract/patients";
import { HttpResponse } from "msw";
import { onCall } from "./contract";

/**
 * The organization tree the guards read for scope (decision 015): by default no organization has
 * branches, so a staff account's tree is its own organizations. Tests of scope override it.
 */
export const organizationHandlers = [
  onCall(organizations.branches, () =>
    HttpResponse.json({ content: [], totalElements: 0, totalPages: 1, number: 0, size: 100 }),
  ),
  // The values the members list's exact filters take (decision 029): a few, so lists offer selects.
  onCall(patients.memberFilters, () =>
    HttpResponse.json({ diagnosis: ["Asthma", "Hypertension"], stage: ["I", "II"], races: ["Asian"] }),
  ),
  // No organization is branded unless a test says so (decision 031).
  onCall(organizationPages.branding, () => HttpResponse.json({ images: {} })),
  // The overview's secondary reads (decision 031): absent unless a test gives them, so each hides alone.
  ...[
    organizationPages.overview,
    organizations.summaryCounts,
    organizationPages.statusAggregation,
    organizationPages.organizationStats,
  ].map((entry) => onCall(entry, () => HttpResponse.json({ code: "NOT_FOUND" }, { status: 404 }))),
];
