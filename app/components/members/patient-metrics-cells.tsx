import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { carePlanStatusKey } from "~/domain/care-plans";
import { Td } from "../table";
import { patientPath } from "./patient-record";

export interface PatientMetricsRow {
  id: string;
  name: string;
  /** Whether the user may open the record: one outside their tree would answer 404. */
  opens: boolean;
  /** Every plan, newest first as the upstream sends them, each with its status's key. */
  carePlans: MetricsPlan[];
  treatmentStatus: string;
  lastActive: string;
}

export interface MetricsPlan {
  id: string;
  name: string;
  statusKey: ReturnType<typeof carePlanStatusKey>;
}

/**
 * A patient's plans as the row shows them: all of them, not the first one's status (issue 38), in
 * the upstream's order (newest first) and the one wording of the members list and the record.
 */
export function metricsPlans(
  plans:
    ReadonlyArray<{ id: string; name?: string | null; carePlanStatus?: string | null }> | null | undefined,
): MetricsPlan[] {
  return (plans ?? []).map((plan) => ({
    id: plan.id,
    name: plan.name ?? plan.id,
    statusKey: carePlanStatusKey(plan.carePlanStatus),
  }));
}

/**
 * A row's cells of a provider's patients with their metrics (`patients-with-metrics`): the name
 * (to the record when the user may open it), care plans each with its status, the treatment status,
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
  const { t } = useTranslation("members");
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
      <Td>
        {patient.carePlans.length > 0 ? (
          <ul>
            {patient.carePlans.map((plan) => (
              <li key={plan.id}>
                {plan.statusKey
                  ? t("members:planWithStatus", { name: plan.name, status: t(plan.statusKey) })
                  : plan.name}
              </li>
            ))}
          </ul>
        ) : null}
      </Td>
      <Td>{patient.treatmentStatus}</Td>
      {extra}
      <Td>{patient.lastActive}</Td>
    </>
  );
}
