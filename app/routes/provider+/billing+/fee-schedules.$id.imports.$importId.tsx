import { Link, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useCan } from "~/components/use-can";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SCHEDULES_PATH, schedulePath } from "~/components/billing/crumbs";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { ImportProgress } from "~/components/billing/import-progress";
import { useLiveEvent, useLiveStatus } from "~/events/live-events";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { Table, Td, Th } from "~/components/table";
import { useHydrated } from "~/components/use-hydrated";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { getFeeSchedule, getImportLogs } from "~/upstream/fee-schedules.server";
import { orThrow } from "~/http/outcome.server";
import { notFound } from "~/http/not-found.server";

export const handle = { i18n: ["billing"], titleKey: "billing:import.statusTitle", breadcrumb: crumbsFrom };

/** With JavaScript the page asks again this often while the import runs and no live stream is open. */
const POLL_MS = 2000;
/**
 * With the live stream open, the page still asks when no progress came for this long: events sent
 * before the stream connected (the upload is a document post) are not replayed to a new stream.
 */
const STALLED_MS = 4000;

// Reading an import's log is reading billing; importing again needs billing.edit.
export const loader = guarded("billing.read", async ({ request, context, params }) => {
  const client = upstream(context, request);
  const [scheduleResult, logsResult] = await Promise.all([
    getFeeSchedule(client, params.id!),
    getImportLogs(client, { feeScheduleId: params.id!, id: params.importId!, page: 0, size: 20 }),
  ]);
  const schedule = orThrow(scheduleResult, context);
  const found = orThrow(logsResult, context).content.find((l) => l.id === params.importId);
  if (!found) throw notFound(context, { messageKey: "billing:import.notFound" });
  const t = await getT(context.locale, "billing");
  return {
    schedule: { id: schedule.id, name: schedule.name },
    importLog: found,
    pageTitle: t("import.statusPageTitle", { file: found.fileName ?? found.id }),
    crumbs: [
      { label: t("feeSchedules.title"), to: SCHEDULES_PATH },
      { label: schedule.name, to: schedulePath(schedule.id) },
      { label: t("import.statusCrumb") },
    ],
  };
});

const isDone = (status: string) => status === "COMPLETED" || status === "FAILED";

export default function ImportStatus() {
  const { t } = useTranslation("billing");
  const initial = useLoaderData<typeof loader>();
  const location = useLocation();
  const hydrated = useHydrated();
  const mayEdit = useCan("billing.edit");
  const poll = useFetcher<typeof loader>();
  const current = poll.data && "importLog" in poll.data ? poll.data : initial;
  const stored = current.importLog;
  const liveStatus = useLiveStatus();
  // CSV_IMPORT_PROGRESS events, relayed over /events, move the bar as rows are read.
  const [live, setLive] = useState<{
    processedRows: number;
    totalRows: number;
    importedRows: number;
    status: string;
  } | null>(null);
  useLiveEvent<{
    importId?: string;
    processedRows: number;
    totalRows: number;
    importedRows: number;
    status: string;
  }>("import-progress", (event) => {
    if (event.importId === stored.id) setLive(event);
  });
  const newer = live && live.processedRows >= stored.processedRows ? live : null;
  const log = newer ? { ...stored, ...newer, errors: stored.errors } : stored;
  const running = !isDone(log.status);

  // When the live events say it finished, read the record once more for its row errors.
  useEffect(() => {
    if (newer && isDone(newer.status) && !isDone(stored.status) && poll.state === "idle")
      poll.load(location.pathname);
  }, [newer, stored.status, poll, location.pathname]);

  // Without the live stream (or while it reconnects), ask the loader every 2 s until done; with it,
  // only when the progress stalls.
  useEffect(() => {
    if (!hydrated || !running) return;
    const timer = setTimeout(
      () => {
        if (poll.state === "idle") poll.load(location.pathname);
      },
      liveStatus === "open" ? STALLED_MS : POLL_MS,
    );
    return () => clearTimeout(timer);
  }, [hydrated, running, liveStatus, poll, log.processedRows, poll.state, location.pathname]);

  const here = schedulePath(current.schedule.id);
  return (
    <>
      <PageHeading>{t("import.statusHeading", { file: log.fileName ?? log.id })}</PageHeading>
      <p className="mt-2 text-slate-700">{t("import.statusIntro", { name: current.schedule.name })}</p>
      <div aria-live="polite" className="max-w-2xl">
        <ImportProgress processedRows={log.processedRows} totalRows={log.totalRows} status={log.status} />
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          <dt className="font-semibold">{t("import.imported")}</dt>
          <dd className="tabular-nums" data-testid="imported-rows">
            {t("import.importedOf", { imported: log.importedRows, total: log.totalRows })}
          </dd>
          <dt className="font-semibold">{t("import.rowErrors")}</dt>
          <dd className="tabular-nums" data-testid="error-count">
            {log.errors.length}
          </dd>
        </dl>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {running ? (
          <Link to={location.pathname} className={buttonClass("secondary")} reloadDocument={!hydrated}>
            <Icon name="refresh" />
            {t("common:actions.refresh")}
          </Link>
        ) : null}
        <Link to={here} className={buttonClass("secondary")}>
          {t("import.backToSchedule")}
        </Link>
        {mayEdit ? (
          <Link to={`${here}/import`} className={buttonClass("link")}>
            {t("import.another")}
          </Link>
        ) : null}
      </div>
      {running ? (
        <p className="mt-2 text-sm text-slate-700">
          {hydrated ? t("import.autoRefresh") : t("import.refreshHint")}
        </p>
      ) : null}

      <section aria-labelledby="row-errors" className="mt-8">
        <h2 id="row-errors" className="text-xl font-bold">
          {t("import.rowErrorsTitle")}
        </h2>
        {log.errors.length === 0 ? (
          <p className="mt-2">{running ? t("import.noErrorsYet") : t("import.noErrors")}</p>
        ) : (
          <Table caption={t("import.rowErrorsTitle")} captionHidden>
            <thead>
              <tr>
                <Th className="w-24 text-right">{t("import.row")}</Th>
                <Th>{t("import.problem")}</Th>
              </tr>
            </thead>
            <tbody>
              {log.errors.map((error, index) => (
                <tr key={`${error.row}-${index}`}>
                  <Td className="text-right tabular-nums">{error.row}</Td>
                  <Td>{error.message}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
    </>
  );
}
