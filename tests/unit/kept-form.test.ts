import { describe, expect, it } from "vitest";
import { keptValues } from "~/components/kept-form";

describe("keptValues: a reply's kept values as the form's own fields", () => {
  it("names nested objects and lists as conform does, in order, and leaves out what is empty", () => {
    expect(
      keptValues({
        intent: "add",
        name: "Radiology",
        tags: ["a", "b"],
        address: { city: "Boston", zipcode: "02108" },
        note: undefined,
        rank: 3,
      }),
    ).toEqual([
      ["intent", "add"],
      ["name", "Radiology"],
      ["tags[0]", "a"],
      ["tags[1]", "b"],
      ["address.city", "Boston"],
      ["address.zipcode", "02108"],
      ["rank", "3"],
    ]);
  });

  it("keeps nothing of a reply without values", () => {
    expect(keptValues(undefined)).toEqual([]);
    expect(keptValues(null)).toEqual([]);
  });
});
