import { Outlet, useLoaderData, useMatches, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { ErrorPage } from "~/components/error-page";
import type { Crumb } from "~/components/layout/breadcrumbs";
import { ProviderLayout } from "~/components/layout/provider-layout";
import { NotificationLink } from "~/components/events/notification-link";
import { useCapabilities } from "~/components/use-can";
import { capabilitiesOf } from "@contract/permissions";
import { brandOf } from "~/session/branding.server";
import { isValidId } from "~/domain/ids";
import { ANY_STAFF, guarded } from "~/session/guards.server";
import { capabilitiesAt } from "~/session/organization-tree.server";
import { getNotifications } from "~/upstream/activity.server";

export const handle = { i18n: ["provider", "events"] };

export const loader = guarded(ANY_STAFF, async ({ request, context, session, params, client }) => {
  const account = session.account;
  // An organization's pages offer only what the user may do on that organization (decision 015).
  const orgId = params.orgId !== undefined && isValidId(params.orgId) ? params.orgId : null;
  // The unread count is a nicety: the page renders without it if the call fails.
  const [notifications, brand, here] = await Promise.all([
    getNotifications(client, 0),
    brandOf(context, request, session),
    orgId ? capabilitiesAt(context, request, session, orgId) : null,
  ]);
  return {
    brand,
    unread: notifications.ok ? (notifications.data.unread ?? null) : null,
    user: { displayName: account.displayName ?? account.username ?? "", area: "staff" as const },
    capabilities: capabilitiesOf(account),
    here: orgId && here ? { organizationId: orgId, capabilities: here } : null,
    account: {
      organizationId: account.organizationId ?? null,
      organizationName: account.organizationName ?? null,
      privilegeId: account.privilegeId,
      privilegeName: account.privilegeName,
      isPerformer: account.isPerformer,
      parentOrganizationId: account.parentOrganizationId ?? null,
    },
  };
});

export type ProviderLoaderData = Awaited<ReturnType<typeof loader>>;

interface CrumbHandle {
  breadcrumb?: (data: unknown) => Crumb | Crumb[] | null;
}

function useCrumbs(): Crumb[] {
  const matches = useMatches();
  return matches.flatMap((match) => {
    const make = (match.handle as CrumbHandle | undefined)?.breadcrumb;
    const crumb = make?.(match.data);
    return crumb ? (Array.isArray(crumb) ? crumb : [crumb]) : [];
  });
}

export default function ProviderArea() {
  const { user, unread } = useLoaderData<typeof loader>();
  const crumbs = useCrumbs();
  const capabilities = useCapabilities();
  return (
    <ProviderLayout
      user={user}
      capabilities={capabilities}
      crumbs={crumbs}
      headerExtra={<NotificationLink unread={unread} />}
    >
      <Outlet />
    </ProviderLayout>
  );
}

/**
 * Errors below the layout keep the navigation, so the user can go on elsewhere. When the layout's
 * own loader failed (signed out, a patient on a staff page), the page stands alone.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("routes/provider+/_layout");
  const capabilities = useCapabilities();
  if (!data) return <ErrorPage error={error} />;
  return (
    <ProviderLayout user={data.user} capabilities={capabilities}>
      <ErrorPage error={error} standalone={false} />
    </ProviderLayout>
  );
}
