import { describe, expect, it } from "vitest";
import { panelFailed, partialStatus } from "~/http/partial-page.server";

const ok = { ok: true as const, status: 200, data: {} };
const timeout = { ok: false as const, kind: "timeout" as const, status: 503 };
const dropped = { ok: false as const, kind: "network" as const, status: 502 };
const broken = { ok: false as const, kind: "contract" as const, status: 502 };
const failed = { ok: false as const, kind: "http" as const, status: 500 };
const refused = { ok: false as const, kind: "http" as const, status: 403 };
const absent = { ok: false as const, kind: "http" as const, status: 404 };
const notOffered = { ok: false as const, kind: "not-offered" as const, status: 404 as const };

describe("a page's panels and its status", () => {
  it("is whole (200) when every panel came, or was not asked, refused, absent or not offered", () => {
    expect(partialStatus([])).toBe(200);
    expect(partialStatus([ok, null, undefined, refused, absent, notOffered])).toBe(200);
    expect([refused, absent, notOffered].map(panelFailed)).toEqual([false, false, false]);
  });

  it("is 502 when a panel's answer was a failure or broke the contract", () => {
    expect(partialStatus([ok, failed])).toBe(502);
    expect(partialStatus([broken, ok])).toBe(502);
  });

  it("is 503 (come back later) when any panel met an outage, even beside a failed answer", () => {
    expect(partialStatus([ok, timeout])).toBe(503);
    expect(partialStatus([failed, dropped])).toBe(503);
  });
});
