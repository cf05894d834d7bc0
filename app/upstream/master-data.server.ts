import { pathOf } from "@contract/call";
import { masterData } from "@contract/master-data";
import type { UpstreamClient } from "./client.server";

/**
 * An image-library value's picture (decision 034; the spec names the type, not the call):
 * POST /api/masterData/{id}/image with one checked image as its "file" part, and its bytes back
 * from GET on the same path (contract/master-data.ts).
 */

export function uploadMasterDataImage(
  client: UpstreamClient,
  id: string,
  image: { bytes: Uint8Array<ArrayBuffer>; mediaType: string; type: string },
) {
  const form = new FormData();
  // Our own name and type, from the bytes: the browser's are not passed on.
  form.append("file", new Blob([image.bytes], { type: image.mediaType }), `image.${image.type}`);
  return client.invoke(masterData.uploadImage, { params: { id }, body: form });
}

export function fetchMasterDataImage(client: UpstreamClient, id: string) {
  const image = masterData.image;
  return () => client.fetch(pathOf(image, { id }), { method: image.method, headers: { Accept: "image/*" } });
}
