import { describe, expect, it } from "vitest";
import {
  activeFilters,
  listHref,
  listSearch,
  nextSort,
  parseListQuery,
  sanitizeSaved,
  savedSearch,
  shownRange,
  type ListSpec,
} from "~/domain/list-query";

const SPEC: ListSpec = {
  id: "things",
  filters: [
    { kind: "text", name: "name", max: 10, label: "ns:name" },
    {
      kind: "select",
      name: "category",
      options: ["A", "B"],
      optionLabel: "ns:categories.",
      any: "ns:any",
      label: "ns:category",
    },
    { kind: "dateRange", name: "effective", label: "ns:effective" },
  ],
  sort: { fields: ["name", "date"], initial: { field: "name", direction: "asc" } },
  pageSizes: [20, 50, 100],
  keep: ["view"],
};

const parse = (query: string) => parseListQuery(SPEC, new URLSearchParams(query));

describe("list query", () => {
  it("reads declared filters, sort, page, size and kept parameters", () => {
    expect(
      parse("name=+Blue+&category=B&effectiveFrom=2026-01-01&sort=date,desc&page=2&size=50&view=grouped"),
    ).toEqual({
      filters: { name: "Blue", category: "B", effectiveFrom: "2026-01-01" },
      sort: { field: "date", direction: "desc" },
      page: 2,
      size: 50,
      kept: { view: "grouped" },
      problems: {},
    });
  });

  it("drops what the list does not allow instead of failing", () => {
    const query = parse("name=abcdefghijklmnop&category=Z&sort=password,desc&page=-1&size=7&other=x");
    expect(query.filters).toEqual({ name: "abcdefghij" });
    expect(query.sort).toEqual({ field: "name", direction: "asc" });
    expect(query.page).toBe(0);
    expect(query.size).toBe(20);
    expect(query.kept).toEqual({});
    expect(parse("page=99999999999").page).toBe(0);
  });

  it("keeps a choice among upstream records only when it looks like an id", () => {
    const spec: ListSpec = {
      id: "choices",
      filters: [{ kind: "choice", name: "type", label: "ns:type", any: "ns:any" }],
      pageSizes: [20],
    };
    const read = (query: string) => parseListQuery(spec, new URLSearchParams(query)).filters;
    expect(read("type=cpt-12")).toEqual({ type: "cpt-12" });
    expect(read("type=a%20b")).toEqual({});
    expect(read(`type=${"x".repeat(65)}`)).toEqual({});
    expect(read("type=")).toEqual({});
  });

  it("reports a date that is not real, and an end before the start, keeping what was typed", () => {
    expect(parse("effectiveFrom=2026-02-30").problems).toEqual({
      effectiveFrom: { problem: "date", value: "2026-02-30" },
    });
    const reversed = parse("effectiveFrom=2026-03-01&effectiveTo=2026-02-01");
    expect(reversed.problems).toEqual({
      effectiveFrom: { problem: "range", value: "2026-03-01" },
      effectiveTo: { problem: "range", value: "2026-02-01" },
    });
    expect(reversed.filters).toEqual({});
    expect(parse("effectiveFrom=2026-02-01&effectiveTo=2026-02-01").filters).toEqual({
      effectiveFrom: "2026-02-01",
      effectiveTo: "2026-02-01",
    });
  });

  it("reports a range longer than the filter allows, and takes one exactly that long", () => {
    const spec: ListSpec = {
      id: "days",
      filters: [{ kind: "dateRange", name: "day", label: "ns:day", maxDays: 31 }],
      pageSizes: [1],
    };
    const read = (query: string) => parseListQuery(spec, new URLSearchParams(query));
    expect(read("dayFrom=2026-01-01&dayTo=2026-02-01").problems).toEqual({
      dayFrom: { problem: "span", value: "2026-01-01" },
      dayTo: { problem: "span", value: "2026-02-01" },
    });
    expect(read("dayFrom=2026-01-01&dayTo=2026-01-31").filters).toEqual({
      dayFrom: "2026-01-01",
      dayTo: "2026-01-31",
    });
    // Without a limit, any length goes.
    expect(parse("effectiveFrom=2020-01-01&effectiveTo=2026-01-01").problems).toEqual({});
  });

  it("writes a state back without its defaults, in a fixed order, and reads it again the same", () => {
    const query = parse("size=50&page=1&category=A&name=x&sort=date,asc");
    const search = listSearch(SPEC, query);
    expect(search).toBe("?name=x&category=A&sort=date%2Casc&size=50&page=1");
    expect(parse(search.slice(1))).toEqual(query);
    expect(listSearch(SPEC, parse(""))).toBe("");
  });

  it("builds links that start at the first page, except paging, and never the bare path", () => {
    const query = parse("name=x&page=3");
    expect(listHref("/l", SPEC, query, { page: 4 })).toBe("/l?name=x&page=4");
    expect(listHref("/l", SPEC, query, { filters: { category: "B" } })).toBe("/l?name=x&category=B");
    expect(listHref("/l", SPEC, query, { sort: nextSort(query.sort, "name") })).toBe(
      "/l?name=x&sort=name%2Cdesc",
    );
    expect(listHref("/l", SPEC, query, { size: 100 })).toBe("/l?name=x&size=100");
    expect(listHref("/l", SPEC, query, { filters: { name: null } })).toBe("/l?saved=off");
    expect(listHref("/l", SPEC, parse("name=x&view=grouped"), { clearFilters: true })).toBe(
      "/l?view=grouped",
    );
    expect(listHref("/l", SPEC, parse("view=grouped"), { kept: { view: null } })).toBe("/l?saved=off");
  });

  it("sorts a column ascending first, then the other way", () => {
    expect(nextSort({ field: "name", direction: "asc" }, "date")).toEqual({
      field: "date",
      direction: "asc",
    });
    expect(nextSort({ field: "date", direction: "asc" }, "date")).toEqual({
      field: "date",
      direction: "desc",
    });
    expect(nextSort({ field: "date", direction: "desc" }, "date")).toEqual({
      field: "date",
      direction: "asc",
    });
  });

  it("lists the applied filters one per parameter, date bounds named", () => {
    const active = activeFilters(SPEC, parse("effectiveTo=2026-05-01&name=x"));
    expect(active.map((a) => [a.param, a.value, a.bound])).toEqual([
      ["name", "x", undefined],
      ["effectiveTo", "2026-05-01", "to"],
    ]);
  });

  it("counts the rows a page shows", () => {
    expect(shownRange({ number: 0, size: 25, totalElements: 312, content: Array(25) })).toEqual({
      from: 1,
      to: 25,
      total: 312,
    });
    expect(shownRange({ number: 12, size: 25, totalElements: 312, content: Array(12) })).toEqual({
      from: 301,
      to: 312,
      total: 312,
    });
    expect(shownRange({ number: 0, size: 25, totalElements: 0, content: [] })).toEqual({
      from: 0,
      to: 0,
      total: 0,
    });
  });

  it("saves a state without its page, and reads a saved one back only as far as the list allows", () => {
    expect(savedSearch(SPEC, parse("name=x&page=4&size=50"))).toBe("?name=x&size=50");
    expect(savedSearch(SPEC, parse("page=4"))).toBeNull();
    expect(sanitizeSaved(SPEC, "?name=x&category=Z&secret=1")).toBe("?name=x");
    expect(sanitizeSaved(SPEC, "name=x")).toBeNull();
    expect(sanitizeSaved(SPEC, `?name=${"x".repeat(500)}`)).toBeNull();
    expect(sanitizeSaved(SPEC, undefined)).toBeNull();
  });
});
