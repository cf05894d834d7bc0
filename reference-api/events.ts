import { EventEmitter } from "node:events";
import type { Store } from "./store";
import type { UpstreamEvent } from "./types";

/**
 * The reference upstream's event log and fan-out. Every event is appended to state.events (so a
 * reconnecting stream can resume after its Last-Event-ID) and announced to open streams.
 * Code that pushes into state.events directly is still picked up: streams also look at
 * state.eventSeq once a second.
 */
export const bus = new EventEmitter();
bus.setMaxListeners(0);

const MAX_EVENTS = 20_000;

export function emitEvent(store: Store, event: Omit<UpstreamEvent, "id" | "at">): UpstreamEvent {
  store.state.eventSeq += 1;
  const full: UpstreamEvent = { ...event, id: store.state.eventSeq, at: new Date().toISOString() };
  store.state.events.push(full);
  if (store.state.events.length > MAX_EVENTS)
    store.state.events.splice(0, store.state.events.length - MAX_EVENTS);
  store.changed();
  bus.emit("event", full);
  return full;
}

/** Events after `afterId`, oldest first (the log is ordered by id). */
export function eventsAfter(store: Store, afterId: number): UpstreamEvent[] {
  const events = store.state.events;
  let low = 0;
  let high = events.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (events[mid]!.id <= afterId) low = mid + 1;
    else high = mid;
  }
  return events.slice(low);
}
