import { z } from "zod";
import { servedFileType } from "~/domain/patient-files";
import type { UpstreamClient, UpstreamFailure } from "./client.server";
import type { DownloadResult } from "./downloads.server";
import { upstreamId as id } from "./schemas.server";

/** Files a patient uploaded from the app (spec part 2 §7 "Patients and family", decision 024). */

export const patientFileSchema = z
  .object({
    id,
    fileName: z.string(),
    contentType: z.string().nullish(),
    description: z.string().nullish(),
    uploadedAt: z.string().nullish(),
    size: z.number().int().nonnegative().nullish(),
  })
  .passthrough();
export type PatientFile = z.output<typeof patientFileSchema>;

export function getPatientFiles(client: UpstreamClient, patientId: string) {
  return client.call(`/api/file-uploads/patient/${encodeURIComponent(patientId)}`, {
    schema: z.array(patientFileSchema),
  });
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const fileBodySchema = z
  .object({
    fileName: z.string().nullish(),
    contentType: z.string().nullish(),
    content: z.string().refine((value) => value.length % 4 === 0 && BASE64.test(value), "not base64"),
  })
  .passthrough();

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
  const answer = await client.call(`/api/file-uploads/${encodeURIComponent(fileId)}/download`, {
    schema: fileBodySchema,
  });
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
