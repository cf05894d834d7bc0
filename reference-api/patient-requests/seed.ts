import { HOMEBOUND, REQUEST_STATUSES, REQUEST_TYPES } from "@contract/vocabulary";
import { createRandom } from "../random";
import type { Organization, PatientRequest, Seed } from "../types";

/** Demo requests per hand-made tree; the volume networks get one per this many patients. */
const DEMO_REQUESTS = 36;
const VOLUME_PATIENTS_PER_REQUEST = 5;
/** Requests were made over the last this many days. */
const DAYS_BACK = 60;

const NOTES = ["Uses a wheelchair", "Prefers mornings", "Call before arriving", "Second dose due", ""];
const PICKUPS = ["Front entrance", "Side door on Elm Street", "Lobby of the building", ""];

/**
 * Patient requests (decision 040), from their own PRNG so nothing else moves: a few dozen in
 * each hand-made tree, and one request per five patients in each volume network (present only
 * when the seed has volumes). Each request goes to the clinic (or organization) the patient
 * belongs to. Called last from seed.ts.
 */
export function seedPatientRequests(
  state: Seed,
  { now, id, handMade }: { now: Date; id: (prefix: string) => string; handMade: readonly string[] },
) {
  const rnd = createRandom(20261126);
  const byId = new Map(state.organizations.map((o) => [o.id, o]));
  const rootOf = (org: Organization): Organization => {
    let at = org;
    for (let hops = 0; at.parentOrganizationId && hops < 20; hops++) {
      const parent = byId.get(at.parentOrganizationId);
      if (!parent) break;
      at = parent;
    }
    return at;
  };
  const patientsByRoot = new Map<string, Array<{ patientId: string; organizationId: string }>>();
  for (const patient of state.patients) {
    if (patient.familyOf || patient.deletedAt) continue;
    const organizationId = patient.organizations.find((o) => byId.get(o)?.type !== "GROUP");
    const org = organizationId ? byId.get(organizationId) : undefined;
    if (!org) continue;
    const root = rootOf(org).id;
    const list = patientsByRoot.get(root) ?? [];
    list.push({ patientId: patient.id, organizationId: org.id });
    patientsByRoot.set(root, list);
  }
  const requests: PatientRequest[] = [];
  for (const [root, patients] of patientsByRoot) {
    const count = handMade.includes(root)
      ? Math.min(DEMO_REQUESTS, patients.length)
      : Math.floor(patients.length / VOLUME_PATIENTS_PER_REQUEST);
    // The hand-made trees' first patients are other tests' own: requests start further in.
    const offset = handMade.includes(root) ? Math.min(40, Math.max(0, patients.length - count)) : 0;
    for (let i = 0; i < count; i++) {
      const who = patients[(offset + i) % patients.length]!;
      const requestType = REQUEST_TYPES[i % REQUEST_TYPES.length]!;
      const requested = new Date(now.getTime() - rnd.int(0, DAYS_BACK * 24 * 60) * 60_000);
      const service = new Date(requested.getTime() + rnd.int(1, 21) * 86_400_000);
      const ride = requestType === "Rideshare" || requestType === "Ride Request";
      requests.push({
        id: id("preq"),
        organizationId: who.organizationId,
        patientId: who.patientId,
        requestType,
        status: rnd.pick(REQUEST_STATUSES),
        requestedAt: requested.toISOString(),
        serviceDate: service.toISOString().slice(0, 10),
        pickupAddress: ride ? rnd.pick(PICKUPS) || null : null,
        // Homebound patients give an address for the status e-mail (few demo patients have one).
        contactEmail: requestType === HOMEBOUND ? `homebound.${requests.length + 1}@example.test` : null,
        notes: rnd.pick(NOTES) || null,
        updatedAt: requested.toISOString(),
        emailedAt: requestType === HOMEBOUND && rnd.int(0, 3) === 0 ? requested.toISOString() : null,
      });
    }
  }
  state.patientRequests.push(...requests);
}
