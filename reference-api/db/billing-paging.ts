import { clampInt } from "../http";

/**
 * The Spring-style page of http.ts `page()`, read from SQL: `count` answers the total and `rows`
 * one window (LIMIT -1 is SQLite's "no limit"), so a list never loads more than one page.
 */
export function sqlPage<T>(
  pageParam: unknown,
  sizeParam: unknown,
  defaultSize: number,
  count: () => number,
  rows: (limit: number, offset: number) => T[],
) {
  const size = clampInt(sizeParam, defaultSize, -1, 1000);
  const number = clampInt(pageParam, 0, 0, 1_000_000);
  if (size === -1) {
    const content = rows(-1, 0);
    return {
      content,
      totalElements: content.length,
      totalPages: 1,
      number: 0,
      size: content.length,
      first: true,
      last: true,
    };
  }
  const effective = size === 0 ? defaultSize : size;
  const total = count();
  const totalPages = Math.max(1, Math.ceil(total / effective));
  return {
    content: rows(effective, number * effective),
    totalElements: total,
    totalPages,
    number,
    size: effective,
    first: number === 0,
    last: number >= totalPages - 1,
  };
}
