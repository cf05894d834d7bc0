import { describe, expect, it } from "vitest";
import { ProviderCache } from "~/upstream/provider-cache.server";

/** The provider cache (spec part 2 §9, decision 038): kept for the configured time, dropped on edits. */
describe("the provider cache", () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, pass: (ms: number) => (now += ms) };
  };

  it("answers a look-up until its time is up, then asks again", () => {
    const time = clock();
    const cache = new ProviderCache<string>(300_000, time.now);
    cache.set("perf-1", "Dr. Maya Patel");
    expect(cache.get("perf-1")).toBe("Dr. Maya Patel");
    time.pass(299_999);
    expect(cache.get("perf-1")).toBe("Dr. Maya Patel");
    time.pass(1);
    expect(cache.get("perf-1")).toBeUndefined();
  });

  it("drops a provider the app has changed, and only that one", () => {
    const cache = new ProviderCache<string>(300_000, clock().now);
    cache.set("perf-1", "Dr. Maya Patel");
    cache.set("perf-2", "Dr. Samuel Okafor");
    cache.invalidate("perf-1");
    expect(cache.get("perf-1")).toBeUndefined();
    expect(cache.get("perf-2")).toBe("Dr. Samuel Okafor");
  });

  it("keeps nothing when the configured time is 0, and at most its size", () => {
    const off = new ProviderCache<string>(0, clock().now);
    off.set("perf-1", "Dr. Maya Patel");
    expect(off.get("perf-1")).toBeUndefined();
    const small = new ProviderCache<string>(300_000, clock().now, 2);
    small.set("a", "A");
    small.set("b", "B");
    small.set("c", "C");
    expect([small.get("a"), small.get("b"), small.get("c")]).toEqual([undefined, "B", "C"]);
  });
});
