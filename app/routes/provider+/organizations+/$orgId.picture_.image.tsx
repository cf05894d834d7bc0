import { imageResponse } from "~/http/download.server";
import { guarded } from "~/session/guards.server";
import { openDownload } from "~/upstream/downloads.server";
import { organizationPicturePath } from "~/upstream/organizations.server";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];

/**
 * `/provider/organizations/:orgId/picture/image[?v=]`: the organization's picture streamed from
 * the upstream (decision 030), for staff who may read the organization; the page's image falls
 * back to the empty one when there is none.
 */
export const loader = guarded(
  "organizations.read",
  async ({ request, params, client }) => {
    const result = await openDownload(
      () => client.fetch(organizationPicturePath(params.orgId!)),
      IMAGE_TYPES,
    );
    return imageResponse(request, result, "private");
  },
  { orgParam: "orgId" },
);
