/**
 * What keeps a record from being deleted (issue 38): the records that use it, counted by kind, as
 * the upstream counts them on a list row (`usage`) and in a refusal. A confirmation that knows
 * the record is in use says so with the count instead of offering "Yes, delete"; it never names
 * the records, which may be another tree's.
 */

/** The kinds the app has words for (`common:inUse.<kind>`); any other is counted as records. */
export const USE_KINDS = [
  "programs",
  "providers",
  "deviceModels",
  "devices",
  "vaccineInventories",
  "lanes",
  "vaccineRecords",
  "observationGoals",
  "observations",
  "patients",
  "entries",
  "payers",
  "carePlanTasks",
  "carePlans",
  "appointments",
  "claims",
  "feeSchedules",
  "records",
] as const;
export type UseKind = (typeof USE_KINDS)[number];

/** Counts by kind; only kinds with a use are kept. */
export type Uses = Partial<Record<UseKind, number>>;

const isKind = (kind: string): kind is UseKind => (USE_KINDS as readonly string[]).includes(kind);
const counted = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/**
 * `usage` as an upstream answers it: counts by kind (`{ programs: 3 }`), or one bare count of
 * `kind`. Anything else is no use known: the delete itself is then the upstream's to refuse.
 */
export function usesFrom(usage: unknown, kind: UseKind = "records"): Uses {
  if (typeof usage === "number") return counted(usage) ? { [kind]: counted(usage) } : {};
  if (!usage || typeof usage !== "object") return {};
  const uses: Uses = {};
  for (const [name, value] of Object.entries(usage as Record<string, unknown>)) {
    const n = counted(value);
    if (!n) continue;
    const as = isKind(name) ? name : "records";
    uses[as] = (uses[as] ?? 0) + n;
  }
  return uses;
}

export const usesTotal = (uses: Uses) => Object.values(uses).reduce((sum, n) => sum + (n ?? 0), 0);

type Translate = (key: string, params: Record<string, string | number>) => string;

/**
 * The uses in words, in the user's language: "1 program", "1 device model, 2 devices, and 1,040
 * lanes". Each kind is a plural key (`common:inUse.<kind>`) chosen and grouped by its count.
 */
export function usesText(t: Translate, locale: string, uses: Uses): string {
  const parts = (Object.entries(uses) as Array<[UseKind, number]>)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => t(`common:inUse.${kind}`, { count: n }));
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(parts);
}
