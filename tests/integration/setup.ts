import { afterAll, afterEach, beforeAll } from "vitest";
import { resetBreakers } from "~/upstream/breaker.server";
import { server } from "../mocks/server";

process.env.LOG_LEVEL ??= "silent";
process.env.UPSTREAM_API_URL = "http://upstream.test";
// As in testConfig(): the extensions question is documented-only.test.ts's.
process.env.UPSTREAM_EXTENSIONS ??= "all";

// An upstream call no test expected fails the test: nothing reaches a real network.
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  // Each test starts with the upstream's breaker closed: one test's outages are not the next one's.
  resetBreakers();
});
afterAll(() => server.close());
