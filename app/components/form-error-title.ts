import { useSyncExternalStore } from "react";

/**
 * Error summaries currently showing errors. With JavaScript, conform stops an invalid submit in
 * the browser, so no action answers and the root cannot learn of the failure from action data;
 * the summary reports itself here instead and the page title gains its "Error:" prefix.
 */
const active = new Set<string>();
const listeners = new Set<() => void>();

export function reportFormErrors(id: string, hasErrors: boolean) {
  const had = active.has(id);
  if (hasErrors) active.add(id);
  else active.delete(id);
  if (had !== hasErrors) for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useClientFormErrors(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => active.size > 0,
    () => false,
  );
}
