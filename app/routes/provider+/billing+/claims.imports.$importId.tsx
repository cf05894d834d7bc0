import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ImportStatus, useLiveImport } from "~/components/imports/import-status";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { useCan } from "~/components/use-can";
import { CLAIMS_PATH, CLAIM_IMPORTS_PATH, CLAIM_IMPORT_PATH } from "~/domain/claims";
import { notFound, requireValidId } from "~/http/not-found.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { listClaimImports } from "~/upstream/claims.server";

export const handle = {
  i18n: ["billing", "claims"],
  titleKey: "claims:importStatus.title",
  breadcrumb: crumbsFrom,
};

/** One claim import: its progress (live with CLAIM_IMPORT_PROGRESS), its counts and rejected rows. */
export const loader = guarded("claims.read", async ({ context, params, client }) => {
  const importId = requireValidId(context, params.importId);
  const result = await listClaimImports(client, { id: importId, page: 0, size: 1 });
  const found = orThrow(result, context).content.find((entry) => entry.id === importId);
  if (!found) throw notFound(context, { messageKey: "claims:importStatus.notFound" });
  const t = await getT(context.locale, "claims");
  return {
    importLog: found,
    pageTitle: t("importStatus.heading", { file: found.fileName ?? found.id }),
    crumbs: [
      { label: t("list.title"), to: CLAIMS_PATH },
      { label: t("imports.title"), to: CLAIM_IMPORTS_PATH },
      { label: t("importStatus.crumb") },
    ],
  };
});

export default function ClaimImportStatus() {
  const { t } = useTranslation("claims");
  const mayImport = useCan("claims.edit");
  const { log, running, hydrated } = useLiveImport(useLoaderData<typeof loader>(), "CLAIM_IMPORT_PROGRESS");
  return (
    <ImportStatus
      heading={t("importStatus.heading", { file: log.fileName ?? log.id })}
      log={log}
      running={running}
      hydrated={hydrated}
      importedLabel={t("imports.imported")}
      count={{ label: t("imports.rejected"), value: log.rejectedRows, testId: "rejected-rows" }}
      outcome={{ completed: t("importStatus.completed"), failed: t("importStatus.failed") }}
      back={{ to: CLAIM_IMPORTS_PATH, label: t("imports.title") }}
      anotherTo={mayImport ? CLAIM_IMPORT_PATH : null}
      refused={{
        id: "rejected-rows",
        title: t("importStatus.rejectedTitle"),
        reasonHeader: t("importStatus.reason"),
      }}
    />
  );
}
