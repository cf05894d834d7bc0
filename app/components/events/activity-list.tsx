import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ActivityStream } from "~/domain/activity";
import { relativeTime } from "~/domain/format";
import type { IconName } from "../icons";
import { Icon } from "../icons";

/** An activity as the feed shows it; built on the server for the page and in the browser for live ones. */
export interface ActivityItem {
  id: string;
  stream: ActivityStream;
  entityType: string;
  entityName: string;
  actor: string;
  patientName: string;
  createdAt: string;
  assessment?: { name: string; score: number | null } | null;
  observation?: { name: string; value: string } | null;
  medication?: { name: string; taken: boolean | null } | null;
  note?: string | null;
  /** Whether the reader has opened it (a patient's activities); unknown elsewhere. */
  viewed?: boolean | null;
}

const STREAM_ICON: Record<ActivityStream, IconName> = {
  "daily-assessment": "survey",
  assessment: "survey",
  observation: "activity",
  medication: "heart",
  note: "pencil",
  location: "mapPin",
  quarantine: "shield",
  task: "clipboard",
  "care-plan": "clipboard",
  other: "info",
};

/** Turns an upstream activity (full record) into a feed item. */
export function toActivityItem(
  activity: Record<string, unknown> & { id: string; entityType: string },
  stream: ActivityStream,
): ActivityItem {
  const report = activity.assessmentReportResource as
    { assessmentName?: string | null; score?: number | null } | null | undefined;
  const observation = activity.observationResource as
    { name?: string | null; value?: string | number | null } | null | undefined;
  const medication = activity.medicationReportResource as
    { name?: string | null; taken?: boolean | null } | null | undefined;
  return {
    id: String(activity.id),
    stream,
    entityType: activity.entityType,
    entityName: String(activity.entityName ?? ""),
    actor: String(activity.actorAccountRole ?? ""),
    patientName: String(activity.patientName ?? ""),
    createdAt: String(activity.createdAt ?? new Date().toISOString()),
    assessment: report ? { name: report.assessmentName ?? "", score: report.score ?? null } : null,
    observation: observation
      ? { name: observation.name ?? "", value: String(observation.value ?? "") }
      : null,
    medication: medication ? { name: medication.name ?? "", taken: medication.taken ?? null } : null,
    note: typeof activity.note === "string" ? activity.note : null,
    viewed: typeof activity.viewed === "boolean" ? activity.viewed : null,
  };
}

function Detail({ item }: { item: ActivityItem }) {
  const { t } = useTranslation("events");
  // A value the reader may not see (or that has none) leaves the name alone, never "score –".
  if (item.assessment)
    return item.assessment.score === null ? (
      <>{item.assessment.name}</>
    ) : (
      <>{t("detail.assessment", { name: item.assessment.name, score: item.assessment.score })}</>
    );
  if (item.observation)
    return item.observation.value === "" ? (
      <>{item.observation.name}</>
    ) : (
      <>{t("detail.observation", { name: item.observation.name, value: item.observation.value })}</>
    );
  if (item.medication)
    return item.medication.taken === null ? (
      <>{item.medication.name}</>
    ) : (
      <>
        {t(item.medication.taken ? "detail.medicationTaken" : "detail.medicationMissed", {
          name: item.medication.name,
        })}
      </>
    );
  if (item.note) return <>{item.note}</>;
  return <>{item.entityName}</>;
}

/** One activity; with `href`, its title opens the full record, and one not yet opened says "New". */
export function ActivityEntry({ item, now, href }: { item: ActivityItem; now: Date; href?: string }) {
  const { t, i18n } = useTranslation("events");
  const when = relativeTime(item.createdAt, now);
  const title = t(`streams.${item.stream}`);
  return (
    <li className="flex gap-3 border-b border-slate-200 py-3" data-activity-id={item.id}>
      <Icon name={STREAM_ICON[item.stream]} className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
      <div>
        <p className="font-semibold">
          {item.viewed === false ? (
            <span className="mr-2 rounded bg-amber-200 px-2 py-0.5 text-sm text-slate-900">
              {t("activity.new")}
            </span>
          ) : null}
          {href ? (
            <Link to={href} className="inline-flex min-h-touch items-center underline">
              {title}
            </Link>
          ) : (
            title
          )}
          {item.patientName ? (
            <span className="ml-3 font-normal text-slate-700">{item.patientName}</span>
          ) : null}
        </p>
        <p>
          <Detail item={item} />
        </p>
        <p className="text-sm text-slate-700">
          <span className="mr-3">{t(item.actor === "DOCTOR" ? "byDoctor" : "byPatient")}</span>
          <time dateTime={item.createdAt} title={new Date(item.createdAt).toLocaleString(i18n.language)}>
            {t(`common:${when.key}`, { count: "count" in when ? when.count : undefined })}
          </time>
        </p>
      </div>
    </li>
  );
}
