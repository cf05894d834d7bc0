import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ActivityStream } from "~/domain/activity";
import { useLiveEvent, useLiveStatus } from "~/events/live-events";
import { buttonClass } from "../forms";
import { Icon } from "../icons";
import { Pagination } from "../pagination";
import { useHydrated } from "../use-hydrated";
import { useOffered } from "../use-offered";
import { ActivityEntry, toActivityItem, type ActivityItem } from "./activity-list";

export interface ActivityFeedData {
  page: number;
  totalPages: number;
  totalElements: number;
  items: ActivityItem[];
  renderedAt: string;
}

/**
 * A page of activities with a refresh link and paging; with JS, new activities arrive live at the
 * top of the first page (of one patient's feed when `patientId` is given) and relative times move on;
 * with `detailPath`, each activity opens its full record.
 */
export function ActivityFeed({
  data,
  patientId,
  detailPath,
}: {
  data: ActivityFeedData;
  patientId?: string;
  /** Where an activity's full record is, when the feed links to it. */
  detailPath?: (activityId: string) => string;
}) {
  const { t } = useTranslation("events");
  const location = useLocation();
  const notificationsOffered = useOffered("events.notifications");
  const hydrated = useHydrated();
  const status = useLiveStatus();
  const [live, setLive] = useState<ActivityItem[]>([]);
  // Activities removed since the page was drawn (a deleted note): gone from the list at once.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [now, setNow] = useState(() => new Date(data.renderedAt));
  useEffect(() => {
    setLive([]);
    setRemoved(new Set());
    setNow(new Date(data.renderedAt));
  }, [data]);
  // Relative times move on while the page is open.
  useEffect(() => {
    if (!hydrated) return;
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, [hydrated]);
  useLiveEvent<{
    stream: ActivityStream;
    activity: Record<string, unknown> & { id: string; entityType: string; patientId?: string };
  }>("activity", (event) => {
    // New activity belongs on the first page of the feed it matches.
    if (data.page !== 0 || (patientId && String(event.activity.patientId ?? "") !== patientId)) return;
    // The relay reads activities a little late: one the page already shows was read after it was
    // made (and perhaps opened since), so the page's copy stands, "New" or not.
    if (data.items.some((item) => item.id === String(event.activity.id))) return;
    setNow(new Date());
    setLive((current) =>
      [
        toActivityItem(event.activity, event.stream),
        ...current.filter((i) => i.id !== String(event.activity.id)),
      ].slice(0, 50),
    );
  });
  useLiveEvent<{ id: string }>("activity-removed", (event) => {
    setRemoved((current) => new Set([...current, String(event.id)]));
    setLive((current) => current.filter((item) => item.id !== String(event.id)));
  });
  const shown = [...live, ...data.items.filter((item) => !live.some((l) => l.id === item.id))].filter(
    (item) => !removed.has(item.id),
  );
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Link
          to={location.pathname + location.search}
          className={buttonClass("secondary")}
          reloadDocument={!hydrated}
        >
          <Icon name="refresh" />
          {t("activity.refresh")}
        </Link>
        {notificationsOffered ? (
          <Link to="/provider/notifications" className={buttonClass("link")}>
            <Icon name="bell" />
            {t("notifications.title")}
          </Link>
        ) : null}
        {hydrated ? (
          <p className="text-sm text-slate-700" data-live-status={status}>
            {t(`live.${status}`)}
          </p>
        ) : null}
      </div>
      <div aria-live="polite" aria-relevant="additions" className="mt-4">
        {shown.length === 0 ? (
          <p>{t("activity.empty")}</p>
        ) : (
          <ol aria-label={t("activity.listLabel")}>
            {shown.map((item) => (
              <ActivityEntry key={item.id} item={item} now={now} href={detailPath?.(item.id)} />
            ))}
          </ol>
        )}
      </div>
      <Pagination page={data.page} totalPages={data.totalPages} totalElements={data.totalElements} />
    </>
  );
}
