import { useTranslation } from "react-i18next";
import { Tabs } from "../tabs";

/** A provider's two member lists: the organization's, and their own patients. */
export function MemberTabs({ isPerformer }: { isPerformer: boolean }) {
  const { t } = useTranslation("members");
  if (!isPerformer) return null;
  return (
    <Tabs
      label={t("mine.tabs")}
      tabs={[
        { to: "/provider/members", label: t("mine.organizationTab") },
        { to: "/provider/members/mine", label: t("mine.title") },
      ]}
    />
  );
}
