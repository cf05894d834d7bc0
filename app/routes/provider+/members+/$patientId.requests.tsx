import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PatientHeader, patientPath } from "~/components/members/patient-record";
import { RequestActions } from "~/components/patient-requests/request-actions";
import { Table, Td, Th } from "~/components/table";
import { useCan } from "~/components/use-can";
import { formatDisplayDate, formatInstantDate } from "~/domain/format";
import { typeKey } from "~/domain/patient-requests";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getPatientRequestsOf } from "~/upstream/patient-requests.server";
import { loadPatient, patientFacts } from "./__patient.server";

export const handle = {
  i18n: ["members", "patientRequests"],
  titleKey: "patientRequests:title",
  breadcrumb: crumbsFrom,
};

/** The patient's requests (`GET /api/patient-requests/lite/patient/{id}`), newest first. */
export const loader = guarded("patientRequests.read", async ({ request, context, params, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "patientRequests.read");
  const [result, t, tm] = await Promise.all([
    getPatientRequestsOf(client, patient.id),
    getT(context.locale, "patientRequests"),
    getT(context.locale, "members"),
  ]);
  const requests = orThrow(result, context);
  const facts = patientFacts(patient, context.locale);
  return {
    facts,
    patientId: patient.id,
    pageTitle: t("ofPatient", { name: facts.name }),
    crumbs: [
      { label: tm("title"), to: "/provider/members" },
      { label: facts.name, to: patientPath(patient.id) },
      { label: t("title") },
    ],
    requests: requests.map((r) => ({
      id: r.id,
      requestType: r.requestType,
      status: r.status,
      requestedAt: r.requestedAt,
      requested: formatInstantDate(r.requestedAt, context.timeZone),
      serviceDate: r.serviceDate ? formatDisplayDate(r.serviceDate) : "",
    })),
  };
});

export default function PatientRequestsTab() {
  const { t } = useTranslation("patientRequests");
  const { facts, requests, patientId } = useLoaderData<typeof loader>();
  const here = useLocation();
  const mayHandle = useCan("patientRequests.handle");
  return (
    <>
      <PatientHeader patient={facts} />
      <h2 className="mt-6 text-xl font-bold">{t("title")}</h2>
      {requests.length === 0 ? (
        <p className="mt-4">{t("noneForPatient")}</p>
      ) : (
        <Table caption={t("ofPatient", { name: facts.name })}>
          <thead>
            <tr>
              <Th>{t("columns.type")}</Th>
              <Th>{t("columns.status")}</Th>
              <Th>{t("columns.requested")}</Th>
              <Th>{t("columns.serviceDate")}</Th>
              {mayHandle ? <Th>{t("columns.actions")}</Th> : null}
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr key={r.id}>
                <Td>{t(`typeOptions.${typeKey(r.requestType)}`, { defaultValue: r.requestType })}</Td>
                <Td>{t(`statuses.${r.status}`, { defaultValue: r.status })}</Td>
                <Td>
                  <time dateTime={r.requestedAt}>{r.requested}</time>
                </Td>
                <Td>{r.serviceDate}</Td>
                {mayHandle ? (
                  <Td>
                    <RequestActions
                      requestId={r.id}
                      requestType={r.requestType}
                      patientId={patientId}
                      patientName={facts.name}
                      back={`${here.pathname}${here.search}`}
                    />
                  </Td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
