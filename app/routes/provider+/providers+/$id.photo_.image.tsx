import { imageResponse } from "~/http/download.server";
import { guarded } from "~/session/guards.server";
import { openDownload } from "~/upstream/downloads.server";
import { providerPhotoPath } from "~/upstream/providers.server";
import { loadProvider } from "./__provider.server";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];

/**
 * `/provider/providers/:id/photo/image[?v=]`: the provider's photo streamed from the upstream,
 * for staff who may read the provider (checked through the provider cache, so a page of photos
 * costs one upstream read each, not two); pages fall back to the empty image without one.
 */
export const loader = guarded("providers.read", async ({ request, context, params, client }) => {
  const provider = await loadProvider(client, context, request, params.id, "providers.read");
  const result = await openDownload(() => client.fetch(providerPhotoPath(provider.id)), IMAGE_TYPES);
  return imageResponse(request, result, "private");
});
