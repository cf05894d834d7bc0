/**
 * The last events each account received, so a browser that reconnects with Last-Event-ID gets
 * what it missed. Bounded: the newest 200 events per account, the 5,000 most recent accounts.
 * An event's id is the upstream's own (numeric) id, so the id a browser holds means the same on
 * every instance: one that has no buffer for it resumes the upstream stream from that id.
 * Two tabs of one account share one copy of each event.
 */
export interface BufferedEvent {
  id: number;
  upstreamId: string | null;
  type: string;
  data: unknown;
}

const PER_ACCOUNT = 200;
const ACCOUNTS = 5000;

interface AccountBuffer {
  seq: number;
  events: BufferedEvent[];
  /** The newest upstream event id seen, shown or not: where a new upstream stream resumes. */
  lastUpstreamId: string | null;
}

const buffers = new Map<string, AccountBuffer>();

function bufferOf(account: string): AccountBuffer {
  let buffer = buffers.get(account);
  if (buffer) {
    // Map order is insertion order: re-insert to mark as recently used.
    buffers.delete(account);
  } else {
    buffer = { seq: 0, events: [], lastUpstreamId: null };
  }
  buffers.set(account, buffer);
  if (buffers.size > ACCOUNTS) buffers.delete(buffers.keys().next().value!);
  return buffer;
}

/** Adds an event (once per upstream id) and returns it with its id. */
export function remember(account: string, event: Omit<BufferedEvent, "id">): BufferedEvent {
  const buffer = bufferOf(account);
  if (event.upstreamId !== null) {
    const existing = buffer.events.find((e) => e.upstreamId === event.upstreamId && e.type === event.type);
    if (existing) return existing;
  }
  const numeric =
    event.upstreamId !== null && /^\d{1,15}$/.test(event.upstreamId) ? Number(event.upstreamId) : null;
  // Upstreams without numeric ids get ids of our own (then only this instance can resume them).
  buffer.seq = numeric ?? buffer.seq + 1;
  const entry = { ...event, id: numeric ?? buffer.seq };
  buffer.events.push(entry);
  if (buffer.events.length > PER_ACCOUNT) buffer.events.splice(0, buffer.events.length - PER_ACCOUNT);
  return entry;
}

/** A removed activity is no longer replayed to the account (its text must not come back). */
export function forgetActivity(account: string, activityId: string) {
  const buffer = buffers.get(account);
  if (!buffer) return;
  buffer.events = buffer.events.filter(
    (e) =>
      e.type !== "activity" ||
      String((e.data as { activity?: { id?: unknown } } | null)?.activity?.id ?? "") !== activityId,
  );
}

export function eventsAfter(account: string, lastId: number): BufferedEvent[] {
  return (buffers.get(account)?.events ?? []).filter((e) => e.id > lastId);
}

export function noteUpstreamId(account: string, upstreamId: string) {
  bufferOf(account).lastUpstreamId = upstreamId;
}

export function lastUpstreamId(account: string): string | null {
  return buffers.get(account)?.lastUpstreamId ?? null;
}

export function resetReplayBuffers() {
  buffers.clear();
}
