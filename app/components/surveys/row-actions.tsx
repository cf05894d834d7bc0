import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../forms";

/** A row's Edit and Delete links, each naming the row for screen readers. */
export function RowActions({
  label,
  editHref,
  deleteHref,
}: {
  label: string;
  editHref: string;
  deleteHref: string;
}) {
  const { t } = useTranslation("surveys");
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={editHref} className={buttonClass("link")}>
        {t("actions.edit")}
        <span className="sr-only">: {label}</span>
      </Link>
      <Link to={deleteHref} className={buttonClass("link")}>
        {t("actions.delete")}
        <span className="sr-only">: {label}</span>
      </Link>
    </div>
  );
}
