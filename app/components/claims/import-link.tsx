import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CLAIM_IMPORT_PATH } from "~/domain/claims";
import { useCan } from "../use-can";
import { useOffered } from "../use-offered";
import { buttonClass } from "../forms";
import { Icon } from "../icons";

/** "Import claims", for those who may import (`claims.edit`): on the claims list and the import log. */
export function ClaimImportLink() {
  const { t } = useTranslation("claims");
  const offered = useOffered("claims.importCsv");
  if (!useCan("claims.edit") || !offered) return null;
  return (
    <Link to={CLAIM_IMPORT_PATH} className={buttonClass("primary")}>
      <Icon name="upload" />
      {t("import.link")}
    </Link>
  );
}
