import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { EventCancelSummary, type EventCancelData } from "~/components/organizations/event-cancel";
import { formatLongDate } from "~/domain/format";
import { organizationPath } from "~/domain/organizations";
import { deleteFailure } from "~/http/delete-failure.server";
import { redirectWithFlash } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { cancelEvent } from "~/upstream/organization-pages.server";
import { loadEvent } from "./__events.server";
import { loadOrganizationTab } from "./__org.server";

export const handle = { i18n: ["provider", "orgPages", "events"] };

/** Cancelling an event asks first (GET never cancels); a cancelled event leaves every schedule. */
export const loader = guarded(
  "organizations.edit",
  async (args) => {
    const tab = await loadOrganizationTab(args, "events");
    const event = await loadEvent(tab.client, args.context, tab.organization.id, args.params.eventId);
    const t = await getT(args.context.locale, "events");
    const confirmation: EventCancelData = {
      title: t("org.cancelTitle", { name: event.name }),
      canDelete: true,
      backHref: organizationPath(tab.organization.id, "events"),
      actionHref: organizationPath(tab.organization.id, "events", event.id, "cancel"),
      confirmLabel: t("org.cancelConfirm"),
      name: event.name,
      date: event.eventDate ? formatLongDate(event.eventDate.slice(0, 10), args.context.locale) : "",
      requester: event.requesterName ?? "",
    };
    return { ...confirmation, pageTitle: confirmation.title };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ context, params, client }) => {
    const orgId = params.orgId!;
    const event = await loadEvent(client, context, orgId, params.eventId);
    const result = await cancelEvent(client, orgId, event.id);
    if (!result.ok) return deleteFailure(result, "events:org.cancelFailure");
    return redirectWithFlash(context, organizationPath(orgId, "events"), {
      kind: "success",
      key: "events:org.flash.cancelled",
    });
  },
  { orgParam: "orgId" },
);

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(EventCancelSummary);
