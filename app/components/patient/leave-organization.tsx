import { useTranslation } from "react-i18next";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";

export interface LeaveOrganizationData extends DeleteConfirmationBase {
  organization: string;
}

/** What leaving an organization means, on its confirmation page or dialog. */
export function LeaveOrganizationSummary({ data }: { data: LeaveOrganizationData }) {
  const { t } = useTranslation("patient");
  return (
    <>
      <p className="text-lg">{t("organizations.leaveQuestion", { name: data.organization })}</p>
      <p className="mt-2">{t("organizations.leaveConsequence", { name: data.organization })}</p>
      {data.canDelete ? null : (
        <p className="mt-2 font-semibold" role="note">
          {t("organizations.lastOne")}
        </p>
      )}
    </>
  );
}
