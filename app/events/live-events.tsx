import type { ReactNode } from "react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

/**
 * The browser's side of the live events: one EventSource per signed-in page session, kept across
 * navigations. EventSource reconnects by itself and sends Last-Event-ID, so the relay resumes
 * where it left off. Components subscribe to the event types they show.
 */
export type LiveStatus = "off" | "connecting" | "open" | "reconnecting";
type Listener = (data: unknown) => void;

interface LiveEvents {
  status: LiveStatus;
  subscribe: (type: string, listener: Listener) => () => void;
}

const LiveEventsContext = createContext<LiveEvents>({ status: "off", subscribe: () => () => {} });

const TYPES = ["activity", "activity-removed", "notification", "import-progress"] as const;

export function LiveEventsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [status, setStatus] = useState<LiveStatus>("off");
  const listeners = useRef(new Map<string, Set<Listener>>());

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    setStatus("connecting");
    const source = new EventSource("/events");
    // A resumed stream may repeat an event (ids are the upstream's; activities arrive a little
    // late): each id is handled once.
    const seen = new Set<string>();
    const dispatch = (type: string) => (event: MessageEvent<string>) => {
      if (event.lastEventId) {
        const key = `${type}:${event.lastEventId}`;
        if (seen.has(key)) return;
        seen.add(key);
        if (seen.size > 1000) seen.delete(seen.values().next().value!);
      }
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      for (const listener of listeners.current.get(type) ?? []) listener(data);
    };
    for (const type of TYPES) source.addEventListener(type, dispatch(type));
    source.addEventListener("connected", () => setStatus("open"));
    source.addEventListener("reconnecting", () => setStatus("reconnecting"));
    // When the user is already leaving (typed an address, a full-page link), the session may end
    // because of where they are going (the page-not-found screen signs out): sending this page
    // to /login then would cancel their navigation. beforeunload fires before that request.
    let leaving = false;
    let leavingTimer: ReturnType<typeof setTimeout> | undefined;
    const onLeave = () => {
      leaving = true;
      clearTimeout(leavingTimer);
      // A navigation that never unloads the page (a download) must not silence it for good.
      leavingTimer = setTimeout(() => (leaving = false), 5000);
    };
    window.addEventListener("beforeunload", onLeave);
    source.addEventListener("session-ended", (event) => {
      source.close();
      if (leaving) return;
      const here = window.location.pathname + window.location.search;
      const { location } = JSON.parse((event as MessageEvent<string>).data) as { location?: string };
      window.location.assign(`${location ?? "/login"}?redirectTo=${encodeURIComponent(here)}`);
    });
    source.onerror = () => setStatus(source.readyState === EventSource.CLOSED ? "off" : "reconnecting");
    return () => {
      window.removeEventListener("beforeunload", onLeave);
      clearTimeout(leavingTimer);
      source.close();
      setStatus("off");
    };
  }, [enabled]);

  const subscribe = useCallback((type: string, listener: Listener) => {
    let set = listeners.current.get(type);
    if (!set) listeners.current.set(type, (set = new Set()));
    set.add(listener);
    return () => {
      set!.delete(listener);
    };
  }, []);
  const value = useMemo(() => ({ status, subscribe }), [status, subscribe]);
  return <LiveEventsContext.Provider value={value}>{children}</LiveEventsContext.Provider>;
}

export function useLiveStatus() {
  return useContext(LiveEventsContext).status;
}

/** Calls `handler` for every live event of `type` while the component is mounted. */
export function useLiveEvent<T>(type: string, handler: (data: T) => void) {
  const { subscribe } = useContext(LiveEventsContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => subscribe(type, (data) => latest.current(data as T)), [subscribe, type]);
}
