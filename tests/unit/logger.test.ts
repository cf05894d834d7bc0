import { afterEach, describe, expect, it } from "vitest";
import { log, redact, setLogSink } from "~/observability/logger.server";
import { runWithRequestScope } from "~/observability/request-context.server";

const logLevel = process.env.LOG_LEVEL;
afterEach(() => {
  setLogSink(null);
  // Later test files in the same worker must see the level they started with.
  if (logLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = logLevel;
});

describe("logger", () => {
  it("redacts secret fields and token-shaped values, keeps the request id", () => {
    const lines: string[] = [];
    setLogSink((line) => lines.push(line));
    process.env.LOG_LEVEL = "debug";
    runWithRequestScope({ requestId: "req-12345678" }, () => {
      log.info("calling upstream with Bearer at_abcdefghijklmnopqrstuvwx", {
        headers: { Authorization: "Bearer abc.def.ghi", cookie: "cd_session=v1.xyz" },
        refreshToken: "rt_abcdefghijklmnopqrstuvwxyz",
        password: "Demo-Password-2026!",
        note: "jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTYifQ.abcdefghijklmnop",
      });
    });
    const entry = JSON.parse(lines[0]!);
    expect(entry.requestId).toBe("req-12345678");
    const text = lines[0]!;
    expect(text).not.toMatch(/at_abcdef|rt_abcdef|Demo-Password|abc\.def|eyJhbGci|v1\.xyz/);
    expect(entry.headers.Authorization).toBe("[redacted]");
  });

  it("writes one line even when input carries line breaks (no log injection)", () => {
    const lines: string[] = [];
    setLogSink((line) => lines.push(line));
    log.warn("user typed\nFAKE LOG LINE", { value: "a\r\nb" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("\n");
  });

  it("redacts nested arrays and errors", () => {
    expect(redact([{ token: "x" }, new Error("Bearer secretsecret")])).toEqual([
      { token: "[redacted]" },
      { name: "Error", message: "Bearer [redacted]" },
    ]);
  });
});
