import { useTranslation } from "react-i18next";
import { typeKey } from "~/domain/patient-requests";

export interface RequestFactsData {
  patientName: string;
  requestType: string;
  status: string;
  requested: string;
  serviceDate: string;
  organizationName: string;
}

/** The request a page is about, so staff see what they are changing. */
export function RequestFacts({ facts }: { facts: RequestFactsData }) {
  const { t } = useTranslation("patientRequests");
  const rows: Array<[string, string]> = [
    [t("columns.patient"), facts.patientName],
    [t("columns.type"), t(`typeOptions.${typeKey(facts.requestType)}`, { defaultValue: facts.requestType })],
    [t("columns.status"), t(`statuses.${facts.status}`, { defaultValue: facts.status })],
    [t("columns.requested"), facts.requested],
    [t("columns.serviceDate"), facts.serviceDate || t("none")],
    [t("columns.organization"), facts.organizationName],
  ];
  return (
    <dl className="mt-4 grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
