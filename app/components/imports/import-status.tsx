import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ImportProgress } from "~/components/billing/import-progress";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { Table, Td, Th } from "~/components/table";
import { useHydrated } from "~/components/use-hydrated";
import { useLiveEvent, useLiveStatus } from "~/events/live-events";

/** With JavaScript and no live stream, the page asks again this often while the import runs. */
const POLL_MS = 2000;
/**
 * With the live stream open, the page still asks when no progress came for this long: events sent
 * before the stream connected (the upload is a document post) are not replayed to a new stream.
 */
const STALLED_MS = 4000;

export interface ImportLogLike {
  id: string;
  fileName?: string | null;
  processedRows: number;
  totalRows: number;
  importedRows: number;
  status: string;
  errors: ReadonlyArray<{ row: number; message: string }>;
}

interface ImportProgressEvent {
  kind?: string;
  importId?: string;
  processedRows: number;
  totalRows: number;
  importedRows: number;
  rejectedRows?: number;
  status: string;
}

const isDone = (status: string) => status === "COMPLETED" || status === "FAILED";

/**
 * An import status page's record, kept current: progress events relayed over /events (of `kind`
 * when given) move it as rows are read; without the stream (or while it reconnects) the page's
 * loader is asked every 2 s until the import ends, with it only when the progress stalls.
 */
export function useLiveImport<D extends { importLog: ImportLogLike }>(initial: D, kind?: string) {
  const location = useLocation();
  const hydrated = useHydrated();
  const poll = useFetcher();
  const polled = poll.data as D | undefined;
  const current = polled && typeof polled === "object" && "importLog" in polled ? polled : initial;
  const stored = current.importLog;
  const liveStatus = useLiveStatus();
  const [live, setLive] = useState<ImportProgressEvent | null>(null);
  useLiveEvent<ImportProgressEvent>("import-progress", (event) => {
    if ((kind === undefined || event.kind === kind) && event.importId === stored.id) setLive(event);
  });
  const newer = live && live.processedRows >= stored.processedRows ? live : null;
  const log: D["importLog"] = newer ? { ...stored, ...newer, errors: stored.errors } : stored;
  const running = !isDone(log.status);

  // When the live events say it finished, read the record once more for its refused rows.
  useEffect(() => {
    if (newer && isDone(newer.status) && !isDone(stored.status) && poll.state === "idle")
      poll.load(location.pathname);
  }, [newer, stored.status, poll, location.pathname]);

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

  return { current, log, running, hydrated };
}

/**
 * A CSV import's status page (fee schedules, claims): progress, counts, the way on, and the rows
 * refused. With JavaScript it moves by itself; without, a refresh link reloads the page.
 */
export function ImportStatus({
  heading,
  intro,
  log,
  running,
  hydrated,
  importedLabel,
  count,
  outcome,
  back,
  anotherTo,
  refused,
}: {
  heading: string;
  intro?: string;
  log: ImportLogLike;
  running: boolean;
  hydrated: boolean;
  importedLabel: string;
  /** The second count: the refused rows as the upstream counts them. */
  count: { label: string; value: number; testId: string };
  /** Said under the counts once the import ended. */
  outcome?: { completed: string; failed: string };
  back: { to: string; label: string };
  /** The upload page, for someone who may import; else null. */
  anotherTo: string | null;
  refused: { id: string; title: string; reasonHeader: string };
}) {
  const { t } = useTranslation("billing");
  const location = useLocation();
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
      <div aria-live="polite" className="max-w-2xl">
        <ImportProgress processedRows={log.processedRows} totalRows={log.totalRows} status={log.status} />
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          <dt className="font-semibold">{importedLabel}</dt>
          <dd className="tabular-nums" data-testid="imported-rows">
            {t("import.importedOf", { imported: log.importedRows, total: log.totalRows })}
          </dd>
          <dt className="font-semibold">{count.label}</dt>
          <dd className="tabular-nums" data-testid={count.testId}>
            {count.value}
          </dd>
        </dl>
        {outcome && log.status === "COMPLETED" ? <p className="mt-2">{outcome.completed}</p> : null}
        {outcome && log.status === "FAILED" ? <p className="mt-2 font-semibold">{outcome.failed}</p> : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {running ? (
          <Link to={location.pathname} className={buttonClass("secondary")} reloadDocument={!hydrated}>
            <Icon name="refresh" />
            {t("common:actions.refresh")}
          </Link>
        ) : null}
        <Link to={back.to} className={buttonClass("secondary")}>
          {back.label}
        </Link>
        {anotherTo ? (
          <Link to={anotherTo} className={buttonClass("link")}>
            {t("import.another")}
          </Link>
        ) : null}
      </div>
      {running ? (
        <p className="mt-2 text-sm text-slate-700">
          {hydrated ? t("import.autoRefresh") : t("import.refreshHint")}
        </p>
      ) : null}

      <section aria-labelledby={refused.id} className="mt-8">
        <h2 id={refused.id} className="text-xl font-bold">
          {refused.title}
        </h2>
        {log.errors.length === 0 ? (
          <p className="mt-2">{running ? t("import.noErrorsYet") : t("import.noErrors")}</p>
        ) : (
          <Table caption={refused.title} captionHidden>
            <thead>
              <tr>
                <Th className="w-24 text-right">{t("import.row")}</Th>
                <Th>{refused.reasonHeader}</Th>
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
