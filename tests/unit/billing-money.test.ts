import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseMoney } from "~/domain/billing-money";

describe("parseMoney", () => {
  it.each([
    ["125", "125.00"],
    ["125.5", "125.50"],
    ["125.50", "125.50"],
    ["0.10", "0.10"],
    ["0", "0.00"],
    ["007.1", "7.10"],
    ["$ 1,234.56", "1234.56"],
    ["1,234", "1234.00"],
    ["1,234,567.8", "1234567.80"],
    ["12,5", "12.50"],
    ["+3", "3.00"],
    [" 42 ", "42.00"],
  ])("accepts %j as %j", (input, expected) => {
    expect(parseMoney(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    ["-5", "negative"],
    ["-0.01", "negative"],
    ["$-5", "negative"],
    ["12.345", "tooManyDecimals"],
    ["0.001", "tooManyDecimals"],
    ["12,3456", "tooManyDecimals"],
    ["12345678901", "tooLarge"],
    ["abc", "invalid"],
    ["1.2.3", "invalid"],
    ["12,34,5", "invalid"],
    ["$", "invalid"],
    ["1e3", "invalid"],
  ])("refuses %j (%s)", (input, problem) => {
    expect(parseMoney(input)).toEqual({ ok: false, problem });
  });

  it("never goes through floating point: every cents value survives exactly", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 99_999_999_99n }), (cents) => {
        const text = `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
        expect(parseMoney(text)).toEqual({ ok: true, value: text });
      }),
    );
  });

  it("keeps amounts that a float would round (0.1 + 0.2 style)", () => {
    expect(parseMoney("9007199254.99")).toEqual({ ok: true, value: "9007199254.99" });
    expect(parseMoney("0.30")).toEqual({ ok: true, value: "0.30" });
  });
});
