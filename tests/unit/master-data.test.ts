import { describe, expect, it } from "vitest";
import { codeListSchema } from "~/domain/code-list-schemas";
import { MASTER_DATA_LISTS } from "~/domain/code-lists/master-data";
import {
  LISTED_TYPES,
  MASTER_DATA_TYPES,
  MASTER_DATA_VIEWS,
  resolveMasterDataSegment,
} from "~/domain/master-data";

/** The master-data table and the code lists made from it (decision 034). */
describe("the master-data table", () => {
  it("keeps the spec's eighteen types in order, thirteen of them listed here", () => {
    expect(MASTER_DATA_TYPES.map((type) => type.order)).toEqual(MASTER_DATA_TYPES.map((_, i) => i + 1));
    expect(LISTED_TYPES).toHaveLength(13);
    expect(new Set(MASTER_DATA_TYPES.map((type) => type.slug)).size).toBe(18);
  });

  it("tells types that share /api/masterData apart by their field name", () => {
    const shared = LISTED_TYPES.filter((type) => type.service === "/api/masterData");
    expect(shared.map((type) => ("field" in type ? type.field : null))).toEqual([
      "MANUFACTURE",
      "DEVICE_MODEL",
      "IMAGE_LIBRARY",
      "ORGANIZATION_ALIAS",
    ]);
    const alone = LISTED_TYPES.filter((type) => type.service !== "/api/masterData");
    expect(new Set(alone.map((type) => type.service)).size).toBe(alone.length);
  });
});

describe("master data's read-only lists", () => {
  it("are lists without a form or a delete, each with its own slug and path", () => {
    for (const view of MASTER_DATA_VIEWS) {
      const list = MASTER_DATA_LISTS[view.slug];
      expect(list.api.base, view.slug).toBe(view.service);
      expect(list.fields, view.slug).toEqual([]);
      expect(list.edit, view.slug).toBe(false);
      expect(list.remove, view.slug).toBeNull();
      expect(list.columns[0]!.field, view.slug).toBe("name");
      expect(resolveMasterDataSegment(view.slug)).toMatchObject({
        type: { slug: view.slug },
        canonical: true,
      });
    }
    const slugs = [...MASTER_DATA_TYPES, ...MASTER_DATA_VIEWS].map((type) => type.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe("a master-data URL segment", () => {
  it("is the canonical slug, or the spec's lower-cased name that redirects to it", () => {
    expect(resolveMasterDataSegment("task-type")).toMatchObject({
      type: { slug: "task-type" },
      canonical: true,
    });
    for (const spelled of ["task type", "tasktype", "Task Type", "task_type"])
      expect(resolveMasterDataSegment(spelled)).toMatchObject({
        type: { slug: "task-type" },
        canonical: false,
      });
    expect(resolveMasterDataSegment("organizationaliases")?.type.slug).toBe("organization-aliases");
  });

  it("names no type otherwise", () => {
    expect(resolveMasterDataSegment(undefined)).toBeNull();
    expect(resolveMasterDataSegment("tasks")).toBeNull();
    expect(resolveMasterDataSegment("")).toBeNull();
  });
});

describe("a master-data type's form", () => {
  const parse = (slug: keyof typeof MASTER_DATA_LISTS, value: Record<string, string>) =>
    codeListSchema(MASTER_DATA_LISTS[slug]).safeParse(value);

  it("asks every type for a name (trimmed, at most 100) and an optional description", () => {
    for (const type of LISTED_TYPES.map((row) => MASTER_DATA_LISTS[row.slug])) {
      expect(type.fields.slice(0, 2).map((f) => f.name)).toEqual(["name", "description"]);
      expect(type.path).toMatch(/^\/provider\/master-data\/[a-z-]+$/);
    }
    expect(parse("specialty", { name: "  Pediatrics " })).toEqual({
      success: true,
      data: { name: "Pediatrics" },
    });
    expect(parse("specialty", { name: "  " }).error?.issues[0]?.message).toBe(
      "masterData:errors.nameRequired",
    );
    expect(parse("specialty", { name: "x".repeat(101) }).success).toBe(false);
    expect(parse("specialty", { name: "x", description: "y".repeat(501) }).success).toBe(false);
  });

  it("adds a task type's kind (one of its children) and a device model's manufacturer", () => {
    expect(parse("task-type", { name: "Visit", category: "EDUCATION" }).success).toBe(true);
    expect(parse("task-type", { name: "Visit", category: "PARTY" }).error?.issues[0]?.message).toBe(
      "masterData:errors.categoryRequired",
    );
    expect(parse("device-model", { name: "X1" }).error?.issues[0]?.path).toEqual(["manufacturer"]);
    expect(MASTER_DATA_LISTS["device-model"].fields[2]?.options).toEqual({ from: "manufacture" });
  });

  it("lists insurance providers through their search call", () => {
    expect(MASTER_DATA_LISTS["insurance-provider"].api.searchByPost).toBe(true);
    expect(MASTER_DATA_LISTS["manufacture"].api.fixed).toEqual({ type: "MANUFACTURE" });
  });
});
