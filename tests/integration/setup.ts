import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "../mocks/server";

process.env.LOG_LEVEL ??= "silent";
process.env.UPSTREAM_API_URL = "http://upstream.test";

// An upstream call no test expected fails the test: nothing reaches a real network.
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
