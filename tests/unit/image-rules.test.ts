import { describe, expect, it } from "vitest";
import { IMAGE_RULES, checkImage, sniffImageType } from "~/domain/image-rules";
import { jpeg, png } from "../support/images";

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe("sniffImageType", () => {
  it("knows PNG, JPEG, WebP and GIF by their first bytes", () => {
    expect(sniffImageType(png(1, 1))).toBe("png");
    expect(sniffImageType(jpeg(1, 1))).toBe("jpeg");
    expect(sniffImageType(bytesOf("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(sniffImageType(bytesOf("GIF89a"))).toBe("gif");
    expect(sniffImageType(bytesOf("GIF87a"))).toBe("gif");
  });

  it("is not fooled by names, text or near misses", () => {
    expect(sniffImageType(bytesOf("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(bytesOf("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(bytesOf("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
  });
});

describe("checkImage", () => {
  const rule = IMAGE_RULES.profilePicture;
  const ok = { bytes: 1000, type: "png" as const, width: 300, height: 300 };

  it("accepts an image within every limit", () => {
    expect(checkImage(ok, rule)).toBeNull();
    expect(checkImage({ ...ok, type: "jpeg", width: 4000, height: 300 }, rule)).toBeNull();
  });

  it.each([
    [{ ...ok, bytes: 0 }, { key: "images.missing" }],
    [
      { ...ok, bytes: rule.maxBytes + 1 },
      { key: "images.tooLarge", maxMb: 2 },
    ],
    [
      { ...ok, type: null },
      { key: "images.wrongType", types: "PNG, JPEG, WEBP" },
    ],
    [
      { ...ok, type: "gif" as const },
      { key: "images.wrongType", types: "PNG, JPEG, WEBP" },
    ],
    [{ ...ok, width: null }, { key: "images.unreadable" }],
    [
      { ...ok, width: 299 },
      { key: "images.tooSmall", width: 300, height: 300 },
    ],
    [
      { ...ok, height: 4001 },
      { key: "images.tooBig", width: 4000, height: 4000 },
    ],
  ])("refuses %j with %j", (facts, problem) => {
    expect(checkImage(facts, rule)).toEqual(problem);
  });

  it("asks for the exact size where the spec fixes one (branding email logo 900x700)", () => {
    const logo = IMAGE_RULES.emailLogo;
    expect(checkImage({ ...ok, width: 900, height: 700 }, logo)).toBeNull();
    expect(checkImage({ ...ok, width: 901, height: 700 }, logo)).toEqual({
      key: "images.exactSize",
      width: 900,
      height: 700,
    });
  });
});
