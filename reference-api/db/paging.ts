import { clampInt } from "../http";

/**
 * The Spring page every documented list call answers with, read in SQL so a list never loads more
 * than one page. `pageWindow` turns the page and size parameters into LIMIT/OFFSET (size -1 is
 * everything, 0 the default size), `springPage` answers the rows of that window with the total a
 * COUNT(*) gave, and `sqlPage` does both for a list with a count and a row reader.
 * `tests/unit/reference-feed.test.ts` pins the rules against an in-memory oracle.
 */
export interface PageWindow {
  /** -1 = no limit (SQLite's LIMIT -1). */
  limit: number;
  offset: number;
  number: number;
  /** The size asked for; -1 for everything. */
  size: number;
}

export function pageWindow(pageParam: unknown, sizeParam: unknown, defaultSize = 20): PageWindow {
  const size = clampInt(sizeParam, defaultSize, -1, 1000);
  if (size === -1) return { limit: -1, offset: 0, number: 0, size: -1 };
  const number = clampInt(pageParam, 0, 0, 1_000_000);
  const effective = size === 0 ? defaultSize : size;
  return { limit: effective, offset: number * effective, number, size: effective };
}

export function springPage<T>(content: T[], total: number, window: PageWindow) {
  if (window.size === -1) {
    return {
      content,
      totalElements: total,
      totalPages: 1,
      number: 0,
      size: content.length,
      first: true,
      last: true,
    };
  }
  const totalPages = Math.max(1, Math.ceil(total / window.size));
  return {
    content,
    totalElements: total,
    totalPages,
    number: window.number,
    size: window.size,
    first: window.number === 0,
    last: window.number >= totalPages - 1,
  };
}

/**
 * One page of a list counted and read in SQL: `rows(limit, offset)` reads one window (a limit of
 * -1 reads them all, and then `count` is not needed).
 */
export function sqlPage<T>(
  pageParam: unknown,
  sizeParam: unknown,
  defaultSize: number,
  count: () => number,
  rows: (limit: number, offset: number) => T[],
) {
  const window = pageWindow(pageParam, sizeParam, defaultSize);
  if (window.size === -1) {
    const content = rows(-1, 0);
    return springPage(content, content.length, window);
  }
  return springPage(rows(window.limit, window.offset), count(), window);
}
