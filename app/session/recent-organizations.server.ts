import { rememberViewed, type RecentByParent } from "~/domain/recent-organizations";
import type { RequestContext } from "~/load-context.server";

/**
 * Recently viewed organizations (spec part 2 §9 says "per parent, in local storage"): in the
 * preference cookie instead, so they work without JS and survive sign-out like the other
 * preferences (decision 030). An organization's pages call `organizationViewed`.
 */
export function organizationViewed(
  context: RequestContext,
  organization: { id: string; name: string },
  parent: { id: string; name: string } | null,
) {
  const recent = rememberViewed(context.jar.getPrefs().recent, parent, organization);
  context.jar.setPrefs({ recent });
}

export function recentlyViewed(context: RequestContext): RecentByParent {
  return context.jar.getPrefs().recent ?? {};
}
