import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { Tabs } from "~/components/tabs";
import { useCan } from "~/components/use-can";

/**
 * An organization's pages (DESIGN.md "URL map", decision 031), each tab its own URL. Branding is
 * a tab only for those who may change it.
 */
export function OrganizationTabs({ orgId }: { orgId: string }) {
  const { t } = useTranslation(["provider", "orgPages"]);
  const mayBrand = useCan("branding.edit");
  const base = `/provider/organizations/${encodeURIComponent(orgId)}`;
  return (
    <Tabs
      label={t("organizations.tabs")}
      tabs={[
        { to: base, label: t("organizations.overview") },
        { to: `${base}/branches`, label: t("orgPages:tabs.branches") },
        { to: `${base}/departments`, label: t("orgPages:tabs.departments") },
        { to: `${base}/staff`, label: t("orgPages:tabs.staff") },
        { to: `${base}/clinics`, label: t("orgPages:tabs.clinics") },
        { to: `${base}/lanes`, label: t("organizations.lanes") },
        { to: `${base}/patient-groups`, label: t("organizations.patientGroups") },
        { to: `${base}/events`, label: t("orgPages:tabs.events") },
        { to: `${base}/settings`, label: t("orgPages:tabs.settings") },
        ...(mayBrand ? [{ to: `${base}/branding`, label: t("orgPages:tabs.branding") }] : []),
      ]}
    />
  );
}

/** A tab's heading and the tabs under it. */
export function OrganizationTabHeading({ title, orgId }: { title: string; orgId: string }) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <OrganizationTabs orgId={orgId} />
    </>
  );
}
