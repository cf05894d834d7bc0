import { redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DownloadLink } from "~/components/download-link";
import { SubmitButton } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PatientHeader, patientPath } from "~/components/members/patient-record";
import { TestResultBadge } from "~/components/patient/badges";
import { Table, Td, Th } from "~/components/table";
import { dueLabel } from "~/domain/appointments";
import { fileRow } from "~/domain/patient-files";
import { isFinalResult, testsWithResults } from "~/domain/patient-results";
import { notFound } from "~/http/not-found.server";
import { actionFlash, orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getPatientFiles } from "~/upstream/patient-files.server";
import { getAppointments, updateIsContacted } from "~/upstream/tasks.server";
import { loadPatientTask } from "./__health-record.server";
import { loadPatient, organizationsAllowed, patientFacts, patientName } from "./__patient.server";

export const handle = {
  i18n: ["members", "patient"],
  titleKey: "members:health.title",
  breadcrumb: crumbsFrom,
};

/**
 * The patient's health record: test results as the spec names them (POSITIVE, NEGATIVE, INVALID,
 * RESULT AWAITED; part 2 §4) with the lab report of each final one and the lab order of each sent
 * to a lab, whether the patient has been contacted about a final result, the files the patient
 * uploaded, and the vaccination card. Files go through the download building block (a failed
 * download lands on a page that says so).
 */
export const loader = guarded("patientRecord.read", async ({ request, context, params, session, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "patientRecord.read");
  const [appointments, files, editable, t] = await Promise.all([
    getAppointments(client, patient.id),
    getPatientFiles(client, patient.id),
    organizationsAllowed(context, request, session, patient, "patientRecord.edit"),
    getT(context.locale, "members"),
  ]);
  const facts = patientFacts(patient, context.locale);
  const results = testsWithResults(orThrow(appointments, context)).map(({ task, result }) => ({
    id: task.id,
    name: task.name ?? "",
    dueDate: task.dueDate ?? null,
    taken: dueLabel(task.dueDate, task.location?.timeZoneId ?? context.timeZone, context.locale),
    clinic: task.location?.name ?? "",
    result,
    hasReport: isFinalResult(result),
    hasOrder: Boolean(task.elisOrderId),
    // Staff call about a final result; before it there is nothing to tell.
    contacted: task.elisOrderId && isFinalResult(result) ? task.isContacted === true : null,
  }));
  return {
    facts,
    results,
    files: orThrow(files, context).map((file) => fileRow(file, context.locale, context.timeZone)),
    // Only where the change would be allowed: reading a patient elsewhere is not changing them.
    mayEdit: editable.length > 0,
    pageTitle: t("health.titleOf", { name: facts.name }),
    crumbs: [
      { label: t("title"), to: "/provider/members" },
      { label: facts.name, to: patientPath(patient.id) },
      { label: t("health.title") },
    ],
  };
});

/** Marks whether staff have contacted the patient about one test's result. */
export const action = guarded("patientRecord.edit", async ({ request, context, params, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "patientRecord.edit");
  const form = await request.formData();
  const task = await loadPatientTask(client, context, patient, String(form.get("taskId") ?? ""));
  if (!task.elisOrderId) throw notFound(context);
  const contacted = form.get("contacted") === "true";
  const result = await updateIsContacted(client, task.elisOrderId, contacted);
  const named = { name: patientName(patient), test: task.name ?? "" };
  if (result.ok)
    context.jar.setFlash({
      kind: "success",
      key: contacted ? "members:health.contactedSaved" : "members:health.notContactedSaved",
      params: named,
    });
  else context.jar.setFlash(actionFlash(result, { success: "", failure: "members:health.contactedFailed" }));
  return redirect(`${patientPath(patient.id)}/health-record`, 303);
});

export default function HealthRecord() {
  const { t } = useTranslation("members");
  const { facts, results, files, mayEdit } = useLoaderData<typeof loader>();
  const path = patientPath(facts.id);
  const here = `${path}/health-record`;
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
              <Th>{t("health.labOrder")}</Th>
              <Th>{t("health.followUp")}</Th>
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
                    <DownloadLink href={`${path}/results/${encodeURIComponent(r.id)}`} returnTo={here}>
                      {t("health.download", { test: r.name, date: r.taken })}
                    </DownloadLink>
                  ) : (
                    t("health.awaited")
                  )}
                </Td>
                <Td>
                  {r.hasOrder ? (
                    <DownloadLink href={`${path}/orders/${encodeURIComponent(r.id)}`} returnTo={here}>
                      {t("health.downloadOrder", { test: r.name, date: r.taken })}
                    </DownloadLink>
                  ) : (
                    t("health.noOrder")
                  )}
                </Td>
                <Td>
                  {r.contacted === null ? null : (
                    <div className="flex flex-col items-start gap-1">
                      <span>{r.contacted ? t("health.contacted") : t("health.notContacted")}</span>
                      {mayEdit ? (
                        <Form method="post">
                          <input type="hidden" name="taskId" value={r.id} />
                          <input type="hidden" name="contacted" value={r.contacted ? "false" : "true"} />
                          <SubmitButton variant="secondary" intent={`contacted:${r.id}`}>
                            {r.contacted ? t("health.markNotContacted") : t("health.markContacted")}
                            <span className="sr-only">
                              {" "}
                              {t("health.aboutResult", { test: r.name, date: r.taken })}
                            </span>
                          </SubmitButton>
                        </Form>
                      ) : null}
                    </div>
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <h2 className="mt-8 text-xl font-bold">{t("health.files")}</h2>
      {files.length === 0 ? (
        <p className="mt-2">{t("health.noFiles")}</p>
      ) : (
        <Table caption={t("health.files")} captionHidden>
          <thead>
            <tr>
              <Th>{t("health.fileName")}</Th>
              <Th>{t("health.fileKind")}</Th>
              <Th>{t("health.fileSize")}</Th>
              <Th>{t("health.uploaded")}</Th>
              <Th>{t("health.fileDescription")}</Th>
            </tr>
          </thead>
          <tbody>
            {files.map((f) => (
              <tr key={f.id}>
                <Td>
                  <DownloadLink href={`${path}/files/${encodeURIComponent(f.id)}`} returnTo={here}>
                    {t("health.downloadFile", { name: f.name })}
                  </DownloadLink>
                </Td>
                <Td>{t(`health.kind.${f.kind}`)}</Td>
                <Td>{f.size}</Td>
                <Td>{f.uploadedAt ? <time dateTime={f.uploadedAt}>{f.uploaded}</time> : ""}</Td>
                <Td>{f.description}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <h2 className="mt-8 text-xl font-bold">{t("health.vaccinationCard")}</h2>
      <p className="mt-1">{t("health.vaccinationCardHint")}</p>
      <DownloadLink href={`${path}/vaccination-card`} returnTo={here} look="secondary" className="mt-2">
        {t("health.downloadCard")}
      </DownloadLink>
    </>
  );
}
