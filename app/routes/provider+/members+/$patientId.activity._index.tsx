import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ActivityFeed } from "~/components/events/activity-feed";
import { toActivityItem } from "~/components/events/activity-list";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PatientHeader, patientPath } from "~/components/members/patient-record";
import { routeActivity } from "~/domain/activity";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getPatientActivities } from "~/upstream/activity.server";
import { activityWithholder } from "~/events/activity-rights.server";
import { loadPatient, patientFacts } from "./__patient.server";

export const handle = {
  i18n: ["members", "events"],
  titleKey: "members:record.activity",
  breadcrumb: crumbsFrom,
};

/**
 * The patient's activities, 10 a page (spec part 2 §9), newest first, live with JS; the ones the
 * reader has not opened say so, and each opens its full record.
 */
export const loader = guarded("activity.read", async ({ request, context, params, session, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "activity.read");
  const url = new URL(request.url);
  const page = Math.max(0, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "0", 10) || 0));
  const [result, t, withhold] = await Promise.all([
    getPatientActivities(client, patient.id, page),
    getT(context.locale, "members"),
    activityWithholder(context, request, session),
  ]);
  const data = orThrow(result, context);
  const facts = patientFacts(patient, context.locale);
  const title = t("record.activityOf", { name: facts.name });
  return {
    facts,
    pageTitle: title,
    crumbs: [
      { label: t("title"), to: "/provider/members" },
      { label: facts.name, to: patientPath(patient.id) },
      { label: t("record.activity") },
    ],
    feed: {
      page: data.number,
      totalPages: data.totalPages,
      totalElements: data.totalElements,
      items: data.content.map((activity) => toActivityItem(withhold(activity), routeActivity(activity))),
      renderedAt: new Date().toISOString(),
    },
  };
});

export default function PatientActivity() {
  const { t } = useTranslation("members");
  const { facts, feed } = useLoaderData<typeof loader>();
  return (
    <>
      <PatientHeader patient={facts} />
      <h2 className="mt-6 text-xl font-bold">{t("record.activity")}</h2>
      <ActivityFeed
        data={feed}
        patientId={facts.id}
        detailPath={(id) => `${patientPath(facts.id)}/activity/${encodeURIComponent(id)}`}
      />
    </>
  );
}
