import { notePatient } from "~/audit/trail.server";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { patientPath } from "~/components/members/patient-record";
import { routeActivity } from "~/domain/activity";
import { formatInstant } from "~/domain/format";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getActivity } from "~/upstream/activity.server";

export const handle = {
  i18n: ["events", "members"],
  titleKey: "events:activity.detailTitle",
  breadcrumb: crumbsFrom,
};

/**
 * One activity of the organization's feed (`GET /api/activties/activity/{id}`, spec part 1 §7):
 * what happened, by whom and when, with a link to the patient's record, where the full activity
 * (its score, reading or note, as far as the reader may read them) is shown and marked read. The
 * upstream judges the activity's organization against the caller's tree; a refusal is a 404, as
 * a missing activity is, so ids elsewhere cannot be probed.
 */
export const loader = guarded("activity.read", async ({ context, params, client }) => {
  const activityId = requireValidId(context, params.activityId, { messageKey: "events:activity.notFound" });
  const result = await getActivity(client, activityId);
  if (!result.ok && (result.status === 404 || result.status === 403))
    throw notFound(context, { messageKey: "events:activity.notFound" });
  const activity = orThrow(result, context);
  notePatient(context, activity.patientId);
  const t = await getT(context.locale, "events");
  const stream = routeActivity(activity);
  return {
    crumbs: [{ label: t("activity.title"), to: "/provider/activity" }, { label: t(`streams.${stream}`) }],
    activity: {
      id: activity.id,
      stream,
      what: activity.entityName || activity.entityType,
      byDoctor: String(activity.actorAccountRole ?? "").toUpperCase() === "DOCTOR",
      at: activity.createdAt ? formatInstant(activity.createdAt, context.timeZone, context.locale) : null,
      atIso: activity.createdAt ?? null,
      recordHref: activity.patientId
        ? `${patientPath(activity.patientId)}/activity/${encodeURIComponent(activity.id)}`
        : null,
    },
  };
});

export default function ActivityDetail() {
  const { t } = useTranslation(["events", "members"]);
  const { activity } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{t(`streams.${activity.stream}`)}</PageHeading>
      <dl className="mt-4 divide-y divide-slate-200">
        <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
          <dt className="font-semibold">{t("members:record.activityWhat")}</dt>
          <dd className="sm:col-span-2">{activity.what}</dd>
        </div>
        <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
          <dt className="font-semibold">{t("members:record.activityBy")}</dt>
          <dd className="sm:col-span-2">{t(activity.byDoctor ? "byDoctor" : "byPatient")}</dd>
        </div>
        {activity.at ? (
          <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
            <dt className="font-semibold">{t("members:record.activityWhen")}</dt>
            <dd className="sm:col-span-2">
              <time dateTime={activity.atIso ?? undefined}>{activity.at}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <ul className="mt-6 flex flex-wrap gap-x-6">
        {activity.recordHref ? (
          <li>
            <Link to={activity.recordHref} className="inline-flex min-h-touch items-center underline">
              {t("activity.openInRecord")}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/provider/activity" className="inline-flex min-h-touch items-center underline">
            {t("activity.back")}
          </Link>
        </li>
      </ul>
    </>
  );
}
