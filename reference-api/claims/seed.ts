import { OTHER_STATE } from "@contract/vocabulary";
import type { Claim, ClaimStatus, DisputePackage } from "./repo";
import { createRandom } from "../random";
import { NETWORKS } from "../seed-volume";
import { addDays } from "../time";
import type { Organization, Seed } from "../types";

/** Demo-tree claims (integration and e2e tests), and the volume networks' (decision 016). */
const DEMO_CLAIMS = 400;
const DEMO_MONTHS = 12;
const VOLUME_CLAIMS = 25_000;
const VOLUME_MONTHS = 24;

const FIRST = "Ana Ben Chloe Dev Elena Farid Grace Hiro Ines Jamal Kim Luis".split(" ");
const LAST = ["Alvarez", "Brooks", "Chen", "Diaz", "Evans", "Fischer", "Gupta", "Hughes", "Ito", "Jones"];
const STATUS_WEIGHTS: Array<[ClaimStatus, number]> = [
  ["PAID", 55],
  ["SUBMITTED", 12],
  ["PENDING", 10],
  ["DENIED", 15],
  ["DISPUTED", 8],
];

/** The roots of every organization, by id. */
function rootsOf(organizations: readonly Organization[]): Map<string, Organization> {
  const byId = new Map(organizations.map((o) => [o.id, o]));
  const roots = new Map<string, Organization>();
  for (const o of organizations) {
    let at = o;
    while (at.parentOrganizationId && byId.has(at.parentOrganizationId))
      at = byId.get(at.parentOrganizationId)!;
    roots.set(o.id, at);
  }
  return roots;
}

/**
 * Claims and dispute packages (issue 20, decision 039): a few hundred over the demo trees' clinics
 * and, with the volumes, 25,000 over 24 months in the volume networks' clinics. From their own
 * PRNG and called last from seed.ts, so no earlier id or draw moves. Dates are relative to `now`,
 * so "the last month" always holds claims.
 */
export function seedClaims(
  seed: Pick<
    Seed,
    "organizations" | "performers" | "procedureCodes" | "payers" | "claims" | "disputePackages"
  >,
  {
    now,
    id,
    volume,
    demoRoots,
  }: { now: Date; id: (prefix: string) => string; volume: boolean; demoRoots: readonly string[] },
) {
  const rnd = createRandom(20261126);
  const today = now.toISOString().slice(0, 10);
  const roots = rootsOf(seed.organizations);
  const clinicsUnder = (rootNames: readonly string[]) =>
    seed.organizations.filter((o) => o.type === "CLINIC" && rootNames.includes(roots.get(o.id)?.name ?? ""));
  const procedures = new Map(seed.procedureCodes.map((p) => [p.code, p]));
  const weighted = (): ClaimStatus => {
    let n = rnd.int(1, 100);
    for (const [status, weight] of STATUS_WEIGHTS) if ((n -= weight) <= 0) return status;
    return "PAID";
  };

  const make = (clinics: Organization[], count: number, months: number): Claim[] => {
    if (clinics.length === 0) return [];
    const providersOf = new Map(
      clinics.map((clinic) => {
        const root = roots.get(clinic.id)!;
        const own = seed.performers.filter((p) => p.organizationId === clinic.id);
        const tree = seed.performers.filter((p) => roots.get(p.organizationId)?.id === root.id);
        return [
          clinic.id,
          own.length ? own : tree.length ? tree : [{ id: `prov-${clinic.id}`, name: clinic.name }],
        ];
      }),
    );
    const claims: Claim[] = [];
    for (let i = 0; i < count; i++) {
      const clinic = rnd.pick(clinics);
      const payer = rnd.pick(seed.payers);
      const code = rnd.pick(payer.procedureCodes.length ? payer.procedureCodes : [...procedures.keys()]);
      const procedure = procedures.get(code);
      const base = Math.round(Number(procedure?.defaultAmount ?? "100") * 100);
      const medicare = Math.max(100, Math.round(base * 0.8));
      const status = weighted();
      const billed = Math.round(base * (1 + rnd.int(0, 100) / 100));
      const allowed = Math.round(medicare * (rnd.int(60, 180) / 100));
      const paid = status === "PAID" ? allowed : status === "DISPUTED" ? Math.round(allowed * 0.4) : 0;
      const provider = rnd.pick(providersOf.get(clinic.id)!);
      const zip = clinic.address?.zipcode ?? "00000";
      claims.push({
        id: id("claim"),
        claimNumber: `CLM-${String(100000 + i + (count === VOLUME_CLAIMS ? 500000 : 0))}`,
        claimStatus: status,
        dateOfService: addDays(today, -rnd.int(0, months * 30 + months / 2)),
        procedureCode: code,
        reasonCode:
          status === "DENIED" || status === "DISPUTED" || rnd.int(0, 9) === 0
            ? rnd.pick(payer.reasonCodes.length ? payer.reasonCodes : ["CO-04"])
            : null,
        // Patients come from around the clinic: the clinic's zip code or a neighbour's.
        zipCode: rnd.int(0, 3) === 0 ? String(Number(zip) + rnd.int(1, 4)).padStart(5, "0") : zip,
        state: clinic.address?.state ?? OTHER_STATE,
        mr: Math.round(((paid || allowed) / medicare) * 100),
        payerGroupId: payer.payerGroupNumber,
        rate: rnd.int(0, 3) === 0 ? "NON_CONTRACTED" : "CONTRACTED",
        providerId: provider.id,
        providerName: provider.name,
        payerId: payer.id,
        payerName: payer.payerName,
        organizationId: clinic.id,
        organizationName: clinic.name,
        patientName: `${rnd.pick(FIRST)} ${rnd.pick(LAST)}`,
        billedCents: billed,
        allowedCents: allowed,
        paidCents: paid,
        covid: procedure?.group === "Immunization" && Number(code) < 90480,
        importId: null,
      });
    }
    return claims;
  };

  /** A dispute package per payer and clinic with disputed claims, up to `limit`. */
  const packagesOf = (claims: Claim[], limit: number): DisputePackage[] => {
    const groups = new Map<string, Claim[]>();
    for (const claim of claims) {
      if (claim.claimStatus !== "DISPUTED") continue;
      const key = `${claim.organizationId}|${claim.payerId}`;
      groups.set(key, [...(groups.get(key) ?? []), claim]);
    }
    return [...groups.values()].slice(0, limit).map((held, i) => ({
      id: id("dispute"),
      name: `${held[0]!.payerName} — ${held[0]!.organizationName}`,
      status: (["OPEN", "SUBMITTED", "RESOLVED"] as const)[i % 3]!,
      payerId: held[0]!.payerId,
      payerName: held[0]!.payerName,
      organizationId: held[0]!.organizationId,
      createdAt: new Date(now.getTime() - i * 86_400_000).toISOString(),
      claimIds: held.slice(0, 12).map((c) => c.id),
    }));
  };

  const demo = make(clinicsUnder(demoRoots), DEMO_CLAIMS, DEMO_MONTHS);
  seed.claims.push(...demo);
  seed.disputePackages.push(...packagesOf(demo, 8));
  if (volume) {
    const many = make(clinicsUnder(NETWORKS.map((n) => n.name)), VOLUME_CLAIMS, VOLUME_MONTHS);
    seed.claims.push(...many);
    seed.disputePackages.push(...packagesOf(many, 30));
  }
}
