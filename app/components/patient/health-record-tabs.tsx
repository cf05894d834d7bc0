import { useTranslation } from "react-i18next";
import { Tabs } from "../tabs";

export const HEALTH_RECORD_PATH = "/curapatient/patient/health-record";

/** The patient's health record: results and files, assessments, daily assessments; each its own page. */
export function HealthRecordTabs() {
  const { t } = useTranslation("patient");
  return (
    <Tabs
      label={t("health.tabsLabel")}
      tabs={[
        { to: HEALTH_RECORD_PATH, label: t("health.tabs.results") },
        { to: `${HEALTH_RECORD_PATH}/assessments`, label: t("health.tabs.assessments") },
        { to: `${HEALTH_RECORD_PATH}/daily-assessments`, label: t("health.tabs.daily") },
      ]}
    />
  );
}
