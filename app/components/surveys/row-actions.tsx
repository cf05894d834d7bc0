import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";
import { DeleteControl, type ConfirmationSummary } from "../delete-confirmation";
import { buttonClass } from "../forms";

/**
 * A row's Edit link and Delete control, each naming the row for screen readers: the delete is a
 * link to its confirmation page without JavaScript, the same confirmation in a dialog with it.
 */
export function RowActions<T extends DeleteConfirmationBase>({
  label,
  editHref,
  deleteHref,
  Summary,
}: {
  label: string;
  editHref: string;
  deleteHref: string;
  Summary: ConfirmationSummary<T>;
}) {
  const { t } = useTranslation("surveys");
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={editHref} className={buttonClass("link")}>
        {t("actions.edit")}
        <span className="sr-only">: {label}</span>
      </Link>
      <DeleteControl href={deleteHref} Summary={Summary} className={buttonClass("link")}>
        {t("actions.delete")}
        <span className="sr-only">: {label}</span>
      </DeleteControl>
    </div>
  );
}
