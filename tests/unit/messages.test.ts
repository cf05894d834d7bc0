import { describe, expect, it } from "vitest";
import { msg, parseMessage } from "~/domain/messages";

/** Messages travel as i18n keys (with parameters) or as upstream text shown as it came. */
describe("message keys", () => {
  it("reads a key of any namespace, camel-cased ones included", () => {
    expect(parseMessage("validation:required")).toEqual({
      key: "validation:required",
      params: {},
      text: "validation:required",
    });
    expect(parseMessage("carePlans:errors.weekRequired").key).toBe("carePlans:errors.weekRequired");
  });
  it("reads a key's parameters", () => {
    expect(parseMessage(msg("validation:tooLong", { max: 40 }))).toMatchObject({
      key: "validation:tooLong",
      params: { max: 40 },
    });
  });
  it("keeps upstream text as text", () => {
    expect(parseMessage("Goal is read-only").key).toBeNull();
    expect(parseMessage("week: must be 1 to 4").key).toBeNull();
    expect(parseMessage("Error: something").key).toBeNull();
  });
});
