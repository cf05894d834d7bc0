import { describe, expect, it } from "vitest";
import { OPAQUE_FILE_TYPE, fileKindKey, servedFileType } from "~/domain/patient-files";

/** Which types a patient's uploaded file keeps when served from our origin (decision 024). */
describe("servedFileType", () => {
  it("keeps documents, images and plain text, without parameters", () => {
    expect(servedFileType("application/pdf")).toBe("application/pdf");
    expect(servedFileType("IMAGE/JPEG")).toBe("image/jpeg");
    expect(servedFileType("text/plain; charset=utf-8")).toBe("text/plain");
  });

  it("serves anything a browser could run, or an unknown type, as bytes to save", () => {
    for (const type of [
      "text/html",
      "image/svg+xml",
      "application/xhtml+xml",
      "text/javascript",
      "",
      null,
      undefined,
    ])
      expect(servedFileType(type)).toBe(OPAQUE_FILE_TYPE);
  });
});

describe("fileKindKey", () => {
  it("names the kind a person reads", () => {
    expect(fileKindKey("application/pdf")).toBe("pdf");
    expect(fileKindKey("image/png")).toBe("image");
    expect(fileKindKey("text/csv")).toBe("text");
    expect(fileKindKey("image/svg+xml")).toBe("other");
  });
});
