import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CODE_LISTS } from "~/code-lists/registry.server";
import { codeListSchema } from "~/domain/code-list-schemas";
import type { CodeListType } from "~/domain/code-lists";

/**
 * A description is all a code list has, so what it names must exist: the route files of the
 * operations it claims (and none it does not), and every key its pages and messages use in its
 * namespace. A master-data type added tomorrow is checked without anyone listing it here.
 */

type Tree = { [key: string]: string | Tree };

/** Whether the key is there, as a plain key or as a plural key's forms (`key_other`). */
function has(tree: Tree, key: string): boolean {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" || (!key.endsWith("_other") && has(tree, `${key}_other`));
}

const routeFiles = readdirSync("app/routes", { recursive: true, encoding: "utf8" }).map((file) =>
  path.basename(file),
);

function keysOf(type: CodeListType): string[] {
  const own = (name: string) => `${type.keys}.${name}`;
  const keys = [
    ...["title", "create", "createTitle", "createSubmit", "search", "searchForm", "caption"].map(own),
    own("empty"),
    own("emptyFiltered"),
    ...type.fields.flatMap((field) => [field.label, ...(field.hint ? [field.hint] : [])]),
    ...type.columns.map((column) => column.label),
    "list.actions",
    "flash.createFailed",
  ];
  if (type.edit || type.remove) keys.push(own("notFound"));
  if (type.edit) keys.push(...["editTitle", "editHeading", "editPageTitle", "saveSubmit"].map(own));
  if (type.edit) keys.push("flash.updateFailed");
  if (type.grouped) keys.push(...["views", "listView", "groupedView", "groupSummary"].map(own));
  if (type.openByName)
    keys.push(...["selectForm", "selectLabel", "selectHint", "selectSubmit", "errorByName"].map(own));
  if (type.remove) keys.push(`delete.title.${type.remove.kind}`, `delete.about.${type.remove.kind}`);
  const messages = [type.messages.created, ...(type.messages.updated ? [type.messages.updated] : [])];
  for (const message of messages) {
    const [ns, key] = message.split(":");
    expect(ns, message).toBe(type.ns);
    keys.push(key!);
  }
  return keys;
}

describe.each(Object.entries(CODE_LISTS))("the %s code list", (name, type) => {
  const slug = type.path.split("/").at(-1)!;
  const param = `$${type.idParam}`;

  it("has the route files of its operations, and no others", () => {
    // A type whose records have a page of their own keeps edit and delete beside that page, not
    // drawn inside it (`_`), as a payer's are.
    const record = type.detail ? `${param}_` : param;
    const expected = [
      `${slug}._index.tsx`,
      `${slug}.new.tsx`,
      ...(type.edit ? [`${slug}.${record}.edit.tsx`] : []),
      ...(type.remove ? [`${slug}.${record}.delete.tsx`] : []),
      ...(type.detail ? [`${slug}.${param}.tsx`] : []),
    ];
    // A record's own pages beyond the list's operations (a payer's reason code, its own URL
    // below the payer but not drawn inside it: `_`) belong to the record, not to the code list.
    const operation = /^[^.]+\.[^.]+_\.(edit|delete)\.tsx$/;
    const found = routeFiles.filter(
      (file) =>
        file.startsWith(`${slug}.`) && (!file.startsWith(`${slug}.${param}_.`) || operation.test(file)),
    );
    expect(found.sort()).toEqual(expected.sort());
  });

  it("binds its route files to its own name", () => {
    const dir = readdirSync("app/routes", { recursive: true, encoding: "utf8" }).find((file) =>
      file.endsWith(`${slug}._index.tsx`),
    )!;
    const source = readFileSync(path.join("app/routes", dir), "utf8");
    expect(source).toContain(`listLoader("${name}", args)`);
  });

  it("finds every key it uses in its namespace", () => {
    const tree = JSON.parse(readFileSync(`public/locales/en-US/${type.ns}.json`, "utf8")) as Tree;
    const missing = keysOf(type).filter((key) => !has(tree, key));
    expect(missing).toEqual([]);
  });

  it("validates exactly its fields", () => {
    expect(Object.keys(codeListSchema(type).shape)).toEqual(type.fields.map((field) => field.name));
    expect(codeListSchema(type)).toBe(codeListSchema(type));
  });

  it("is known by a field it has", () => {
    expect(type.fields.map((field) => field.name)).toContain(type.identity);
  });
});
