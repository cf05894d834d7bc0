import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PatientHeader, patientPath } from "~/components/members/patient-record";
import { Table, Td, Th } from "~/components/table";
import { programPath } from "~/domain/programs";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { listPatientPrograms } from "~/upstream/programs.server";
import { loadPatient, patientFacts } from "./__patient.server";

export const handle = { i18n: ["members", "programs"], breadcrumb: crumbsFrom };

/**
 * The programs a patient is invited to or enrolled in: one read, `GET /api/patients/programs/{id}`
 * (spec part 2 §7 "Patients and family"), which the upstream answers from the user's trees, so the
 * page costs the patient's read and this one whatever the number of the patient's organizations
 * (it read the organization list once per organization before, issue 40 item 8).
 */
export const loader = guarded("programs.read", async ({ request, context, params, client }) => {
  const patient = await loadPatient(client, context, request, params.patientId, "programs.read");
  const [programs, t] = await Promise.all([
    listPatientPrograms(client, patient.id),
    getT(context.locale, "members"),
  ]);
  const facts = patientFacts(patient, context.locale);
  return {
    facts,
    programs: orThrow(programs, context),
    pageTitle: t("record.programsOf", { name: facts.name }),
    crumbs: [
      { label: t("title"), to: "/provider/members" },
      { label: facts.name, to: patientPath(patient.id) },
      { label: t("record.programs") },
    ],
  };
});

export default function PatientPrograms() {
  const { t } = useTranslation("programs");
  const { facts, programs } = useLoaderData<typeof loader>();
  return (
    <>
      <PatientHeader patient={facts} />
      <h2 className="mt-6 text-xl font-bold">{t("patient.heading")}</h2>
      {programs.length === 0 ? (
        <p className="mt-2">{t("patient.none")}</p>
      ) : (
        <Table caption={t("patient.heading")} captionHidden>
          <thead>
            <tr>
              <Th>{t("list.name")}</Th>
              <Th>{t("list.type")}</Th>
              <Th>{t("list.category")}</Th>
              <Th>{t("patient.status")}</Th>
            </tr>
          </thead>
          <tbody>
            {programs.map((p) => (
              <tr key={p.id}>
                <Td>
                  <Link to={programPath(p.id)} className="font-semibold underline">
                    {p.name}
                  </Link>
                </Td>
                <Td>{p.typeName ?? ""}</Td>
                <Td>{p.categoryName ?? ""}</Td>
                <Td>
                  {p.patientStatus
                    ? t(`patientStatuses.${p.patientStatus}`, { defaultValue: p.patientStatus })
                    : ""}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
