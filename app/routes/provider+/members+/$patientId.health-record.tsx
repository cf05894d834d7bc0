import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/forms";
import { Icon } from "~/components/icons";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PatientHeader, patientPath } from "~/components/members/patient-record";
import { TestResultBadge } from "~/components/patient/badges";
import { Table, Td, Th } from "~/components/table";
import { dueLabel } from "~/domain/appointments";
import { isFinalResult, testResultOf } from "~/domain/patient-results";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { getAppointments } from "~/upstream/tasks.server";
import { loadPatient, patientFacts } from "./__patient.server";

export const handle = {
  i18n: ["members", "patient"],
  titleKey: "members:health.title",
  breadcrumb: crumbsFrom,
};

/**
 * The patient's health record: test results as the spec names them (POSITIVE, NEGATIVE, INVALID,
 * RESULT AWAITED; part 2 §4) with the lab report of each final one, and the vaccination card,
 * both through the download building block (a failed download lands on a page that says so).
 */
export const loader = guarded("patientRecord.read", async ({ request, context, params }) => {
  const client = upstream(context, request);
  const patient = await loadPatient(client, context, request, params.patientId, "patientRecord.read");
  const [appointments, t] = await Promise.all([
    getAppointments(client, patient.id),
    getT(context.locale, "members"),
  ]);
  const facts = patientFacts(patient, context.locale);
  const results = orThrow(appointments, context)
    .map((task) => ({ task, result: testResultOf(task.testResult) }))
    .filter((entry) => entry.result !== null)
    .sort((a, b) => (b.task.dueDate ?? "").localeCompare(a.task.dueDate ?? ""))
    .map(({ task, result }) => ({
      id: task.id,
      name: task.name ?? "",
      dueDate: task.dueDate ?? null,
      taken: dueLabel(task.dueDate, task.location?.timeZoneId ?? context.timeZone, context.locale),
      clinic: task.location?.name ?? "",
      result: result!,
      hasReport: isFinalResult(result),
    }));
  return {
    facts,
    results,
    pageTitle: t("health.titleOf", { name: facts.name }),
    crumbs: [
      { label: t("title"), to: "/provider/members" },
      { label: facts.name, to: patientPath(patient.id) },
      { label: t("health.title") },
    ],
  };
});

export default function HealthRecord() {
  const { t } = useTranslation("members");
  const { facts, results } = useLoaderData<typeof loader>();
  const path = patientPath(facts.id);
  return (
    <>
      <PatientHeader patient={facts} />
      <h2 className="mt-6 text-xl font-bold">{t("health.results")}</h2>
      {results.length === 0 ? (
        <p className="mt-2">{t("health.noResults")}</p>
      ) : (
        <Table caption={t("health.results")} captionHidden>
          <thead>
            <tr>
              <Th>{t("health.test")}</Th>
              <Th>{t("health.taken")}</Th>
              <Th>{t("health.clinic")}</Th>
              <Th>{t("health.result")}</Th>
              <Th>{t("health.report")}</Th>
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr key={r.id}>
                <Td>{r.name}</Td>
                <Td>{r.dueDate ? <time dateTime={r.dueDate}>{r.taken}</time> : ""}</Td>
                <Td>{r.clinic}</Td>
                <Td>
                  <TestResultBadge result={r.result} />
                </Td>
                <Td>
                  {r.hasReport ? (
                    <a
                      href={`${path}/results/${encodeURIComponent(r.id)}?returnTo=${encodeURIComponent(`${path}/health-record`)}`}
                      className="inline-flex min-h-touch items-center gap-1 underline"
                    >
                      <Icon name="download" />
                      {t("health.download", { test: r.name, date: r.taken })}
                    </a>
                  ) : (
                    t("health.awaited")
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <h2 className="mt-8 text-xl font-bold">{t("health.vaccinationCard")}</h2>
      <p className="mt-1">{t("health.vaccinationCardHint")}</p>
      <a
        href={`${path}/vaccination-card?returnTo=${encodeURIComponent(`${path}/health-record`)}`}
        className={`${buttonClass("secondary")} mt-2`}
      >
        <Icon name="download" />
        {t("health.downloadCard")}
      </a>
    </>
  );
}
