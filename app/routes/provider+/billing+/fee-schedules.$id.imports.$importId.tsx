import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SCHEDULES_PATH, schedulePath } from "~/components/billing/crumbs";
import { ImportStatus, useLiveImport } from "~/components/imports/import-status";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getFeeSchedule, getImportLogs } from "~/upstream/fee-schedules.server";
import { orThrow } from "~/http/outcome.server";
import { notFound } from "~/http/not-found.server";
import { mayChangeSchedule } from "./__fee-schedules.server";

export const handle = { i18n: ["billing"], titleKey: "billing:import.statusTitle", breadcrumb: crumbsFrom };

// Reading an import's log is reading billing; importing again needs the right to change the schedule.
export const loader = guarded("billing.read", async ({ request, context, params, session, client }) => {
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
    mayImport: await mayChangeSchedule(context, request, session, schedule),
    pageTitle: t("import.statusPageTitle", { file: found.fileName ?? found.id }),
    crumbs: [
      { label: t("feeSchedules.title"), to: SCHEDULES_PATH },
      { label: schedule.name, to: schedulePath(schedule.id) },
      { label: t("import.statusCrumb") },
    ],
  };
});

export default function FeeScheduleImportStatus() {
  const { t } = useTranslation("billing");
  const { current, log, running, hydrated } = useLiveImport(useLoaderData<typeof loader>());
  const here = schedulePath(current.schedule.id);
  return (
    <ImportStatus
      heading={t("import.statusHeading", { file: log.fileName ?? log.id })}
      intro={t("import.statusIntro", { name: current.schedule.name })}
      log={log}
      running={running}
      hydrated={hydrated}
      importedLabel={t("import.imported")}
      count={{ label: t("import.rowErrors"), value: log.errors.length, testId: "error-count" }}
      back={{ to: here, label: t("import.backToSchedule") }}
      anotherTo={current.mayImport ? `${here}/import` : null}
      refused={{ id: "row-errors", title: t("import.rowErrorsTitle"), reasonHeader: t("import.problem") }}
    />
  );
}
