import { describe, expect, it } from "vitest";
import { renderPdf } from "../../reference-api/pdf";

/** The reference upstream's PDF writer: a valid PDF 1.4 file, with offsets a reader can follow. */
describe("reference upstream PDF writer", () => {
  const pdf = renderPdf("Vaccination card", [
    { text: "Name: Ana (Nana) O\\Brien" },
    { text: "Ünïcödé → 日本", size: 14, gap: 6 },
  ]);
  const text = pdf.toString("latin1");

  it("starts with the PDF 1.4 header and ends with %%EOF", () => {
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("has a cross-reference table whose offsets point at each object", () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(6);
    entries.forEach((offset, index) =>
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`),
    );
  });

  it("declares the content stream's exact length and escapes text", () => {
    const match = /\/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text)!;
    expect(Buffer.byteLength(match[2]!, "latin1")).toBe(Number(match[1]));
    expect(match[2]).toContain("(Name: Ana \\(Nana\\) O\\\\Brien) Tj");
    expect(match[2]).toContain("(\u00dcn\u00efc\u00f6d\u00e9 ? ??) Tj");
  });
});
