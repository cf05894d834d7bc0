import { useTranslation } from "react-i18next";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";

/** What the provider's delete confirmation describes (the route's loader answers it). */
export interface ProviderDeleteData extends DeleteConfirmationBase {
  name: string;
  hasAccount: boolean;
}

/** The confirmation's words: what will be deleted, or why a provider who signs in is kept. */
export function ProviderDeleteSummary({ data: confirmation }: { data: ProviderDeleteData }) {
  const { t } = useTranslation("providers");
  return (
    <p>
      {confirmation.hasAccount
        ? t("delete.hasAccount", { name: confirmation.name })
        : t("delete.summary", { name: confirmation.name })}
    </p>
  );
}
