import { useTranslation } from "react-i18next";
import { PageHeading } from "../layout/page-heading";
import { Tabs } from "../tabs";
import { useCan } from "../use-can";

export const patientPath = (patientId: string) => `/provider/members/${encodeURIComponent(patientId)}`;

/** The patient record's heading and tabs; each tab is a page with its own URL. */
export function PatientHeader({
  patient,
}: {
  patient: { id: string; name: string; dateOfBirth: string | null; age: number | null };
}) {
  const { t } = useTranslation("members");
  const path = patientPath(patient.id);
  const mayReadActivity = useCan("activity.read");
  const mayReadNotes = useCan("notes.read");
  const mayReadAppointments = useCan("appointments.read");
  const mayReadRecord = useCan("patientRecord.read");
  const mayReadAssessments = useCan("assessments.read") && mayReadRecord;
  const mayReadRequests = useCan("patientRequests.read");
  const mayReadPrograms = useCan("programs.read");
  const mayReadAccess = useCan("audit.read");
  return (
    <>
      <PageHeading>{patient.name}</PageHeading>
      {patient.dateOfBirth ? (
        <p className="mt-1 text-slate-700">
          {t("record.born", { date: patient.dateOfBirth })}
          {patient.age !== null ? ` ${t("age", { count: patient.age })}` : ""}
        </p>
      ) : null}
      <Tabs
        label={t("record.tabs")}
        tabs={[
          { to: path, label: t("record.overview") },
          ...(mayReadActivity ? [{ to: `${path}/activity`, label: t("record.activity") }] : []),
          ...(mayReadRecord ? [{ to: `${path}/health-record`, label: t("health.title") }] : []),
          ...(mayReadAssessments ? [{ to: `${path}/assessments`, label: t("assessments.title") }] : []),
          ...(mayReadAppointments ? [{ to: `${path}/appointments`, label: t("appointments.title") }] : []),
          ...(mayReadNotes ? [{ to: `${path}/notes`, label: t("notes.title") }] : []),
          ...(mayReadRequests ? [{ to: `${path}/requests`, label: t("record.requests") }] : []),
          ...(mayReadPrograms ? [{ to: `${path}/programs`, label: t("record.programs") }] : []),
          ...(mayReadAccess ? [{ to: `${path}/access-history`, label: t("record.accessHistory") }] : []),
        ]}
      />
    </>
  );
}
