import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PatientHeader, patientPath } from "~/components/members/patient-record";
import { routeActivity } from "~/domain/activity";
import { formatInstant } from "~/domain/format";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getActivityFull, markActivityViewed } from "~/upstream/activity.server";
import { activityWithholder } from "~/events/activity-rights.server";
import { loadPatient, patientFacts } from "./__patient.server";

export const handle = {
  i18n: ["members", "events"],
  titleKey: "members:record.activityDetail",
  breadcrumb: crumbsFrom,
};

/** A value a person reads from a report field that may be a number, text or a date. */
const shown = (value: unknown) =>
  value === null || value === undefined || value === "" ? null : String(value);

/**
 * One of the patient's activities in full (`GET /api/activties/{id}/full`), marked viewed by the
 * reader as it is opened (`PUT /api/activties/patient/{id}/{id}/view`): opening is reading, as
 * with mail. An activity of another patient is a 404, as a missing one is.
 */
export const loader = guarded("activity.read", async ({ request, context, params, session, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "activity.read");
  const activityId = requireValidId(context, params.activityId, {
    messageKey: "members:record.activityNotFound",
  });
  const [result, withhold] = await Promise.all([
    getActivityFull(client, activityId),
    activityWithholder(context, request, session),
  ]);
  if (!result.ok && (result.status === 404 || result.status === 403))
    throw notFound(context, { messageKey: "members:record.activityNotFound" });
  const activity = withhold(orThrow(result, context));
  if (activity.patientId !== patient.id)
    throw notFound(context, { messageKey: "members:record.activityNotFound" });
  // The mark is a convenience: the page shows the activity even when it cannot be recorded.
  const marked = activity.viewed ? null : await markActivityViewed(client, patient.id, activity.id);
  const facts = patientFacts(patient, context.locale);
  const t = await getT(context.locale, ["members", "events"]);
  const stream = routeActivity(activity);
  const report = activity.assessmentReportResource;
  const observation = activity.observationResource;
  const medication = activity.medicationReportResource;
  const exercise = (activity as { exerciseReportResource?: Record<string, unknown> | null })
    .exerciseReportResource;
  const activityPath = `${patientPath(patient.id)}/activity`;
  return {
    facts,
    pageTitle: t("record.activityDetailOf", { name: facts.name }),
    crumbs: [
      { label: t("title"), to: "/provider/members" },
      { label: facts.name, to: patientPath(patient.id) },
      { label: t("record.activity"), to: activityPath },
      { label: t("record.activityDetail") },
    ],
    backHref: activityPath,
    markFailed: marked !== null && !marked.ok,
    activity: {
      stream,
      entityType: activity.entityType,
      entityName: activity.entityName ?? "",
      actor: activity.actorAccountRole ?? "",
      at: activity.createdAt ? formatInstant(activity.createdAt, context.timeZone, context.locale) : null,
      atIso: activity.createdAt ?? null,
      note: activity.note ?? null,
      assessment: report
        ? {
            name: report.assessmentName ?? "",
            score: shown(report.score),
            answered: report.dateCreated
              ? formatInstant(report.dateCreated, context.timeZone, context.locale)
              : null,
            extra: shown(report.extraValue),
          }
        : null,
      observation: observation ? { name: observation.name ?? "", value: shown(observation.value) } : null,
      medication: medication ? { name: medication.name ?? "", taken: medication.taken ?? null } : null,
      exercise: exercise
        ? { name: shown(exercise.name) ?? "", value: shown(exercise.value ?? exercise.count) }
        : null,
    },
  };
});

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold">{label}</dt>
      <dd className="sm:col-span-2">{children}</dd>
    </div>
  );
}

export default function ActivityDetail() {
  const { t } = useTranslation(["members", "events"]);
  const { facts, activity, backHref, markFailed } = useLoaderData<typeof loader>();
  return (
    <>
      <PatientHeader patient={facts} />
      <h2 className="mt-6 text-xl font-bold">{t(`events:streams.${activity.stream}`)}</h2>
      {markFailed ? (
        <p role="status" className="mt-3 border-l-4 border-amber-600 bg-amber-50 p-3">
          {t("record.activityMarkFailed")}
        </p>
      ) : null}
      <dl className="mt-3 divide-y divide-slate-200">
        <Fact label={t("record.activityWhat")}>{activity.entityName || activity.entityType}</Fact>
        <Fact label={t("record.activityBy")}>
          {t(activity.actor === "DOCTOR" ? "events:byDoctor" : "events:byPatient")}
        </Fact>
        {activity.at ? (
          <Fact label={t("record.activityWhen")}>
            <time dateTime={activity.atIso ?? undefined}>{activity.at}</time>
          </Fact>
        ) : null}
        {activity.assessment ? (
          <>
            <Fact label={t("record.activityAssessment")}>{activity.assessment.name}</Fact>
            <Fact label={t("record.activityScore")}>
              {activity.assessment.score ?? t("record.activityNoValue")}
            </Fact>
            {activity.assessment.answered ? (
              <Fact label={t("record.activityAnswered")}>{activity.assessment.answered}</Fact>
            ) : null}
            {activity.assessment.extra ? (
              <Fact label={t("record.activityExtra")}>{activity.assessment.extra}</Fact>
            ) : null}
          </>
        ) : null}
        {activity.observation ? (
          <Fact label={activity.observation.name || t("events:streams.observation")}>
            {activity.observation.value ?? t("record.activityNoValue")}
          </Fact>
        ) : null}
        {activity.medication ? (
          <Fact label={activity.medication.name || t("events:streams.medication")}>
            {t(activity.medication.taken ? "record.activityTaken" : "record.activityMissed")}
          </Fact>
        ) : null}
        {activity.exercise ? (
          <Fact label={activity.exercise.name || t("record.activityExercise")}>
            {activity.exercise.value ?? t("record.activityNoValue")}
          </Fact>
        ) : null}
        {activity.note ? (
          <Fact label={t("events:streams.note")}>
            <p className="whitespace-pre-line">{activity.note}</p>
          </Fact>
        ) : null}
      </dl>
      <p className="mt-6">
        <Link to={backHref} className="inline-flex min-h-touch items-center underline">
          {t("record.activityBack")}
        </Link>
      </p>
    </>
  );
}
