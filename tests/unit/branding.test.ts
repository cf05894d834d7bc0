import { describe, expect, it } from "vitest";
import {
  BRANDING_IMAGES,
  fontStack,
  isBrandingImageKind,
  isHexColor,
  normalizeHexColor,
  textColorOn,
} from "~/domain/branding";
import { brandingCss, brandingImageRule } from "~/domain/branding";
import { checkImage } from "~/domain/image-rules";
import { brandingSchema } from "~/domain/organization-page-schemas";

describe("hex colours", () => {
  it.each(["#fff", "#FFF", "#1a2b3c", "#A0B0C0"])("accepts %s", (value) => {
    expect(isHexColor(value)).toBe(true);
  });
  it.each(["fff", "#ffff", "#12345", "#1234567", "#ggg", "red", "", "# fff", "#fff "])(
    "refuses %j",
    (value) => {
      expect(isHexColor(value)).toBe(false);
    },
  );
  it("normalizes to six lower-case digits", () => {
    expect(normalizeHexColor("#AbC")).toBe("#aabbcc");
    expect(normalizeHexColor("#0F0F0F")).toBe("#0f0f0f");
    expect(normalizeHexColor("nope")).toBeNull();
  });
  it("picks the readable text colour", () => {
    expect(textColorOn("#ffffff")).toBe("#000000");
    expect(textColorOn("#003366")).toBe("#ffffff");
  });
  it("the form schema says 'Invalid hex color' on the field, and takes an empty colour", () => {
    const bad = brandingSchema.safeParse({ primaryColor: "#12" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["primaryColor"],
      message: "branding:errors.invalidHex",
    });
    expect(brandingSchema.safeParse({ primaryColor: "", accentColor: "#abc" }).success).toBe(true);
  });
});

describe("branding images", () => {
  it("has the spec's sizes", () => {
    expect(BRANDING_IMAGES).toEqual({
      webLoginBackground: { width: 1080, height: 1440 },
      loginLogo: { width: 47, height: 47 },
      favicon: { width: 16, height: 16 },
      mobileLoginBackground: { width: 375, height: 667 },
      mobileLoginLogo: { width: 500, height: 500 },
      homeBackground: { width: 375, height: 667 },
      emailLogo: { width: 900, height: 700 },
    });
    expect(isBrandingImageKind("loginLogo")).toBe(true);
    expect(isBrandingImageKind("toString")).toBe(false);
  });
  it("wants the exact size, naming it", () => {
    const rule = brandingImageRule("loginLogo");
    expect(checkImage({ bytes: 100, type: "png", width: 47, height: 47 }, rule)).toBeNull();
    expect(checkImage({ bytes: 100, type: "png", width: 48, height: 47 }, rule)).toEqual({
      key: "images.exactSize",
      width: 47,
      height: 47,
    });
  });
  it("a font is a web-safe stack, or the app's own", () => {
    expect(fontStack("Georgia")).toBe('"Georgia", serif');
    expect(fontStack("Verdana")).toBe('"Verdana", sans-serif');
    expect(fontStack("system")).toBeNull();
    expect(fontStack("Comic</style>")).toBeNull();
  });
});

describe("the branding stylesheet", () => {
  it("scopes valid colours and a listed font to the organization", () => {
    expect(brandingCss("org-1", { primaryColor: "#ABC", accentColor: "#102030", font: "Georgia" })).toBe(
      [
        '[data-brand="org-1"].brand-surface,[data-brand="org-1"] .brand-surface{background-color:#aabbcc;color:#000000}',
        '[data-brand="org-1"] .brand-accent{border-color:#102030}',
        '[data-brand="org-1"]{font-family:"Georgia", serif}',
      ].join("\n"),
    );
  });
  it("writes nothing it did not check", () => {
    expect(brandingCss("org-1", { primaryColor: "red;}body{display:none", font: "x}" })).toBe("");
    expect(brandingCss('a"]{}', { primaryColor: "#fff" })).toBe("");
  });
});
