import { describe, expect, it } from "vitest";
import { findSecrets } from "../support/secrets";

// The end-to-end run scans every page, redirect and log line with these patterns; prove they bite.
describe("secret scan", () => {
  it("finds tokens and test passwords", () => {
    expect(findSecrets('<input value="at_kD93jfK2l_0sdfjLKJSDf93jf">')).toHaveLength(1);
    expect(findSecrets("/login?redirectTo=/x&t=rt_kD93jfK2l_0sdfjLKJSDf93jf")).toHaveLength(1);
    expect(
      findSecrets("Authorization: eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTYifQ.abcdefghijklmnop"),
    ).toHaveLength(1);
    expect(findSecrets('{"password":"Demo-Password-2026!"}')).toHaveLength(1);
  });

  it("leaves ordinary text alone", () => {
    expect(findSecrets("format_date at_home rt_value Demo-Password")).toEqual([]);
  });
});
