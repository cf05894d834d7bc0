import { describe, expect, it } from "vitest";
import { ConfigError, DEVELOPMENT_SESSION_SECRET, parseConfig } from "~/config.server";

describe("configuration", () => {
  it("has development defaults for everything", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.sessionSecrets).toEqual([DEVELOPMENT_SESSION_SECRET]);
    expect(config.upstreamTimeoutMs).toBe(50_000);
    expect(config.sessionIdleMs).toBe(30 * 60_000);
    expect(config.sessionMaxMs).toBe(12 * 3_600_000);
    expect(config.httpsOnly).toBe(false);
  });

  it("refuses production without SESSION_SECRET, naming the variable in one line", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrowError(ConfigError);
    try {
      parseConfig({ NODE_ENV: "production" });
    } catch (error) {
      expect((error as Error).message).toMatch(/^Invalid configuration: SESSION_SECRET /);
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("refuses the published development secret in production", () => {
    expect(() =>
      parseConfig({ NODE_ENV: "production", SESSION_SECRET: DEVELOPMENT_SESSION_SECRET }),
    ).toThrowError(/SESSION_SECRET is the published development secret/);
  });

  it("splits rotated secrets, newest first, and refuses short ones", () => {
    const config = parseConfig({ SESSION_SECRET: `${"a".repeat(32)}, ${"b".repeat(40)}` });
    expect(config.sessionSecrets).toEqual(["a".repeat(32), "b".repeat(40)]);
    expect(() => parseConfig({ SESSION_SECRET: "short" })).toThrowError(
      /SESSION_SECRET every secret must be at least 32/,
    );
  });

  it.each([
    ["PORT", "not-a-port"],
    ["UPSTREAM_API_URL", "nope"],
    ["DEFAULT_TIMEZONE", "Mars/Olympus"],
    ["VERSION_CHECK_MINUTES", "-1"],
    ["UPSTREAM_EVENTS_PATH", "events"],
    ["TAG_MANAGER_ID", "GTM-x');alert(1)//"],
  ])("names %s when its value is bad", (variable, value) => {
    expect(() => parseConfig({ [variable]: value })).toThrowError(
      new RegExp(`^Invalid configuration: ${variable} `),
    );
  });

  it("reads the sign-in failure limits, refusing the old names and an address limit under the username's", () => {
    expect(
      parseConfig({
        LOGIN_FAILURES_PER_USERNAME: "3",
        LOGIN_FAILURES_PER_ADDRESS: "40",
        LOGIN_FAILURE_WINDOW_MINUTES: "30",
      }).loginFailures,
    ).toEqual({ perUsername: 3, perAddress: 40, windowMs: 30 * 60_000 });
    expect(() => parseConfig({ LOGIN_RATE_LIMIT: "1000" })).toThrowError(
      /^Invalid configuration: LOGIN_RATE_LIMIT is no longer read: set LOGIN_FAILURES_PER_USERNAME and LOGIN_FAILURES_PER_ADDRESS instead/,
    );
    expect(() => parseConfig({ LOGIN_RATE_WINDOW_SECONDS: "300" })).toThrowError(
      /LOGIN_RATE_WINDOW_SECONDS is no longer read: set LOGIN_FAILURE_WINDOW_MINUTES/,
    );
    expect(() =>
      parseConfig({ LOGIN_FAILURES_PER_USERNAME: "10", LOGIN_FAILURES_PER_ADDRESS: "5" }),
    ).toThrowError(
      /^Invalid configuration: LOGIN_FAILURES_PER_ADDRESS must be at least LOGIN_FAILURES_PER_USERNAME/,
    );
    expect(() => parseConfig({ LOGIN_FAILURES_PER_USERNAME: "0" })).toThrowError(
      /^Invalid configuration: LOGIN_FAILURES_PER_USERNAME /,
    );
  });

  it("loads no Tag Manager unless a container id is given", () => {
    expect(parseConfig({}).tagManagerId).toBeNull();
    expect(parseConfig({ TAG_MANAGER_ID: "GTM-AB12CD3" }).tagManagerId).toBe("GTM-AB12CD3");
  });

  it("turns on https-only behaviour in production unless told otherwise", () => {
    const secret = "s".repeat(40);
    expect(parseConfig({ NODE_ENV: "production", SESSION_SECRET: secret }).httpsOnly).toBe(true);
    expect(
      parseConfig({ NODE_ENV: "production", SESSION_SECRET: secret, HTTPS_ONLY: "false" }).httpsOnly,
    ).toBe(false);
  });
});
