import { accounts } from "@contract/accounts";
import { organizations } from "@contract/organizations";
import { programs } from "@contract/programs";
import { providers } from "@contract/providers";
import { surveys } from "@contract/surveys";
import type { UpstreamClient } from "./client.server";

/**
 * POST /api/{resource}/{id}/picture (spec part 2 §7): a checked image as a multipart "file" part.
 * Each resource's upload is its area's entry.
 */
const UPLOADS = {
  accounts: accounts.uploadPicture,
  organizations: organizations.uploadPicture,
  surveys: surveys.uploadPicture,
  programs: programs.uploadPicture,
  performers: providers.uploadPicture,
} as const;

export function uploadPicture(
  client: UpstreamClient,
  resource: "accounts" | "organizations" | "surveys" | "performers" | "programs",
  id: string,
  image: { bytes: Uint8Array<ArrayBuffer>; mediaType: string; type: string },
) {
  const form = new FormData();
  // Our own name and type, from the bytes: the browser's are not passed on.
  form.append("file", new Blob([image.bytes], { type: image.mediaType }), `picture.${image.type}`);
  return client.invoke(UPLOADS[resource], { params: { id }, body: form });
}
