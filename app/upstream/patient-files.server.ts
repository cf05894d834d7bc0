import type { z } from "zod";
import { healthRecord, type patientFileSchema } from "@contract/health-record";
import { servedFileType } from "~/domain/patient-files";
import type { UpstreamClient, UpstreamFailure } from "./client.server";
import type { DownloadResult } from "./downloads.server";

/** Files a patient uploaded from the app (spec part 2 §7 "Patients and family", decision 024). */

export type PatientFile = z.output<typeof patientFileSchema>;

export function getPatientFiles(client: UpstreamClient, patientId: string) {
  return client.invoke(healthRecord.files, { params: { id: patientId } });
}

/** How a failed read of the file's JSON reads as a failed download (the rest are a status). */
const FAILURE_REASON: Partial<
  Record<UpstreamFailure["kind"], Exclude<DownloadResult, { ok: true }>["reason"]>
> = {
  timeout: "timeout",
  network: "network",
  contract: "type",
};

/**
 * One file. The documented call answers JSON (the file's name, media type and bytes in base64),
 * not the bytes, so this reads and decodes it, then answers what the download building block
 * takes: the route serves it as any other file, or sends a failure to the page that says so.
 */
export async function downloadPatientFile(client: UpstreamClient, fileId: string): Promise<DownloadResult> {
  const answer = await client.invoke(healthRecord.fileContent, { params: { id: fileId } });
  if (!answer.ok)
    return { ok: false, reason: FAILURE_REASON[answer.kind] ?? "status", status: answer.status };
  const bytes = Buffer.from(answer.data.content, "base64");
  return {
    ok: true,
    body: new Blob([bytes]).stream(),
    contentType: servedFileType(answer.data.contentType),
    fileName: answer.data.fileName ?? null,
    contentLength: bytes.length,
  };
}
