import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { EventForm } from "~/components/organizations/event-form";
import { eventSchema } from "~/domain/organization-event-schemas";
import { organizationPath } from "~/domain/organizations";
import { formConstraints } from "~/http/form-constraints.server";
import { readKeepingForm } from "~/http/form-kept.server";

import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { updateEvent } from "~/upstream/organization-pages.server";
import { eventDefaults, loadEvent, saveEvent } from "./__events.server";
import { loadOrganizationTab } from "./__org.server";

export const handle = { i18n: ["provider", "orgPages", "events"], breadcrumb: crumbsFrom };

/** Changes an event of the organization's tree (`PUT /api/organizations/{id}/appointment/{clinicId}`). */
export const loader = guarded(
  "organizations.edit",
  async (args) => {
    const t = await getT(args.context.locale, "events");
    const tab = await loadOrganizationTab(args, "events", () => [{ label: t("org.editTitle") }]);
    const event = await loadEvent(tab.client, args.context, tab.organization.id, args.params.eventId);
    const heading = t("org.editTitleOf", { name: event.name });
    return {
      constraints: formConstraints({ event: eventSchema }),
      pageTitle: heading,
      heading,
      crumbs: tab.crumbs,
      defaults: eventDefaults(event),
      backHref: organizationPath(tab.organization.id, "events"),
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ request, context, params, client }) => {
    const orgId = params.orgId!;
    const [event, kept] = await readKeepingForm(request, () =>
      loadEvent(client, context, orgId, params.eventId),
    );
    if (kept) return kept;
    return saveEvent(
      await request.formData(),
      context,
      orgId,
      (body) => updateEvent(client, orgId, event.id, body),
      "events:org.flash.changed",
    );
  },
  { orgParam: "orgId" },
);

export default function EditEvent() {
  const { t } = useTranslation("events");
  const { heading, backHref, constraints, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-6">
        <EventForm
          id="edit-event"
          constraint={constraints.event}
          lastResult={actionData?.result}
          defaultValue={defaults}
          submitLabel={t("org.save")}
          cancelHref={backHref}
        />
      </div>
    </>
  );
}
