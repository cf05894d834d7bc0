import { describe, expect, it } from "vitest";
import { FILE_RULES, checkFile, sniffFileType } from "~/domain/file-rules";
import { formatFileSize } from "~/domain/format";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe("video and document files", () => {
  it("knows MP4, WebM and PDF from their first bytes, whatever the name says", () => {
    expect(sniffFileType(bytes(0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d))).toBe("mp4");
    expect(sniffFileType(bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81))).toBe("webm");
    expect(sniffFileType(text("%PDF-1.7\n"))).toBe("pdf");
    expect(sniffFileType(text("%PDF"))).toBeNull();
    expect(sniffFileType(text("MZ executable"))).toBeNull();
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
  });

  it("says the first rule a file breaks: empty, too large, then a type not allowed", () => {
    const rule = FILE_RULES.therapyFile;
    expect(checkFile({ bytes: 0, type: "pdf" }, rule)).toEqual({ key: "files.missing" });
    expect(checkFile({ bytes: rule.maxBytes + 1, type: "pdf" }, rule)).toEqual({
      key: "files.tooLarge",
      maxMb: 10,
    });
    expect(checkFile({ bytes: 10, type: null }, rule)).toEqual({
      key: "files.wrongType",
      types: "MP4, WEBM, PDF",
    });
    expect(checkFile({ bytes: rule.maxBytes, type: "webm" }, rule)).toBeNull();
  });

  it("shows a size in the user's language with decimal units", () => {
    expect(formatFileSize(512, "en-US")).toBe("512 byte");
    expect(formatFileSize(2048, "en-US")).toBe("2 kB");
    expect(formatFileSize(3_250_000, "en-US")).toBe("3.3 MB");
    expect(formatFileSize(3_250_000, "es-MX")).toMatch(/^3\.3\sMB$/);
    expect(formatFileSize(3_250_000, "hi-IN")).toMatch(/3\.3/);
  });
});
