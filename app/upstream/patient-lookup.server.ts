import type { UpstreamResult } from "./client.server";

/**
 * The patient look-up cache (spec part 2 §9: `PATIENT_LOOKUP_CACHE_MS`, 500 ms). A page and its
 * layout, or a page's loader and the action before it, each read the patient they are about;
 * within the window they share one upstream read. The read's promise is kept, so look-ups running side by side share it too.
 * Keyed by the caller, never shared between sessions: the upstream decides what each caller may
 * read. Failures are not kept; the app's own writes to a patient drop every entry for them.
 */
export class PatientLookupCache<T> {
  private readonly entries = new Map<
    string,
    { patientId: string; until: number; read: Promise<UpstreamResult<T>> }
  >();

  constructor(
    private readonly now: () => number = () => Date.now(),
    /** Bounded: within half a second only the busiest instances come near it. */
    private readonly maxEntries = 2000,
  ) {}

  read(
    caller: string,
    patientId: string,
    ttlMs: number,
    load: () => Promise<UpstreamResult<T>>,
  ): Promise<UpstreamResult<T>> {
    const key = `${caller}\u0000${patientId}`;
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.until > now) return kept.read;
    if (kept) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.sweep(now);
    const read = load();
    const entry = { patientId, until: now + ttlMs, read };
    this.entries.set(key, entry);
    // A failure is asked again next time; an entry a write dropped meanwhile stays dropped.
    void read.then(
      (result) => {
        if (!result.ok && this.entries.get(key) === entry) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return read;
  }

  forget(patientId: string) {
    for (const [key, entry] of this.entries) if (entry.patientId === patientId) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
