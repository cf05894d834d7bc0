import { useParams, useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import type { Capability } from "@contract/permissions";

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

/**
 * Whether the user may do this on the organization the page is about (`:orgId`): the provider
 * layout reads that organization's scope, so an account that reads another tree's organization
 * (the platform operator) is offered none of the tabs and buttons that would answer 404 there.
 * Elsewhere it is `useCan`.
 */
export function useCanHere(capability: Capability): boolean {
  const { orgId } = useParams();
  const data = useRouteLoaderData("routes/provider+/_layout") as
    { here?: { organizationId: string; capabilities: Capability[] } | null } | undefined;
  const anywhere = useCan(capability);
  const here = data?.here;
  if (orgId === undefined || !here || here.organizationId !== orgId) return anywhere;
  return here.capabilities.includes(capability);
}
