import { afterEach, describe, expect, it, vi } from "vitest";
import { pushShownError, tagManagerScript } from "~/observability/data-layer";

/** The Tag Manager's data layer (spec part 1 §8): errors people see, only when it is loaded. */

afterEach(() => vi.unstubAllGlobals());

describe("the data layer", () => {
  it("receives an error's kind, status and request id, never its text, once the container is loaded", () => {
    const dataLayer: unknown[] = [];
    vi.stubGlobal("window", { dataLayer, location: { pathname: "/provider/members" } });
    pushShownError({ kind: "page", status: 503, requestId: "req-1" });
    expect(dataLayer).toEqual([
      { event: "app_error", kind: "page", status: 503, requestId: "req-1", path: "/provider/members" },
    ]);
  });

  it("receives nothing when no container is configured", () => {
    const win = { location: { pathname: "/" } } as { dataLayer?: unknown[]; location: { pathname: string } };
    vi.stubGlobal("window", win);
    pushShownError({ kind: "message" });
    expect(win.dataLayer).toBeUndefined();
  });

  it("loads the configured container, its id written as a string literal", () => {
    const script = tagManagerScript("GTM-AB12CD3");
    expect(script).toContain('(window,document,"GTM-AB12CD3")');
    expect(script).toContain("https://www.googletagmanager.com/gtm.js?id=");
    expect(script).toContain('event:"app_error",kind:"script"');
  });
});
