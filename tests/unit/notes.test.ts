import { describe, expect, it } from "vitest";
import { newNoteSchema } from "~/domain/note-schemas";
import { noteFilters, noteFiltersQuery } from "~/domain/notes";
import { linkPath } from "~/upstream/links.server";

describe("the notes page's filters", () => {
  it("reads the creator, the author's name and the page, falling back to the defaults", () => {
    expect(noteFilters(new URLSearchParams("creator=me&performerName=%20Cruz%20&page=3"))).toEqual({
      creator: "me",
      performerName: "Cruz",
      page: 3,
    });
    expect(noteFilters(new URLSearchParams("creator=everyone&page=-2"))).toEqual({
      creator: "all",
      performerName: "",
      page: 0,
    });
    expect(noteFilters(new URLSearchParams(`performerName=${"x".repeat(300)}`)).performerName).toHaveLength(
      100,
    );
  });

  it("writes only what differs from the defaults", () => {
    expect(noteFiltersQuery({ creator: "all", performerName: "", page: 0 })).toBe("");
    expect(noteFiltersQuery({ creator: "me", performerName: "Ana Lu", page: 2 })).toBe(
      "?creator=me&performerName=Ana+Lu&page=2",
    );
  });
});

describe("a new note", () => {
  it("needs text and a visibility, and trims the text", () => {
    expect(newNoteSchema.safeParse({ text: "  Hi  ", visibility: "private" })).toMatchObject({
      success: true,
      data: { text: "Hi", visibility: "private" },
    });
    const refused = newNoteSchema.safeParse({ text: " ", visibility: "secret" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["text", "members:notes.errors.textRequired"],
      ["visibility", "members:notes.errors.visibilityRequired"],
    ]);
    expect(newNoteSchema.safeParse({ text: "x".repeat(5001), visibility: "public" }).success).toBe(false);
  });
});

describe("following a record's link", () => {
  const base = "http://upstream.test";
  const links = (href: string) => [{ rel: "update", href }];

  it("gives the path of a link inside the upstream's prefix, relative or absolute", () => {
    expect(linkPath(links("/api/note/n-1"), "update", base, "/api/note/")).toBe("/api/note/n-1");
    expect(linkPath(links("http://upstream.test/api/note/n-1"), "update", base, "/api/note/")).toBe(
      "/api/note/n-1",
    );
  });

  it("refuses links elsewhere, outside the prefix, climbing out of it or carrying a query", () => {
    for (const href of [
      "https://evil.test/api/note/n-1",
      "//evil.test/api/note/n-1",
      "/api/patients/p-1",
      "/api/note/../patients/p-1",
      "/api/note/n-1?x=1",
    ])
      expect(linkPath(links(href), "update", base, "/api/note/"), href).toBeNull();
    expect(linkPath(links("/api/note/n-1"), "delete", base, "/api/note/")).toBeNull();
    expect(linkPath(null, "update", base, "/api/note/")).toBeNull();
  });
});
