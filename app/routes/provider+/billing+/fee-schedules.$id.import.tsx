import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { SCHEDULES_PATH, schedulePath } from "~/components/billing/crumbs";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { CsvFileInput } from "~/components/billing/csv-file-input";
import { ErrorSummary, SubmitButton, buttonClass, summarize } from "~/components/forms";
import { Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { Table, Td, Th } from "~/components/table";
import { useAppForm } from "~/components/use-app-form";
import { drain, multipartBoundary, sniffCsvUpload } from "~/domain/billing-multipart";
import { UPLOAD_OVERHEAD_BYTES, megabytes } from "~/domain/billing-params";
import { csvUploadSchema } from "~/domain/billing-upload";
import { msg } from "~/domain/messages";
import { getT } from "~/i18n/i18n.server";
import { log } from "~/observability/logger.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { getFeeSchedule, getImportLogs, uploadFeeScheduleCsv } from "~/upstream/fee-schedules.server";
import { orThrow } from "~/http/outcome.server";

export const handle = { i18n: ["billing"], titleKey: "billing:import.title", breadcrumb: crumbsFrom };

export const loader = guarded("billing.edit", async ({ request, context, params }) => {
  const client = upstream(context, request);
  const [scheduleResult, logs] = await Promise.all([
    getFeeSchedule(client, params.id!),
    getImportLogs(client, { feeScheduleId: params.id!, page: 0, size: 10 }),
  ]);
  const schedule = orThrow(scheduleResult, context);
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

type UploadReply = { result: SubmissionResult<string[]> };

function refuse(key: string, status: number, params?: Record<string, string | number>) {
  const result: SubmissionResult<string[]> = {
    status: "error",
    initialValue: {},
    error: { file: [msg(key, params)] },
  };
  return data<UploadReply>({ result }, { status });
}

/**
 * The upload streams: request.formData() is never called. Content-Length is checked first, then
 * only the multipart headers of the file part are read (billing-multipart.ts) and the body goes
 * on to the upstream as it arrives, with the browser's own content type and boundary.
 */
export const action = guarded("billing.edit", async ({ request, context, params, session }) => {
  const scheduleId = params.id!;
  const limit = context.config.uploadLimitBytes;
  const maxBody = limit + UPLOAD_OVERHEAD_BYTES;
  const contentType = request.headers.get("content-type") ?? "";
  const boundary = multipartBoundary(contentType);
  if (!boundary) {
    await drain(request.body);
    return refuse("billing:import.errors.missing", 400);
  }
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBody) {
    await drain(request.body);
    return refuse("billing:import.errors.tooLarge", 413, { mb: megabytes(limit) });
  }

  // Reading the schedule first proves it exists and refreshes an expired token now, while the
  // body is still unread: a streamed body cannot be sent a second time.
  const client = upstream(context, request);
  const schedule = await getFeeSchedule(client, scheduleId);
  if (!schedule.ok) {
    await drain(request.body);
    orThrow(schedule, context);
  }

  const sniff = await sniffCsvUpload(request.body, boundary, { fieldName: "file", maxBytes: maxBody });
  if (!sniff.ok) {
    if (sniff.problem === "notCsv")
      return refuse("billing:import.errors.notCsv", 400, { name: sniff.part?.fileName ?? "" });
    return refuse(
      sniff.problem === "missing" ? "billing:import.errors.missing" : "billing:import.errors.malformed",
      400,
    );
  }

  const outcome = await uploadFeeScheduleCsv(client, scheduleId, sniff.stream, contentType, sniff.tooLarge);
  if (!outcome.ok) {
    switch (outcome.kind) {
      case "tooLarge":
        return refuse("billing:import.errors.tooLarge", 413, { mb: megabytes(limit) });
      case "unauthorized":
        // The token expired in the moment between the check and the upload: renew it, ask again.
        await client.refresh(session.refreshToken);
        return refuse("billing:import.errors.retry", 400);
      case "validation": {
        const messages = outcome.fieldErrors.map((e) => e.message);
        const result: SubmissionResult<string[]> = {
          status: "error",
          initialValue: {},
          error: { file: messages.length ? messages : [msg("billing:import.errors.failed")] },
        };
        return data<UploadReply>({ result }, { status: 400 });
      }
      default:
        log.warn("csv upload failed", { kind: outcome.kind, status: outcome.status });
        return refuse(
          outcome.kind === "timeout" || outcome.kind === "network"
            ? "billing:import.errors.unavailable"
            : "billing:import.errors.failed",
          502,
        );
    }
  }
  context.jar.setFlash({
    kind: "success",
    key: "billing:flash.importStarted",
    params: { name: sniff.part.fileName ?? "" },
  });
  return redirect(`${schedulePath(scheduleId)}/imports/${encodeURIComponent(outcome.data.id)}`, 303);
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
  const schema = useMemo(() => csvUploadSchema(limitBytes), [limitBytes]);
  const [form, fields] = useAppForm({ id: "csv-import", schema, lastResult: actionData?.result });
  const here = schedulePath(schedule.id);
  return (
    <>
      <PageHeading>{t("import.heading", { name: schedule.name })}</PageHeading>
      <p className="mt-2 max-w-3xl">{t("import.intro")}</p>

      <h2 className="mt-6 text-lg font-bold">{t("import.formatTitle")}</h2>
      <p className="mt-1 max-w-3xl">{t("import.formatIntro")}</p>
      <ul className="ml-6 mt-2 max-w-3xl list-disc space-y-1">
        {CSV_COLUMNS.map(([column, key]) => (
          <li key={column}>
            <code className="font-mono">{column}</code>
            {": "}
            {t(`import.columns.${key}`)}
          </li>
        ))}
      </ul>
      <pre className="mt-2 max-w-3xl overflow-x-auto rounded bg-slate-100 p-3 font-mono text-sm">
        {CSV_EXAMPLE}
      </pre>

      <div className="mt-6 max-w-2xl">
        <ErrorSummary errors={summarize(form, [fields.file])} />
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate>
          <CsvFileInput
            meta={fields.file}
            label={t("import.file")}
            hint={t("import.fileHint", { mb: megabytes(limitBytes) })}
          />
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <SubmitButton>
              <Icon name="upload" />
              {t("import.submit")}
            </SubmitButton>
            <Link to={here} className={buttonClass("link")}>
              {t("import.backToSchedule")}
            </Link>
          </div>
        </Form>
      </div>

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
    </>
  );
}
