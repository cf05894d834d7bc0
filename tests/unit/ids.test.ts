import { describe, expect, it } from "vitest";
import { isValidId } from "~/domain/ids";

describe("upstream ids in addresses", () => {
  it.each(["42", "pat-1", "task_7", "99213.1", "a".repeat(64)])("takes %s", (value) => {
    expect(isValidId(value)).toBe(true);
  });

  it.each([".", "..", "", "a/b", "a%2Fb", "a b", "ü", "a".repeat(65), null, undefined])(
    "refuses %j",
    (value) => {
      expect(isValidId(value)).toBe(false);
    },
  );
});
