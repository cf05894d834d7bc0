import { useTranslation } from "react-i18next";
import { programPath } from "~/domain/programs";
import { Tabs } from "../tabs";

/** A program's pages as tabs, each its own URL. */
export function ProgramTabs({ programId }: { programId: string }) {
  const { t } = useTranslation("programs");
  return (
    <Tabs
      label={t("tabs.label")}
      tabs={[
        { to: programPath(programId), label: t("tabs.overview") },
        { to: programPath(programId, "phases"), label: t("tabs.phases") },
        { to: programPath(programId, "criteria"), label: t("tabs.criteria") },
        { to: programPath(programId, "enrollment"), label: t("tabs.enrollment") },
        { to: programPath(programId, "products"), label: t("tabs.products") },
      ]}
    />
  );
}
