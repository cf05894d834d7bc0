import type { TFunction } from "i18next";
import { describe, expect, it, vi } from "vitest";
import { withLabelCache } from "~/i18n/label-cache";

const LABELS: Record<string, string> = { "actions.edit": "Edit", "actions.editNamed": "Edit {{name}}" };

function fakeT() {
  return vi.fn((key: string, options?: { defaultValue?: string; name?: string }) => {
    const label = LABELS[key];
    if (label === undefined) return options?.defaultValue ?? key;
    return label.replace("{{name}}", options?.name ?? "");
  });
}

describe("withLabelCache", () => {
  it("translates a fixed label once for every row", () => {
    const t = fakeT();
    const cached = withLabelCache(t as unknown as TFunction);
    for (let row = 0; row < 80; row++) expect(cached("actions.edit")).toBe("Edit");
    expect(t).toHaveBeenCalledTimes(1);
  });

  it("sends every label with a name in it to t", () => {
    const t = fakeT();
    const cached = withLabelCache(t as unknown as TFunction);
    expect(cached("actions.editNamed", { name: "Walk" })).toBe("Edit Walk");
    expect(cached("actions.editNamed", { name: "Swim" })).toBe("Edit Swim");
    expect(t).toHaveBeenCalledTimes(2);
  });

  it("keeps a missing key's fallback per fallback", () => {
    const t = fakeT();
    const cached = withLabelCache(t as unknown as TFunction);
    expect(cached("statuses.NEW_ONE", { defaultValue: "NEW_ONE" })).toBe("NEW_ONE");
    expect(cached("statuses.NEW_ONE", { defaultValue: "NEW_ONE" })).toBe("NEW_ONE");
    expect(cached("statuses.OTHER", { defaultValue: "OTHER" })).toBe("OTHER");
    expect(t).toHaveBeenCalledTimes(2);
  });
});
