import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DownloadLink } from "~/components/download-link";
import { PageHeading } from "~/components/layout/page-heading";
import { TestResultBadge } from "~/components/patient/badges";
import { HEALTH_RECORD_PATH, HealthRecordTabs } from "~/components/patient/health-record-tabs";
import { When } from "~/components/patient/when";
import { fileRow } from "~/domain/patient-files";
import { isFinalResult, testsWithResults } from "~/domain/patient-results";
import { getT } from "~/i18n/i18n.server";
import { getPatientFiles } from "~/upstream/patient-files.server";
import { getAppointments } from "~/upstream/tasks.server";
import { patientScope } from "./__patient-area.server";

export const handle = { i18n: ["patient"], titleKey: "patient:health.title" };

/**
 * The patient's own health record (issue 23): every test result with its lab report and its lab
 * order (the requisition the lab received), and the files they uploaded, of whoever they act for.
 * A part the upstream cannot give says so and leaves the other part in place.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = patientScope(context, request);
  const [appointments, files, t] = await Promise.all([
    getAppointments(scope.client, scope.targetId),
    getPatientFiles(scope.client, scope.targetId),
    getT(context.locale, "patient"),
  ]);
  return {
    pageTitle: scope.actingFor ? t("health.titleOf", { name: scope.actingFor.name }) : t("health.title"),
    results: appointments.ok
      ? testsWithResults(appointments.data).map(({ task, result }) => ({
          id: task.id,
          name: task.name ?? "",
          dueDate: task.dueDate ?? null,
          timeZone: task.location?.timeZoneId ?? context.timeZone,
          clinic: task.location?.name ?? "",
          result,
          hasReport: isFinalResult(result),
          hasOrder: Boolean(task.elisOrderId),
        }))
      : null,
    files: files.ok ? files.data.map((file) => fileRow(file, context.locale, context.timeZone)) : null,
  };
}

function Unavailable() {
  const { t } = useTranslation("patient");
  return (
    <p className="mt-2 border-l-4 border-amber-600 bg-amber-50 p-3">{t("dashboard.sectionUnavailable")}</p>
  );
}

export default function PatientHealthRecord() {
  const { t } = useTranslation("patient");
  const { pageTitle, results, files } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{pageTitle}</PageHeading>
      <HealthRecordTabs />
      <section aria-labelledby="results-heading" className="mt-6">
        <h2 id="results-heading" className="text-xl font-bold">
          {t("health.results")}
        </h2>
        {results === null ? <Unavailable /> : null}
        {results?.length === 0 ? <p className="mt-2">{t("dashboard.noResults")}</p> : null}
        <ul className="mt-2 divide-y divide-slate-200">
          {results?.map((r) => (
            <li key={r.id} className="py-3">
              <p className="font-semibold">{r.name}</p>
              {r.dueDate ? (
                <p className="text-slate-700">
                  <When instant={r.dueDate} timeZone={r.timeZone} />
                </p>
              ) : null}
              {r.clinic ? <p className="text-slate-700">{r.clinic}</p> : null}
              <p className="mt-1">
                <span className="sr-only">{t("dashboard.resultLabel")} </span>
                <TestResultBadge result={r.result} />
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-x-4">
                {r.hasReport ? (
                  <DownloadLink
                    href={`/curapatient/patient/test-result/${encodeURIComponent(r.id)}`}
                    returnTo={HEALTH_RECORD_PATH}
                  >
                    {t("dashboard.downloadResult", { name: r.name })}
                  </DownloadLink>
                ) : null}
                {r.hasOrder ? (
                  <DownloadLink
                    href={`${HEALTH_RECORD_PATH}/lab-orders/${encodeURIComponent(r.id)}`}
                    returnTo={HEALTH_RECORD_PATH}
                  >
                    {t("health.downloadOrder", { name: r.name })}
                  </DownloadLink>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="files-heading" className="mt-6">
        <h2 id="files-heading" className="text-xl font-bold">
          {t("health.files")}
        </h2>
        {files === null ? <Unavailable /> : null}
        {files?.length === 0 ? <p className="mt-2">{t("health.noFiles")}</p> : null}
        <ul className="mt-2 divide-y divide-slate-200">
          {files?.map((f) => (
            <li key={f.id} className="py-3">
              <DownloadLink
                href={`${HEALTH_RECORD_PATH}/files/${encodeURIComponent(f.id)}`}
                returnTo={HEALTH_RECORD_PATH}
                className="font-semibold"
              >
                {f.name}
              </DownloadLink>
              <p className="flex flex-wrap gap-x-3 text-slate-700">
                <span>{t(`health.fileKinds.${f.kind}`)}</span>
                {f.size ? <span>{f.size}</span> : null}
                {f.uploadedAt ? (
                  <span>
                    {t("health.uploaded")} <time dateTime={f.uploadedAt}>{f.uploaded}</time>
                  </span>
                ) : null}
              </p>
              {f.description ? <p>{f.description}</p> : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
