import type { UpstreamClient } from "./client.server";

/** POST /api/{resource}/{id}/picture (spec part 2 §7): a checked image as a multipart "file" part. */
export function uploadPicture(
  client: UpstreamClient,
  resource: "accounts" | "organizations" | "surveys" | "performers" | "programs",
  id: string,
  image: { bytes: Uint8Array<ArrayBuffer>; mediaType: string; type: string },
) {
  const form = new FormData();
  // Our own name and type, from the bytes: the browser's are not passed on.
  form.append("file", new Blob([image.bytes], { type: image.mediaType }), `picture.${image.type}`);
  return client.call(`/api/${resource}/${encodeURIComponent(id)}/picture`, { method: "POST", body: form });
}
