import type { UpstreamClient } from "./client.server";

/**
 * An image-library value's picture (decision 034; the spec names the type, not the call):
 * POST /api/masterData/{id}/image with one checked image as its "file" part, and its bytes back
 * from GET on the same path.
 */
const imagePath = (id: string) => `/api/masterData/${encodeURIComponent(id)}/image`;

export function uploadMasterDataImage(
  client: UpstreamClient,
  id: string,
  image: { bytes: Uint8Array<ArrayBuffer>; mediaType: string; type: string },
) {
  const form = new FormData();
  // Our own name and type, from the bytes: the browser's are not passed on.
  form.append("file", new Blob([image.bytes], { type: image.mediaType }), `image.${image.type}`);
  return client.call(imagePath(id), { method: "POST", body: form });
}

export function fetchMasterDataImage(client: UpstreamClient, id: string) {
  return () => client.fetch(imagePath(id), { headers: { Accept: "image/*" } });
}
