import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/domain/safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/provider", "/provider"],
    ["/curapatient/patient/dashboard?x=1#top", "/curapatient/patient/dashboard?x=1#top"],
  ])("follows the same-origin path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "//evil.test",
    "/\\evil.test",
    "https://evil.test/",
    "javascript:alert(1)",
    "evil",
    "",
    "/ok\r\nSet-Cookie: x=1",
    "/\u0000",
    null,
    undefined,
  ])("refuses %j", (input) => {
    expect(safeRedirect(input as string, "/fallback")).toBe("/fallback");
  });
});
