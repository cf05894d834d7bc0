import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { EventForm } from "~/components/organizations/event-form";
import { eventSchema } from "~/domain/organization-event-schemas";
import { organizationPath } from "~/domain/organizations";
import { formConstraints } from "~/http/form-constraints.server";

import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { createEvent } from "~/upstream/organization-pages.server";
import { saveEvent } from "./__events.server";
import { loadOrganizationTab } from "./__org.server";

export const handle = { i18n: ["provider", "orgPages", "events"], breadcrumb: crumbsFrom };

/** A new event the organization holds (`POST /api/organizations/{id}/appointment`). */
export const loader = guarded(
  "organizations.edit",
  async (args) => {
    const t = await getT(args.context.locale, "events");
    const tab = await loadOrganizationTab(args, "events", () => [{ label: t("org.newTitle") }]);
    const heading = t("org.newTitleOf", { name: tab.organization.name });
    return {
      constraints: formConstraints({ event: eventSchema }),
      pageTitle: heading,
      heading,
      crumbs: tab.crumbs,
      backHref: organizationPath(tab.organization.id, "events"),
    };
  },
  { orgParam: "orgId" },
);

export const action = guarded(
  "organizations.edit",
  async ({ request, context, params, client }) => {
    const orgId = params.orgId!;
    return saveEvent(
      await request.formData(),
      context,
      orgId,
      (body) => createEvent(client, orgId, body),
      "events:org.flash.created",
    );
  },
  { orgParam: "orgId" },
);

export default function NewEvent() {
  const { t } = useTranslation("events");
  const { heading, backHref, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className="mt-6">
        <EventForm
          id="new-event"
          constraint={constraints.event}
          lastResult={actionData?.result}
          defaultValue={{ startTime: "09:00", endTime: "12:00" }}
          submitLabel={t("org.create")}
          cancelHref={backHref}
        />
      </div>
    </>
  );
}
