import { describe, expect, it } from "vitest";
import { routeJsBytes } from "../../bench/lib/js-bytes.mjs";

const BUDGET_GZIP_BYTES = 130 * 1024;

interface RouteBytes {
  route: string;
  gzipBytes: number;
}

describe("JavaScript budget", () => {
  const routes = routeJsBytes() as RouteBytes[];

  it("measures every route of the build", () => {
    expect(routes.length).toBeGreaterThan(3);
    expect(routes.map((r) => r.route)).toContain("routes/_auth+/login");
  });

  it.each(routes.map((r) => [r.route, r.gzipBytes] as const))(
    "%s loads under 130 KB of gzipped JS (%d bytes)",
    (_route, gzipBytes) => {
      expect(gzipBytes).toBeLessThan(BUDGET_GZIP_BYTES);
    },
  );
});
