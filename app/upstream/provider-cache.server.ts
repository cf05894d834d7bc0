/**
 * The provider cache (spec part 2 §9, decision 038): provider look-ups by id (names, photos,
 * organization) kept per app instance for `PROVIDER_CACHE_SECONDS`, so the pages that name a
 * provider do not each ask the upstream. Only successful reads are kept; the app's own edits of a
 * provider drop its entry. Who may see a provider is still decided on every request (the record's
 * organization against the user's tree): the cache holds facts, never an answer to "may I".
 * Another instance's edit shows here when the entry expires.
 */
export class ProviderCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    /** Enough for every provider of a large network; the oldest entry goes first beyond it. */
    private readonly maxEntries = 5000,
  ) {}

  get(id: string): T | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.value;
  }

  set(id: string, value: T) {
    if (this.ttlMs <= 0) return;
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { value, until: this.now() + this.ttlMs });
  }

  invalidate(id: string) {
    this.entries.delete(id);
  }

  clear() {
    this.entries.clear();
  }
}
