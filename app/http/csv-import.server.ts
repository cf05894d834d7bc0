import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { drain, multipartBoundary, sniffCsvUpload } from "~/http/billing-multipart.server";
import { UPLOAD_OVERHEAD_BYTES, megabytes } from "~/domain/billing-params";
import { msg } from "~/domain/messages";
import { failedUpstreamStatus, redirectWithFlash } from "~/http/outcome.server";
import type { RequestContext } from "~/load-context.server";
import { log } from "~/observability/logger.server";
import { upstream, type UpstreamClient } from "~/upstream/client.server";
import type { StreamUploadOutcome } from "~/upstream/fee-schedules.server";

export type CsvImportReply = { result: SubmissionResult<string[]> };

function refuse(messages: string[], status: number) {
  const result: SubmissionResult<string[]> = { status: "error", initialValue: {}, error: { file: messages } };
  return data<CsvImportReply>({ result }, { status });
}

export interface CsvImportTarget {
  /**
   * Runs before the body is read. A streamed body cannot be sent twice, so this is where an
   * expired token is renewed (any small read does it); it may also prove the target exists and
   * throw its refusal, after draining the body.
   */
  beforeBody(client: UpstreamClient): Promise<unknown>;
  upload(
    client: UpstreamClient,
    body: ReadableStream<Uint8Array>,
    contentType: string,
    tooLarge: () => boolean,
  ): Promise<StreamUploadOutcome<{ id: string }>>;
  /** How the upstream's own reason for refusing the file (a 422) is shown under the field. */
  refused(reason: string): string;
  /** The words of the warning logged when the upstream fails. */
  logLabel: string;
  /** Where the browser goes once the upstream took the file: the import's status page. */
  statusPath(importId: string): string;
}

/**
 * The CSV import actions (fee schedules, claims; decision 043): request.formData() is never
 * called. Content-Length is checked first, then only the multipart headers of the file part are
 * read (billing-multipart.server.ts) and the body goes on to the upstream as it arrives, with the
 * browser's own content type and boundary.
 */
export async function relayCsvImport(
  {
    request,
    context,
    session,
  }: { request: Request; context: RequestContext; session: { refreshToken: string } },
  target: CsvImportTarget,
) {
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
  await target.beforeBody(client);

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

  const outcome = await target.upload(client, sniff.stream, contentType, sniff.tooLarge);
  if (!outcome.ok) {
    switch (outcome.kind) {
      case "tooLarge":
        return refuse([msg("billing:import.errors.tooLarge", { mb: megabytes(limit) })], 413);
      case "unauthorized":
        // The token expired in the moment between the check and the upload: renew it, ask again.
        await client.refresh(session.refreshToken);
        return refuse([msg("billing:import.errors.retry")], 400);
      case "validation": {
        const reasons = outcome.fieldErrors.map((e) => e.message);
        return refuse(
          reasons.length
            ? reasons.map((reason) => target.refused(reason))
            : [msg("billing:import.errors.failed")],
          400,
        );
      }
      default:
        log.warn(target.logLabel, { kind: outcome.kind, status: outcome.status });
        return refuse(
          [
            msg(
              outcome.kind === "timeout" || outcome.kind === "network"
                ? "billing:import.errors.unavailable"
                : "billing:import.errors.failed",
            ),
          ],
          failedUpstreamStatus(outcome),
        );
    }
  }
  return redirectWithFlash(context, target.statusPath(outcome.data.id), {
    kind: "success",
    key: "billing:flash.importStarted",
    params: { name: sniff.part.fileName ?? "" },
  });
}
