import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsvUploadForm } from "~/components/imports/csv-upload-form";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { CLAIMS_PATH, CLAIM_CSV_COLUMNS, CLAIM_IMPORTS_PATH, claimImportPath } from "~/domain/claims";
import { msg } from "~/domain/messages";
import { relayCsvImport } from "~/http/csv-import.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { listClaimImports, uploadClaimsCsv } from "~/upstream/claims.server";

export const handle = {
  i18n: ["billing", "claims"],
  titleKey: "claims:import.title",
  breadcrumb: crumbsFrom,
};

export const loader = guarded("claims.edit", async ({ context }) => {
  const t = await getT(context.locale, "claims");
  return {
    limitBytes: context.config.uploadLimitBytes,
    crumbs: [{ label: t("list.title"), to: CLAIMS_PATH }, { label: t("import.crumb") }],
  };
});

/** The upload streams as the fee schedule import's does (decision 043). */
export const action = guarded("claims.edit", (args) =>
  relayCsvImport(args, {
    // Its answer is not needed: the read renews an expired token while the body is still unread.
    beforeBody: (client) => listClaimImports(client, { page: 0, size: 1 }),
    upload: uploadClaimsCsv,
    // The upstream's reason (missing columns, no rows) in its own words, inside our sentence.
    refused: (reason) => msg("claims:import.errors.refused", { reason }),
    logLabel: "claims upload failed",
    statusPath: claimImportPath,
  }),
);

const CSV_EXAMPLE =
  "claim_number,claim_status,date_of_service,procedure_code,zip_code,state,payer_id,organization_id,patient_name,billed_amount,allowed_amount,paid_amount,reason_code\nCLM-9001,DENIED,10/02/2026,99213,02114,MA,payer-1,org-1,Ana Chen,120.00,90.00,0,CO-97";

export default function ImportClaims() {
  const { t } = useTranslation("claims");
  const { limitBytes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <CsvUploadForm
      formId="claims-import"
      limitBytes={limitBytes}
      lastResult={actionData?.result}
      heading={t("import.heading")}
      intro={t("import.intro")}
      formatTitle={t("import.formatTitle")}
      formatIntro={t("import.formatIntro")}
      columns={CLAIM_CSV_COLUMNS.map(([name, required]) => ({
        name,
        description: t(`import.columns.${name}`),
        note: required ? undefined : t("import.optional"),
      }))}
      example={CSV_EXAMPLE}
      back={{ to: CLAIM_IMPORTS_PATH, label: t("imports.title") }}
    />
  );
}
