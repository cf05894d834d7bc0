import { Link, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ImportProgress } from "~/components/billing/import-progress";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { Table, Td, Th } from "~/components/table";
import { useCan } from "~/components/use-can";
import { useHydrated } from "~/components/use-hydrated";
import { CLAIMS_PATH, CLAIM_IMPORTS_PATH, CLAIM_IMPORT_PATH } from "~/domain/claims";
import { useLiveEvent, useLiveStatus } from "~/events/live-events";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { listClaimImports } from "~/upstream/claims.server";

export const handle = {
  i18n: ["billing", "claims"],
  titleKey: "claims:importStatus.title",
  breadcrumb: crumbsFrom,
};

/** With JavaScript and no live stream, the page asks again this often while the import runs. */
const POLL_MS = 2000;
/** With the stream open, it still asks when no progress came for this long (events are not replayed). */
const STALLED_MS = 4000;

/** One claim import: its progress (live with CLAIM_IMPORT_PROGRESS), its counts and rejected rows. */
export const loader = guarded("claims.read", async ({ request, context, params }) => {
  const importId = requireValidId(context, params.importId);
  const result = await listClaimImports(upstream(context, request), { id: importId, page: 0, size: 1 });
  const found = orThrow(result, context).content.find((entry) => entry.id === importId);
  if (!found) throw notFound(context, { messageKey: "claims:importStatus.notFound" });
  const t = await getT(context.locale, "claims");
  return {
    importLog: found,
    pageTitle: t("importStatus.heading", { file: found.fileName ?? found.id }),
    crumbs: [
      { label: t("list.title"), to: CLAIMS_PATH },
      { label: t("imports.title"), to: CLAIM_IMPORTS_PATH },
      { label: t("importStatus.crumb") },
    ],
  };
});

const isDone = (status: string) => status === "COMPLETED" || status === "FAILED";

interface Progress {
  kind?: string;
  importId?: string;
  processedRows: number;
  totalRows: number;
  importedRows: number;
  rejectedRows: number;
  status: string;
}

export default function ClaimImportStatus() {
  const { t } = useTranslation("claims");
  const initial = useLoaderData<typeof loader>();
  const location = useLocation();
  const hydrated = useHydrated();
  const mayImport = useCan("claims.edit");
  const poll = useFetcher<typeof loader>();
  const stored = (poll.data && "importLog" in poll.data ? poll.data : initial).importLog;
  const liveStatus = useLiveStatus();
  const [live, setLive] = useState<Progress | null>(null);
  useLiveEvent<Progress>("import-progress", (event) => {
    if (event.kind === "CLAIM_IMPORT_PROGRESS" && event.importId === stored.id) setLive(event);
  });
  const newer = live && live.processedRows >= stored.processedRows ? live : null;
  const log = newer ? { ...stored, ...newer, errors: stored.errors } : stored;
  const running = !isDone(log.status);

  // When the live events say it finished, read the record once more for its rejected rows.
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

  return (
    <>
      <PageHeading>{t("importStatus.heading", { file: log.fileName ?? log.id })}</PageHeading>
      <div aria-live="polite" className="max-w-2xl">
        <ImportProgress processedRows={log.processedRows} totalRows={log.totalRows} status={log.status} />
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          <dt className="font-semibold">{t("imports.imported")}</dt>
          <dd className="tabular-nums" data-testid="imported-rows">
            {t("billing:import.importedOf", { imported: log.importedRows, total: log.totalRows })}
          </dd>
          <dt className="font-semibold">{t("imports.rejected")}</dt>
          <dd className="tabular-nums" data-testid="rejected-rows">
            {log.rejectedRows}
          </dd>
        </dl>
        {log.status === "COMPLETED" ? <p className="mt-2">{t("importStatus.completed")}</p> : null}
        {log.status === "FAILED" ? <p className="mt-2 font-semibold">{t("importStatus.failed")}</p> : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {running ? (
          <Link to={location.pathname} className={buttonClass("secondary")} reloadDocument={!hydrated}>
            <Icon name="refresh" />
            {t("common:actions.refresh")}
          </Link>
        ) : null}
        <Link to={CLAIM_IMPORTS_PATH} className={buttonClass("secondary")}>
          {t("imports.title")}
        </Link>
        {mayImport ? (
          <Link to={CLAIM_IMPORT_PATH} className={buttonClass("link")}>
            {t("billing:import.another")}
          </Link>
        ) : null}
      </div>
      {running ? (
        <p className="mt-2 text-sm text-slate-700">
          {hydrated ? t("billing:import.autoRefresh") : t("billing:import.refreshHint")}
        </p>
      ) : null}

      <section aria-labelledby="rejected-rows" className="mt-8">
        <h2 id="rejected-rows" className="text-xl font-bold">
          {t("importStatus.rejectedTitle")}
        </h2>
        {log.errors.length === 0 ? (
          <p className="mt-2">{running ? t("billing:import.noErrorsYet") : t("billing:import.noErrors")}</p>
        ) : (
          <Table caption={t("importStatus.rejectedTitle")} captionHidden>
            <thead>
              <tr>
                <Th className="w-24 text-right">{t("billing:import.row")}</Th>
                <Th>{t("importStatus.reason")}</Th>
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
