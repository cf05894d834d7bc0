import { describe, expect, it } from "vitest";
import { seal, sealJson, unseal, unsealJson } from "~/session/seal.server";

const A = "a-secret-that-is-long-enough-for-tests-000001";
const B = "b-secret-that-is-long-enough-for-tests-000002";

describe("sealed cookie values", () => {
  it("round-trips and hides the plaintext", () => {
    const sealed = sealJson({ accessToken: "at_secret_token_value" }, [A], "session");
    expect(sealed).not.toContain("at_secret");
    expect(Buffer.from(sealed.slice(3), "base64url").toString("latin1")).not.toContain("accessToken");
    expect(unsealJson(sealed, [A], "session")).toEqual({ accessToken: "at_secret_token_value" });
  });

  it("uses a fresh IV each time", () => {
    expect(seal("same", [A], "p")).not.toEqual(seal("same", [A], "p"));
  });

  it("rejects a tampered value", () => {
    const sealed = seal("hello", [A], "session");
    const bytes = Buffer.from(sealed.slice(3), "base64url");
    bytes[14] = bytes[14]! ^ 0x01;
    expect(unseal(`v1.${bytes.toString("base64url")}`, [A], "session")).toBeNull();
  });

  it("rejects truncated, garbage and unversioned values", () => {
    const sealed = seal("hello", [A], "session");
    expect(unseal(sealed.slice(0, sealed.length - 4), [A], "session")).toBeNull();
    expect(unseal("v1.", [A], "session")).toBeNull();
    expect(unseal("v1.!!!notbase64", [A], "session")).toBeNull();
    expect(unseal("eyJhIjoxfQ", [A], "session")).toBeNull();
  });

  it("opens values sealed with an older secret after rotation, not after removal", () => {
    const old = seal("hello", [B], "session");
    expect(unseal(old, [A, B], "session")).toBe("hello");
    expect(unseal(old, [A], "session")).toBeNull();
  });

  it("binds a value to its purpose", () => {
    const prefs = seal("hello", [A], "prefs");
    expect(unseal(prefs, [A], "session")).toBeNull();
  });
});
