import { requireValidId } from "~/http/not-found.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { openDownload } from "~/upstream/downloads.server";
import { fetchMasterDataImage } from "~/upstream/master-data.server";
import { listedName } from "./__type.server";

/** The media types a picture is served as; anything else is not passed on. */
const SERVED = ["image/png", "image/jpeg", "image/webp"];

/**
 * An image-library value's picture, streamed from the upstream for the list's thumbnails (the
 * browser never talks to the upstream). Without a picture, a bare 404: an image has no page.
 */
export const loader = guarded("masterData.edit", async (args) => {
  const { request, context, params } = args;
  if (listedName(args) !== "masterData/image-library") return new Response(null, { status: 404 });
  const id = requireValidId(context, params.itemId);
  const result = await openDownload(fetchMasterDataImage(upstream(context, request), id), SERVED);
  if (!result.ok) return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  const headers = new Headers({
    "Content-Type": result.contentType,
    "Content-Disposition": "inline",
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  if (result.contentLength !== null) headers.set("Content-Length", String(result.contentLength));
  return new Response(result.body, { status: 200, headers });
});
