import { useTranslation } from "react-i18next";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";

export type RevokeData = DeleteConfirmationBase;

/** What stopping the subscription does, for its confirmation page and dialog. */
export function RevokeSummary() {
  const { t } = useTranslation("calendar");
  return <p>{t("subscription.revokeBody")}</p>;
}
