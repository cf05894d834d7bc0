import { useRouteLoaderData } from "@remix-run/react";
import type { CallId } from "@contract/index";

const NONE: readonly string[] = [];

/**
 * Whether the upstream answers these calls (issue 39): a backend with only the documented `/api`
 * lacks the app's extensions, and a feature that needs one is hidden rather than offered and
 * refused. Documented calls are always answered.
 */
export function useOffered(...calls: CallId[]): boolean {
  return useOffers()(...calls);
}

/** `useOffered` for lists: one test for each item's calls. */
export function useOffers(): (...calls: CallId[]) => boolean {
  const data = useRouteLoaderData("root") as { notOffered?: string[] } | undefined;
  const missing = data?.notOffered ?? NONE;
  return (...calls) => calls.every((call) => !missing.includes(call));
}
