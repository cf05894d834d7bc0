import { describe, expect, it } from "vitest";
import { drain, multipartBoundary, parsePartHeaders, sniffCsvUpload } from "~/http/billing-multipart.server";

const BOUNDARY = "----WebKitFormBoundaryAbC123";
const encoder = new TextEncoder();

function multipart(parts: Array<{ name: string; fileName?: string; type?: string; body: string }>) {
  let out = "";
  for (const part of parts) {
    out += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.fileName !== undefined) out += `; filename="${part.fileName}"`;
    out += "\r\n";
    if (part.type) out += `Content-Type: ${part.type}\r\n`;
    out += `\r\n${part.body}\r\n`;
  }
  return `${out}--${BOUNDARY}--\r\n`;
}

/** A body delivered in chunks of `size` bytes, counting how many bytes were pulled. */
function chunked(text: string, size: number) {
  const bytes = encoder.encode(text);
  let offset = 0;
  const stats = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      const chunk = bytes.slice(offset, offset + size);
      offset += chunk.length;
      stats.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, stats, length: bytes.length };
}

async function text(stream: ReadableStream<Uint8Array>) {
  return new TextDecoder().decode(await new Response(stream).arrayBuffer());
}

describe("multipartBoundary", () => {
  it("reads quoted and bare boundaries and refuses other content types", () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b c"')).toBe("a b c");
    expect(multipartBoundary("application/x-www-form-urlencoded")).toBeNull();
    expect(multipartBoundary("multipart/form-data")).toBeNull();
    expect(multipartBoundary(null)).toBeNull();
  });
});

describe("parsePartHeaders", () => {
  it("finds name, filename and content type, and does not take filename* for filename", () => {
    expect(
      parsePartHeaders(
        'Content-Disposition: form-data; name="file"; filename="fees.csv"\r\nContent-Type: text/csv',
      ),
    ).toEqual({
      name: "file",
      fileName: "fees.csv",
      contentType: "text/csv",
    });
    expect(parsePartHeaders("Content-Disposition: form-data; name=intent").fileName).toBeNull();
    expect(
      parsePartHeaders("content-disposition: form-data; name=\"file\"; filename*=UTF-8''a.csv").fileName,
    ).toBeNull();
  });
});

describe("sniffCsvUpload", () => {
  const csv = "plan,procedure_code,modifier,amount\nStandard,99201,,12.50\n".repeat(200);

  it("reads only the part headers, then replays every byte unchanged", async () => {
    const body = multipart([{ name: "file", fileName: "fees.csv", type: "text/csv", body: csv }]);
    const source = chunked(body, 256);
    const result = await sniffCsvUpload(source.stream, BOUNDARY);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.part).toEqual({ name: "file", fileName: "fees.csv", contentType: "text/csv" });
    // Only the first chunk (plus the one the stream queues ahead) was read to see the headers:
    // the file itself was not read into memory.
    expect(source.length).toBeGreaterThan(8000);
    expect(source.stats.pulled).toBeLessThanOrEqual(512);
    expect(await text(result.stream)).toBe(body);
    expect(source.stats.pulled).toBe(source.length);
  });

  it("finds the headers when they arrive one byte at a time", async () => {
    const body = multipart([
      { name: "file", fileName: "fees.csv", type: "application/vnd.ms-excel", body: "a,b\n1,2\n" },
    ]);
    const result = await sniffCsvUpload(chunked(body, 1).stream, BOUNDARY);
    expect(result.ok && result.part.contentType).toBe("application/vnd.ms-excel");
    if (result.ok) expect(await text(result.stream)).toBe(body);
  });

  it("skips text fields before the file part", async () => {
    const body = multipart([
      { name: "intent", body: "upload" },
      { name: "file", fileName: "fees.CSV", type: "text/plain", body: "a\n" },
    ]);
    const result = await sniffCsvUpload(chunked(body, 7).stream, BOUNDARY);
    expect(result.ok && result.part.fileName).toBe("fees.CSV");
    if (result.ok) expect(await text(result.stream)).toBe(body);
  });

  it.each([
    ["a name that is not .csv", "fees.xlsx", "text/csv"],
    ["a content type that is not CSV", "fees.csv", "application/pdf"],
    ["an unknown content type", "fees.csv", "application/octet-stream"],
  ])("refuses %s before anything is sent on", async (_label, fileName, type) => {
    const body = multipart([{ name: "file", fileName, type, body: csv }]);
    const source = chunked(body, 128);
    const result = await sniffCsvUpload(source.stream, BOUNDARY);
    expect(result).toMatchObject({ ok: false, problem: "notCsv", part: { fileName } });
    // The refused body was read to its end (so the answer can be sent), not forwarded anywhere.
    expect(source.stats.pulled).toBe(source.length);
  });

  it("says the file is missing when none was chosen or the body holds no file part", async () => {
    const empty = multipart([{ name: "file", fileName: "", type: "application/octet-stream", body: "" }]);
    expect(await sniffCsvUpload(chunked(empty, 64).stream, BOUNDARY)).toMatchObject({
      ok: false,
      problem: "missing",
    });
    const noFile = multipart([{ name: "intent", body: "upload" }]);
    expect(await sniffCsvUpload(chunked(noFile, 64).stream, BOUNDARY)).toMatchObject({
      ok: false,
      problem: "missing",
    });
    expect(await sniffCsvUpload(null, BOUNDARY)).toMatchObject({ ok: false, problem: "missing" });
  });

  it("gives up on a body whose part headers never end", async () => {
    const body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nX-Pad: ${"x".repeat(100_000)}`;
    expect(await sniffCsvUpload(chunked(body, 4096).stream, BOUNDARY, { maxSniffBytes: 8192 })).toMatchObject(
      { ok: false, problem: "malformed" },
    );
  });

  it("fails the forwarded stream once the body grows past the limit", async () => {
    const body = multipart([{ name: "file", fileName: "fees.csv", type: "text/csv", body: csv }]);
    const result = await sniffCsvUpload(chunked(body, 512).stream, BOUNDARY, { maxBytes: 2048 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    await expect(text(result.stream)).rejects.toThrow(/too large/);
    expect(result.tooLarge()).toBe(true);
  });
});

describe("drain", () => {
  it("reads a stream to its end and tolerates a locked one", async () => {
    const source = chunked("x".repeat(1000), 100);
    await drain(source.stream);
    expect(source.stats.pulled).toBe(1000);
    await expect(drain(source.stream)).resolves.toBeUndefined();
  });
});
