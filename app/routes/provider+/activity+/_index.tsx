import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActivityEntry, toActivityItem, type ActivityItem } from "~/components/events/activity-list";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { Pagination } from "~/components/pagination";
import { useHydrated } from "~/components/use-hydrated";
import { routeActivity, type ActivityStream } from "~/domain/activity";
import { isValidId } from "~/domain/ids";
import { useLiveEvent, useLiveStatus } from "~/events/live-events";
import { requireStaff } from "~/session/guards.server";
import { getOrganizationActivities, getPatientActivities } from "~/upstream/activity.server";
import { upstream } from "~/upstream/client.server";
import { orThrow } from "~/http/outcome.server";

export const handle = { i18n: ["events"], titleKey: "events:activity.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = requireStaff(context, request);
  const url = new URL(request.url);
  const page = Math.max(0, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "0", 10) || 0));
  const patient = url.searchParams.get("patient");
  const client = upstream(context, request);
  const orgId = session.account.organizationId;
  const result =
    patient && isValidId(patient)
      ? await getPatientActivities(client, patient, page)
      : orgId
        ? await getOrganizationActivities(client, orgId, page)
        : null;
  const data = result
    ? orThrow(result, context)
    : { content: [], number: 0, totalPages: 1, totalElements: 0 };
  return {
    page: data.number,
    totalPages: data.totalPages,
    totalElements: data.totalElements,
    patient: patient && isValidId(patient) ? patient : null,
    items: data.content.map((activity) => toActivityItem(activity, routeActivity(activity))),
    renderedAt: new Date().toISOString(),
  };
}

export default function Activity() {
  const { t } = useTranslation("events");
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const hydrated = useHydrated();
  const status = useLiveStatus();
  const [live, setLive] = useState<ActivityItem[]>([]);
  const [now, setNow] = useState(() => new Date(data.renderedAt));
  useEffect(() => {
    setLive([]);
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
    if (data.page !== 0 || (data.patient && String(event.activity.patientId ?? "") !== data.patient)) return;
    setNow(new Date());
    setLive((current) =>
      [
        toActivityItem(event.activity, event.stream),
        ...current.filter((i) => i.id !== String(event.activity.id)),
      ].slice(0, 50),
    );
  });
  const shown = [...live, ...data.items.filter((item) => !live.some((l) => l.id === item.id))];
  return (
    <>
      <PageHeading>{t("activity.title")}</PageHeading>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Link
          to={location.pathname + location.search}
          className={buttonClass("secondary")}
          reloadDocument={!hydrated}
        >
          <Icon name="refresh" />
          {t("activity.refresh")}
        </Link>
        <Link to="/provider/notifications" className={buttonClass("link")}>
          <Icon name="bell" />
          {t("notifications.title")}
        </Link>
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
              <ActivityEntry key={item.id} item={item} now={now} />
            ))}
          </ol>
        )}
      </div>
      <Pagination page={data.page} totalPages={data.totalPages} totalElements={data.totalElements} />
    </>
  );
}
