/**
 * Image bytes of a chosen pixel size, as a camera or editor would write their headers: enough
 * for a reader of the header (image-size) and for the magic-byte check. Padding makes any size.
 */
export function png(width: number, height: number, padding = 0): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33 + padding);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

export function jpeg(width: number, height: number): Uint8Array<ArrayBuffer> {
  // SOI, a JFIF APP0 segment, then a SOF0 segment carrying the size.
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x10,
    0x4a,
    0x46,
    0x49,
    0x46,
    0x00,
    0x01,
    0x01,
    0x00,
    0x00,
    0x01,
    0x00,
    0x01,
    0x00,
    0x00,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
    0xff,
    0xd9,
  ]);
}

export function multipartImage(
  url: string,
  file: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string } | null,
  headers: Record<string, string> = {},
): Request {
  const form = new FormData();
  if (file) form.append("file", new Blob([file.bytes], { type: file.type }), file.name);
  else form.append("file", new Blob([]), "");
  return new Request(url, { method: "POST", body: form, headers: { origin: "http://app.test", ...headers } });
}
