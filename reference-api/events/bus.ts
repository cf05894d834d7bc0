import { EventEmitter } from "node:events";
import type { Audience } from "./repo";
import type { Store } from "../store";
import type { UpstreamEvent } from "../types";

/**
 * The reference upstream's event log and fan-out. Every event is appended to the `events` table
 * (so a reconnecting stream can resume after its Last-Event-ID) and announced to open streams.
 * An event that reaches the table without an announcement is still delivered: streams also look
 * at the newest event id once a second.
 */
export const bus = new EventEmitter();
bus.setMaxListeners(0);

const MAX_EVENTS = 20_000;

export function emitEvent(store: Store, event: Omit<UpstreamEvent, "id" | "at">): UpstreamEvent {
  const full = store.events.append({ ...event, at: new Date().toISOString() }, MAX_EVENTS);
  bus.emit("event", full);
  return full;
}

/** Events after `afterId`, oldest first (the log is ordered by id); only the audience's, when given. */
export function eventsAfter(store: Store, afterId: number, audience?: Audience): UpstreamEvent[] {
  return store.events.after(afterId, audience);
}
