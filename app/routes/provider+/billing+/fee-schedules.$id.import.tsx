import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SCHEDULES_PATH, schedulePath } from "~/components/billing/crumbs";
import { CsvUploadForm } from "~/components/imports/csv-upload-form";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { Table, Td, Th } from "~/components/table";
import { drain } from "~/http/billing-multipart.server";
import { relayCsvImport } from "~/http/csv-import.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getFeeSchedule, getImportLogs, uploadFeeScheduleCsv } from "~/upstream/fee-schedules.server";
import { requireChangeable } from "~/code-lists/ownership.server";
import { loadChangeable } from "./__fee-schedules.server";

export const handle = { i18n: ["billing"], titleKey: "billing:import.title", breadcrumb: crumbsFrom };

export const loader = guarded("billing.edit", async ({ request, context, params, session, client }) => {
  const [{ schedule }, logs] = await Promise.all([
    loadChangeable(client, context, request, session, { scheduleId: params.id! }),
    getImportLogs(client, { feeScheduleId: params.id!, page: 0, size: 10 }),
  ]);
  const t = await getT(context.locale, "billing");
  return {
    schedule: { id: schedule.id, name: schedule.name },
    limitBytes: context.config.uploadLimitBytes,
    recent: logs.ok ? logs.data.content : null,
    pageTitle: t("import.pageTitle", { name: schedule.name }),
    crumbs: [
      { label: t("feeSchedules.title"), to: SCHEDULES_PATH },
      { label: schedule.name, to: schedulePath(schedule.id) },
      { label: t("import.crumb") },
    ],
  };
});

export const action = guarded("billing.edit", (args) => {
  const scheduleId = args.params.id!;
  return relayCsvImport(args, {
    // Reading the schedule first proves it exists, that the user may import into it (the rows
    // become its owner's, decision 054), and renews an expired token now, while the body is unread.
    beforeBody: async (client) => {
      const schedule = await getFeeSchedule(client, scheduleId);
      try {
        const { ownerOrganizationId } = orThrow(schedule, args.context);
        await requireChangeable(
          args.context,
          args.request,
          args.session,
          ownerOrganizationId,
          "billing:plans.notFound",
        );
      } catch (refusal) {
        await drain(args.request.body);
        throw refusal;
      }
    },
    upload: (client, body, contentType, tooLarge) =>
      uploadFeeScheduleCsv(client, scheduleId, body, contentType, tooLarge),
    refused: (reason) => reason,
    logLabel: "csv upload failed",
    statusPath: (importId) => `${schedulePath(scheduleId)}/imports/${encodeURIComponent(importId)}`,
  });
});

/** The documented CSV format (reference-api/README.md, "Billing"). Column names are data, not text. */
const CSV_COLUMNS = [
  ["plan", "plan"],
  ["procedure_code", "procedureCode"],
  ["modifier", "modifier"],
  ["amount", "amount"],
  ["referenced_plan_id", "referencedPlanId"],
] as const;
const CSV_EXAMPLE =
  "plan,procedure_code,modifier,amount,referenced_plan_id\nStandard,99201,,125.50,\nStandard,99204,25,80.00,";

export default function ImportCsv() {
  const { t } = useTranslation("billing");
  const { schedule, limitBytes, recent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const here = schedulePath(schedule.id);
  return (
    <CsvUploadForm
      formId="csv-import"
      limitBytes={limitBytes}
      lastResult={actionData?.result}
      heading={t("import.heading", { name: schedule.name })}
      intro={t("import.intro")}
      formatTitle={t("import.formatTitle")}
      formatIntro={t("import.formatIntro")}
      columns={CSV_COLUMNS.map(([name, key]) => ({ name, description: t(`import.columns.${key}`) }))}
      example={CSV_EXAMPLE}
      back={{ to: here, label: t("import.backToSchedule") }}
    >
      <section aria-labelledby="recent-imports" className="mt-10">
        <h2 id="recent-imports" className="text-xl font-bold">
          {t("import.recent")}
        </h2>
        {recent === null ? (
          <p className="mt-2">{t("import.recentUnavailable")}</p>
        ) : recent.length === 0 ? (
          <p className="mt-2">{t("import.none")}</p>
        ) : (
          <Table caption={t("import.recent")} captionHidden>
            <thead>
              <tr>
                <Th>{t("import.fileName")}</Th>
                <Th>{t("import.statusLabel")}</Th>
                <Th className="text-right">{t("import.imported")}</Th>
                <Th className="text-right">{t("import.rowErrors")}</Th>
              </tr>
            </thead>
            <tbody>
              {recent.map((entry) => (
                <tr key={entry.id}>
                  <Td>
                    <Link
                      to={`${here}/imports/${encodeURIComponent(entry.id)}`}
                      className="inline-flex min-h-touch items-center underline"
                    >
                      {entry.fileName ?? entry.id}
                    </Link>
                  </Td>
                  <Td>{t(`import.status.${entry.status}`, { defaultValue: entry.status })}</Td>
                  <Td className="text-right tabular-nums">
                    {t("import.importedOf", { imported: entry.importedRows, total: entry.totalRows })}
                  </Td>
                  <Td className="text-right tabular-nums">{entry.errors.length}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
    </CsvUploadForm>
  );
}
