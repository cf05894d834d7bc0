import { describe, expect, it } from "vitest";
import { itemsPerView, pageStart } from "~/domain/carousel";

describe("how many items a carousel shows (spec part 1 §9)", () => {
  it.each([
    [200, 1],
    [256, 1],
    [527, 1],
    [528, 2],
    [1000, 3],
    [1400, 5],
    [5000, 9],
    [0, 1],
    [Number.NaN, 1],
  ])("a %s px frame shows %s", (width, shown) => {
    expect(itemsPerView(width, 256, 16)).toBe(shown);
  });
});

describe("paging a carousel", () => {
  it("moves a page at a time and keeps the first and the last page full", () => {
    expect(pageStart(0, 2, 5, 1)).toBe(2);
    expect(pageStart(2, 2, 5, 1)).toBe(3);
    expect(pageStart(3, 2, 5, 1)).toBe(3);
    expect(pageStart(3, 2, 5, -1)).toBe(1);
    expect(pageStart(1, 2, 5, -1)).toBe(0);
    expect(pageStart(0, 3, 2, 1)).toBe(0);
  });
});
