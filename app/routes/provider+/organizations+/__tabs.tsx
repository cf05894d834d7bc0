import { useTranslation } from "react-i18next";
import { Tabs } from "~/components/tabs";

/**
 * An organization's pages (DESIGN.md "URL map"). Only pages that exist are tabs; the others the
 * map lists (branches, edit, branding, …) join here as their routes come.
 */
export function OrganizationTabs({ orgId }: { orgId: string }) {
  const { t } = useTranslation("provider");
  const base = `/provider/organizations/${encodeURIComponent(orgId)}`;
  return (
    <Tabs
      label={t("organizations.tabs")}
      tabs={[
        { to: base, label: t("organizations.overview") },
        { to: `${base}/lanes`, label: t("organizations.lanes") },
        { to: `${base}/patient-groups`, label: t("organizations.patientGroups") },
      ]}
    />
  );
}
