import { imageResponse, notFoundResponse } from "~/http/download.server";
import { requireValidId } from "~/http/not-found.server";
import { guarded } from "~/session/guards.server";
import { openDownload } from "~/upstream/downloads.server";
import { fetchMasterDataImage } from "~/upstream/master-data.server";
import { listedName } from "./__type.server";

/** The media types a picture is served as; anything else is not passed on. */
const SERVED = ["image/png", "image/jpeg", "image/webp"];

/**
 * An image-library value's picture, streamed from the upstream for the list's thumbnails (the
 * browser never talks to the upstream). Without a picture, a bare 404: an image has no page, and
 * the list's image falls back to the empty one.
 */
export const loader = guarded("masterData.edit", async (args) => {
  const { request, context, params, client } = args;
  if (listedName(args) !== "masterData/image-library") return notFoundResponse();
  const id = requireValidId(context, params.itemId);
  const result = await openDownload(fetchMasterDataImage(client, id), SERVED);
  return imageResponse(request, result, "private");
});
