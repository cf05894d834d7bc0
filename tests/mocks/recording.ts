/**
 * What the msw areas share: a Spring page of fixed content, and a recorder of the calls that
 * reached the fake upstream (method, path with query, body as JSON when it is JSON), so tests can
 * assert what the app sent.
 */

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export function springPage<T>(content: T[], size = 20) {
  return { content, totalElements: content.length, totalPages: 1, number: 0, size };
}

/** A `record(request)` that appends each call to `calls`. */
export function recorder(calls: RecordedCall[]) {
  return async (request: Request) => {
    const url = new URL(request.url);
    let body: unknown = undefined;
    if (request.method !== "GET" && request.method !== "DELETE") {
      const type = request.headers.get("content-type") ?? "";
      body = type.includes("json") ? await request.json() : await request.text();
    }
    calls.push({ method: request.method, path: url.pathname + url.search, body });
  };
}
