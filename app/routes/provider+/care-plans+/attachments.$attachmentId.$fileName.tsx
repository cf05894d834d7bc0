import { downloadResponse } from "~/http/download.server";
import { notFound, requireValidId } from "~/http/not-found.server";
import { guarded } from "~/session/guards.server";
import { fetchTherapyAttachment } from "~/upstream/care-plans.server";
import { openDownload } from "~/upstream/downloads.server";
import { THERAPIES_PATH } from "~/domain/care-plans";

/** The media types a therapy attachment may be served as; anything else is not passed on. */
const SERVED = ["image/png", "image/jpeg", "image/webp", "video/mp4", "video/webm", "application/pdf"];

/**
 * A therapy type's attachment (picture, video or document), fetched from the upstream's own
 * attachment path and streamed to the browser, which never talks to the upstream. Therapy types
 * are not organization data: any care plan reader may open them, as the upstream allows.
 */
export const loader = guarded("carePlans.read", async ({ request, context, params, client }) => {
  const attachmentId = requireValidId(context, params.attachmentId);
  const fileName = params.fileName ?? "";
  const fetchFile = fetchTherapyAttachment(
    client,
    `/api/attachments/therapy-type/${attachmentId}/${encodeURIComponent(fileName)}`,
  );
  if (!fetchFile) throw notFound(context);
  const result = await openDownload(fetchFile, SERVED);
  return downloadResponse(context, request, result, {
    fileName,
    fallbackFileName: "attachment",
    fallbackPath: THERAPIES_PATH,
  });
});
