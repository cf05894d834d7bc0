import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { toActivityItem } from "~/components/events/activity-list";
import { ActivityFeed } from "~/components/events/activity-feed";
import { PageHeading } from "~/components/layout/page-heading";
import { patientPath } from "~/components/members/patient-record";
import { routeActivity } from "~/domain/activity";
import { isValidId } from "~/domain/ids";
import { notFound } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { guarded } from "~/session/guards.server";
import { getOrganizationActivities } from "~/upstream/activity.server";
import { activityWithholder } from "~/events/activity-rights.server";

export const handle = { i18n: ["events"], titleKey: "events:activity.title" };

/**
 * The organization's activity feed. One patient's feed is the patient record's Activity tab: an
 * older link with `?patient=` goes there (where the patient's organizations are checked).
 */
export const loader = guarded("activity.read", async ({ request, context, session, client }) => {
  const url = new URL(request.url);
  const patient = url.searchParams.get("patient");
  if (patient !== null) {
    if (!isValidId(patient)) throw notFound(context);
    return redirect(`${patientPath(patient)}/activity`, 303);
  }
  const page = Math.max(0, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "0", 10) || 0));
  const orgId = session.account.organizationId;
  const [answer, withhold] = await Promise.all([
    orgId ? getOrganizationActivities(client, orgId, page) : null,
    activityWithholder(context, request, session),
  ]);
  const data = answer
    ? orThrow(answer, context)
    : { content: [], number: 0, totalPages: 1, totalElements: 0 };
  return {
    page: data.number,
    totalPages: data.totalPages,
    totalElements: data.totalElements,
    items: data.content.map((activity) => toActivityItem(withhold(activity), routeActivity(activity))),
    renderedAt: new Date().toISOString(),
  };
});

export default function Activity() {
  const { t } = useTranslation("events");
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t("activity.title")}</PageHeading>
      <ActivityFeed data={data} detailPath={(id) => `/provider/activity/${encodeURIComponent(id)}`} />
    </>
  );
}
