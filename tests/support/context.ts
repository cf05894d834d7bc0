import { parseConfig, type Config } from "~/config.server";
import { createRequestContext, detachedServices, type RequestContext } from "~/load-context.server";

export const TEST_SECRET = "integration-test-secret-long-enough-000000001";

export function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({
    SESSION_SECRET: TEST_SECRET,
    UPSTREAM_API_URL: "http://upstream.test",
    LOG_LEVEL: "silent",
    // Asking the upstream which extensions it answers is tested on its own
    // (tests/integration/documented-only.test.ts); elsewhere it would be one more call to count.
    UPSTREAM_EXTENSIONS: "all",
    // The patient look-up cache (500 ms) is measured in patient-lookup-cache.test.ts; elsewhere a
    // test that changes the upstream's answer reads the change at once.
    PATIENT_LOOKUP_CACHE_MS: "0",
    ...overrides,
  });
}

/** A request context as the host would build it for this request. */
export function contextFor(request: Request, config: Config = testConfig()): RequestContext {
  return createRequestContext({
    cookieHeader: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
    requestId: "test-request-0001",
    cspNonce: "test-nonce",
    services: detachedServices(),
    clientAddress: "127.0.0.1",
    clientGone: request.signal,
    config,
  });
}

/** The Cookie header a browser would send after receiving these Set-Cookie values. */
export function cookieHeaderFrom(setCookies: string[], previous = ""): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split("; ").filter(Boolean)) {
    const eq = pair.indexOf("=");
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  for (const cookie of setCookies) {
    const [pair] = cookie.split(";");
    const eq = pair!.indexOf("=");
    const name = pair!.slice(0, eq);
    const value = pair!.slice(eq + 1);
    if (!value || /Max-Age=0/.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

export function formRequest(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return new Request(`http://app.test${url}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://app.test", ...headers },
    body: new URLSearchParams(fields),
  });
}

/**
 * The status of the answer a loader or action throws (a Response or a `data()` answer); fails
 * the test when it returns instead.
 */
export async function thrownStatus(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    const answer = error as { init?: { status?: number } | null; status?: number };
    return answer.init?.status ?? answer.status;
  }
  throw new Error("expected a thrown answer");
}

/**
 * The status of a loader's or action's answer, returned or thrown (a Response or a `data()`
 * answer); 200 for plain data. Anything else thrown fails the test.
 */
export async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const value = await run();
    return value instanceof Response ? value.status : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } } | null)?.init;
    if (init?.status) return init.status;
    throw thrown;
  }
}
