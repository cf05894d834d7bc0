import { createContext, useContext, useSyncExternalStore } from "react";

/**
 * Whether the document was rendered for a submission that failed: set by entry.server from the
 * action data of the request, and by entry.client from the `data-form-failed` attribute the
 * server put on <html>, so the hydrated title matches the server's.
 */
export const RenderedFormFailed = createContext(false);

/** A failed action answer, as conform's reply (`{ status: "error" }`) or wrapped in `result`. */
export function isFailedSubmission(value: unknown): boolean {
  const v = value as { status?: string; result?: { status?: string } } | null;
  return v?.status === "error" || v?.result?.status === "error";
}

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

/**
 * True while the page shows a form's errors: as rendered (server, hydration), then from the
 * summaries themselves, which report server and browser validation alike.
 */
export function useFormErrorsShowing(): boolean {
  const rendered = useContext(RenderedFormFailed);
  return useSyncExternalStore(
    subscribe,
    () => active.size > 0,
    () => rendered,
  );
}
