import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CsvFileInput } from "~/components/billing/csv-file-input";
import { ErrorSummary, SubmitButton, buttonClass, summarize } from "~/components/forms";
import { Icon } from "~/components/icons";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { useAppForm } from "~/components/use-app-form";
import { drain, multipartBoundary, sniffCsvUpload } from "~/domain/billing-multipart";
import { UPLOAD_OVERHEAD_BYTES, megabytes } from "~/domain/billing-params";
import { csvUploadSchema } from "~/domain/billing-upload";
import { CLAIMS_PATH, CLAIM_CSV_COLUMNS, CLAIM_IMPORTS_PATH, claimImportPath } from "~/domain/claims";
import { msg } from "~/domain/messages";
import { getT } from "~/i18n/i18n.server";
import { log } from "~/observability/logger.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
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

type UploadReply = { result: SubmissionResult<string[]> };

function refuse(messages: string[], status: number) {
  const result: SubmissionResult<string[]> = { status: "error", initialValue: {}, error: { file: messages } };
  return data<UploadReply>({ result }, { status });
}

/**
 * The upload streams as the fee schedule import's does (decision 043): Content-Length first, then
 * only the file part's headers are read and the body goes on to the upstream as it arrives.
 */
export const action = guarded("claims.edit", async ({ request, context, session }) => {
  const limit = context.config.uploadLimitBytes;
  const maxBody = limit + UPLOAD_OVERHEAD_BYTES;
  const contentType = request.headers.get("content-type") ?? "";
  const boundary = multipartBoundary(contentType);
  if (!boundary) {
    await drain(request.body);
    return refuse([msg("billing:import.errors.missing")], 400);
  }
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBody) {
    await drain(request.body);
    return refuse([msg("billing:import.errors.tooLarge", { mb: megabytes(limit) })], 413);
  }
  const client = upstream(context, request);
  // A streamed body cannot be sent twice: a first small read renews an expired token now, while
  // the body is still unread (its answer is not needed).
  await listClaimImports(client, { page: 0, size: 1 });
  const sniff = await sniffCsvUpload(request.body, boundary, { fieldName: "file", maxBytes: maxBody });
  if (!sniff.ok) {
    if (sniff.problem === "notCsv")
      return refuse([msg("billing:import.errors.notCsv", { name: sniff.part?.fileName ?? "" })], 400);
    return refuse(
      [
        msg(
          sniff.problem === "missing" ? "billing:import.errors.missing" : "billing:import.errors.malformed",
        ),
      ],
      400,
    );
  }
  const outcome = await uploadClaimsCsv(client, sniff.stream, contentType, sniff.tooLarge);
  if (!outcome.ok) {
    switch (outcome.kind) {
      case "tooLarge":
        return refuse([msg("billing:import.errors.tooLarge", { mb: megabytes(limit) })], 413);
      case "unauthorized":
        await client.refresh(session.refreshToken);
        return refuse([msg("billing:import.errors.retry")], 400);
      case "validation": {
        // The upstream's reason (missing columns, no rows) in its own words, inside our sentence.
        const reasons = outcome.fieldErrors.map((e) => e.message);
        return refuse(
          reasons.length
            ? reasons.map((reason) => msg("claims:import.errors.refused", { reason }))
            : [msg("billing:import.errors.failed")],
          400,
        );
      }
      default:
        log.warn("claims upload failed", { kind: outcome.kind, status: outcome.status });
        return refuse(
          [
            msg(
              outcome.kind === "timeout" || outcome.kind === "network"
                ? "billing:import.errors.unavailable"
                : "billing:import.errors.failed",
            ),
          ],
          502,
        );
    }
  }
  context.jar.setFlash({
    kind: "success",
    key: "billing:flash.importStarted",
    params: { name: sniff.part.fileName ?? "" },
  });
  return redirect(claimImportPath(outcome.data.id), 303);
});

const CSV_EXAMPLE =
  "claim_number,claim_status,date_of_service,procedure_code,zip_code,state,payer_id,organization_id,patient_name,billed_amount,allowed_amount,paid_amount,reason_code\nCLM-9001,DENIED,10/02/2026,99213,02114,MA,payer-1,org-1,Ana Chen,120.00,90.00,0,CO-97";

export default function ImportClaims() {
  const { t } = useTranslation("claims");
  const { limitBytes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const schema = useMemo(() => csvUploadSchema(limitBytes), [limitBytes]);
  const [form, fields] = useAppForm({ id: "claims-import", schema, lastResult: actionData?.result });
  return (
    <>
      <PageHeading>{t("import.heading")}</PageHeading>
      <p className="mt-2 max-w-3xl">{t("import.intro")}</p>

      <h2 className="mt-6 text-lg font-bold">{t("import.formatTitle")}</h2>
      <p className="mt-1 max-w-3xl">{t("import.formatIntro")}</p>
      <ul className="ml-6 mt-2 max-w-3xl list-disc space-y-1">
        {CLAIM_CSV_COLUMNS.map(([column, required]) => (
          <li key={column}>
            <code className="font-mono">{column}</code>
            {": "}
            {t(`import.columns.${column}`)}
            {required ? null : ` (${t("import.optional")})`}
          </li>
        ))}
      </ul>
      <pre className="mt-2 max-w-3xl whitespace-pre-wrap break-all rounded bg-slate-100 p-3 font-mono text-sm">
        {CSV_EXAMPLE}
      </pre>

      <div className="mt-6 max-w-2xl">
        <ErrorSummary errors={summarize(form, [fields.file])} />
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate>
          <CsvFileInput
            meta={fields.file}
            label={t("billing:import.file")}
            hint={t("billing:import.fileHint", { mb: megabytes(limitBytes) })}
          />
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <SubmitButton>
              <Icon name="upload" />
              {t("billing:import.submit")}
            </SubmitButton>
            <Link to={CLAIM_IMPORTS_PATH} className={buttonClass("link")}>
              {t("imports.title")}
            </Link>
          </div>
        </Form>
      </div>
    </>
  );
}
