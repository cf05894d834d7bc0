import { useTranslation } from "react-i18next";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";

/** What a product's delete confirmation says; one that still has items cannot go. */
export function ProductDeleteSummary({
  data,
}: {
  data: DeleteConfirmationBase & { name: string; items: number };
}) {
  const { t } = useTranslation("programs");
  return (
    <>
      <p className="text-lg">{t("products.delete.question", { name: data.name })}</p>
      {data.canDelete ? null : <p className="mt-2">{t("products.delete.hasItems")}</p>}
    </>
  );
}

/** What a product item's delete confirmation says. */
export function ProductItemDeleteSummary({
  data,
}: {
  data: DeleteConfirmationBase & { name: string; product: string };
}) {
  const { t } = useTranslation("programs");
  return (
    <p className="text-lg">{t("products.deleteItem.question", { name: data.name, product: data.product })}</p>
  );
}
