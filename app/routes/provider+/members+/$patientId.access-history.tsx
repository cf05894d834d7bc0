import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccessEvents } from "~/components/audit/access-events";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PatientHeader, patientPath } from "~/components/members/patient-record";
import { PATIENT_ACCESS_LIST, auditParams } from "~/domain/audit";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { readListQuery, saveListQuery, showsSaved } from "~/session/list-preferences.server";
import { listAuditEvents } from "~/upstream/audit.server";
import { accessRow } from "./__access-history.server";
import { loadPatient, patientFacts } from "./__patient.server";

export const handle = {
  i18n: ["members", "audit"],
  titleKey: "audit:patient.title",
  breadcrumb: crumbsFrom,
};

/**
 * Who opened or changed this patient's data, newest first (issue 43; `GET /api/audit-events`, an
 * extension). The patient is read first: one outside the user's tree is the 404 page before the
 * trail is asked. A backend without the trail leaves the page saying so.
 */
export const loader = guarded("audit.read", async ({ request, context, params, client }) => {
  const query = readListQuery(context, request, PATIENT_ACCESS_LIST);
  const patient = await loadPatient(client, context, request, params.patientId, "audit.read");
  const [result, t, tm] = await Promise.all([
    listAuditEvents(client, { ...auditParams(query.filters), patientId: patient.id }, query.page, query.size),
    getT(context.locale, "audit"),
    getT(context.locale, "members"),
  ]);
  const facts = patientFacts(patient, context.locale);
  const base = {
    facts,
    query,
    saved: showsSaved(context, PATIENT_ACCESS_LIST, query),
    pageTitle: t("patient.titleOf", { name: facts.name }),
    crumbs: [
      { label: tm("title"), to: "/provider/members" },
      { label: facts.name, to: patientPath(patient.id) },
      { label: t("patient.title") },
    ],
  };
  if (!result.ok && result.kind === "not-offered") return { ...base, notOffered: true as const, list: null };
  const page = orThrow(result, context);
  return {
    ...base,
    notOffered: false as const,
    list: { ...page, content: page.content.map((event, i) => accessRow(event, i, context)) },
  };
});

export const action = guarded("audit.read", async ({ request, context }) =>
  saveListQuery(context, request, PATIENT_ACCESS_LIST),
);

export default function PatientAccessHistory() {
  const { t } = useTranslation("audit");
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PatientHeader patient={data.facts} />
      <h2 className="mt-6 text-xl font-bold">{t("patient.title")}</h2>
      <AccessEvents
        intro={t("patient.intro")}
        spec={PATIENT_ACCESS_LIST}
        query={data.query}
        list={data.list}
        saved={data.saved}
        caption={t("patient.caption", { name: data.facts.name })}
      />
    </>
  );
}
