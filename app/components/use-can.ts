import { useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import type { Capability } from "~/domain/permissions";

const EMPTY: readonly Capability[] = [];

/**
 * What the signed-in staff user may do, from the provider layout's data (the permission matrix,
 * decision 015). Pages hide the links, buttons and row actions the user cannot use, so none
 * leads to a 403; the loaders and actions check again on the server.
 */
export function useCapabilities(): ReadonlySet<Capability> {
  const data = useRouteLoaderData("routes/provider+/_layout") as { capabilities?: Capability[] } | undefined;
  const list = data?.capabilities ?? EMPTY;
  return useMemo(() => new Set(list), [list]);
}

export function useCan(capability: Capability): boolean {
  return useCapabilities().has(capability);
}
