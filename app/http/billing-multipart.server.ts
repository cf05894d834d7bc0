import { csvFileProblem } from "~/domain/billing-params";

/**
 * A small streaming check of a multipart/form-data upload: reads only as many bytes as it takes
 * to see the file part's headers (name, filename, content type), decides whether the file may be
 * sent on, and hands back a stream that replays those bytes followed by the rest of the body,
 * untouched. The whole file is never held in memory. The stream also counts bytes and fails once
 * the body grows past `maxBytes` (a client that lied about its Content-Length).
 */

export interface PartHeaders {
  name: string | null;
  fileName: string | null;
  contentType: string;
}

export type SniffProblem = "missing" | "notCsv" | "malformed";

export type SniffResult =
  | { ok: true; part: PartHeaders; stream: ReadableStream<Uint8Array>; tooLarge: () => boolean }
  | { ok: false; problem: SniffProblem; part?: PartHeaders };

/** The boundary parameter of a multipart/form-data content type, or null. */
export function multipartBoundary(contentType: string | null | undefined): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

const encoder = new TextEncoder();
const CRLFCRLF = encoder.encode("\r\n\r\n");

export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  if (needle.length === 0) return from;
  const first = needle[0]!;
  outer: for (let i = Math.max(0, from); i <= haystack.length - needle.length; i++) {
    if (haystack[i] !== first) continue;
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

function param(header: string, name: string): string | null {
  // name="quoted value" (browsers escape " as %22) or name=token; "filename*" is not "filename".
  const quoted = new RegExp(`(?:^|;)\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(header);
  if (quoted) return quoted[1]!.replace(/\\(.)/g, "$1");
  const bare = new RegExp(`(?:^|;)\\s*${name}=([^;\\s]*)`, "i").exec(header);
  return bare ? bare[1]! : null;
}

/** Parses one part's header block ("Content-Disposition: form-data; name=…\r\nContent-Type: …"). */
export function parsePartHeaders(block: string): PartHeaders {
  let disposition = "";
  let contentType = "";
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "content-disposition") disposition = value;
    else if (key === "content-type") contentType = value;
  }
  const rest = disposition.replace(/^form-data\s*/i, "");
  return {
    name: param(rest, "name"),
    fileName: param(rest, "filename"),
    contentType: contentType.toLowerCase(),
  };
}

/**
 * Reads the body up to the headers of the part named `fieldName` and checks that it is a CSV file
 * (a .csv name and a CSV-ish content type). Text fields before it are skipped. Reads at most
 * `maxSniffBytes` before giving up as malformed.
 */
export async function sniffCsvUpload(
  body: ReadableStream<Uint8Array> | null,
  boundary: string,
  options: { fieldName?: string; maxSniffBytes?: number; maxBytes?: number } = {},
): Promise<SniffResult> {
  const fieldName = options.fieldName ?? "file";
  const maxSniff = options.maxSniffBytes ?? 64 * 1024;
  if (!body) return { ok: false, problem: "missing" };
  const reader = body.getReader();
  const delimiter = encoder.encode(`--${boundary}`);
  let buffered: Uint8Array = new Uint8Array(0);
  let done = false;

  // A refused body is read to its end rather than cancelled: cancelling a server request's body
  // can tear down the connection before the answer reaches the browser. The host bounds its size.
  const fail = async (problem: SniffProblem, part?: PartHeaders): Promise<SniffResult> => {
    await drain(reader);
    return { ok: false, problem, part };
  };
  /** Reads one more chunk; false at the end of the body. */
  const more = async () => {
    if (done) return false;
    const chunk = await reader.read();
    if (chunk.done) {
      done = true;
      return false;
    }
    buffered = concat(buffered, chunk.value);
    return true;
  };

  let cursor = 0;
  let found: PartHeaders | null = null;
  while (!found) {
    const at = indexOfBytes(buffered, delimiter, cursor);
    if (at < 0) {
      if (buffered.length > maxSniff) return fail("malformed");
      if (!(await more())) return fail("missing");
      continue;
    }
    const after = at + delimiter.length;
    while (buffered.length < after + 2 && (await more()));
    if (buffered.length < after + 2) return fail("missing");
    // "--boundary--" closes the body: no file part came.
    if (buffered[after] === 0x2d && buffered[after + 1] === 0x2d) return fail("missing");
    let headerEnd = indexOfBytes(buffered, CRLFCRLF, after);
    while (headerEnd < 0) {
      if (buffered.length > maxSniff) return fail("malformed");
      if (!(await more())) return fail("malformed");
      headerEnd = indexOfBytes(buffered, CRLFCRLF, after);
    }
    const part = parsePartHeaders(new TextDecoder().decode(buffered.subarray(after + 2, headerEnd)));
    if (part.name === fieldName && part.fileName !== null) {
      found = part;
      break;
    }
    // A text field or another part: look for the next delimiter after its headers.
    cursor = headerEnd + 4;
  }

  const problem = csvFileProblem(found.fileName ?? "", found.contentType);
  if (problem) return fail(problem, found);

  // Replay what was read, then pass the rest through, counting.
  let total = buffered.length;
  let exceeded = false;
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const head = buffered;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (total > maxBytes) {
        exceeded = true;
        controller.error(new Error("upload too large"));
        void drain(reader);
        return;
      }
      if (head.length) controller.enqueue(head);
      if (done) controller.close();
    },
    async pull(controller) {
      const chunk = await reader.read();
      if (chunk.done) {
        controller.close();
        return;
      }
      total += chunk.value.byteLength;
      if (total > maxBytes) {
        exceeded = true;
        controller.error(new Error("upload too large"));
        void drain(reader);
        return;
      }
      controller.enqueue(chunk.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { ok: true, part: found, stream, tooLarge: () => exceeded };
}

/** Reads a body to its end, keeping nothing. */
export async function drain(
  source: ReadableStream<Uint8Array> | ReadableStreamDefaultReader<Uint8Array> | null | undefined,
): Promise<void> {
  if (!source) return;
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = "getReader" in source ? source.getReader() : source;
  } catch {
    return; // already locked or consumed
  }
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
    }
  } catch {
    /* the client went away */
  }
}
