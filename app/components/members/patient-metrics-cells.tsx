import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Td } from "../table";
import { patientPath } from "./patient-record";

export interface PatientMetricsRow {
  id: string;
  name: string;
  /** Whether the user may open the record: one outside their tree would answer 404. */
  opens: boolean;
  carePlans: string;
  carePlanStatus: string | null;
  treatmentStatus: string;
  lastActive: string;
}

/**
 * A row's cells of a provider's patients with their metrics (`patients-with-metrics`): the name
 * (to the record when the user may open it), care plans, their status, the treatment status,
 * `extra` columns, and when the patient was last active.
 */
export function PatientMetricsCells({
  patient,
  otherOrganization,
  extra,
}: {
  patient: PatientMetricsRow;
  /** Said under the name of a patient whose record is elsewhere. */
  otherOrganization: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation("carePlans");
  return (
    <>
      <Td>
        {patient.opens ? (
          <Link
            to={patientPath(patient.id)}
            className="inline-flex min-h-touch items-center font-semibold underline"
          >
            {patient.name}
          </Link>
        ) : (
          <>
            {patient.name}
            <span className="block text-sm text-slate-700">{otherOrganization}</span>
          </>
        )}
      </Td>
      <Td>{patient.carePlans}</Td>
      <Td>
        {patient.carePlanStatus
          ? t(`carePlans:statuses.${patient.carePlanStatus}`, { defaultValue: patient.carePlanStatus })
          : ""}
      </Td>
      <Td>{patient.treatmentStatus}</Td>
      {extra}
      <Td>{patient.lastActive}</Td>
    </>
  );
}
