import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { setAuditSink } from "~/audit/stream.server";
import { resetMetrics } from "~/observability/metrics.server";
import { resetBreakers } from "~/upstream/breaker.server";
import { server } from "../mocks/server";

process.env.LOG_LEVEL ??= "silent";
process.env.UPSTREAM_API_URL = "http://upstream.test";
// As in testConfig(): the extensions question is documented-only.test.ts's.
process.env.UPSTREAM_EXTENSIONS ??= "all";

// An upstream call no test expected fails the test: nothing reaches a real network.
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
// The trail's lines are for the tests that read them (they put their own sink in place); anywhere
// else they would only fill the output.
beforeEach(() => setAuditSink({ write: () => {} }));
afterEach(() => {
  server.resetHandlers();
  // Each test starts with the upstream's breaker closed: one test's outages are not the next one's.
  resetBreakers();
  // Metrics are off again and at zero: a test that turns them on counts only what it does.
  resetMetrics();
});
afterAll(() => server.close());
